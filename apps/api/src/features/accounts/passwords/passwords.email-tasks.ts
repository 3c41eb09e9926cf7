import type { DbOrTx } from '../../../db/client.ts';
import type { JobQueue } from '../../../platform/background/background.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import { SENT_SECRET_KEPT_SECONDS } from '../accounts.email-jobs.ts';
import { resetPasswordEmail, signInWithGoogleEmail } from './passwords.emails.ts';

/**
 * A forgot-password request, worked in the background (decision 0059): the
 * per-address quota, the lookup, and for an account its token and email.
 */
export const RESET_REQUEST_JOB = 'password-reset-request';

export interface ResetRequestJob {
  /** As typed, trimmed and lowercased; it may belong to no account. */
  address: string;
}

/** The job that renders and sends a password email, queued with the token it carries. */
export const PASSWORD_EMAIL_JOB = 'password-email';

export type PasswordEmailJob =
  | { kind: 'reset-password'; to: string; name: string; token: string }
  | { kind: 'sign-in-with-google'; to: string; name: string };

/** Queues a password email in `tx`; `key` names this one email. */
export async function queuePasswordEmail(
  tx: DbOrTx,
  jobs: Pick<JobQueue, 'enqueue'>,
  key: string,
  job: PasswordEmailJob,
): Promise<void> {
  await jobs.enqueue(tx, PASSWORD_EMAIL_JOB, job, { delaySeconds: 0, singletonKey: `${job.kind}:${key}` });
}

/** Registers the worker that renders and sends password emails; links start with `publicUrl`. */
export function definePasswordEmails(jobs: Pick<JobQueue, 'define'>, mailer: Mailer, publicUrl: string): void {
  jobs.define<PasswordEmailJob>(
    PASSWORD_EMAIL_JOB,
    async (job) => {
      if (job.kind === 'sign-in-with-google') {
        await mailer.send(signInWithGoogleEmail({ to: job.to, name: job.name, loginUrl: `${publicUrl}/login` }));
        return;
      }
      const url = `${publicUrl}/reset-password?token=${encodeURIComponent(job.token)}`;
      await mailer.send(resetPasswordEmail({ to: job.to, name: job.name, url }));
    },
    // A reset link is a secret: its job is not kept once sent.
    { deleteAfterSeconds: SENT_SECRET_KEPT_SECONDS },
  );
}
