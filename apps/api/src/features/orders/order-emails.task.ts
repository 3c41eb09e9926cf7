import { orderNumberText } from '@teenfreelance/contracts/orders';
import type { Database } from '../../db/client.ts';
import type { BackgroundQueue } from '../../platform/background/background.ts';
import type { Mailer } from '../../platform/email/mailer.ts';
import type { ReaderScreening } from '../../platform/screening/reader-screening.ts';
import { ORDER_EMAIL_TASK, type OrderEmailTask } from './order-effects.ts';
import { deliveryEmail, newOrderEmail } from './orders.emails.ts';
import { findOrderView, findUserContact } from './orders.repository.ts';

interface OrderEmailDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  screening: ReaderScreening;
  background: Pick<BackgroundQueue, 'define'>;
}

/** Emails a party about an order: a new order to its seller, a delivery to its buyer. */
async function sendOrderEmail(deps: OrderEmailDeps, task: OrderEmailTask): Promise<void> {
  const { db, screening } = deps;
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
    link: `${deps.publicUrl}/orders/${order.id}`,
  };
  if (task.transition === 'place') {
    await deps.mailer.send(newOrderEmail({ ...common, priceCents: order.priceCents, dueAt: order.dueAt }));
  } else if (task.transition === 'deliver') {
    await deps.mailer.send(deliveryEmail(common));
  }
}

/** Registers the worker of the order emails the transitions queue (order-effects.ts). */
export function defineOrderEmails(deps: OrderEmailDeps): void {
  deps.background.define<OrderEmailTask>(ORDER_EMAIL_TASK, (task) => sendOrderEmail(deps, task));
}
