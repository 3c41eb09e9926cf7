import { and, eq, ne } from 'drizzle-orm';
import { DAY_MS } from '@teenfreelance/contracts/time';
import {
  clearingPosting,
  orderCompletionPosting,
  orderPaymentPosting,
  orderRefundPosting,
  proChargePosting,
} from '../../features/payments/ledger/ledger.postings.ts';
import { insertPostings, type Posting } from '../../features/payments/ledger/ledger.repository.ts';
import type { DbOrTx } from '../client.ts';
import { orders } from '../schema/orders.ts';
import { payments } from '../schema/payments.ts';

/**
 * Posts the demo's money history to the ledger, as the payments and ledger
 * services would have as it happened (docs/decisions/0070): each order's
 * payment, its refund when cancelled, its completion, and the clearing of
 * earnings completed more than `clearingDays` before `now`, so a demo seller
 * has some earnings pending and some available; and each Pro charge. Written
 * in bulk after every order and payment of the seed exists.
 */
export async function seedDemoLedger(tx: DbOrTx, { now, clearingDays }: { now: Date; clearingDays: number }) {
  const paid = await tx
    .select({
      paymentId: payments.id,
      orderId: orders.id,
      sellerId: orders.sellerId,
      status: orders.status,
      priceCents: orders.priceCents,
      feeCents: orders.feeCents,
      totalCents: orders.totalCents,
      paidAt: payments.createdAt,
      refundedAt: payments.refundedAt,
      completedAt: orders.completedAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.purpose, 'order'), ne(payments.status, 'declined')));
  const proCharges = await tx
    .select({ paymentId: payments.id, amountCents: payments.amountCents, at: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.purpose, 'pro'), eq(payments.status, 'succeeded')));

  const postings: Posting[] = [];
  for (const order of paid) {
    const payment = { paymentId: order.paymentId, orderId: order.orderId, totalCents: order.totalCents };
    postings.push(orderPaymentPosting({ ...payment, at: order.paidAt }));
    if (order.refundedAt) postings.push(orderRefundPosting({ ...payment, at: order.refundedAt }));
    if (order.status !== 'completed' || !order.completedAt) continue;
    postings.push(orderCompletionPosting({ ...order, at: order.completedAt }, clearingDays));
    const clearsAt = new Date(order.completedAt.getTime() + clearingDays * DAY_MS);
    if (clearsAt <= now) postings.push(clearingPosting({ ...order, amountCents: order.priceCents }, clearsAt));
  }
  for (const charge of proCharges) postings.push(proChargePosting(charge));
  return insertPostings(tx, postings);
}
