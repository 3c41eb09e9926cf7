import { orderNumberText } from '@teenfreelance/contracts/orders';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../platform/email/mailer.ts';
import type { ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import { findOrderView } from '../orders.repository.ts';
import {
  disputeDecidedEmail,
  disputeOpenedEmail,
  disputeReminderEmail,
  guardianDisputeEmail,
} from './disputes.emails.ts';
import { findDispute, findGuardianEmails, findPeople } from './disputes.repository.ts';
import type { DisputeEmailTask } from './disputes.steps.ts';

export interface DisputeNoticeDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  screening: ReaderScreening;
}

/**
 * A dispute's emails (the `dispute-email` task, after the step's transaction):
 * the party who must answer when it opens and a day before the answer is due;
 * both parties when an admin decides; and each teen party's guardians when it
 * opens and when it is decided (decision 0088), never with the parties' words.
 */
export async function sendDisputeEmails(deps: DisputeNoticeDeps, task: DisputeEmailTask): Promise<void> {
  const view = await findOrderView(deps.db, task.orderId);
  const record = view ? await findDispute(deps.db, task.orderId) : undefined;
  if (!view || !record) return;
  const { order } = view;
  const people = await findPeople(deps.db, [order.buyerId, order.sellerId]);
  const buyer = people.find((p) => p.id === order.buyerId);
  const seller = people.find((p) => p.id === order.sellerId);
  if (!buyer || !seller) return;
  const link = `${deps.publicUrl}/orders/${order.id}`;
  const common = (to: typeof buyer) => ({
    to: to.email,
    recipientName: to.name,
    orderNumber: orderNumberText(order.number),
    gigTitle: deps.screening.shown(order.gigTitle, { reader: to }).text,
    link,
    timeZone: to.timeZone,
  });
  const opener = record.dispute.openedBy === 'buyer' ? buyer : seller;
  const other = opener === buyer ? seller : buyer;
  const latest = record.decisions.at(-1);

  if (task.event === 'opened') {
    const openerName = deps.screening.name(opener.name, other);
    await deps.mailer.send(
      disputeOpenedEmail({ ...common(other), openerName, answerDueAt: record.dispute.answerDueAt }),
    );
  } else if (task.event === 'reminder') {
    if (record.dispute.answeredAt || record.dispute.escalatedAt) return;
    await deps.mailer.send(disputeReminderEmail({ ...common(other), answerDueAt: record.dispute.answerDueAt }));
  } else if (latest) {
    const final = record.dispute.settledAt !== null;
    for (const party of [buyer, seller]) {
      await deps.mailer.send(
        disputeDecidedEmail({ ...common(party), outcome: latest.outcome, reason: latest.reason, final }),
      );
    }
  }
  if (task.event === 'reminder') return;
  for (const teen of [buyer, seller].filter((p) => p.isMinor)) {
    for (const guardian of await findGuardianEmails(deps.db, teen.id)) {
      await deps.mailer.send(
        guardianDisputeEmail({
          to: guardian.email,
          recipientName: guardian.name,
          orderNumber: orderNumberText(order.number),
          gigTitle: order.gigTitle,
          link: `${deps.publicUrl}/family`,
          teenName: teen.name,
          event: task.event,
          outcome: latest?.outcome ?? null,
        }),
      );
    }
  }
}
