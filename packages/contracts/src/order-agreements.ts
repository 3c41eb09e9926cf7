/**
 * What the parties of an order agree on besides the work (decision 0082): more
 * days for the delivery, a part of the price refunded, and what the buyer may
 * do when the delivery is late. orders.ts re-exports this file.
 */
import { z } from 'zod';
import { feeCents } from './order-fees.ts';
import { DAY_MS, HOUR_MS } from './time.ts';

/** A late order (never delivered, its due date passed) may be cancelled for lateness this long after the due date. */
export const LATENESS_GRACE_MS = 1 * DAY_MS;

/**
 * A revision asked for once the due date has passed gets a due date of its own,
 * this many days from the request (decision 0088), so the order says when the
 * seller should deliver again and a late revision can be disputed.
 */
export const LATE_REVISION_DAYS = 3;

/** An extension request the buyer leaves unanswered expires this long after it was asked. */
export const EXTENSION_ANSWER_MS = 48 * HOUR_MS;

export const EXTENSION_LIMITS = {
  /** Days one request may add. */
  minDays: 1,
  maxDays: 14,
  /** Requests one order may carry in all, answered or not. */
  maxRequests: 3,
} as const;

/** When the buyer may cancel an order for lateness: a grace day after its due date. */
export const lateCancellableAt = (dueAt: Date): Date => new Date(dueAt.getTime() + LATENESS_GRACE_MS);

/** When an extension request asked at `requestedAt` expires unanswered. */
export const extensionExpiresAt = (requestedAt: Date): Date => new Date(requestedAt.getTime() + EXTENSION_ANSWER_MS);

/** How an order's money divides when it completes with `refundCents` of its price refunded. */
export interface PartialRefundSplit {
  /** What the seller earns: the price less the refunded part. */
  keptPriceCents: number;
  /** The platform's fee on the kept part only (the fee on the refunded part goes back too). */
  keptFeeCents: number;
  /** What goes back to the buyer's card: the refunded part of the price and its share of the fee. */
  buyerRefundCents: number;
}

/**
 * The split of an order paid `totalCents` (price plus fee) when `refundCents`
 * of the price is refunded by agreement: the buyer ends up paying exactly what
 * a gig priced at the kept part would have cost at checkout (the kept part and
 * its 4% fee, rounded as checkout rounds), and gets the rest back.
 */
export function partialRefundSplit(order: { priceCents: number; totalCents: number }, refundCents: number) {
  const keptPriceCents = order.priceCents - refundCents;
  const keptFeeCents = feeCents(keptPriceCents);
  return {
    keptPriceCents,
    keptFeeCents,
    buyerRefundCents: order.totalCents - keptPriceCents - keptFeeCents,
  } satisfies PartialRefundSplit;
}

/** The refund a proposal may ask: at least a cent, less than the whole price (that is a cancellation). */
export const isPartialRefundInRange = (refundCents: number, priceCents: number): boolean =>
  Number.isInteger(refundCents) && refundCents >= 1 && refundCents < priceCents;

export const extensionDaysSchema = z
  .number({ error: 'Please choose how many more days you need' })
  .int('Please choose a whole number of days')
  .min(EXTENSION_LIMITS.minDays, `Ask for at least ${EXTENSION_LIMITS.minDays} day`)
  .max(EXTENSION_LIMITS.maxDays, `Ask for at most ${EXTENSION_LIMITS.maxDays} days at a time`);

/** The part of the price to refund, in cents (the form types dollars; the server checks it is below the price). */
export const refundCentsSchema = z
  .number({ error: 'Please enter an amount' })
  .int('Amounts are whole cents')
  .min(1, 'Please enter an amount above $0.00');
