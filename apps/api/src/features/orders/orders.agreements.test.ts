import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATE_REVISION_DAYS, orderActions, orderPath, type OrderAction } from '@teenfreelance/contracts/orders';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';
import { notifications } from '../../db/schema/notifications.ts';
import { manualClock } from '../../testing/clock.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { actionsOnClock, deliveredOrder, placedOrder } from '../../testing/order-helpers.ts';
import { validTransitionBody } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { NEVER_THEIRS } from '../../testing/order-roles.ts';

const bodyOf = validTransitionBody;

type Role = 'buyer' | 'seller' | 'admin';
type Allowed = Record<Role, OrderAction[]>;

describe('extensions, partial refunds and lateness (decision 0082)', () => {
  const clock = manualClock(Date.UTC(2026, 3, 6, 9));
  let t: TestContext;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  /** Each action a second after the last one, so the timeline's order is the order they were made in. */
  const { act, actOk, get } = actionsOnClock(() => t.app, clock);
  const kindsFor = async (userId: string, orderId: string) =>
    (
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/orders/${orderId}`)))
    )
      .map((n) => n.kind)
      .sort();

  /** Each actor is offered exactly `allowed`, and every other action is refused (403 or 409) without a change. */
  async function expectMachine(parties: { buyer: TestUser; seller: TestUser }, orderId: string, allowed: Allowed) {
    const before = await get(parties.buyer, orderId);
    const actors: [Role, TestUser][] = [
      ['buyer', parties.buyer],
      ['seller', parties.seller],
      ['admin', admin],
    ];
    for (const [role, who] of actors) {
      expect((await get(who, orderId)).actions, role).toEqual(allowed[role]);
      for (const action of orderActions.filter((a) => !allowed[role].includes(a))) {
        const response = await act(who, orderId, bodyOf(action));
        expect(response.statusCode, `${role} ${action}`).toBe(NEVER_THEIRS[role].includes(action) ? 403 : 409);
      }
    }
    const after = await get(parties.buyer, orderId);
    expect(after.timeline).toHaveLength(before.timeline.length);
    expect({ ...after, actions: [] }).toEqual({ ...before, actions: [] });
  }

  it('offers exactly the machine’s actions while an extension or a partial refund waits, and once late', async () => {
    const asked = await placedOrder(t.app, db());
    await actOk(asked.seller, asked.order.id, bodyOf('request_extension'));
    await expectMachine(asked, asked.order.id, {
      buyer: ['cancel', 'accept_extension', 'decline_extension'],
      seller: ['start', 'request_cancellation'],
      admin: ['cancel'],
    });

    const offered = await deliveredOrder(t.app, db());
    await actOk(offered.buyer, offered.order.id, bodyOf('propose_partial_refund'));
    await expectMachine(offered, offered.order.id, {
      buyer: ['request_revision', 'accept', 'request_cancellation', 'withdraw_partial_refund', 'open_dispute'],
      seller: ['request_cancellation', 'accept_partial_refund', 'decline_partial_refund', 'open_dispute'],
      admin: ['cancel'],
    });

    const late = await placedOrder(t.app, db());
    await actOk(late.seller, late.order.id, { action: 'start' });
    clock.advance(3 * DAY_MS + DAY_MS);
    await expectMachine(late, late.order.id, {
      buyer: ['request_cancellation', 'propose_partial_refund', 'cancel_for_lateness', 'open_dispute'],
      seller: ['deliver', 'request_cancellation', 'request_extension', 'propose_partial_refund', 'open_dispute'],
      admin: ['cancel'],
    });
  }, 120_000);

  it('moves the due date when the buyer gives more time, and keeps it when they decline', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db());
    const asked = await actOk(seller, order.id, { action: 'request_extension', days: 3, reason: 'Exam week' });
    expect(asked.extensionRequest).toEqual({
      days: 3,
      requestedAt: clock.now().toISOString(),
      expiresAt: new Date(clock.now().getTime() + 48 * HOUR_MS).toISOString(),
    });
    expect((await act(seller, order.id, bodyOf('request_extension'))).statusCode).toBe(409);
    const given = await actOk(buyer, order.id, { action: 'accept_extension' });
    expect(given.dueAt).toBe(new Date(new Date(order.dueAt).getTime() + 3 * DAY_MS).toISOString());
    expect(given.extensionRequest).toBeNull();
    expect(given.timeline.slice(-2).map((e) => [e.transition, e.actorRole, e.days, e.message])).toEqual([
      ['request_extension', 'seller', 3, 'Exam week'],
      ['accept_extension', 'buyer', 3, null],
    ]);
    expect(await kindsFor(buyer.id, order.id)).toEqual(['extension_requested']);
    expect(await kindsFor(seller.id, order.id)).toEqual(['extension_accepted', 'order_placed']);

    await actOk(seller, order.id, { action: 'request_extension', days: 1, reason: 'One more day' });
    const kept = await actOk(buyer, order.id, { action: 'decline_extension' });
    expect(kept.dueAt).toBe(given.dueAt);
    expect(await kindsFor(seller.id, order.id)).toContain('extension_declined');

    // Three requests an order, and each within the limits.
    await actOk(seller, order.id, { action: 'request_extension', days: 14, reason: 'Last try' });
    await actOk(buyer, order.id, { action: 'decline_extension' });
    const fourth = await act(seller, order.id, bodyOf('request_extension'));
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().error.details).toEqual({ reason: 'EXTENSIONS_EXHAUSTED', limit: 3 });
    for (const days of [0, 15, 1.5]) {
      const refused = await act(seller, order.id, { action: 'request_extension', days, reason: 'x' });
      expect(refused.statusCode, String(days)).toBe(400);
    }
  });

  it('lets the buyer answer for 48 hours by the clock, and not after', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db());
    await actOk(seller, order.id, bodyOf('request_extension'));
    clock.advance(48 * HOUR_MS - 60_000);
    expect((await get(buyer, order.id)).actions).toContain('accept_extension');
    clock.advance(60_000);
    expect((await get(buyer, order.id)).actions).not.toContain('accept_extension');
    const late = await act(buyer, order.id, { action: 'accept_extension' });
    expect(late.statusCode).toBe(409);
    expect((await get(buyer, order.id)).dueAt).toBe(order.dueAt);
  });

  it('lets the buyer cancel an undelivered order for lateness a day after its due date, with a full refund', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db());
    await actOk(seller, order.id, { action: 'start' });
    const dueAt = new Date(order.dueAt).getTime();
    expect((await get(buyer, order.id)).lateCancellableAt).toBe(new Date(dueAt + DAY_MS).toISOString());
    clock.set(dueAt + DAY_MS - 60_000);
    const early = await act(buyer, order.id, { action: 'cancel_for_lateness' });
    expect(early.statusCode).toBe(409);
    clock.set(dueAt + DAY_MS);
    const cancelled = await actOk(buyer, order.id, { action: 'cancel_for_lateness' });
    expect(cancelled).toMatchObject({ status: 'cancelled', actions: [], lateCancellableAt: null });
    expect(cancelled.timeline.at(-1)).toMatchObject({ transition: 'cancel_for_lateness', actorRole: 'buyer' });
    expect(await kindsFor(seller.id, order.id)).toContain('order_cancelled_late');
    const receipt = await t.app.inject({
      method: 'GET',
      url: `${orderPath(order.id)}/receipt`,
      headers: { cookie: buyer.cookie },
    });
    expect(receipt.json()).toMatchObject({ refundedAt: clock.now().toISOString(), refundedCents: order.totalCents });
  });

  it('counts lateness from the due date an accepted extension moved', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db());
    await actOk(seller, order.id, { action: 'start' });
    await actOk(seller, order.id, { action: 'request_extension', days: 2, reason: 'Sick' });
    await actOk(buyer, order.id, { action: 'accept_extension' });
    clock.set(new Date(order.dueAt).getTime() + DAY_MS);
    expect((await act(buyer, order.id, { action: 'cancel_for_lateness' })).statusCode).toBe(409);
    clock.advance(2 * DAY_MS);
    await actOk(buyer, order.id, { action: 'cancel_for_lateness' });
  });

  it('never lets a delivered order be cancelled for lateness, however late', async () => {
    const { buyer, order } = await deliveredOrder(t.app, db());
    clock.set(new Date(order.dueAt).getTime() + 10 * DAY_MS);
    const seen = await get(buyer, order.id);
    expect(seen.lateCancellableAt).toBeNull();
    expect((await act(buyer, order.id, { action: 'cancel_for_lateness' })).statusCode).toBe(409);
  });

  it('gives a revision asked for after the due date a due date of its own, and keeps an earlier one', async () => {
    const early = await deliveredOrder(t.app, db());
    const kept = await actOk(early.buyer, early.order.id, bodyOf('request_revision'));
    expect(kept.dueAt).toBe(early.order.dueAt);
    expect(kept.timeline.at(-1)?.days).toBeNull();

    const late = await deliveredOrder(t.app, db());
    clock.set(new Date(late.order.dueAt).getTime() + 2 * DAY_MS);
    const revised = await actOk(late.buyer, late.order.id, bodyOf('request_revision'));
    expect(revised.dueAt).toBe(new Date(clock.now().getTime() + LATE_REVISION_DAYS * DAY_MS).toISOString());
    expect(revised.timeline.at(-1)).toMatchObject({ transition: 'request_revision', days: LATE_REVISION_DAYS });
  });
});
