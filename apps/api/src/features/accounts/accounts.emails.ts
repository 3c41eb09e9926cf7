import type { MailMessage } from '../../platform/email/mailer.ts';
import { CONSENT_LINK_DAYS, PARENT_RELATIONSHIPS, type ParentRelationship } from '@teenfreelance/contracts/accounts';
import { FAMILY_INVITE_DAYS } from '@teenfreelance/contracts/family';

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

/**
 * Tells the teen that consent was given, by whom (the name and relationship the
 * parent confirmed) and when, so a consent they did not expect is noticed.
 */
export function parentalConsentGivenEmail(input: {
  to: string;
  teenName: string;
  parentName: string;
  relationship: ParentRelationship;
  consentedAt: Date;
  helpLink: string;
}): MailMessage {
  const { teenName, parentName } = input;
  const relationship = PARENT_RELATIONSHIPS[input.relationship].toLowerCase();
  // Minutes in UTC: the teen's time zone is not known, and seconds add nothing.
  const when = `${input.consentedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    to: input.to,
    subject: 'Your parent or guardian has given consent on TeenFreelance',
    text: [
      `Hello ${teenName},`,
      '',
      `${parentName}, who confirmed they are your ${relationship}, gave their consent on ${when} for you to offer your services on TeenFreelance.`,
      '',
      'Your published services are now public and can be bought.',
      '',
      `If you do not know who gave this consent, tell us at ${input.helpLink}.`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}

/**
 * Thanks the parent for consenting and gives them the link to their family
 * account (decision 0083): a password, then /family, where they see their
 * teen's gigs, orders and earnings and can pause selling or withdraw consent.
 */
export function familyInviteEmail(input: {
  to: string;
  guardianName: string;
  teenName: string;
  link: string;
}): MailMessage {
  const { guardianName, teenName, link } = input;
  return {
    to: input.to,
    subject: `Thank you for your consent: your family account for ${teenName}`,
    text: [
      `Hello ${guardianName},`,
      '',
      `Thank you for giving your consent for ${teenName} on TeenFreelance. Their published services are now public.`,
      '',
      `With a family account you see ${teenName}'s gigs, orders and earnings and who they talk to (never their messages), and you can pause their selling or withdraw your consent at any time. Set your password here:`,
      '',
      link,
      '',
      `This link works once and expires in ${FAMILY_INVITE_DAYS} days. If you already have a family account, log in first and then open it to add ${teenName}.`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}
