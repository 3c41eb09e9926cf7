import type { MailMessage } from '../../../platform/email/mailer.ts';

/** The reset email: a one-time link that works for an hour. */
export function resetPasswordEmail({ to, name, url }: { to: string; name: string; url: string }): MailMessage {
  return {
    to,
    subject: 'Reset your TeenFreelance password',
    text: [
      `Hi ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your TeenFreelance account.',
      'Open this link within 1 hour to choose a new password:',
      '',
      url,
      '',
      'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}

/** For an account without a password (made with Google): how to sign in instead. */
export function signInWithGoogleEmail({
  to,
  name,
  loginUrl,
}: {
  to: string;
  name: string;
  loginUrl: string;
}): MailMessage {
  return {
    to,
    subject: 'Signing in to TeenFreelance',
    text: [
      `Hi ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your TeenFreelance account.',
      'Your account has no password: you signed up with Google. To sign in, choose "Continue with Google" on the login page:',
      '',
      loginUrl,
      '',
      'If you did not ask for this, you can ignore this email.',
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}
