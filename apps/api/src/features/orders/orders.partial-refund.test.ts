import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LEDGER_PATH, type LedgerReport } from '@teenfreelance/contracts/admin-ledger';
import { feeCents } from '@teenfreelance/contracts/orders';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { notifications } from '../../db/schema/notifications.ts';
import { payments } from '../../db/schema/payments.ts';
import { ledgerTransactions } from '../../db/schema/ledger.ts';
import { manualClock } from '../../testing/clock.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { platformBalances, sellerBalances } from '../../testing/ledger-helpers.ts';
import { actionsOnClock, createTestPaymentProvider, deliveredOrder, placedOrder } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

describe('partial refunds by agreement (decision 0082)', () => {
  const clock = manualClock(Date.UTC(2026, 4, 4, 9));
  const provider = createTestPaymentProvider();
  let t: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock, paymentProvider: provider });
    admin = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  /** Each action a second after the last one, so the timeline's order is the order they were made in. */
  const { act, actOk, get } = actionsOnClock(() => t.app, clock);
  const paymentOf = async (orderId: string) =>
    (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0];
  /** The kinds of the order's ledger postings, sorted (a split posts two at one moment). */
  const postingsOf = async (orderId: string) =>
    (
      await db()
        .select({ kind: ledgerTransactions.eventKind })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.orderId, orderId))
    )
      .map((row) => row.kind)
      .sort();
  const report = async () =>
    (
      await t.app.inject({ method: 'GET', url: ADMIN_LEDGER_PATH, headers: { cookie: admin.cookie } })
    ).json<LedgerReport>();

  it('completes with the split once the other party accepts, and the ledger records both sides', async () => {
    // $25.00 and its $1.00 fee; $10.00 of the price back: the seller earns $15.00, the platform keeps $0.60.
    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    const fees = (await platformBalances(db())).platform_fees ?? 0;
    const proposed = await actOk(seller, order.id, {
      action: 'propose_partial_refund',
      refundCents: 1000,
      message: 'I only finished the logo, not the banner',
    });
    const offer = { by: 'seller', refundCents: 1000, buyerRefundCents: 1040, sellerEarnsCents: 1500 };
    expect(proposed.partialRefundOffer).toEqual(offer);
    expect((await get(buyer, order.id)).actions).toEqual([
      'request_revision',
      'accept',
      'request_cancellation',
      'accept_partial_refund',
      'decline_partial_refund',
      'open_dispute',
    ]);
    expect((await act(seller, order.id, { action: 'accept_partial_refund' })).statusCode).toBe(409);

    const done = await actOk(buyer, order.id, { action: 'accept_partial_refund' });
    expect(done).toMatchObject({
      status: 'completed',
      partialRefundOffer: null,
      partialRefund: { refundCents: 1000, buyerRefundCents: 1040, sellerEarnsCents: 1500 },
      canReview: true,
    });
    expect(done.timeline.slice(-2).map((e) => [e.transition, e.actorRole, e.refundCents, e.toStatus])).toEqual([
      ['propose_partial_refund', 'seller', 1000, 'delivered'],
      ['accept_partial_refund', 'buyer', 1000, 'completed'],
    ]);
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/orders/${order.id}`));
    expect(notices.filter((n) => n.userId === buyer.id).map((n) => n.kind)).toContain('partial_refund_proposed');
    expect(notices.filter((n) => n.userId === seller.id).map((n) => n.kind)).toContain('partial_refund_accepted');

    const payment = await paymentOf(order.id);
    expect(payment).toMatchObject({ status: 'succeeded', refundedCents: 1040, refundedAt: clock.now() });
    expect(provider.charges().find((c) => c.chargeRef === payment?.providerRef)).toMatchObject({
      status: 'succeeded',
      refundedCents: 1040,
    });
    expect(await postingsOf(order.id)).toEqual(['order_completion', 'order_partial_refund', 'order_payment']);
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ pending: 1500 });
    expect((await platformBalances(db())).platform_fees).toBe(fees + feeCents(1500));
    const books = await report();
    expect(Object.values(books.checks).every((check) => check.ok)).toBe(true);
  });

  it('refuses a refund of the whole price or more, and lets the proposer withdraw and the other decline', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db());
    await actOk(seller, order.id, { action: 'start' });
    for (const refundCents of [2500, 9999]) {
      const refused = await act(buyer, order.id, {
        action: 'propose_partial_refund',
        refundCents,
        message: 'x',
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.details).toEqual({ reason: 'PARTIAL_REFUND_OUT_OF_RANGE', priceCents: 2500 });
    }
    expect(
      (await act(buyer, order.id, { action: 'propose_partial_refund', refundCents: 0, message: 'x' })).statusCode,
    ).toBe(400);
    const half = { action: 'propose_partial_refund', refundCents: 1250, message: 'Half' } as const;
    await actOk(buyer, order.id, half);
    expect((await act(buyer, order.id, half)).statusCode).toBe(409);
    expect((await actOk(buyer, order.id, { action: 'withdraw_partial_refund' })).partialRefundOffer).toBeNull();
    await actOk(buyer, order.id, half);
    const declined = await actOk(seller, order.id, { action: 'decline_partial_refund' });
    expect(declined).toMatchObject({ status: 'in_progress', partialRefundOffer: null });
    // A delivery changes the situation: an offer made before it is closed.
    await actOk(seller, order.id, half);
    const delivered = await actOk(seller, order.id, { action: 'deliver', message: 'All done', fileIds: [] });
    expect(delivered.partialRefundOffer).toBeNull();
    expect(await postingsOf(order.id)).toEqual(['order_payment']);
    expect((await paymentOf(order.id))?.refundedCents).toBeNull();
  });

  it('lets one of an accepted split and a cancel for lateness win, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { buyer, seller, order } = await placedOrder(t.app, db());
      await actOk(seller, order.id, { action: 'start' });
      await actOk(buyer, order.id, { action: 'propose_partial_refund', refundCents: 2000, message: 'Late' });
      clock.set(new Date(order.dueAt).getTime() + DAY_MS);
      const [accepted, cancelled] = await Promise.all([
        act(seller, order.id, { action: 'accept_partial_refund' }),
        act(buyer, order.id, { action: 'cancel_for_lateness' }),
      ]);
      expect([accepted.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
      const final = await get(buyer, order.id);
      const payment = await paymentOf(order.id);
      if (accepted.statusCode === 200) {
        expect(final.status).toBe('completed');
        expect(payment).toMatchObject({ status: 'succeeded', refundedCents: 2600 - 500 - feeCents(500) });
        expect(await postingsOf(order.id)).toEqual(['order_completion', 'order_partial_refund', 'order_payment']);
      } else {
        expect(final.status).toBe('cancelled');
        expect(payment).toMatchObject({ status: 'refunded', refundedCents: null });
        expect(await postingsOf(order.id)).toEqual(['order_payment', 'order_refund']);
      }
    }
    const books = await report();
    expect(Object.values(books.checks).every((check) => check.ok)).toBe(true);
  }, 60_000);
});
