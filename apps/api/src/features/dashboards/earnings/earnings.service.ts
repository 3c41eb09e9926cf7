import {
  EARNINGS_LINES_LIMIT,
  earningsCsvFileName,
  type Earnings,
  type EarningsLine,
  type EarningsStatement,
  type MonthlyStatement,
} from '@teenfreelance/contracts/seller-earnings';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import type { ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import { assertFreelancer } from '../dashboard.policy.ts';
import { earningsCsv } from './earnings-csv.ts';
import { toEarningsLine } from './earnings.mappers.ts';
import { mustMentionFiling } from './earnings.policy.ts';
import {
  findEarnedInYears,
  findInProgressCents,
  findLineYears,
  findSellerBalances,
  findSellerLines,
  findSellerProfile,
  type LinesQuery,
} from './earnings.repository.ts';

/**
 * A freelancer's earnings, read from the ledger only (docs/decisions/0073):
 * the totals are their ledger balances, the lines the postings that touch
 * their accounts. Everyone else is refused 403 NOT_A_FREELANCER.
 */
export interface EarningsService {
  /** The Earnings tab: the totals, what orders in progress will earn, the newest lines and the filing notes. */
  earnings(user: SessionUser): Promise<Earnings>;
  /** A year's statement (this year by default): totals, month by month, every line oldest first. */
  statement(user: SessionUser, year?: number): Promise<EarningsStatement>;
  /** The lines of a year (of every year without one) as a CSV file. */
  csv(user: SessionUser, year?: number): Promise<{ fileName: string; body: string }>;
}

export interface EarningsServiceDeps {
  db: Database;
  clock: Clock;
  /** What a teen is shown of an order's title (a job's title is the buyer's words; decision 0065). */
  screening: ReaderScreening;
  /** EARNINGS_CLEARING_DAYS: the page says it. */
  clearingDays: number;
}

/** The twelve months of `year`, each with what was earned, cleared and (net of failed and declined payouts) withdrawn. */
function monthsOf(year: number, lines: readonly EarningsLine[]): MonthlyStatement[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${String(index + 1).padStart(2, '0')}`;
    const sum = (kind: EarningsLine['kind']) =>
      lines
        .filter((line) => line.kind === kind && line.at.startsWith(month))
        .reduce((total, line) => total + line.amountCents, 0);
    return {
      month,
      earnedCents: sum('order_completion'),
      clearedCents: sum('earnings_cleared'),
      withdrawnCents: sum('withdrawal') - sum('payout_failed') - sum('withdrawal_declined'),
    };
  });
}

export function createEarningsService({ db, clock, screening, clearingDays }: EarningsServiceDeps): EarningsService {
  const thisYear = () => clock.now().getUTCFullYear();
  const linesOf = async (user: SessionUser, query: LinesQuery) =>
    (await findSellerLines(db, user.id, query)).map((row) => toEarningsLine(row, user, screening));
  /** The years with lines, with `also` among them, newest first. */
  const yearsWith = async (user: SessionUser, ...also: number[]) =>
    [...new Set([...(await findLineYears(db, user.id)), ...also])].sort((a, b) => b - a);

  return {
    async earnings(user) {
      assertFreelancer(user);
      const year = thisYear();
      const [balances, inProgressCents, lines, earned, profile] = await Promise.all([
        findSellerBalances(db, user.id),
        findInProgressCents(db, user.id),
        linesOf(user, { order: 'newest', limit: EARNINGS_LINES_LIMIT + 1 }),
        findEarnedInYears(db, user.id, [year, year - 1]),
        findSellerProfile(db, user.id),
      ]);
      const withdrawnCents = balances.paidOut + balances.inTransit;
      return {
        clearingDays,
        pendingClearanceCents: balances.pending,
        availableCents: balances.available,
        withdrawnCents,
        inTransitCents: balances.inTransit,
        earnedCents: balances.pending + balances.available + withdrawnCents,
        inProgressCents,
        lines: lines.slice(0, EARNINGS_LINES_LIMIT),
        hasMoreLines: lines.length > EARNINGS_LINES_LIMIT,
        filingYears: [...earned]
          .filter(([, cents]) => mustMentionFiling(profile.country, cents))
          .map(([filingYear]) => filingYear),
      };
    },

    async statement(user, asked) {
      assertFreelancer(user);
      const year = asked ?? thisYear();
      const [lines, years, profile] = await Promise.all([
        linesOf(user, { year, order: 'oldest' }),
        yearsWith(user, year),
        findSellerProfile(db, user.id),
      ]);
      const months = monthsOf(year, lines);
      const total = (key: 'earnedCents' | 'clearedCents' | 'withdrawnCents') =>
        months.reduce((sum, month) => sum + month[key], 0);
      const earnedCents = total('earnedCents');
      return {
        year,
        seller: { name: screening.name(profile.name, user) },
        clearingDays,
        generatedAt: clock.now().toISOString(),
        totals: {
          earnedCents,
          clearedCents: total('clearedCents'),
          withdrawnCents: total('withdrawnCents'),
        },
        months,
        lines,
        years,
        showFilingNote: mustMentionFiling(profile.country, earnedCents),
      };
    },

    async csv(user, year) {
      assertFreelancer(user);
      const lines = await linesOf(user, { ...(year === undefined ? {} : { year }), order: 'oldest' });
      return { fileName: earningsCsvFileName(year), body: earningsCsv(lines) };
    },
  };
}
