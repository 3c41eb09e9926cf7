import type { DbOrTx } from '../../../db/client.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import { SENT_SECRET_KEPT_SECONDS } from '../accounts.email-tasks.ts';
import { resetPasswordEmail, signInWithGoogleEmail } from './passwords.emails.ts';

/**
 * A forgot-password request, worked in the background (decision 0059): the
 * per-address quota, the lookup, and for an account its token and email.
 */
export const RESET_REQUEST_TASK = 'password-reset-request';

export interface ResetRequestTask {
  /** As typed, trimmed and lowercased; it may belong to no account. */
  address: string;
}

/** The task that renders and sends a password email, queued with the token it carries. */
export const PASSWORD_EMAIL_TASK = 'password-email';

export type PasswordEmailTask =
  | { kind: 'reset-password'; to: string; name: string; token: string }
  | { kind: 'sign-in-with-google'; to: string; name: string };

/** Queues a password email in `tx`; `key` names this one email. */
export async function queuePasswordEmail(
  tx: DbOrTx,
  background: Pick<BackgroundQueue, 'enqueue'>,
  key: string,
  task: PasswordEmailTask,
): Promise<void> {
  await background.enqueue(tx, PASSWORD_EMAIL_TASK, task, { delaySeconds: 0, singletonKey: `${task.kind}:${key}` });
}

/** Registers the worker that renders and sends password emails; links start with `publicUrl`. */
export function definePasswordEmails(
  background: Pick<BackgroundQueue, 'define'>,
  mailer: Mailer,
  publicUrl: string,
): void {
  background.define<PasswordEmailTask>(
    PASSWORD_EMAIL_TASK,
    async (task) => {
      if (task.kind === 'sign-in-with-google') {
        await mailer.send(signInWithGoogleEmail({ to: task.to, name: task.name, loginUrl: `${publicUrl}/login` }));
        return;
      }
      const url = `${publicUrl}/reset-password?token=${encodeURIComponent(task.token)}`;
      await mailer.send(resetPasswordEmail({ to: task.to, name: task.name, url }));
    },
    // A reset link is a secret: its task is not kept once sent.
    { deleteAfterSeconds: SENT_SECRET_KEPT_SECONDS },
  );
}
