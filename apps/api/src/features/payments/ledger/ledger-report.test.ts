import { describe, expect, it } from 'vitest';
import { ADMIN_LEDGER_PATH } from '@teenfreelance/contracts/admin-ledger';
import { feeCents } from '@teenfreelance/contracts/orders';
import { PRO_PRICE_CENTS } from '@teenfreelance/contracts/pro-plan';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser } from '../../../testing/factories.ts';
import { actOk, deliveredOrder, placedOrder, upgrade } from '../../../testing/order-helpers.ts';
import { createLedgerService } from './ledger.service.ts';
import { ALL_PASS, passing, readReport, reportTestApp } from './ledger-report.test-helpers.ts';

const clock = manualClock(Date.UTC(2026, 3, 1, 12));
const r = reportTestApp(() => ({ clock, env: { EARNINGS_CLEARING_DAYS: '7' } }));
const db = () => r.t.database.db;
/** The clearing sweep, run as the scheduled work runs it (scheduled work is off in tests). */
const clearDueEarnings = () =>
  createLedgerService({
    db: db(),
    clock,
    log: r.t.app.log,
    background: { every: () => undefined },
    clearingDays: 7,
  }).clearDueEarnings();
const report = () => readReport(r.t, r.admin);

/** How each balance moved between two reports. */
function moved(before: Awaited<ReturnType<typeof report>>, after: Awaited<ReturnType<typeof report>>) {
  const delta = <T extends Record<string, number>>(a: T, b: T) =>
    Object.fromEntries(Object.keys(a).map((key) => [key, (b[key] ?? 0) - (a[key] ?? 0)]));
  return { platform: delta(before.platform, after.platform), sellers: delta(before.sellers, after.sellers) };
}

const NOTHING = {
  platform: { cardPaymentsCents: 0, escrowCents: 0, platformFeesCents: 0, proPlanRevenueCents: 0 },
  sellers: { pendingCents: 0, availableCents: 0, inTransitCents: 0, paidOutCents: 0 },
};

describe('GET /api/admin/ledger', () => {
  it('is for admins only: 401 to a visitor, 403 NOT_AN_ADMIN to a buyer or a freelancer', async () => {
    const buyer = await buildUser(r.t.app, db(), { role: 'buyer' });
    const freelancer = await buildUser(r.t.app, db(), { role: 'freelancer' });
    for (const who of [buyer, freelancer]) {
      const answer = await r.t.app.inject({ method: 'GET', url: ADMIN_LEDGER_PATH, headers: { cookie: who.cookie } });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: { code: 'FORBIDDEN', details: { reason: 'NOT_AN_ADMIN' } } });
    }
    const visitor = await r.t.app.inject({ method: 'GET', url: ADMIN_LEDGER_PATH });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('answers zero balances and every check passing on an empty ledger', async () => {
    const empty = await report();
    expect({ platform: empty.platform, sellers: empty.sellers }).toEqual(NOTHING);
    expect(passing(empty)).toEqual(ALL_PASS);
    expect(empty.checkedAt).toBe(clock.now().toISOString());
  });

  it('holds the price and fee in escrow once the buyer pays', async () => {
    const before = await report();
    const { order } = await placedOrder(r.t.app, db(), { priceCents: 5000 });
    const after = await report();
    const total = 5000 + feeCents(5000);
    expect(order.totalCents).toBe(total);
    expect(moved(before, after)).toEqual({
      ...NOTHING,
      platform: { ...NOTHING.platform, cardPaymentsCents: total, escrowCents: total },
    });
    expect(passing(after)).toEqual(ALL_PASS);
    expect(after.checks.escrow).toMatchObject({ escrowCents: after.platform.escrowCents });
  });

  it('moves the price to pending and the fee to the platform on completion, then pending to available', async () => {
    const { buyer, order } = await deliveredOrder(r.t.app, db(), { priceCents: 3000 });
    const before = await report();
    await actOk(r.t.app, buyer, order.id, { action: 'accept' });
    const completed = await report();
    expect(moved(before, completed)).toEqual({
      platform: { ...NOTHING.platform, escrowCents: -(3000 + feeCents(3000)), platformFeesCents: feeCents(3000) },
      sellers: { ...NOTHING.sellers, pendingCents: 3000 },
    });
    expect(passing(completed)).toEqual(ALL_PASS);

    clock.advance(7 * DAY_MS);
    expect(await clearDueEarnings()).toBe(1);
    const cleared = await report();
    expect(moved(completed, cleared)).toEqual({
      platform: NOTHING.platform,
      sellers: { ...NOTHING.sellers, pendingCents: -3000, availableCents: 3000 },
    });
    expect(passing(cleared)).toEqual(ALL_PASS);
  });

  it('gives the whole total back on a cancellation, leaving the books as they were', async () => {
    const { buyer, order } = await placedOrder(r.t.app, db(), { priceCents: 2500 });
    const before = await report();
    await actOk(r.t.app, buyer, order.id, { action: 'cancel', reason: 'Changed my mind' });
    const after = await report();
    const total = 2500 + feeCents(2500);
    expect(moved(before, after)).toEqual({
      ...NOTHING,
      platform: { ...NOTHING.platform, cardPaymentsCents: -total, escrowCents: -total },
    });
    expect(passing(after)).toEqual(ALL_PASS);
  });

  it("counts a Pro charge as the platform's Pro revenue", async () => {
    const before = await report();
    const seller = await buildUser(r.t.app, db(), { role: 'freelancer' });
    expect((await upgrade(r.t.app, seller)).statusCode).toBe(201);
    const after = await report();
    expect(moved(before, after)).toEqual({
      ...NOTHING,
      platform: { ...NOTHING.platform, cardPaymentsCents: PRO_PRICE_CENTS, proPlanRevenueCents: PRO_PRICE_CENTS },
    });
    expect(passing(after)).toEqual(ALL_PASS);
  });

  it('lists no problems when every check passes', async () => {
    const { checks } = await report();
    expect(checks.zeroSum).toEqual({ ok: true, ledgerSumCents: 0, unevenCount: 0, uneven: [] });
    expect(checks.accounts).toEqual({ ok: true, driftedCount: 0, drifted: [] });
    const none = { count: 0, orders: [] };
    expect(checks.orders).toEqual({ ok: true, withoutPayment: none, withoutCompletion: none, withoutRefund: none });
    expect(checks.escrow.escrowCents).toBe(checks.escrow.expectedCents);
  });
});
