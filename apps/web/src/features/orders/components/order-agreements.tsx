import { formatMoney } from '@teenfreelance/contracts/money';
import { AGREEMENT_TEXTS, type Order } from '@teenfreelance/contracts/orders';
import type { ReactNode } from 'react';
import { formatLongDate } from '../../../lib/format-date.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { formatOrderDateTime } from './order-dates.ts';

function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="grid gap-1 rounded-lg border bg-muted p-3 text-sm">
      {children}
    </div>
  );
}

/**
 * What waits for an answer on the order (a request for more time, a proposed
 * split) and whether it is late, in words for the viewer's side; the buttons
 * that answer are the order's actions.
 */
export function OrderAgreements({ order, now }: { order: Order; now: Date }) {
  const isBuyer = order.viewerRole === 'buyer';
  const isSeller = order.viewerRole === 'seller';
  const request = order.extensionRequest;
  const offer = order.partialRefundOffer;
  const isUndelivered = order.status === 'paid' || order.status === 'in_progress';
  const isLate = isUndelivered && new Date(order.dueAt) < now;
  const canCancelForLateness = order.actions.includes('cancel_for_lateness');
  return (
    <>
      {request && (
        <Notice>
          <p className="font-medium">
            {isSeller
              ? AGREEMENT_TEXTS.extensionAskedBySeller(request.days)
              : AGREEMENT_TEXTS.extensionAskedOfBuyer(
                  request.days,
                  formatLongDate(new Date(new Date(order.dueAt).getTime() + request.days * DAY_MS).toISOString()),
                )}
          </p>
          <p className="text-muted-foreground">
            {AGREEMENT_TEXTS.extensionExpires(formatOrderDateTime(request.expiresAt))}
          </p>
        </Notice>
      )}
      {offer && (
        <Notice>
          <p className="font-medium">
            {offer.by === order.viewerRole
              ? AGREEMENT_TEXTS.offerFromYou(formatMoney(offer.refundCents))
              : AGREEMENT_TEXTS.offerFromOther(offer.by, formatMoney(offer.refundCents))}
          </p>
          <p>{AGREEMENT_TEXTS.offerSplit(formatMoney(offer.buyerRefundCents), formatMoney(offer.sellerEarnsCents))}</p>
        </Notice>
      )}
      {order.partialRefund && (
        <Notice>
          <p>
            {AGREEMENT_TEXTS.completedWithSplit(
              formatMoney(order.partialRefund.buyerRefundCents),
              formatMoney(order.partialRefund.sellerEarnsCents),
            )}
          </p>
        </Notice>
      )}
      {isLate && isBuyer && order.lateCancellableAt && (
        <Notice>
          <p>
            {canCancelForLateness
              ? AGREEMENT_TEXTS.lateCancellableNow
              : AGREEMENT_TEXTS.lateForBuyer(formatOrderDateTime(order.lateCancellableAt))}
          </p>
        </Notice>
      )}
      {isLate && isSeller && (
        <Notice>
          <p>{AGREEMENT_TEXTS.lateForSeller}</p>
        </Notice>
      )}
    </>
  );
}
