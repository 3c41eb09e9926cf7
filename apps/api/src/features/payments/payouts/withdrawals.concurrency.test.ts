import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { ledgerInvariants, sellerBalances } from '../../../testing/ledger-helpers.ts';
import { PAYOUT_TEST_ENV, adultSeller, reasonOf, withdraw } from './payouts.test-helpers.ts';

const t = testAppForTests(() => ({ env: PAYOUT_TEST_ENV }));
const db = () => t.database.db;

const withdrawalCount = async (userId: string) =>
  Number(
    (
      await selectRows<{ n: string }>(db(), sql`select count(*)::text as n from withdrawals where user_id = ${userId}`)
    )[0]?.n,
  );

/** How many answers had each status and reason ('201', '409 INSUFFICIENT_BALANCE'...). */
function tally(responses: Awaited<ReturnType<typeof withdraw>>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const response of responses) {
    const label = response.statusCode === 201 ? '201' : `${response.statusCode} ${reasonOf(response) ?? ''}`.trim();
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

describe('simultaneous withdrawals', () => {
  it('50 with one Idempotency-Key make one withdrawal', async () => {
    const seller = await adultSeller(t.app, db(), 5000);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 50 }, () => withdraw(t.app, seller, 2000, key)));
    const counts = tally(responses);
    console.info('50 same-key withdrawals:', counts, await sellerBalances(db(), seller.id));

    // Each got the one withdrawal's answer or was told the first is still running; none made another.
    expect(Object.keys(counts).every((label) => label === '201' || label === '409 IDEMPOTENCY_KEY_IN_USE')).toBe(true);
    const ids = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    expect(await withdrawalCount(seller.id)).toBe(1);
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ available: 3000, inTransit: 2000 });
  });

  it('20 with distinct keys never withdraw more than is available', async () => {
    const seller = await adultSeller(t.app, db(), 10_000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => withdraw(t.app, seller, 1500)));
    const counts = tally(responses);
    const balances = await sellerBalances(db(), seller.id);
    console.info('20 distinct-key withdrawals of $15 from $100:', counts, balances);

    // $100 holds six withdrawals of $15; the other fourteen are refused, and nothing is overdrawn.
    expect(counts).toEqual({ '201': 6, '409 INSUFFICIENT_BALANCE': 14 });
    expect(await withdrawalCount(seller.id)).toBe(6);
    expect(balances).toMatchObject({ available: 1000, inTransit: 9000 });
    expect(await ledgerInvariants(db())).toEqual({ total: 0, unbalanced: 0, drifted: 0 });
  });
});
