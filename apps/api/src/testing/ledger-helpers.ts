import { sql } from 'drizzle-orm';
import type { LedgerAccountKind } from '@teenfreelance/contracts/earnings';
import type { Clock } from '../clock.ts';
import { selectRows, type Database, type DbOrTx } from '../db/client.ts';
import { setUpForTests } from './set-up-for-tests.ts';
import type { TestContext } from './test-app.ts';
import { findBalances, findPlatformBalances, insertPosting } from '../features/payments/ledger/ledger.repository.ts';
import { createLedgerService, type LedgerService } from '../features/payments/ledger/ledger.service.ts';

/**
 * The ledger in tests (docs/decisions/0070). A ledger service on `t`'s database for the tests that follow, its clearing
 * sweep run by the test (`clearDueEarnings`) rather than by scheduled work.
 */
export function ledgerForTests(t: TestContext, clock: Clock, clearingDays: number): LedgerService {
  return setUpForTests(
    () =>
      Promise.resolve(
        createLedgerService({
          db: t.database.db,
          clock,
          log: t.app.log,
          background: { every: () => undefined },
          clearingDays,
        }),
      ),
    () => undefined,
  );
}

/** A seller's balances, 0 for an account not opened yet. */
export async function sellerBalances(db: DbOrTx, userId: string) {
  const balances = await findBalances(db, userId);
  const of = (kind: LedgerAccountKind) => balances.get(kind) ?? 0;
  return {
    pending: of('seller_pending'),
    available: of('seller_available'),
    inTransit: of('payouts_in_transit'),
    paidOut: of('paid_out'),
  };
}

/** The platform's balances by account kind. */
export async function platformBalances(db: DbOrTx): Promise<Partial<Record<LedgerAccountKind, number>>> {
  const rows = await findPlatformBalances(db);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.balanceCents)]));
}

/**
 * The ledger's invariants as the database holds them: every posting and the
 * whole ledger sum to zero, and every account's balance is the sum of its entries.
 */
export async function ledgerInvariants(db: DbOrTx) {
  const [total] = await selectRows<{ sum: string | null }>(
    db,
    sql`select sum(amount_cents)::text as sum from ledger_entries`,
  );
  const unbalanced = await selectRows<{ id: string }>(
    db,
    sql`select transaction_id as id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`,
  );
  const drifted = await selectRows<{ id: string }>(
    db,
    sql`select a.id from ledger_accounts a
      left join ledger_entries e on e.account_id = a.id
      group by a.id, a.balance_cents having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  return { total: Number(total?.sum ?? 0), unbalanced: unbalanced.length, drifted: drifted.length };
}

/**
 * A withdrawal and its payout as the payouts feature posts them (issue 37):
 * `withdrawal` moves the amount from the seller's available balance to their
 * payouts in transit; then `payout_paid` moves it on to paid out, or
 * `payout_failed` back to available. For tests of what the seller reads.
 */
export async function postWithdrawal(
  db: Database,
  withdrawal: { id: string; sellerId: string; amountCents: number; at: Date },
  outcome?: { result: 'paid' | 'failed'; at: Date },
): Promise<void> {
  const { id, sellerId, amountCents } = withdrawal;
  const account = (kind: LedgerAccountKind) => ({ kind, userId: sellerId });
  await db.transaction(async (tx) => {
    await insertPosting(tx, {
      event: { kind: 'withdrawal', id },
      at: withdrawal.at,
      lines: [
        { account: account('seller_available'), amountCents: -amountCents },
        { account: account('payouts_in_transit'), amountCents },
      ],
    });
    if (!outcome) return;
    await insertPosting(tx, {
      event: { kind: outcome.result === 'paid' ? 'payout_paid' : 'payout_failed', id },
      at: outcome.at,
      lines: [
        { account: account('payouts_in_transit'), amountCents: -amountCents },
        { account: account(outcome.result === 'paid' ? 'paid_out' : 'seller_available'), amountCents },
      ],
    });
  });
}
