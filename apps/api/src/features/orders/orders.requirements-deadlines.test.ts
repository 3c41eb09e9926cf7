import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPath, type GigRequirement, type Order } from '@teenfreelance/contracts/orders';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';
import { notifications } from '../../db/schema/notifications.ts';
import { orderEvents } from '../../db/schema/orders.ts';
import { payments } from '../../db/schema/payments.ts';
import { manualClock } from '../../testing/clock.ts';
import { eventually } from '../../testing/eventually.ts';
import { actOk, placedOrder } from '../../testing/order-helpers.ts';
import { withRestartedProcesses } from '../../testing/restarted-processes.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

/** Scheduled work on, with the order sweeps every second (a minute in production). */
const background = { enabled: true, pollingIntervalSeconds: 0.5, autoCompleteSweepSeconds: 1 };
const QUESTIONS: GigRequirement[] = [{ kind: 'text', question: 'What colours?', required: true, options: [] }];

describe('requirements left unanswered: a reminder after 2 days, a refund after 7 (decision 0094)', () => {
  const clock = manualClock(Date.UTC(2026, 5, 1, 12));
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp({ clock, background });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const noticesOf = (userId: string, kind: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const expiries = (ids: string[]) =>
    db()
      .select()
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.transition, 'expire_requirements')));
  const waiting = () => placedOrder(t.app, db(), { requirements: QUESTIONS });
  const read = async (cookie: string, id: string) =>
    (await t.app.inject({ method: 'GET', url: orderPath(id), headers: { cookie } })).json<Order>();

  it('reminds the buyer once after 2 days, and an answered order is neither reminded nor cancelled', async () => {
    const { buyer, seller, order } = await waiting();
    const answered = await waiting();
    await actOk(t.app, answered.buyer, answered.order.id, {
      action: 'submit_requirements',
      answers: [{ text: 'Blue', option: null, fileId: null }],
    });
    clock.advance(2 * DAY_MS - 60_000);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await noticesOf(buyer.id, 'requirements_reminder')).toHaveLength(0);

    clock.advance(60_000);
    await eventually(async () => (await noticesOf(buyer.id, 'requirements_reminder')).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await noticesOf(buyer.id, 'requirements_reminder')).toHaveLength(1);
    expect(await noticesOf(seller.id, 'requirements_reminder')).toHaveLength(0);
    expect(await noticesOf(answered.buyer.id, 'requirements_reminder')).toHaveLength(0);
    expect((await read(buyer.cookie, order.id)).status).toBe('awaiting_requirements');

    // Seven days after payment: cancelled and refunded as the system; the answered order goes on.
    clock.advance(5 * DAY_MS);
    await eventually(async () => (await expiries([order.id])).length === 1);
    const seen = await read(seller.cookie, order.id);
    expect(seen.status).toBe('cancelled');
    expect(seen.timeline.at(-1)).toMatchObject({ transition: 'expire_requirements', actorRole: 'system' });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe('refunded');
    expect(await noticesOf(buyer.id, 'requirements_expired')).toHaveLength(1);
    expect(await noticesOf(seller.id, 'requirements_expired')).toHaveLength(1);
    expect((await read(answered.buyer.cookie, answered.order.id)).status).toBe('paid');
  }, 60_000);

  it('reminds and cancels each order once with several processes, after a restart', async () => {
    const batch = await Promise.all([waiting(), waiting()]);
    const ids = batch.map((b) => b.order.id);
    await t.app.close();
    clock.advance(8 * DAY_MS + HOUR_MS);
    await withRestartedProcesses(t, { clock, background }, async () => {
      await eventually(async () => (await expiries(ids)).length === ids.length);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await expiries(ids)).map((e) => e.orderId).sort()).toEqual([...ids].sort());
      for (const { buyer } of batch) {
        expect(await noticesOf(buyer.id, 'requirements_expired')).toHaveLength(1);
        expect((await noticesOf(buyer.id, 'requirements_reminder')).length).toBeLessThanOrEqual(1);
      }
    });
  }, 60_000);
});
