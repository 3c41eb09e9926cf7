import type { ParentRelationship } from '@teenfreelance/contracts/accounts';
import type { DbOrTx } from '../../db/client.ts';
import type { JobQueue } from '../../platform/background/background.ts';
import type { Mailer } from '../../platform/email/mailer.ts';
import { parentalConsentEmail, parentalConsentGivenEmail } from './accounts.emails.ts';

/**
 * The job that sends the parental consent emails (decision 0059): queued in the
 * transaction that writes what the email tells, rendered and sent by the worker.
 */
export const ACCOUNT_EMAIL_JOB = 'account-email';

/** How long a sent job that carried a one-time link stays in the queue's table (pg-boss keeps others 7 days). */
export const SENT_SECRET_KEPT_SECONDS = 60;

/** What an account email says; the consent link's one-time token travels with it, as in the email itself. */
export type AccountEmailJob =
  | { kind: 'parental-consent'; parentEmail: string; parentName: string; teenName: string; token: string }
  | {
      kind: 'consent-given';
      teenEmail: string;
      teenName: string;
      parentName: string;
      relationship: ParentRelationship;
      consentedAt: string;
    };

/** Queues an account email in `tx`; `key` names this one email (a second job with the same key is not added). */
export async function queueAccountEmail(
  tx: DbOrTx,
  jobs: Pick<JobQueue, 'enqueue'>,
  key: string,
  job: AccountEmailJob,
): Promise<void> {
  await jobs.enqueue(tx, ACCOUNT_EMAIL_JOB, job, { delaySeconds: 0, singletonKey: `${job.kind}:${key}` });
}

/** Registers the worker that renders and sends account emails; links start with `publicUrl`. */
export function defineAccountEmails(jobs: Pick<JobQueue, 'define'>, mailer: Mailer, publicUrl: string): void {
  jobs.define<AccountEmailJob>(
    ACCOUNT_EMAIL_JOB,
    async (job) => {
      if (job.kind === 'parental-consent') {
        const link = `${publicUrl}/parental-consent?token=${encodeURIComponent(job.token)}`;
        await mailer.send(
          parentalConsentEmail({ to: job.parentEmail, parentName: job.parentName, teenName: job.teenName, link }),
        );
        return;
      }
      await mailer.send(
        parentalConsentGivenEmail({
          to: job.teenEmail,
          teenName: job.teenName,
          parentName: job.parentName,
          relationship: job.relationship,
          consentedAt: new Date(job.consentedAt),
          helpLink: `${publicUrl}/help`,
        }),
      );
    },
    // A consent link is a secret: its job is not kept once sent (the outbox keeps no sent body either).
    { deleteAfterSeconds: SENT_SECRET_KEPT_SECONDS },
  );
}
