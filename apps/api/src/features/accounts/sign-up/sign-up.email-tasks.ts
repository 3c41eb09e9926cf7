import type { DbOrTx } from '../../../db/client.ts';
import type { PendingSignUpForm } from '../../../db/schema/pending-sign-ups.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import { SENT_SECRET_KEPT_SECONDS } from '../accounts.email-tasks.ts';
import { confirmSignUpEmail, signUpAttemptedEmail } from './sign-up.emails.ts';

/**
 * A sign-up or a resend, as its request left it (docs/decisions/0066): the request
 * only hashes the password and queues this, the same for every address; the
 * worker looks the address up and decides what to store and which email to send.
 */
export const SIGN_UP_REQUEST_TASK = 'sign-up-request';

export type SignUpRequestTask =
  { kind: 'sign-up'; email: string; form: PendingSignUpForm } | { kind: 'resend'; email: string };

/** The emails of sign-up: the confirmation link to a new address, the note to a registered one's owner. */
export const SIGN_UP_EMAIL_TASK = 'sign-up-email';

export type SignUpEmailTask =
  | { kind: 'confirm-sign-up'; to: string; name: string; token: string }
  | { kind: 'sign-up-attempted'; to: string; name: string };

/** Queues a sign-up email in `tx`; `key` names this one email. */
export async function queueSignUpEmail(
  tx: DbOrTx,
  background: Pick<BackgroundQueue, 'enqueue'>,
  key: string,
  task: SignUpEmailTask,
): Promise<void> {
  await background.enqueue(tx, SIGN_UP_EMAIL_TASK, task, { delaySeconds: 0, singletonKey: `${task.kind}:${key}` });
}

/** Registers the worker that renders and sends sign-up emails; links start with `publicUrl`. */
export function defineSignUpEmails(
  background: Pick<BackgroundQueue, 'define'>,
  mailer: Mailer,
  publicUrl: string,
): void {
  background.define<SignUpEmailTask>(
    SIGN_UP_EMAIL_TASK,
    async (task) => {
      if (task.kind === 'confirm-sign-up') {
        const link = `${publicUrl}/register/confirm?token=${encodeURIComponent(task.token)}`;
        await mailer.send(confirmSignUpEmail({ to: task.to, name: task.name, link }));
        return;
      }
      await mailer.send(
        signUpAttemptedEmail({
          to: task.to,
          name: task.name,
          signInLink: `${publicUrl}/login`,
          resetLink: `${publicUrl}/forgot-password`,
        }),
      );
    },
    // A sign-up link is a secret: its task is not kept once sent.
    { deleteAfterSeconds: SENT_SECRET_KEPT_SECONDS },
  );
}
