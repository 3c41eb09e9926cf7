import type { Order } from '@teenfreelance/contracts/orders';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { notFound } from '../../http/errors.ts';
import type { ReaderScreening } from '../../platform/screening/reader-screening.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { availableActions } from './order-plan.ts';
import { findDeliveredFiles } from './order-files.repository.ts';
import { toOrderDto } from './orders.mappers.ts';
import { orderStateOf, viewerRoleOf } from './orders.policy.ts';
import { findOrderEvents, findOrderReview, findOrderView } from './orders.repository.ts';
import { countEvidence, disputeStateOf, findDispute } from './disputes/disputes.repository.ts';
import { toOrderDispute } from './disputes/disputes.mappers.ts';

export const orderNotFound = () => notFound('Order');

/** An order and `viewer`'s part in it: 404 for anyone but its parties and admins (and for an id that is none). */
export async function findViewedOrder(db: DbOrTx, viewer: SessionUser, orderId: string) {
  const view = isUuid(orderId) ? await findOrderView(db, orderId) : undefined;
  const viewerRole = view ? viewerRoleOf(view.order, viewer) : null;
  if (!view || !viewerRole) throw orderNotFound();
  return { view, viewerRole };
}

/**
 * The order as `viewer` sees it (/orders/:id, the payment's answer): 404 for
 * anyone but its parties and admins. Reads through `db`, a transaction's own
 * handle when the caller stores the answer with its writes. The card it was
 * paid with comes from the payments area (`paymentsService`); its texts pass
 * the screening for the viewer (`screening`, decision 0065).
 */
export async function readOrderDetail(
  db: DbOrTx,
  {
    paymentsService: payments,
    screening,
  }: { paymentsService: Pick<PaymentsService, 'findOrderPayment'>; screening: ReaderScreening },
  viewer: SessionUser,
  orderId: string,
  now: Date,
): Promise<Order> {
  const { view, viewerRole } = await findViewedOrder(db, viewer, orderId);
  const events = await findOrderEvents(db, orderId);
  const files = await findDeliveredFiles(db, orderId);
  const payment = await payments.findOrderPayment(db, orderId);
  const review = await findOrderReview(db, orderId);
  const record = await findDispute(db, orderId);
  const state = { ...orderStateOf(view.order), dispute: record ? disputeStateOf(record) : null };
  const actions = availableActions(state, viewerRole, now);
  const show = (text: string) => screening.shown(text, { reader: viewer, minorTakesPart: view.involvesMinor }).text;
  const dispute = record
    ? toOrderDispute(record, view.order, await countEvidence(db, view.order, record.dispute.evidenceAt), show)
    : null;
  return toOrderDto({
    view,
    viewerRole,
    actions,
    events,
    files,
    payment,
    review,
    dispute,
    now,
    reading: { screening, reader: viewer },
  });
}
