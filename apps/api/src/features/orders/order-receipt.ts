import { orderNumberText } from '@teenfreelance/contracts/orders';
import { RECEIPT_TEXTS, type Receipt } from '@teenfreelance/contracts/receipts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { orderNotFound } from './order-details.ts';
import { viewerRoleOf } from './orders.policy.ts';
import { findOrderView, type OrderView } from './orders.repository.ts';

type PaymentRow = NonNullable<Awaited<ReturnType<PaymentsService['findOrderPayment']>>>;

/** The receipt of an order from its row and its payment (the card as the provider named it, never the number). */
export function toReceipt(
  { order, jobId, buyerName, sellerName }: OrderView,
  payment: PaymentRow | undefined,
): Receipt {
  return {
    orderId: order.id,
    number: orderNumberText(order.number),
    status: order.status,
    item: {
      kind: order.proposalId === null ? 'gig' : 'proposal',
      title: order.gigTitle,
      gigId: order.gigId,
      jobId: order.proposalId === null ? null : jobId,
    },
    seller: { id: order.sellerId, name: sellerName },
    buyer: { name: buyerName },
    priceCents: order.priceCents,
    feeCents: order.feeCents,
    totalCents: order.totalCents,
    paidAt: (payment?.createdAt ?? order.createdAt).toISOString(),
    card: payment?.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
    refundedAt: payment?.refundedAt ? payment.refundedAt.toISOString() : null,
  };
}

/**
 * An order's receipt for `viewer`: its buyer or an admin. The seller is
 * refused (403: the receipt names the buyer's card), anyone else gets 404 as
 * for the order itself.
 */
export async function readOrderReceipt(
  db: DbOrTx,
  payments: Pick<PaymentsService, 'findOrderPayment'>,
  viewer: SessionUser,
  orderId: string,
): Promise<Receipt> {
  const view = await findOrderView(db, orderId);
  const viewerRole = view ? viewerRoleOf(view.order, viewer) : null;
  if (!view || !viewerRole) throw orderNotFound();
  if (viewerRole === 'seller') throw forbidden(RECEIPT_TEXTS.onlyBuyer);
  return toReceipt(view, await payments.findOrderPayment(db, orderId));
}
