import type { DbOrTx } from '../../../db/client.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import { guardianSetupEmail, withdrawalApprovalEmail, withdrawalReturnedEmail } from './payouts.emails.ts';

/** The task that sends the payouts' emails, queued in the transaction that writes what they tell (decision 0059). */
export const PAYOUT_EMAIL_TASK = 'payout-email';

/** A sent task carrying a one-time link is not kept (as the consent link's). */
const SENT_SECRET_KEPT_SECONDS = 60;

export type PayoutEmailTask =
  | { kind: 'guardian-setup'; to: string; guardianName: string; teenName: string; token: string }
  | {
      kind: 'withdrawal-approval';
      to: string;
      guardianName: string;
      teenName: string;
      amountCents: number;
      last4: string;
      token: string;
    }
  | { kind: 'withdrawal-returned'; to: string; name: string; amountCents: number; reason: string };

/** Queues a payout email in `tx`; `key` names this one email. */
export async function queuePayoutEmail(
  tx: DbOrTx,
  background: Pick<BackgroundQueue, 'enqueue'>,
  key: string,
  task: PayoutEmailTask,
): Promise<void> {
  await background.enqueue(tx, PAYOUT_EMAIL_TASK, task, { delaySeconds: 0, singletonKey: `${task.kind}:${key}` });
}

/** The worker that renders and sends the payouts' emails; links start with `publicUrl`. */
export function definePayoutEmails(
  background: Pick<BackgroundQueue, 'define'>,
  mailer: Mailer,
  publicUrl: string,
): void {
  background.define<PayoutEmailTask>(
    PAYOUT_EMAIL_TASK,
    async (task) => {
      if (task.kind === 'guardian-setup') {
        const link = `${publicUrl}/payout-setup?token=${encodeURIComponent(task.token)}`;
        await mailer.send(guardianSetupEmail({ ...task, link }));
      } else if (task.kind === 'withdrawal-approval') {
        const link = `${publicUrl}/withdrawal-approval?token=${encodeURIComponent(task.token)}`;
        await mailer.send(withdrawalApprovalEmail({ ...task, link }));
      } else {
        await mailer.send(withdrawalReturnedEmail({ ...task, link: `${publicUrl}/dashboard?tab=earnings` }));
      }
    },
    { deleteAfterSeconds: SENT_SECRET_KEPT_SECONDS },
  );
}
