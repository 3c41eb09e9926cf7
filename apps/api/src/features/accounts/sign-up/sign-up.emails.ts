import { SIGN_UP_LINK_HOURS } from '@teenfreelance/contracts/auth';
import type { MailMessage } from '../../../platform/email/mailer.ts';

/** The subject of the sign-up link's email (tests and the test SMTP peer tell it apart by it). */
export const SIGN_UP_LINK_SUBJECT = 'Confirm your email to finish signing up to TeenFreelance';

/** The link that finishes an email sign-up: it works once, for SIGN_UP_LINK_HOURS hours. */
export function confirmSignUpEmail(input: { to: string; name: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: SIGN_UP_LINK_SUBJECT,
    text: [
      `Hello ${input.name},`,
      '',
      'Someone, hopefully you, signed up to TeenFreelance with this email address. To finish creating your account, follow this link:',
      '',
      input.link,
      '',
      `This link works once and expires in ${SIGN_UP_LINK_HOURS} hours. If you did not sign up, ignore this email: no account is created without it.`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}

/**
 * What the owner of a registered address gets when someone signs up with it: the
 * sign-up page answers as for any address, so this email is where the owner learns it.
 */
export function signUpAttemptedEmail(input: {
  to: string;
  name: string;
  signInLink: string;
  resetLink: string;
}): MailMessage {
  return {
    to: input.to,
    subject: 'Someone tried to sign up to TeenFreelance with your email address',
    text: [
      `Hello ${input.name},`,
      '',
      'Someone tried to sign up to TeenFreelance with your email address, which already has an account. No new account was created.',
      '',
      'If it was you, sign in instead:',
      '',
      input.signInLink,
      '',
      'or, if you forgot your password, reset it:',
      '',
      input.resetLink,
      '',
      'If it was not you, you need do nothing: your account has not changed.',
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}
