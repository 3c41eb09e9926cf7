import {
  extensionExpiresAt,
  orderNumberText,
  partialRefundSplit,
  requirementsExpireAt,
} from '@teenfreelance/contracts/orders';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../platform/email/mailer.ts';
import type { ReaderScreening } from '../../platform/screening/reader-screening.ts';
import type { OrderEmailTask } from './order-effects.ts';
import {
  deliveryEmail,
  extensionRequestEmail,
  newOrderEmail,
  partialRefundAnsweredEmail,
  partialRefundProposedEmail,
} from './orders.emails.ts';
import { findOrderView, findUserContact } from './orders.repository.ts';
import { requirementsAnsweredEmail, requirementsReminderEmail } from './order-requirements.emails.ts';

export interface OrderEmailDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  screening: ReaderScreening;
}

/**
 * The `order-email` task: emails a party about a transition, reading the order
 * as it is when the task runs (a request answered meanwhile sends nothing).
 */
export function createOrderEmailSender({ db, mailer, publicUrl, screening }: OrderEmailDeps) {
  return async function sendOrderEmail(task: OrderEmailTask): Promise<void> {
    const view = await findOrderView(db, task.orderId);
    if (!view) return;
    const { order } = view;
    const recipient = await findUserContact(db, task.to === 'buyer' ? order.buyerId : order.sellerId);
    if (!recipient) return;
    // An email to a teen shows the other party's name and a job's title screened, as the order page does.
    const common = {
      to: recipient.email,
      recipientName: recipient.name,
      orderNumber: orderNumberText(order.number),
      gigTitle: screening.shown(order.gigTitle, { reader: recipient }).text,
      otherName: screening.name(task.to === 'buyer' ? view.sellerName : view.buyerName, recipient),
      link: `${publicUrl}/orders/${order.id}`,
      timeZone: recipient.timeZone,
    };
    const awaiting = order.status === 'awaiting_requirements';
    if (task.transition === 'place') {
      const dueAt = order.requirements && !order.requirementsAnsweredAt ? null : order.dueAt;
      await mailer.send(newOrderEmail({ ...common, priceCents: order.priceCents, dueAt }));
    } else if (task.transition === 'submit_requirements') {
      await mailer.send(requirementsAnsweredEmail({ ...common, dueAt: order.dueAt }));
    } else if (task.transition === 'requirements_reminder' && awaiting) {
      // Only while it still waits: answers given before the email went out need no reminder.
      await mailer.send(requirementsReminderEmail({ ...common, expiresAt: requirementsExpireAt(order.createdAt) }));
    } else if (task.transition === 'deliver') {
      await mailer.send(deliveryEmail(common));
    } else if (task.transition === 'request_extension' && order.extensionDays && order.extensionRequestedAt) {
      // Only while it still waits: an answer given before the email went out needs no email.
      const expiresAt = extensionExpiresAt(order.extensionRequestedAt);
      await mailer.send(extensionRequestEmail({ ...common, days: order.extensionDays, expiresAt }));
    } else if (task.transition === 'propose_partial_refund' && order.refundOfferCents !== null) {
      // Only while the offer stands (decision 0082: it waits until answered, so the email says so).
      const split = partialRefundSplit(order, order.refundOfferCents);
      await mailer.send(
        partialRefundProposedEmail({
          ...common,
          refundCents: order.refundOfferCents,
          buyerRefundCents: split.buyerRefundCents,
          sellerEarnsCents: split.keptPriceCents,
        }),
      );
    } else if (task.transition === 'accept_partial_refund' || task.transition === 'decline_partial_refund') {
      await mailer.send(
        partialRefundAnsweredEmail({ ...common, accepted: task.transition === 'accept_partial_refund' }),
      );
    }
  };
}
