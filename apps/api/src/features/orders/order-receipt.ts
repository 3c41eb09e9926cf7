import { RECEIPT_TEXTS, type Receipt } from '@teenfreelance/contracts/receipts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { findViewedOrder } from './order-details.ts';
import { toReceipt } from './orders.mappers.ts';

/**
 * An order's receipt for `viewer`: its buyer or an admin. The seller is
 * refused (403: the receipt names the buyer's card), anyone else gets 404 as
 * for the order itself.
 */
export async function readOrderReceipt(
  db: DbOrTx,
  { paymentsService }: { paymentsService: Pick<PaymentsService, 'findOrderPayment'> },
  viewer: SessionUser,
  orderId: string,
): Promise<Receipt> {
  const { view, viewerRole } = await findViewedOrder(db, viewer, orderId);
  if (viewerRole === 'seller') throw forbidden(RECEIPT_TEXTS.onlyBuyer);
  return toReceipt(view, await paymentsService.findOrderPayment(db, orderId));
}
