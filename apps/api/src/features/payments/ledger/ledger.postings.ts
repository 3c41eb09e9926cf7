import { DAY_MS } from '@teenfreelance/contracts/time';
import type { DueClearing, Posting } from './ledger.repository.ts';

/**
 * The postings of the order's money events, as pure values: the ledger
 * service writes them one at a time as the events happen, the demo seed in
 * bulk for its history (docs/decisions/0070).
 */

interface OrderPaymentEvent {
  paymentId: string;
  orderId: string;
  totalCents: number;
  at: Date;
}

/** A buyer's card paid an order's total (price and fee): card payments to escrow. */
export const orderPaymentPosting = ({ paymentId, orderId, totalCents, at }: OrderPaymentEvent): Posting => ({
  event: { kind: 'order_payment', id: paymentId },
  orderId,
  at,
  lines: [
    { account: { kind: 'card_payments' }, amountCents: -totalCents },
    { account: { kind: 'escrow' }, amountCents: totalCents },
  ],
});

/** An order's payment went back to the buyer's card: escrow to card payments. */
export const orderRefundPosting = ({ paymentId, orderId, totalCents, at }: OrderPaymentEvent): Posting => ({
  event: { kind: 'order_refund', id: paymentId },
  orderId,
  at,
  lines: [
    { account: { kind: 'escrow' }, amountCents: -totalCents },
    { account: { kind: 'card_payments' }, amountCents: totalCents },
  ],
});

/**
 * An order completed with part of its price refunded by agreement: the refunded
 * part and its share of the fee leave escrow for the buyer's card (decision
 * 0082). The rest leaves escrow in the order's completion posting.
 */
export const orderPartialRefundPosting = ({
  paymentId,
  orderId,
  amountCents,
  at,
}: {
  paymentId: string;
  orderId: string;
  amountCents: number;
  at: Date;
}): Posting => ({
  event: { kind: 'order_partial_refund', id: paymentId },
  orderId,
  at,
  lines: [
    { account: { kind: 'escrow' }, amountCents: -amountCents },
    { account: { kind: 'card_payments' }, amountCents },
  ],
});

export interface OrderCompletionEvent {
  orderId: string;
  sellerId: string;
  priceCents: number;
  feeCents: number;
  at: Date;
}

/**
 * A completed order: its total leaves escrow, the whole price to the seller's
 * pending balance (no seller commission) and the fee to the platform; it
 * clears `clearingDays` later.
 */
export const orderCompletionPosting = (
  { orderId, sellerId, priceCents, feeCents, at }: OrderCompletionEvent,
  clearingDays: number,
): Posting => ({
  event: { kind: 'order_completion', id: orderId },
  orderId,
  clearsAt: new Date(at.getTime() + clearingDays * DAY_MS),
  at,
  lines: [
    { account: { kind: 'escrow' }, amountCents: -(priceCents + feeCents) },
    { account: { kind: 'seller_pending', userId: sellerId }, amountCents: priceCents },
    ...(feeCents > 0 ? [{ account: { kind: 'platform_fees' as const }, amountCents: feeCents }] : []),
  ],
});

/** A completed order's earnings cleared: the seller's pending balance to available. */
export const clearingPosting = ({ orderId, sellerId, amountCents }: DueClearing, at: Date): Posting => ({
  event: { kind: 'earnings_cleared', id: orderId },
  orderId,
  at,
  lines: [
    { account: { kind: 'seller_pending', userId: sellerId }, amountCents: -amountCents },
    { account: { kind: 'seller_available', userId: sellerId }, amountCents: amountCents },
  ],
});

/** A Pro plan charge: card payments to the platform's Pro revenue. */
export const proChargePosting = ({
  paymentId,
  amountCents,
  at,
}: {
  paymentId: string;
  amountCents: number;
  at: Date;
}): Posting => ({
  event: { kind: 'pro_charge', id: paymentId },
  at,
  lines: [
    { account: { kind: 'card_payments' }, amountCents: -amountCents },
    { account: { kind: 'pro_plan_revenue' }, amountCents },
  ],
});

export interface WithdrawalEvent {
  withdrawalId: string;
  userId: string;
  amountCents: number;
  at: Date;
}

/** A withdrawal left the seller's available balance for their payout account: available to in transit. */
export const withdrawalPosting = ({ withdrawalId, userId, amountCents, at }: WithdrawalEvent): Posting => ({
  event: { kind: 'withdrawal', id: withdrawalId },
  at,
  lines: [
    { account: { kind: 'seller_available', userId }, amountCents: -amountCents },
    { account: { kind: 'payouts_in_transit', userId }, amountCents },
  ],
});

/** The payout reached the bank: in transit to paid out. */
export const payoutPaidPosting = ({ withdrawalId, userId, amountCents, at }: WithdrawalEvent): Posting => ({
  event: { kind: 'payout_paid', id: withdrawalId },
  at,
  lines: [
    { account: { kind: 'payouts_in_transit', userId }, amountCents: -amountCents },
    { account: { kind: 'paid_out', userId }, amountCents },
  ],
});

/**
 * The money of a withdrawal that will not be paid comes back: in transit to
 * available, as `payout_failed` (the bank refused it) or `withdrawal_declined`
 * (the guardian declined it, or let it expire).
 */
export const withdrawalReturnPosting = (
  kind: 'payout_failed' | 'withdrawal_declined',
  { withdrawalId, userId, amountCents, at }: WithdrawalEvent,
): Posting => ({
  event: { kind, id: withdrawalId },
  at,
  lines: [
    { account: { kind: 'payouts_in_transit', userId }, amountCents: -amountCents },
    { account: { kind: 'seller_available', userId }, amountCents },
  ],
});
