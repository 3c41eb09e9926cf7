import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPath, type Order } from '@teenfreelance/contracts/orders';
import { HOUR_MS } from '@teenfreelance/contracts/time';
import { notifications } from '../../db/schema/notifications.ts';
import { orderEvents, orders } from '../../db/schema/orders.ts';
import { manualClock } from '../../testing/clock.ts';
import { eventually } from '../../testing/eventually.ts';
import { actOk, placedOrder } from '../../testing/order-helpers.ts';
import { withRestartedProcesses } from '../../testing/restarted-processes.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

/** Scheduled work on, with the order sweeps every second (a minute in production). */
const background = { enabled: true, pollingIntervalSeconds: 0.5, autoCompleteSweepSeconds: 1 };

describe('an extension request left unanswered for 48 hours expires (decision 0082)', () => {
  const clock = manualClock(Date.UTC(2026, 5, 1, 12));
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp({ clock, background });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const askedAt = async (id: string) =>
    (await db().select().from(orders).where(eq(orders.id, id)))[0]?.extensionRequestedAt ?? null;
  const expiries = (ids: string[]) =>
    db()
      .select()
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.transition, 'expire_extension')));
  const expiredNotices = (userId: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'extension_expired')));
  const ask = async () => {
    const placed = await placedOrder(t.app, db());
    await actOk(t.app, placed.seller, placed.order.id, { action: 'request_extension', days: 2, reason: 'Exams' });
    return placed;
  };

  it('closes it as the system once 48 hours have passed on the clock, telling both, the due date unchanged', async () => {
    const { buyer, seller, order } = await ask();
    clock.advance(48 * HOUR_MS - 60_000);
    // Several sweeps run meanwhile; a minute early is still early.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await askedAt(order.id)).not.toBeNull();

    clock.advance(60_000);
    await eventually(async () => (await askedAt(order.id)) === null);
    const seen = (
      await t.app.inject({ method: 'GET', url: orderPath(order.id), headers: { cookie: seller.cookie } })
    ).json<Order>();
    expect(seen).toMatchObject({ status: 'paid', dueAt: order.dueAt, extensionRequest: null });
    expect(seen.timeline.at(-1)).toMatchObject({ transition: 'expire_extension', actorRole: 'system' });
    // The seller may ask again: the expired request counts toward the three.
    expect(seen.actions).toContain('request_extension');
    expect(await expiredNotices(buyer.id)).toHaveLength(1);
    expect(await expiredNotices(seller.id)).toHaveLength(1);
  });

  it('expires each request once with several processes, after a restart', async () => {
    const batch = await Promise.all([ask(), ask()]);
    const ids = batch.map((b) => b.order.id);
    await t.app.close();
    clock.advance(3 * 24 * HOUR_MS);
    await withRestartedProcesses(t, { clock, background }, async () => {
      await eventually(async () => (await expiries(ids)).length === ids.length);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect((await expiries(ids)).map((e) => e.orderId).sort()).toEqual([...ids].sort());
      for (const { buyer } of batch) expect(await expiredNotices(buyer.id)).toHaveLength(1);
    });
  }, 60_000);
});
