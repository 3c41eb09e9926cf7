import { eq, sql, type SQL } from 'drizzle-orm';
import { earningsLineKinds, type EarningsLineKind } from '@teenfreelance/contracts/seller-earnings';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';

/** A seller's own ledger accounts (docs/decisions/0070). */
const SELLER_ACCOUNT_KINDS = sql`('seller_pending', 'seller_available', 'payouts_in_transit', 'paid_out')`;
const LINE_KINDS = sql.raw(`(${earningsLineKinds.map((kind) => `'${kind}'`).join(', ')})`);

/** An instant as ISO 8601 in UTC, the same text on PGlite and PostgreSQL. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The seller's accounts, found through the accounts' unique index
 * (kind, coalesce(user_id, '')) rather than a scan for the user.
 */
const sellerAccounts = (sellerId: string) =>
  sql`select id, kind from ledger_accounts where kind in ${SELLER_ACCOUNT_KINDS} and coalesce(user_id, '') = ${sellerId}`;

export interface SellerBalances {
  pending: number;
  available: number;
  inTransit: number;
  paidOut: number;
}

/** The seller's balances, 0 for an account not opened yet. */
export async function findSellerBalances(db: DbOrTx, sellerId: string): Promise<SellerBalances> {
  const rows = await selectRows<{ kind: string; cents: number }>(
    db,
    sql`select kind::text as kind, balance_cents::float8 as cents from ledger_accounts
      where kind in ${SELLER_ACCOUNT_KINDS} and coalesce(user_id, '') = ${sellerId}`,
  );
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.cents ?? 0);
  return {
    pending: of('seller_pending'),
    available: of('seller_available'),
    inTransit: of('payouts_in_transit'),
    paidOut: of('paid_out'),
  };
}

/** What the seller's orders being worked on will earn (not money yet: the buyer has not accepted). */
export async function findInProgressCents(db: DbOrTx, sellerId: string): Promise<number> {
  const [row] = await selectRows<{ cents: number }>(
    db,
    sql`select coalesce(sum(price_cents), 0)::float8 as cents from orders
      where seller_id = ${sellerId} and status in ('paid', 'in_progress', 'delivered', 'revision_requested', 'disputed')`,
  );
  return Number(row?.cents ?? 0);
}

export interface LineRow {
  id: string;
  kind: EarningsLineKind;
  at: string;
  amountCents: number;
  clearsAt: string | null;
  isPending: boolean;
  orderId: string | null;
  orderNumber: string | null;
  orderTitle: string | null;
  pendingAfterCents: number;
  availableAfterCents: number;
}

export interface LinesQuery {
  /** A calendar year (UTC); every year without it. */
  year?: number;
  order: 'newest' | 'oldest';
  /** At most this many; all without it. */
  limit?: number;
}

const yearStart = (year: number) => new Date(Date.UTC(year, 0, 1)).toISOString();

/**
 * The seller's lines: one per posting that touches their accounts, with what
 * it moved (the positive side among their accounts), its order, whether its
 * money is still on the way, and the pending and available balances after it
 * (a running sum over all their postings, in the order they were posted;
 * postings of one instant in the order of the event kinds, so an order's
 * completion comes before its clearing).
 */
export async function findSellerLines(db: DbOrTx, sellerId: string, query: LinesQuery): Promise<LineRow[]> {
  const inYear =
    query.year === undefined
      ? sql`true`
      : sql`r.created_at >= ${yearStart(query.year)}::timestamptz and r.created_at < ${yearStart(query.year + 1)}::timestamptz`;
  const direction = query.order === 'newest' ? sql`desc` : sql`asc`;
  const rows = await selectRows<LineRow>(
    db,
    sql`
    with postings as (
      select t.id, t.event_kind, t.event_id, t.order_id, t.clears_at, t.created_at,
        coalesce(sum(e.amount_cents) filter (where a.kind = 'seller_pending'), 0) as pending_delta,
        coalesce(sum(e.amount_cents) filter (where a.kind = 'seller_available'), 0) as available_delta,
        coalesce(sum(e.amount_cents) filter (where e.amount_cents > 0), 0) as amount
      from (${sellerAccounts(sellerId)}) a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
      group by t.id
    ), seller_lines as (
      -- Each posting's order once, after the entries are summed (a clearing has two of the seller's entries).
      select p.*, o.number as order_number, o.gig_title as order_title, o.completed_at as order_completed_at
      from postings p left join orders o on o.id = p.order_id
    ), running as (
      select l.*,
        sum(l.pending_delta) over w as pending_after,
        sum(l.available_delta) over w as available_after
      from seller_lines l
      -- Postings of one instant (a sweep clears many at once) in the order of their kinds, then of their orders.
      window w as (
        order by l.created_at, l.event_kind, l.order_completed_at, l.id rows between unbounded preceding and current row
      )
    )
    select r.id, r.event_kind::text as kind, ${isoText(sql`r.created_at`)} as at, r.amount::float8 as "amountCents",
      ${isoText(sql`r.clears_at`)} as "clearsAt",
      case r.event_kind
        when 'order_completion' then not exists (
          select 1 from ledger_transactions c where c.event_kind = 'earnings_cleared' and c.event_id = r.event_id)
        when 'withdrawal' then not exists (
          select 1 from ledger_transactions c where c.event_kind in ('payout_paid', 'payout_failed', 'withdrawal_declined') and c.event_id = r.event_id)
        else false
      end as "isPending",
      r.order_id as "orderId", r.order_number as "orderNumber", r.order_title as "orderTitle",
      r.pending_after::float8 as "pendingAfterCents", r.available_after::float8 as "availableAfterCents"
    from running r
    where r.event_kind in ${LINE_KINDS} and ${inYear}
    order by r.created_at ${direction}, r.event_kind ${direction}, r.order_completed_at ${direction}, r.id ${direction}
    ${query.limit === undefined ? sql`` : sql`limit ${query.limit}`}`,
  );
  return rows.map((row) => ({
    ...row,
    amountCents: Number(row.amountCents),
    pendingAfterCents: Number(row.pendingAfterCents),
    availableAfterCents: Number(row.availableAfterCents),
  }));
}

/** The calendar years (UTC) in which the seller has lines, newest first. */
export async function findLineYears(db: DbOrTx, sellerId: string): Promise<number[]> {
  const rows = await selectRows<{ year: number }>(
    db,
    sql`select distinct extract(year from t.created_at at time zone 'UTC')::int as year
      from (${sellerAccounts(sellerId)}) a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
      where t.event_kind in ${LINE_KINDS}
      order by year desc`,
  );
  return rows.map((row) => Number(row.year));
}

/** What the seller's completed orders earned in each of `years` (UTC), 0 for a year without any. */
export async function findEarnedInYears(db: DbOrTx, sellerId: string, years: readonly number[]) {
  const rows = await selectRows<{ year: number; cents: number }>(
    db,
    sql`select extract(year from e.created_at at time zone 'UTC')::int as year, sum(e.amount_cents)::float8 as cents
      from (${sellerAccounts(sellerId)}) a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id and t.event_kind = 'order_completion'
      where a.kind = 'seller_pending'
      group by 1`,
  );
  const earned = new Map(rows.map((row) => [Number(row.year), Number(row.cents)]));
  return new Map(years.map((year) => [year, earned.get(year) ?? 0]));
}

/** The seller's name and the country on their profile (free text, private to them). */
export async function findSellerProfile(db: DbOrTx, sellerId: string) {
  const [row] = await db.select({ name: users.name, country: users.country }).from(users).where(eq(users.id, sellerId));
  return row ?? { name: '', country: null };
}

/** The seller's completions: what each completed order put into their pending balance, and when. */
const completions = (sellerId: string) =>
  sql`select e.amount_cents, e.created_at
    from ledger_accounts a
    join ledger_entries e on e.account_id = a.id
    join ledger_transactions t on t.id = e.transaction_id and t.event_kind = 'order_completion'
    where a.kind = 'seller_pending' and coalesce(a.user_id, '') = ${sellerId}`;

const monthOf = (instant: string) => sql`date_trunc('month', ${instant}::timestamptz at time zone 'UTC')`;

/** What the seller's completed orders earned, in all and since the start of `now`'s month (UTC). */
export async function findEarnedTotals(db: DbOrTx, sellerId: string, now: Date) {
  const [row] = await selectRows<{ total: number; thisMonth: number }>(
    db,
    sql`select coalesce(sum(c.amount_cents), 0)::float8 as total,
        coalesce(sum(c.amount_cents) filter (
          where c.created_at >= ${monthOf(now.toISOString())} at time zone 'UTC'), 0)::float8 as "thisMonth"
      from (${completions(sellerId)}) c`,
  );
  return { totalCents: Number(row?.total ?? 0), thisMonthCents: Number(row?.thisMonth ?? 0) };
}

/** What completed orders earned in each of the `months` months up to `now`'s (UTC), oldest first, empty months as 0. */
export async function findEarnedByMonth(db: DbOrTx, sellerId: string, now: Date, months: number) {
  const rows = await selectRows<{ month: string; cents: number }>(
    db,
    sql`
    with months as (
      select generate_series(
        ${monthOf(now.toISOString())} - make_interval(months => ${months - 1}),
        ${monthOf(now.toISOString())},
        interval '1 month'
      ) as month
    )
    select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(c.amount_cents), 0)::float8 as cents
    from months m
    left join (${completions(sellerId)}) c on date_trunc('month', c.created_at at time zone 'UTC') = m.month
    group by m.month
    order by m.month`,
  );
  return rows.map((row) => ({ month: row.month, cents: Number(row.cents) }));
}
