import { sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerEventKind } from '@teenfreelance/contracts/earnings';
import { selectRows, type DbOrTx } from '../../../db/client.ts';

/**
 * The reconciliation's SQL (docs/decisions/0074): each check is one aggregate
 * statement over a whole table, read once, never a row at a time. Sums of
 * bigint columns come back as text and are turned into numbers here (cents
 * stay far below 2^53).
 */

/** Every account kind's balance, summed (the platform's kinds have one account each). */
export async function sumBalancesByKind(db: DbOrTx): Promise<Map<LedgerAccountKind, number>> {
  const rows = await selectRows<{ kind: LedgerAccountKind; cents: string }>(
    db,
    sql`select kind, sum(balance_cents)::text as cents from ledger_accounts group by kind`,
  );
  return new Map(rows.map((row) => [row.kind, Number(row.cents)]));
}

export interface UnevenPosting {
  postingId: string;
  eventKind: LedgerEventKind;
  eventId: string;
  orderId: string | null;
  orderNumber: string | null;
  sumCents: number;
}

export interface DriftedAccount {
  accountId: string;
  kind: LedgerAccountKind;
  seller: { id: string; name: string } | null;
  storedCents: number;
  entriesCents: number;
}

export interface EntrySums {
  ledgerSumCents: number;
  unevenCount: number;
  /** The newest of them, at most `listed`. */
  uneven: UnevenPosting[];
  driftedCount: number;
  drifted: DriftedAccount[];
}

/**
 * Checks (1) and (2) in one pass over `ledger_entries`: the entries summed by
 * posting and by account at once (grouping sets), keeping only the accounts'
 * sums and the postings that do not sum to zero, so what is kept is as small
 * as the number of accounts. The whole ledger's sum is the sum of the
 * accounts' (every entry has one account); an account without entries sums
 * to 0.
 */
export async function checkEntrySums(db: DbOrTx, listed: number): Promise<EntrySums> {
  const [row] = await selectRows<{
    ledger_sum: string;
    uneven_count: number;
    uneven: (Omit<UnevenPosting, 'sumCents'> & { sumCents: string })[];
    drifted_count: number;
    drifted: (Omit<DriftedAccount, 'storedCents' | 'entriesCents'> & { storedCents: string; entriesCents: string })[];
  }>(
    db,
    sql`with sums as materialized (
        select transaction_id, account_id, sum(amount_cents) as cents, grouping(transaction_id) = 1 as by_account
        from ledger_entries
        group by grouping sets ((transaction_id), (account_id))
        having grouping(transaction_id) = 1 or sum(amount_cents) <> 0
      ), uneven as (
        select transaction_id, cents from sums where not by_account
      ), drifted as (
        select a.id, a.kind, a.user_id, a.balance_cents, coalesce(s.cents, 0) as cents, a.created_at
        from ledger_accounts a
        left join sums s on s.by_account and s.account_id = a.id
        where a.balance_cents <> coalesce(s.cents, 0)
      )
      select
        (select coalesce(sum(cents), 0)::text from sums where by_account) as ledger_sum,
        (select count(*)::int from uneven) as uneven_count,
        (select coalesce(json_agg(x), '[]') from (
          select t.id as "postingId", t.event_kind as "eventKind", t.event_id as "eventId",
            t.order_id as "orderId", o.number as "orderNumber", u.cents::text as "sumCents"
          from uneven u
          join ledger_transactions t on t.id = u.transaction_id
          left join orders o on o.id = t.order_id
          order by t.created_at desc, t.id
          limit ${listed}
        ) x) as uneven,
        (select count(*)::int from drifted) as drifted_count,
        (select coalesce(json_agg(x), '[]') from (
          select d.id as "accountId", d.kind,
            case when d.user_id is not null then json_build_object('id', d.user_id, 'name', u.name) end as seller,
            d.balance_cents::text as "storedCents", d.cents::text as "entriesCents"
          from drifted d left join users u on u.id = d.user_id
          order by d.created_at desc, d.id limit ${listed}
        ) x) as drifted`,
  );
  if (!row) throw new Error('the entry sums answered no row');
  return {
    ledgerSumCents: Number(row.ledger_sum),
    unevenCount: row.uneven_count,
    uneven: row.uneven.map((p) => ({ ...p, sumCents: Number(p.sumCents) })),
    driftedCount: row.drifted_count,
    drifted: row.drifted.map((a) => ({
      ...a,
      storedCents: Number(a.storedCents),
      entriesCents: Number(a.entriesCents),
    })),
  };
}

export interface OrderRefRow {
  id: string;
  number: string;
}

export interface OrderPostingGaps {
  withoutPayment: { count: number; orders: OrderRefRow[] };
  withoutCompletion: { count: number; orders: OrderRefRow[] };
  withoutRefund: { count: number; orders: OrderRefRow[] };
  /** The total of the orders paid and neither completed nor refunded: what escrow should hold. */
  openOrdersCents: number;
}

/**
 * Checks (3) and the expected side of (4) in one pass over the orders, hashed
 * against the postings by order and the refunded payments: which orders lack
 * their payment, completion or refund posting (counted, the newest `listed`
 * named), and the total of the orders still open.
 */
export async function checkOrderPostings(db: DbOrTx, listed: number): Promise<OrderPostingGaps> {
  const [row] = await selectRows<{
    open_cents: string;
    without_payment: number;
    without_completion: number;
    without_refund: number;
    payment_ids: string[] | null;
    payment_numbers: string[] | null;
    completion_ids: string[] | null;
    completion_numbers: string[] | null;
    refund_ids: string[] | null;
    refund_numbers: string[] | null;
  }>(
    db,
    sql`with posted as (
        select order_id,
          bool_or(event_kind = 'order_payment') as paid,
          bool_or(event_kind = 'order_completion') as completed,
          bool_or(event_kind = 'order_refund') as refunded
        from ledger_transactions
        where order_id is not null
        group by order_id
      ), refunded as (
        -- Only an order's payment has an order (a Pro charge has none): read from the partial index alone.
        select distinct order_id from payments where status = 'refunded' and order_id is not null
      ), checked as (
        select o.id::text as id, o.number, o.created_at, o.total_cents,
          p.paid is not true as without_payment,
          o.status = 'completed' and p.completed is not true as without_completion,
          o.status = 'cancelled' and r.order_id is not null and p.refunded is not true as without_refund,
          o.status <> 'completed' and r.order_id is null as open
        from orders o
        left join posted p on p.order_id = o.id
        left join refunded r on r.order_id = o.id
      )
      select
        coalesce(sum(total_cents) filter (where open), 0)::text as open_cents,
        count(*) filter (where without_payment)::int as without_payment,
        count(*) filter (where without_completion)::int as without_completion,
        count(*) filter (where without_refund)::int as without_refund,
        (array_agg(id order by created_at desc, id) filter (where without_payment))[1:${listed}] as payment_ids,
        (array_agg(number order by created_at desc, id) filter (where without_payment))[1:${listed}] as payment_numbers,
        (array_agg(id order by created_at desc, id) filter (where without_completion))[1:${listed}] as completion_ids,
        (array_agg(number order by created_at desc, id) filter (where without_completion))[1:${listed}]
          as completion_numbers,
        (array_agg(id order by created_at desc, id) filter (where without_refund))[1:${listed}] as refund_ids,
        (array_agg(number order by created_at desc, id) filter (where without_refund))[1:${listed}] as refund_numbers
      from checked`,
  );
  if (!row) throw new Error('the order postings answered no row');
  const refs = (ids: string[] | null, numbers: string[] | null): OrderRefRow[] =>
    (ids ?? []).map((id, i) => ({ id, number: numbers?.[i] ?? '' }));
  return {
    withoutPayment: { count: row.without_payment, orders: refs(row.payment_ids, row.payment_numbers) },
    withoutCompletion: { count: row.without_completion, orders: refs(row.completion_ids, row.completion_numbers) },
    withoutRefund: { count: row.without_refund, orders: refs(row.refund_ids, row.refund_numbers) },
    openOrdersCents: Number(row.open_cents),
  };
}
