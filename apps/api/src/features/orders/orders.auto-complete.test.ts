import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPath, type Order } from '@teenfreelance/contracts/orders';
import { notifications } from '../../db/schema/notifications.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { manualClock } from '../../testing/clock.ts';
import { eventually } from '../../testing/eventually.ts';
import type { TestUser } from '../../testing/factories.ts';
import { deliveredOrder } from '../../testing/order-helpers.ts';
import { withRestartedProcesses } from '../../testing/restarted-processes.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

/** Scheduled work on, with a sweep every second (a minute in production). */
const background = { enabled: true, pollingIntervalSeconds: 0.5, autoCompleteSweepSeconds: 1 };

describe('automatic completion 3 days after delivery', () => {
  const clock = manualClock(Date.UTC(2026, 2, 1, 12));
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp({ clock, background });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const statusOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;
  const completions = (ids: string[]) =>
    db()
      .select()
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.transition, 'auto_complete')));
  const completedNotices = (user: TestUser) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.kind, 'order_completed')));

  it('completes a delivered order once its 3 days have passed on the clock, as the system, telling both', async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    expect(order.autoCompleteAt).toBe(new Date(clock.now().getTime() + 3 * DAY_MS).toISOString());
    clock.advance(3 * DAY_MS - 60_000);
    // Several sweeps run meanwhile; a minute early is still early.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await statusOf(order.id)).toBe('delivered');

    clock.advance(60_000);
    await eventually(async () => (await statusOf(order.id)) === 'completed');
    const seen = (
      await t.app.inject({ method: 'GET', url: orderPath(order.id), headers: { cookie: buyer.cookie } })
    ).json<Order>();
    expect(seen.timeline.at(-1)).toMatchObject({ transition: 'auto_complete', actorRole: 'system', actorName: null });
    expect(seen.completedAt).toBe(clock.now().toISOString());
    expect(await completedNotices(buyer)).toHaveLength(1);
    expect(await completedNotices(seller)).toHaveLength(1);
  });

  it('leaves an order the buyer asked to revise alone', async () => {
    const { buyer, order } = await deliveredOrder(t.app, db());
    await t.app.inject({
      method: 'POST',
      url: `${orderPath(order.id)}/transitions`,
      headers: { cookie: buyer.cookie },
      payload: { action: 'request_revision', message: 'One more change' },
    });
    clock.advance(10 * DAY_MS);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await statusOf(order.id)).toBe('revision_requested');
  });

  it('catches up after a restart, and completes each order once with several processes', async () => {
    const batch = await Promise.all([deliveredOrder(t.app, db()), deliveredOrder(t.app, db())]);
    const ids = batch.map((b) => b.order.id);
    // Every process is down while the orders fall due.
    await t.app.close();
    clock.advance(5 * DAY_MS);
    await withRestartedProcesses(t, { clock, background }, async () => {
      await eventually(async () => (await completions(ids)).length === ids.length);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await completions(ids)).map((e) => e.orderId).sort()).toEqual([...ids].sort());
      for (const { buyer, seller } of batch) {
        expect(await completedNotices(buyer)).toHaveLength(1);
        expect(await completedNotices(seller)).toHaveLength(1);
      }
    });
  }, 60_000);
});
