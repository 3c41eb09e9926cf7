/**
 * Earnings: the double-entry ledger every money event posts to
 * (docs/decisions/0070). Amounts are integer cents; an entry's sign is what it
 * adds to its account's balance, and the entries of one posting sum to zero.
 */

/**
 * The ledger's accounts. `card_payments` is the outside world that buyers'
 * cards pay from (its balance goes negative as money comes in); `paid_out` is
 * where withdrawals end, per seller. The seller's accounts are per user.
 */
export const ledgerAccountKinds = [
  'card_payments',
  'escrow',
  'platform_fees',
  'pro_plan_revenue',
  'seller_pending',
  'seller_available',
  'payouts_in_transit',
  'paid_out',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/**
 * What a posting records. Each is posted at most once per event id (the
 * payment, the order or the withdrawal it is about): the database refuses a
 * second posting of the same kind and id.
 */
export const ledgerEventKinds = [
  /** A buyer's card paid an order's total into escrow (event id: the payment). */
  'order_payment',
  /** A cancelled order's payment went back to the buyer's card (event id: the payment). */
  'order_refund',
  /**
   * An order completed with part of its price refunded by agreement: the
   * refunded part and its share of the fee back to the buyer's card (event id:
   * the payment; decision 0082).
   */
  'order_partial_refund',
  /** A completed order: the price to the seller's pending balance, the fee to the platform (event id: the order). */
  'order_completion',
  /** A completed order's earnings cleared: pending to available (event id: the order). */
  'earnings_cleared',
  /** A withdrawal left the available balance for the payout account (event id: the withdrawal). */
  'withdrawal',
  /** The payout reached the bank (event id: the withdrawal). */
  'payout_paid',
  /** The payout failed: the money is back in the available balance (event id: the withdrawal). */
  'payout_failed',
  /**
   * A minor's withdrawal that the guardian declined or left to expire: the money
   * is back in the available balance (event id: the withdrawal).
   */
  'withdrawal_declined',
  /** A Pro plan charge (event id: the payment). */
  'pro_charge',
] as const;
export type LedgerEventKind = (typeof ledgerEventKinds)[number];

/** How long a completed order's earnings stay pending before they can be withdrawn, unless EARNINGS_CLEARING_DAYS says otherwise. */
export const DEFAULT_EARNINGS_CLEARING_DAYS = 7;
