/**
 * The seller's Earnings tab and yearly statement, read from the ledger only
 * (docs/decisions/0070 and 0073): the totals are the seller's ledger balances,
 * the lines are the ledger's postings that touch the seller's accounts, and
 * the clearing rule is the server's `EARNINGS_CLEARING_DAYS` (answered as
 * `clearingDays`). Money is integer cents; dates are ISO 8601 in UTC, and a
 * year or a month is a calendar year or month in UTC.
 *
 * | Method | Path                               | Auth        | Answer |
 * |--------|------------------------------------|-------------|--------|
 * | GET    | /api/dashboard/earnings            | freelancers | 200 Earnings: the totals, the newest `EARNINGS_LINES_LIMIT` lines and the filing notes; 403 NOT_A_FREELANCER |
 * | GET    | /api/dashboard/earnings/statement  | freelancers | `?year=` (this year by default): 200 EarningsStatement, every line of the year, oldest first; 400 for a year that is not one; 403 NOT_A_FREELANCER |
 * | GET    | /api/dashboard/earnings/lines.csv  | freelancers | `?year=` (every year without it): 200 `text/csv` attachment, a header row and one row per line, oldest first; 400, 403 as above |
 *
 * Visitors get 401 UNAUTHENTICATED on each. The tab shows a page of lines; the
 * statement and the CSV list all of a year's (or, for the CSV without a year,
 * every) line: a statement that left lines out would not add up, and a
 * seller's year is at most a few postings per order they delivered.
 */
import { z } from 'zod';
import type { LedgerEventKind } from './earnings.ts';

export const EARNINGS_PATH = '/api/dashboard/earnings';
export const EARNINGS_STATEMENT_PATH = '/api/dashboard/earnings/statement';
export const EARNINGS_CSV_PATH = '/api/dashboard/earnings/lines.csv';

/** How many lines the Earnings tab lists, newest first; the statement and the CSV have them all. */
export const EARNINGS_LINES_LIMIT = 50;

/**
 * In the US a self-employed person, a teen included, must file a tax return
 * when a year's net earnings from self-employment are $400 or more (IRS,
 * Schedule SE). The seller keeps the whole price (no commission, decision
 * 0070), so a year's net earnings here are what its completed orders earned.
 */
export const US_FILING_THRESHOLD_CENTS = 40_000;

/** The ledger postings that touch a seller's own accounts: the lines of their earnings. */
export const earningsLineKinds = [
  'order_completion',
  'earnings_cleared',
  'withdrawal',
  'payout_paid',
  'payout_failed',
  'withdrawal_declined',
] as const satisfies readonly LedgerEventKind[];
export type EarningsLineKind = (typeof earningsLineKinds)[number];

/** The years a statement can be asked for. */
export const earningsYearSchema = z.coerce
  .number({ error: 'Choose a year' })
  .int('Choose a year')
  .min(2000, 'Choose a year from 2000')
  .max(9999, 'Choose a year');

export const earningsYearQuerySchema = z.object({ year: earningsYearSchema.optional() });
export type EarningsYearQuery = z.infer<typeof earningsYearQuerySchema>;

export const earningsLineSchema = z.object({
  /** The posting's id. */
  id: z.string(),
  kind: z.enum(earningsLineKinds),
  /** When it was posted. */
  at: z.string(),
  /** What moved, always positive; the kind says from where to where (EARNINGS_TEXTS.lineMeaning). */
  amountCents: z.number().int(),
  /**
   * Pending: the money of this line has not reached its end yet (an order's
   * earnings still clearing, a withdrawal still on its way); Completed otherwise.
   */
  status: z.enum(['Completed', 'Pending']),
  /** For an order's completion: when its earnings clear (or cleared). */
  clearsAt: z.string().nullable(),
  /** The order the money is for; null for withdrawals and payouts. Its title as the seller may read it (screened for a teen). */
  order: z.object({ id: z.string(), number: z.string(), title: z.string() }).nullable(),
  /** The seller's pending clearance balance after this line. */
  pendingAfterCents: z.number().int(),
  /** The seller's available balance after this line. */
  availableAfterCents: z.number().int(),
});
export type EarningsLine = z.infer<typeof earningsLineSchema>;

export const earningsSchema = z.object({
  /** Days after completion before an order's earnings are available (EARNINGS_CLEARING_DAYS). */
  clearingDays: z.number().int(),
  /** Completed orders' earnings not cleared yet: the seller_pending balance. */
  pendingClearanceCents: z.number().int(),
  /** Cleared and not withdrawn: the seller_available balance. */
  availableCents: z.number().int(),
  /** Withdrawn: paid out plus on its way (`inTransitCents` of it). */
  withdrawnCents: z.number().int(),
  /** The part of `withdrawnCents` on its way to the payout account. */
  inTransitCents: z.number().int(),
  /** Everything completed orders earned: the four balances together. */
  earnedCents: z.number().int(),
  /** Orders still being worked on, from the orders (not money yet): what they will earn once completed. */
  inProgressCents: z.number().int(),
  /** Newest first, at most EARNINGS_LINES_LIMIT. */
  lines: z.array(earningsLineSchema),
  /** Whether older lines exist than those listed (the statement has them). */
  hasMoreLines: z.boolean(),
  /**
   * For a seller in the US: this year and last year when their net earnings
   * reached US_FILING_THRESHOLD_CENTS, newest first; empty otherwise.
   */
  filingYears: z.array(z.number().int()),
});
export type Earnings = z.infer<typeof earningsSchema>;

export const monthlyStatementSchema = z.object({
  /** 'YYYY-MM' (UTC). */
  month: z.string(),
  earnedCents: z.number().int(),
  clearedCents: z.number().int(),
  withdrawnCents: z.number().int(),
});
export type MonthlyStatement = z.infer<typeof monthlyStatementSchema>;

export const earningsStatementSchema = z.object({
  year: z.number().int(),
  seller: z.object({ name: z.string() }),
  clearingDays: z.number().int(),
  /** When the statement was made. */
  generatedAt: z.string(),
  totals: z.object({
    /** What completed orders earned in the year: the net earnings, since no fee is taken from the seller (decision 0070). */
    earnedCents: z.number().int(),
    /** What cleared in the year. */
    clearedCents: z.number().int(),
    /** Withdrawn in the year, less payouts that failed and came back. */
    withdrawnCents: z.number().int(),
  }),
  /** January to December, empty months as 0. */
  months: z.array(monthlyStatementSchema),
  /** Every line of the year, oldest first. */
  lines: z.array(earningsLineSchema),
  /** Years with at least one line, newest first (the year asked for among them). */
  years: z.array(z.number().int()),
  /** A US seller whose net earnings for the year reached US_FILING_THRESHOLD_CENTS. */
  showFilingNote: z.boolean(),
});
export type EarningsStatement = z.infer<typeof earningsStatementSchema>;

/** The CSV's columns, in order. */
export const EARNINGS_CSV_COLUMNS = [
  'Date',
  'Type',
  'Order number',
  'Order title',
  'Amount (USD)',
  'Status',
  'Pending after (USD)',
  'Available after (USD)',
] as const;

/** The CSV's file name: all lines, or one year's. */
export const earningsCsvFileName = (year?: number): string =>
  year === undefined ? 'teenfreelance-earnings.csv' : `teenfreelance-earnings-${year}.csv`;

/** The words of the Earnings tab, the statement and the CSV. */
export const EARNINGS_TEXTS = {
  heading: 'Earnings',
  pending: 'Pending clearance',
  pendingDetail: (days: number) =>
    days === 0
      ? 'Available as soon as an order completes'
      : `Available ${days} day${days === 1 ? '' : 's'} after completion`,
  available: 'Available to withdraw',
  availableDetail: 'Cleared earnings',
  withdrawn: 'Withdrawn',
  withdrawnDetail: 'Paid out to your payout account',
  inTransitDetail: (amount: string) => `${amount} of it is on its way to your payout account`,
  inProgress: 'In progress',
  inProgressDetail: 'Orders being worked on',
  lines: 'Earnings history',
  columns: {
    date: 'Date',
    what: 'What happened',
    order: 'Order',
    amount: 'Amount',
    pendingAfter: 'Pending after',
    availableAfter: 'Available after',
    status: 'Status',
  },
  noLines: 'Nothing yet. Your earnings appear here when a buyer accepts an order.',
  moreLines: 'Older lines are in your yearly statements.',
  lineKinds: {
    order_completion: 'Order completed',
    earnings_cleared: 'Earnings cleared',
    withdrawal: 'Withdrawal',
    payout_paid: 'Payout paid',
    payout_failed: 'Payout failed',
    withdrawal_declined: 'Withdrawal declined',
  } satisfies Record<EarningsLineKind, string>,
  lineMeaning: {
    order_completion: 'Added to pending clearance',
    earnings_cleared: 'Moved from pending to available',
    withdrawal: 'Sent from available to your payout account',
    payout_paid: 'Reached your payout account',
    payout_failed: 'Came back to available',
    withdrawal_declined: 'Declined by your parent or guardian: came back to available',
  } satisfies Record<EarningsLineKind, string>,
  clearsOn: (date: string) => `Clears ${date}`,
  downloadCsv: 'Download CSV',
  statementLink: 'Yearly statement',
  statementHeading: (year: number) => `Earnings statement ${year}`,
  statementYear: 'Year',
  statementFor: 'Seller',
  statementGenerated: 'Made on',
  earned: 'Earned',
  fees: 'Fees',
  feesNone: 'None',
  feesNote: 'TeenFreelance takes no fee from sellers: you keep the whole price.',
  cleared: 'Cleared',
  byMonth: 'Month by month',
  month: 'Month',
  print: 'Print',
  backToEarnings: 'Back to Earnings',
  noLinesInYear: 'Nothing happened in this year.',
  filingNote: (year: number) =>
    `You earned $400 or more in ${year}. In the US, a self-employed person, including a teen, may have to file a tax return. Show this statement to your parent or guardian.`,
  filingNoteLabel: (year: number) => `Tax note for ${year}`,
  onlyFreelancers: 'Only freelancers have earnings statements.',
  notAYear: 'There is no statement for that year.',
  clearingRule: (days: number) =>
    days === 0
      ? 'Earnings are available as soon as an order completes.'
      : `Earnings are available ${days} day${days === 1 ? '' : 's'} after an order completes.`,
  totals: 'Totals',
} as const;
