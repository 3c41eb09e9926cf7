import { GIG_APPROVAL_LINK_DAYS } from '@teenfreelance/contracts/family-controls';
import type { DbOrTx } from '../../../db/client.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { MailMessage, Mailer } from '../../../platform/email/mailer.ts';

/** The task that emails a guardian a gig waiting for their approval (decision 0084). */
export const GIG_APPROVAL_EMAIL_TASK = 'gig-approval-email';

/** How long a sent task that carried a one-time link stays in the queue's table (as the account emails'). */
const SENT_SECRET_KEPT_SECONDS = 60;

export interface GigApprovalEmailTask {
  guardianEmail: string;
  guardianName: string;
  teenName: string;
  gigTitle: string;
  token: string;
}

export function gigApprovalEmail(input: Omit<GigApprovalEmailTask, 'token'> & { link: string }): MailMessage {
  const { guardianName, teenName, gigTitle, link } = input;
  return {
    to: input.guardianEmail,
    // The title is in the body: a long subject would be folded, and cut short by some mail clients.
    subject: `${teenName}'s gig waits for your approval`,
    text: [
      `Hello ${guardianName},`,
      '',
      `${teenName} wants to publish the gig '${gigTitle}' on TeenFreelance. You asked to approve new and edited gigs first, so it stays private until you do.`,
      '',
      'Read it and approve or decline it here:',
      '',
      link,
      '',
      `This link works once and expires in ${GIG_APPROVAL_LINK_DAYS} days. You can also decide from your family page.`,
      '',
      'The TeenFreelance team',
    ].join('\n'),
  };
}

/** Queues the email in `tx`, so it goes only if the gig's write commits. */
export async function queueGigApprovalEmail(
  tx: DbOrTx,
  background: Pick<BackgroundQueue, 'enqueue'>,
  key: string,
  task: GigApprovalEmailTask,
): Promise<void> {
  await background.enqueue(tx, GIG_APPROVAL_EMAIL_TASK, task, { delaySeconds: 0, singletonKey: key });
}

/** Registers the worker that renders and sends the gig-approval emails; links start with `publicUrl`. */
export function defineGigApprovalEmails(
  background: Pick<BackgroundQueue, 'define'>,
  mailer: Mailer,
  publicUrl: string,
): void {
  background.define<GigApprovalEmailTask>(
    GIG_APPROVAL_EMAIL_TASK,
    async (task) => {
      const link = `${publicUrl}/family/gig-approval?token=${encodeURIComponent(task.token)}`;
      await mailer.send(gigApprovalEmail({ ...task, link }));
    },
    // The link is a secret: its task is not kept once sent.
    { deleteAfterSeconds: SENT_SECRET_KEPT_SECONDS },
  );
}
