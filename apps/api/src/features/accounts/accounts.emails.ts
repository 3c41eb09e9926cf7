import type { MailMessage } from '../../email/mailer.ts';
import { CONSENT_LINK_DAYS } from '@teenfreelance/contracts/accounts';

/** The email that asks a parent or guardian to consent; the link works once, for CONSENT_LINK_DAYS days. */
export function parentalConsentEmail(input: {
  to: string;
  parentName: string;
  teenName: string;
  link: string;
}): MailMessage {
  const { parentName, teenName, link } = input;
  return {
    to: input.to,
    subject: `Please confirm your consent for ${teenName} on TeenFreelance`,
    text: [
      `Hello ${parentName},`,
      '',
      `${teenName} has created a freelancer account on TeenFreelance, a marketplace where teenagers offer their skills, and gave your email address as their parent or guardian.`,
      '',
      `Because ${teenName} is under 18, their services stay hidden and cannot be bought until you consent. Read what you are agreeing to and confirm here:`,
      '',
      link,
      '',
      `This link works once and expires in ${CONSENT_LINK_DAYS} days. If you did not expect this email, ignore it: nothing ${teenName} offers becomes public without your consent.`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}
