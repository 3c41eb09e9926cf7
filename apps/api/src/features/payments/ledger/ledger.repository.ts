import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerEventKind } from '@teenfreelance/contracts/earnings';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../db/schema/ledger.ts';

/** An account named by what it is: a platform account, or one of a seller's. */
export interface AccountRef {
  kind: LedgerAccountKind;
  /** The seller's id for a seller's account; absent for the platform's. */
  userId?: string;
}

export interface PostingLine {
  account: AccountRef;
  amountCents: number;
}

export interface Posting {
  event: { kind: LedgerEventKind; id: string };
  orderId?: string | null;
  clearsAt?: Date | null;
  at: Date;
  lines: PostingLine[];
}

const refKey = (ref: AccountRef) => `${ref.kind}:${ref.userId ?? ''}`;

/** The accounts' ids, creating the ones that do not exist yet. */
async function accountIds(tx: DbOrTx, refs: AccountRef[]): Promise<Map<string, string>> {
  const unique = [...new Map(refs.map((ref) => [refKey(ref), ref])).values()];
  await tx
    .insert(ledgerAccounts)
    .values(unique.map((ref) => ({ kind: ref.kind, userId: ref.userId ?? null })))
    .onConflictDoNothing();
  // Each account by the unique index's own terms (kind, coalesce(user_id, '')), so the lookup is an index read.
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, userId: ledgerAccounts.userId })
    .from(ledgerAccounts)
    .where(
      or(
        ...unique.map((ref) =>
          and(eq(ledgerAccounts.kind, ref.kind), sql`coalesce(${ledgerAccounts.userId}, '') = ${ref.userId ?? ''}`),
        ),
      ),
    );
  return new Map(rows.map((row) => [refKey({ kind: row.kind, userId: row.userId ?? undefined }), row.id]));
}

/**
 * Writes a posting and its entries and moves the balances, in `tx`. Returns
 * false, writing nothing, when the event was posted already (by an earlier or
 * a concurrent transaction: the unique index makes the second wait and then
 * find the first's row).
 */
export async function insertPosting(tx: DbOrTx, posting: Posting): Promise<boolean> {
  return (await insertPostings(tx, [posting])) === 1;
}

/** Rows a bulk insert writes per statement, well under PostgreSQL's 65,535 parameters. */
const BULK_ROWS = 2_000;

/**
 * Writes many postings at once (the demo seed's history): each as
 * `insertPosting` would, the events already posted skipped, with one insert
 * per table and one balance update per account. Returns how many it wrote.
 */
export async function insertPostings(tx: DbOrTx, postings: readonly Posting[]): Promise<number> {
  if (postings.length === 0) return 0;
  const written: Posting[] = [];
  const transactionIds: string[] = [];
  for (let from = 0; from < postings.length; from += BULK_ROWS) {
    const batch = postings.slice(from, from + BULK_ROWS);
    const rows = await tx
      .insert(ledgerTransactions)
      .values(
        batch.map((posting) => ({
          eventKind: posting.event.kind,
          eventId: posting.event.id,
          orderId: posting.orderId ?? null,
          clearsAt: posting.clearsAt ?? null,
          createdAt: posting.at,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: ledgerTransactions.id,
        eventKind: ledgerTransactions.eventKind,
        eventId: ledgerTransactions.eventId,
      });
    const idOf = new Map(rows.map((row) => [`${row.eventKind}:${row.eventId}`, row.id]));
    for (const posting of batch) {
      const id = idOf.get(`${posting.event.kind}:${posting.event.id}`);
      if (id === undefined) continue;
      written.push(posting);
      transactionIds.push(id);
    }
  }
  if (written.length === 0) return 0;
  const ids = await accountIds(
    tx,
    written.flatMap((posting) => posting.lines.map((line) => line.account)),
  );
  const entries = written.flatMap((posting, i) =>
    posting.lines.map((line) => {
      const accountId = ids.get(refKey(line.account));
      if (!accountId) throw new Error(`ledger account ${refKey(line.account)} missing`);
      return {
        accountId,
        amountCents: line.amountCents,
        transactionId: transactionIds[i] ?? '',
        createdAt: posting.at,
      };
    }),
  );
  for (let from = 0; from < entries.length; from += BULK_ROWS) {
    await tx.insert(ledgerEntries).values(entries.slice(from, from + BULK_ROWS));
  }
  const moves = new Map<string, number>();
  for (const entry of entries) moves.set(entry.accountId, (moves.get(entry.accountId) ?? 0) + entry.amountCents);
  // In one order of account ids, so two postings never wait for each other's rows in a cycle.
  for (const [accountId, amountCents] of [...moves].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (amountCents === 0) continue;
    await tx
      .update(ledgerAccounts)
      .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${amountCents}` })
      .where(eq(ledgerAccounts.id, accountId));
  }
  return written.length;
}

/** Whether the ledger received an order's payment (orders paid before the ledger existed have none). */
export async function hasOrderPaymentPosting(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.eventKind, 'order_payment'), eq(ledgerTransactions.orderId, orderId)))
    .limit(1);
  return row !== undefined;
}

export interface DueClearing {
  orderId: string;
  sellerId: string;
  amountCents: number;
}

/** Completed orders whose earnings are due to clear at `now` and have not: oldest first. */
export async function findDueClearings(db: DbOrTx, now: Date, limit: number): Promise<DueClearing[]> {
  return selectRows<DueClearing>(
    db,
    sql`select t.event_id as "orderId", a.user_id as "sellerId", e.amount_cents::int as "amountCents"
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'seller_pending'
      where t.clears_at is not null and t.clears_at <= ${now.toISOString()}::timestamptz
        and not exists (
          select 1 from ledger_transactions c where c.event_kind = 'earnings_cleared' and c.event_id = t.event_id
        )
      order by t.clears_at, t.id
      limit ${limit}`,
  );
}

/** A user's seller balances by account kind (the kinds they have no account of are absent). */
export async function findBalances(db: DbOrTx, userId: string): Promise<Map<LedgerAccountKind, number>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return new Map(rows.map((row) => [row.kind, Number(row.balanceCents)]));
}

/** The platform's accounts' balances. */
export async function findPlatformBalances(db: DbOrTx) {
  return db
    .select({ kind: ledgerAccounts.kind, balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.userId} is null`)
    .orderBy(asc(ledgerAccounts.kind));
}

/** Postings about an order, for the tests and the reconciliation. */
export async function findOrderPostings(db: DbOrTx, orderId: string) {
  return db
    .select({ eventKind: ledgerTransactions.eventKind, createdAt: ledgerTransactions.createdAt })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.orderId, orderId))
    .orderBy(asc(ledgerTransactions.createdAt));
}

/**
 * Takes the seller's payouts lock until `tx` ends (a transaction-scoped
 * advisory lock on the seller's id): every posting that moves a seller's money
 * in or out of transit takes it first, so two withdrawals, or a withdrawal and
 * a payout's end, take turns and never wait on each other's rows in a cycle.
 */
export async function lockSellerPayouts(tx: DbOrTx, userId: string): Promise<void> {
  await selectRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`payouts:${userId}`}, 0))::text as locked`);
}

/** The seller's available balance (0 without the account), read after `lockSellerPayouts`. */
export async function findSellerAvailable(tx: DbOrTx, userId: string): Promise<number> {
  const rows = await selectRows<{ balanceCents: string }>(
    tx,
    sql`select balance_cents::text as "balanceCents" from ledger_accounts
      where user_id = ${userId} and kind = 'seller_available'`,
  );
  return Number(rows[0]?.balanceCents ?? 0);
}
