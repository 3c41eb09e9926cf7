import type { ParentRelationship } from '@teenfreelance/contracts/accounts';
import type { DbOrTx } from '../../db/client.ts';
import type { BackgroundQueue } from '../../platform/background/background.ts';
import type { Mailer } from '../../platform/email/mailer.ts';
import { familyInviteEmail, parentalConsentEmail, parentalConsentGivenEmail } from './accounts.emails.ts';

/**
 * The task that sends the parental consent emails (decision 0059): queued in the
 * transaction that writes what the email tells, rendered and sent by the worker.
 */
export const ACCOUNT_EMAIL_TASK = 'account-email';

/** How long a sent task that carried a one-time link stays in the queue's table (pg-boss keeps others 7 days). */
export const SENT_SECRET_KEPT_SECONDS = 60;

/** What an account email says; the consent link's one-time token travels with it, as in the email itself. */
export type AccountEmailTask =
  | { kind: 'parental-consent'; parentEmail: string; parentName: string; teenName: string; token: string }
  | { kind: 'family-invite'; guardianEmail: string; guardianName: string; teenName: string; token: string }
  | {
      kind: 'consent-given';
      teenEmail: string;
      teenName: string;
      parentName: string;
      relationship: ParentRelationship;
      consentedAt: string;
    };

/** Queues an account email in `tx`; `key` names this one email (a second task with the same key is not added). */
export async function queueAccountEmail(
  tx: DbOrTx,
  background: Pick<BackgroundQueue, 'enqueue'>,
  key: string,
  task: AccountEmailTask,
): Promise<void> {
  await background.enqueue(tx, ACCOUNT_EMAIL_TASK, task, { delaySeconds: 0, singletonKey: `${task.kind}:${key}` });
}

/** Registers the worker that renders and sends account emails; links start with `publicUrl`. */
export function defineAccountEmails(
  background: Pick<BackgroundQueue, 'define'>,
  mailer: Mailer,
  publicUrl: string,
): void {
  background.define<AccountEmailTask>(
    ACCOUNT_EMAIL_TASK,
    async (task) => {
      if (task.kind === 'parental-consent') {
        const link = `${publicUrl}/parental-consent?token=${encodeURIComponent(task.token)}`;
        await mailer.send(
          parentalConsentEmail({ to: task.parentEmail, parentName: task.parentName, teenName: task.teenName, link }),
        );
        return;
      }
      if (task.kind === 'family-invite') {
        const link = `${publicUrl}/family/join?token=${encodeURIComponent(task.token)}`;
        await mailer.send(
          familyInviteEmail({ to: task.guardianEmail, guardianName: task.guardianName, teenName: task.teenName, link }),
        );
        return;
      }
      await mailer.send(
        parentalConsentGivenEmail({
          to: task.teenEmail,
          teenName: task.teenName,
          parentName: task.parentName,
          relationship: task.relationship,
          consentedAt: new Date(task.consentedAt),
          helpLink: `${publicUrl}/help`,
        }),
      );
    },
    // A consent link is a secret: its task is not kept once sent (the outbox keeps no sent body either).
    { deleteAfterSeconds: SENT_SECRET_KEPT_SECONDS },
  );
}
