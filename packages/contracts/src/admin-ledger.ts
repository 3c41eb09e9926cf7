/**
 * The platform's money for admins (/admin?tab=money, decision 0074): the
 * balances of the ledger (docs/decisions/0070) and a reconciliation that
 * checks the ledger against itself and against the orders. Admins only, in
 * the admin routes' guarded group (401 to a visitor, 403 NOT_AN_ADMIN to
 * anyone else, before anything is read).
 *
 * | Method | Path              | Auth   | Answer |
 * |--------|-------------------|--------|--------|
 * | GET    | /api/admin/ledger | admins | 200 LedgerReport: the platform's balances, the sellers' totals by kind, and each check ok or its problems |
 *
 * Every amount is integer cents. Lists of problems hold at most
 * `LEDGER_PROBLEMS_LISTED` items, newest first, beside the count of all.
 */
import { z } from 'zod';
import { ledgerAccountKinds, ledgerEventKinds, type LedgerAccountKind, type LedgerEventKind } from './earnings.ts';

export const ADMIN_LEDGER_PATH = '/api/admin/ledger';

/** How many problems of one kind a check lists (it counts them all). */
export const LEDGER_PROBLEMS_LISTED = 20;

export const ADMIN_LEDGER_TEXTS = {
  tab: 'Money',
  title: 'Money',
  platformTitle: 'Platform balances',
  sellersTitle: "Sellers' balances",
  sellersNote: 'Summed over every seller.',
  platform: {
    cardPaymentsCents: { label: 'Paid in by cards', note: "What buyers' cards paid, less refunds" },
    escrowCents: { label: 'In escrow', note: 'Paid for orders not completed or refunded yet' },
    platformFeesCents: { label: 'Platform fees', note: "The buyers' 4% fee on completed orders" },
    proPlanRevenueCents: { label: 'Pro revenue', note: 'Pro plan charges' },
  },
  sellers: {
    pendingCents: 'Pending clearance',
    availableCents: 'Available',
    inTransitCents: 'In transit',
    paidOutCents: 'Paid out',
  },
  checksTitle: 'Reconciliation',
  allPass: 'All checks pass',
  someFail: (n: number) => `${n} ${n === 1 ? 'check finds' : 'checks find'} a problem`,
  ok: 'OK',
  problem: 'Problem',
  checkedAt: 'Checked',
  recheck: 'Check again',
  rechecking: 'Checking...',
  checks: {
    zeroSum: {
      title: 'The ledger sums to zero',
      description: 'All entries together, and the entries of each posting, add up to zero.',
    },
    accounts: {
      title: "Every account's balance is the sum of its entries",
      description: 'The balance kept on each account equals what its entries add up to.',
    },
    orders: {
      title: 'Every paid order has its entries',
      description:
        'Each order has its payment posting, a completed one its completion posting, and a cancelled, refunded one its refund posting.',
    },
    escrow: {
      title: 'Escrow holds the open paid orders',
      description: 'Escrow equals the total of the orders paid and neither completed nor refunded.',
    },
  },
  ledgerSum: (amount: string) => `All entries sum to ${amount}`,
  unevenPostings: (n: number) => `${n} ${n === 1 ? 'posting does' : 'postings do'} not sum to zero:`,
  sumsTo: (amount: string) => `sums to ${amount}`,
  driftedAccounts: (n: number) => `${n} ${n === 1 ? 'account does' : 'accounts do'} not match its entries:`,
  keptVersusEntries: (kept: string, entries: string) => `kept ${kept}, entries sum to ${entries}`,
  ofSeller: 'of',
  withoutPayment: (n: number) => `${n} ${n === 1 ? 'order has' : 'orders have'} no payment posting:`,
  withoutCompletion: (n: number) => `${n} completed ${n === 1 ? 'order has' : 'orders have'} no completion posting:`,
  withoutRefund: (n: number) => `${n} refunded ${n === 1 ? 'order has' : 'orders have'} no refund posting:`,
  moreNotListed: (n: number) => `and ${n} more`,
  escrowHolds: 'Escrow holds',
  openOrdersTotal: 'Open paid orders total',
  loading: 'Loading the balances and checks...',
  loadFailed: 'The balances could not be loaded.',
  accountKinds: {
    card_payments: 'Card payments',
    escrow: 'Escrow',
    platform_fees: 'Platform fees',
    pro_plan_revenue: 'Pro revenue',
    seller_pending: 'Pending clearance',
    seller_available: 'Available',
    payouts_in_transit: 'In transit',
    paid_out: 'Paid out',
  } satisfies Record<LedgerAccountKind, string>,
  eventKinds: {
    order_payment: 'Order payment',
    order_refund: 'Order refund',
    order_partial_refund: 'Partial refund by agreement',
    order_completion: 'Order completion',
    earnings_cleared: 'Earnings cleared',
    withdrawal: 'Withdrawal',
    payout_paid: 'Payout paid',
    payout_failed: 'Payout failed',
    withdrawal_declined: 'Withdrawal declined',
    pro_charge: 'Pro charge',
  } satisfies Record<LedgerEventKind, string>,
} as const;

/** An order a problem is about: its id (for the link) and its number ('#TF-123456'). */
export const ledgerOrderRefSchema = z.object({ id: z.string(), number: z.string() });
export type LedgerOrderRef = z.infer<typeof ledgerOrderRefSchema>;

/** Orders that lack one posting: how many, and the newest of them. */
const ordersLackingSchema = z.object({
  count: z.number().int(),
  orders: z.array(ledgerOrderRefSchema),
});
export type OrdersLacking = z.infer<typeof ordersLackingSchema>;

export const ledgerReportSchema = z.object({
  /** When the report was read (one consistent snapshot of the database). */
  checkedAt: z.string(),
  /** The platform's own accounts. `cardPaymentsCents` is what cards paid in, net of refunds (positive). */
  platform: z.object({
    cardPaymentsCents: z.number().int(),
    escrowCents: z.number().int(),
    platformFeesCents: z.number().int(),
    proPlanRevenueCents: z.number().int(),
  }),
  /** The sellers' accounts of each kind, summed over every seller. */
  sellers: z.object({
    pendingCents: z.number().int(),
    availableCents: z.number().int(),
    inTransitCents: z.number().int(),
    paidOutCents: z.number().int(),
  }),
  checks: z.object({
    /** (1) The sum of every entry is zero, and so is each posting's. */
    zeroSum: z.object({
      ok: z.boolean(),
      ledgerSumCents: z.number().int(),
      unevenCount: z.number().int(),
      uneven: z.array(
        z.object({
          postingId: z.string(),
          eventKind: z.enum(ledgerEventKinds),
          eventId: z.string(),
          order: ledgerOrderRefSchema.nullable(),
          sumCents: z.number().int(),
        }),
      ),
    }),
    /** (2) Each account's kept balance equals the sum of its entries. */
    accounts: z.object({
      ok: z.boolean(),
      driftedCount: z.number().int(),
      drifted: z.array(
        z.object({
          accountId: z.string(),
          kind: z.enum(ledgerAccountKinds),
          /** The seller whose account it is; null for the platform's. */
          seller: z.object({ id: z.string(), name: z.string() }).nullable(),
          storedCents: z.number().int(),
          entriesCents: z.number().int(),
        }),
      ),
    }),
    /** (3) Every order has its payment posting; completed ones their completion, refunded ones their refund. */
    orders: z.object({
      ok: z.boolean(),
      withoutPayment: ordersLackingSchema,
      withoutCompletion: ordersLackingSchema,
      withoutRefund: ordersLackingSchema,
    }),
    /** (4) Escrow equals the total of the orders paid and neither completed nor refunded. */
    escrow: z.object({
      ok: z.boolean(),
      escrowCents: z.number().int(),
      expectedCents: z.number().int(),
    }),
  }),
});
export type LedgerReport = z.infer<typeof ledgerReportSchema>;
export type LedgerCheckName = keyof LedgerReport['checks'];
