import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeCents } from '@teenfreelance/contracts/orders';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { selectRows } from '../../../db/client.ts';
import { manualClock } from '../../../testing/clock.ts';
import { actOk, deliveredOrder, placedOrder, upgrade } from '../../../testing/order-helpers.ts';
import { buildUser } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { findOrderPostings, insertPosting } from './ledger.repository.ts';
import { ledgerForTests, ledgerInvariants, platformBalances, sellerBalances } from '../../../testing/ledger-helpers.ts';

const clock = manualClock(Date.UTC(2026, 3, 1, 12));
const t = testAppForTests(() => ({ clock, env: { EARNINGS_CLEARING_DAYS: '7' } }));
/** The clearing sweep as the scheduled work runs it (scheduled work is off in this file). */
const ledger = ledgerForTests(t, clock, 7);
const db = () => t.database.db;
const postings = async (orderId: string) => (await findOrderPostings(db(), orderId)).map((p) => p.eventKind);

describe('the ledger of an order', () => {
  it('holds the price and the fee in escrow when the buyer pays', async () => {
    const before = await platformBalances(db());
    const { seller, order } = await placedOrder(t.app, db(), { priceCents: 5000 });
    const after = await platformBalances(db());
    expect((after.escrow ?? 0) - (before.escrow ?? 0)).toBe(5000 + feeCents(5000));
    expect(await postings(order.id)).toEqual(['order_payment']);
    expect(await sellerBalances(db(), seller.id)).toEqual({ pending: 0, available: 0, inTransit: 0, paidOut: 0 });
  });

  it('gives the seller the whole price, pending, and the platform the fee when the buyer accepts', async () => {
    const before = await platformBalances(db());
    const { buyer, seller, order } = await deliveredOrder(t.app, db(), { priceCents: 5200 });
    await actOk(t.app, buyer, order.id, { action: 'accept' });
    const after = await platformBalances(db());
    expect(await sellerBalances(db(), seller.id)).toEqual({ pending: 5200, available: 0, inTransit: 0, paidOut: 0 });
    expect((after.platform_fees ?? 0) - (before.platform_fees ?? 0)).toBe(feeCents(5200));
    expect((after.escrow ?? 0) - (before.escrow ?? 0)).toBe(0);
    expect(await postings(order.id)).toEqual(['order_payment', 'order_completion']);
  });

  it('clears the earnings 7 days after completion, not a minute before, and only once', async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db(), { priceCents: 3000 });
    await actOk(t.app, buyer, order.id, { action: 'accept' });
    clock.advance(7 * DAY_MS - 60_000);
    await ledger.clearDueEarnings();
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ pending: 3000, available: 0 });
    clock.advance(60_000);
    await Promise.all([ledger.clearDueEarnings(), ledger.clearDueEarnings()]);
    await ledger.clearDueEarnings();
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ pending: 0, available: 3000 });
    expect(await postings(order.id)).toEqual(['order_payment', 'order_completion', 'earnings_cleared']);
  });

  it('gives the whole total back when a paid order is cancelled, and the seller earns nothing', async () => {
    const before = await platformBalances(db());
    const { buyer, seller, order } = await placedOrder(t.app, db(), { priceCents: 2500 });
    await actOk(t.app, buyer, order.id, { action: 'cancel', reason: 'Changed my mind' });
    const after = await platformBalances(db());
    expect((after.escrow ?? 0) - (before.escrow ?? 0)).toBe(0);
    expect((after.card_payments ?? 0) - (before.card_payments ?? 0)).toBe(0);
    expect(await postings(order.id)).toEqual(['order_payment', 'order_refund']);
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ pending: 0, available: 0 });
  });

  it('posts a Pro charge to the platform', async () => {
    const before = await platformBalances(db());
    const seller = await buildUser(t.app, db(), { role: 'freelancer' });
    expect((await upgrade(t.app, seller)).statusCode).toBe(201);
    const after = await platformBalances(db());
    expect((after.pro_plan_revenue ?? 0) - (before.pro_plan_revenue ?? 0)).toBeGreaterThan(0);
  });

  it('sums to zero, and every balance is the sum of its entries', async () => {
    expect(await ledgerInvariants(db())).toEqual({ total: 0, unbalanced: 0, drifted: 0 });
  });
});

describe('what the database refuses', () => {
  it('a second posting of the same event', async () => {
    const { order } = await placedOrder(t.app, db());
    const [payment] = await selectRows<{ id: string }>(db(), sql`select id from payments where order_id = ${order.id}`);
    const again = await db().transaction((tx) =>
      insertPosting(tx, {
        event: { kind: 'order_payment', id: payment?.id ?? '' },
        orderId: order.id,
        at: clock.now(),
        lines: [
          { account: { kind: 'card_payments' }, amountCents: -100 },
          { account: { kind: 'escrow' }, amountCents: 100 },
        ],
      }),
    );
    expect(again).toBe(false);
    expect(await postings(order.id)).toEqual(['order_payment']);
    await expect(
      db().execute(sql`insert into ledger_transactions (event_kind, event_id, created_at)
        select event_kind, event_id, created_at from ledger_transactions where order_id = ${order.id}`),
    ).rejects.toThrow();
  });

  it('a posting whose entries do not sum to zero, at commit', async () => {
    const totalBefore = await ledgerInvariants(db());
    await expect(
      db().transaction((tx) =>
        insertPosting(tx, {
          event: { kind: 'pro_charge', id: 'unbalanced' },
          at: clock.now(),
          lines: [
            { account: { kind: 'card_payments' }, amountCents: -100 },
            { account: { kind: 'pro_plan_revenue' }, amountCents: 99 },
          ],
        }),
      ),
    ).rejects.toThrow();
    expect(await ledgerInvariants(db())).toEqual(totalBefore);
  });

  it("a seller's balance below zero, and any change to what was posted", async () => {
    const seller = await buildUser(t.app, db(), { role: 'freelancer' });
    await expect(
      db().transaction((tx) =>
        insertPosting(tx, {
          event: { kind: 'withdrawal', id: 'overdraw' },
          at: clock.now(),
          lines: [
            { account: { kind: 'seller_available', userId: seller.id }, amountCents: -100 },
            { account: { kind: 'payouts_in_transit', userId: seller.id }, amountCents: 100 },
          ],
        }),
      ),
    ).rejects.toThrow();
    await expect(db().execute(sql`update ledger_entries set amount_cents = amount_cents + 1`)).rejects.toThrow();
    await expect(db().execute(sql`delete from ledger_transactions`)).rejects.toThrow();
  });
});
