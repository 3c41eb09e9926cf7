import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  EARNINGS_CSV_PATH,
  EARNINGS_PATH,
  EARNINGS_STATEMENT_PATH,
  type Earnings,
} from '@teenfreelance/contracts/seller-earnings';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';
import { manualClock } from '../../../testing/clock.ts';
import { buildGig, buildUser } from '../../../testing/factories.ts';
import { ledgerForTests, ledgerInvariants, postWithdrawal, sellerBalances } from '../../../testing/ledger-helpers.ts';
import { actOk, pay } from '../../../testing/order-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { completedOrder, getAs, readAs } from './earnings.test-helpers.ts';

const clock = manualClock(Date.UTC(2026, 2, 2, 12));
const t = testAppForTests(() => ({ clock, env: { EARNINGS_CLEARING_DAYS: '7' } }));
/** The clearing sweep as scheduled work runs it (scheduled work is off in this file). */
const ledger = ledgerForTests(t, clock, 7);
const db = () => t.database.db;
const user = (role: 'buyer' | 'freelancer', name: string) => buildUser(t.app, db(), { role, name });

describe("the Earnings tab, read from the seller's ledger", () => {
  it('adds up payment, completion and clearing as the ledger does, with the clearing days configured', async () => {
    const seller = await user('freelancer', 'Lina Ledger');
    const buyer = await user('buyer', 'Bo Buyer');
    const parties = { seller, buyer };

    // Paid and being worked on: not money yet, only 'In progress'.
    const working = await buildGig(db(), seller.id, { title: 'Poster', priceCents: 1500 });
    const paid = await pay(t.app, buyer, working.id);
    expect(paid.statusCode, paid.body).toBe(201);
    await actOk(t.app, seller, paid.json<{ id: string }>().id, { action: 'start' });
    const early = await readAs<Earnings>(t.app, seller, EARNINGS_PATH);
    expect(early).toMatchObject({
      clearingDays: 7,
      pendingClearanceCents: 0,
      availableCents: 0,
      withdrawnCents: 0,
      earnedCents: 0,
      inProgressCents: 1500,
      lines: [],
      hasMoreLines: false,
      filingYears: [],
    });

    const first = await completedOrder(t.app, db(), parties, { title: 'Logo sketch', priceCents: 2500 });
    clock.advance(2 * DAY_MS);
    const second = await completedOrder(t.app, db(), parties, { title: 'Website banner', priceCents: 4000 });
    // Seven days after the first completion, a minute before the second's.
    clock.advance(5 * DAY_MS);
    await ledger.clearDueEarnings();

    const earnings = await readAs<Earnings>(t.app, seller, EARNINGS_PATH);
    const balances = await sellerBalances(db(), seller.id);
    expect(balances).toEqual({ pending: 4000, available: 2500, inTransit: 0, paidOut: 0 });
    expect(earnings).toMatchObject({
      pendingClearanceCents: balances.pending,
      availableCents: balances.available,
      withdrawnCents: 0,
      inTransitCents: 0,
      earnedCents: 6500,
      inProgressCents: 1500,
    });
    // Newest first; the cleared order's completion is Completed, the other's still Pending.
    expect(
      earnings.lines.map((line) => [
        line.kind,
        line.order?.title,
        line.amountCents,
        line.status,
        line.pendingAfterCents,
        line.availableAfterCents,
      ]),
    ).toEqual([
      ['earnings_cleared', 'Logo sketch', 2500, 'Completed', 4000, 2500],
      ['order_completion', 'Website banner', 4000, 'Pending', 6500, 0],
      ['order_completion', 'Logo sketch', 2500, 'Completed', 2500, 0],
    ]);
    const [cleared, pendingLine] = earnings.lines;
    expect(cleared?.order).toEqual({ id: first, number: expect.stringMatching(/^#TF-\d{6}$/), title: 'Logo sketch' });
    expect(pendingLine?.order?.id).toBe(second);
    expect(pendingLine?.clearsAt).toBe(new Date(Date.UTC(2026, 2, 4, 12) + 7 * DAY_MS).toISOString());
    expect(cleared?.at).toBe(clock.now().toISOString());
    expect(await ledgerInvariants(db())).toEqual({ total: 0, unbalanced: 0, drifted: 0 });
  });

  it('counts what was withdrawn, and says which part is still on its way', async () => {
    const seller = await user('freelancer', 'Wes Withdraws');
    const buyer = await user('buyer', 'Cara Client');
    await completedOrder(t.app, db(), { seller, buyer }, { priceCents: 10_000 });
    clock.advance(7 * DAY_MS);
    await ledger.clearDueEarnings();
    const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR_MS);
    await postWithdrawal(
      db(),
      { id: randomUUID(), sellerId: seller.id, amountCents: 3000, at: at(1) },
      { result: 'paid', at: at(2) },
    );
    await postWithdrawal(
      db(),
      { id: randomUUID(), sellerId: seller.id, amountCents: 2000, at: at(3) },
      { result: 'failed', at: at(4) },
    );
    await postWithdrawal(db(), { id: randomUUID(), sellerId: seller.id, amountCents: 1000, at: at(5) });
    clock.advance(6 * HOUR_MS);

    const earnings = await readAs<Earnings>(t.app, seller, EARNINGS_PATH);
    expect(earnings).toMatchObject({
      pendingClearanceCents: 0,
      availableCents: 6000,
      withdrawnCents: 4000,
      inTransitCents: 1000,
      earnedCents: 10_000,
    });
    expect(earnings.lines.map((line) => [line.kind, line.amountCents, line.status, line.availableAfterCents])).toEqual([
      ['withdrawal', 1000, 'Pending', 6000],
      ['payout_failed', 2000, 'Completed', 7000],
      ['withdrawal', 2000, 'Completed', 5000],
      ['payout_paid', 3000, 'Completed', 7000],
      ['withdrawal', 3000, 'Completed', 7000],
      ['earnings_cleared', 10_000, 'Completed', 10_000],
      ['order_completion', 10_000, 'Completed', 0],
    ]);
    expect(earnings.lines[0]?.order).toBeNull();
  });

  it("never shows one seller another's lines, and answers only freelancers", async () => {
    const busy = await user('freelancer', 'Busy Seller');
    const buyer = await user('buyer', 'Curious Buyer');
    await completedOrder(t.app, db(), { seller: busy, buyer }, { title: 'Busy work', priceCents: 5000 });
    const other = await user('freelancer', 'Other Seller');
    const theirs = await readAs<Earnings>(t.app, other, EARNINGS_PATH);
    expect(theirs).toMatchObject({ lines: [], earnedCents: 0, pendingClearanceCents: 0 });
    const csv = await getAs(t.app, other, EARNINGS_CSV_PATH);
    expect(csv.body).not.toContain('Busy work');
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
    const statement = await readAs<{ lines: unknown[] }>(t.app, other, EARNINGS_STATEMENT_PATH);
    expect(statement.lines).toEqual([]);

    for (const path of [EARNINGS_PATH, EARNINGS_STATEMENT_PATH, EARNINGS_CSV_PATH]) {
      const refused = await getAs(t.app, buyer, path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({ error: { code: 'FORBIDDEN', details: { reason: 'NOT_A_FREELANCER' } } });
      const visitor = await getAs(t.app, null, path);
      expect(visitor.statusCode, path).toBe(401);
    }
  });

  it('lists the newest lines on the tab and says when there are more', async () => {
    const seller = await user('freelancer', 'Many Lines');
    const buyer = await user('buyer', 'Loyal Buyer');
    // 26 orders completed and cleared: 52 lines.
    for (let i = 0; i < 26; i += 1) {
      await completedOrder(t.app, db(), { seller, buyer }, { title: `Order ${i}`, priceCents: 500 });
      clock.advance(HOUR_MS);
    }
    clock.advance(7 * DAY_MS);
    await ledger.clearDueEarnings();
    const earnings = await readAs<Earnings>(t.app, seller, EARNINGS_PATH);
    expect(earnings.lines).toHaveLength(50);
    expect(earnings.hasMoreLines).toBe(true);
    expect(earnings.lines[0]).toMatchObject({ kind: 'earnings_cleared', order: { title: 'Order 25' } });
    const statement = await readAs<{ lines: unknown[] }>(t.app, seller, EARNINGS_STATEMENT_PATH);
    expect(statement.lines).toHaveLength(52);
  }, 180_000); // 26 orders through the API: about 30 s on a busy machine
});
