import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderActions,
  orderPath,
  type GigRequirement,
  type Order,
  type OrderAction,
  type OrderStatus,
  type OrderTransitionInput,
} from '@teenfreelance/contracts/orders';
import { notifications } from '../../db/schema/notifications.ts';
import { payments } from '../../db/schema/payments.ts';
import type { LiveEnvelope } from '../../platform/live/live-events.ts';
import { hearLive } from '../../testing/conversation-helpers.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { act, actOk, createTestPaymentProvider, deliveredOrder, placedOrder } from '../../testing/order-helpers.ts';
import { validTransitionBody } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { NEVER_THEIRS } from '../../testing/order-roles.ts';

const bodyOf = validTransitionBody;
const ONE_QUESTION: GigRequirement = { kind: 'text', question: 'What colours?', required: true, options: [] };

/**
 * What each actor may do in each status, with nothing asked and nothing late:
 * the specification of the machine (orders.agreements.test.ts has the states
 * with an extension or partial refund waiting, and late orders).
 */
const ALLOWED: Record<OrderStatus, Record<'buyer' | 'seller' | 'admin', OrderAction[]>> = {
  // A gig with questions (decision 0094): only the buyer's answers start it; either side may still cancel.
  awaiting_requirements: {
    buyer: ['submit_requirements', 'cancel'],
    seller: ['request_cancellation'],
    admin: ['cancel'],
  },
  paid: { buyer: ['cancel'], seller: ['start', 'request_cancellation', 'request_extension'], admin: ['cancel'] },
  in_progress: {
    buyer: ['request_cancellation', 'propose_partial_refund'],
    seller: ['deliver', 'request_cancellation', 'request_extension', 'propose_partial_refund'],
    admin: ['cancel'],
  },
  delivered: {
    buyer: ['request_revision', 'accept', 'request_cancellation', 'propose_partial_refund', 'open_dispute'],
    seller: ['request_cancellation', 'propose_partial_refund', 'open_dispute'],
    admin: ['cancel'],
  },
  revision_requested: {
    buyer: ['request_cancellation', 'propose_partial_refund', 'open_dispute'],
    seller: ['deliver', 'request_cancellation', 'propose_partial_refund', 'open_dispute'],
    admin: ['cancel'],
  },
  // Opened by the buyer after the delivery: the seller answers (orders.disputes.test.ts has the later steps).
  disputed: { buyer: ['request_cancellation'], seller: ['request_cancellation', 'answer_dispute'], admin: ['cancel'] },
  completed: { buyer: [], seller: [], admin: [] },
  cancelled: { buyer: [], seller: [], admin: [] },
};

describe('the order machine through the API', () => {
  let t: TestContext;
  let admin: TestUser;
  const provider = createTestPaymentProvider();
  const heard: LiveEnvelope[] = [];
  let stopHearing: () => Promise<void>;

  beforeAll(async () => {
    t = await createTestApp({ paymentProvider: provider });
    admin = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
    stopHearing = await hearLive(t.database, heard);
  });
  afterAll(async () => {
    await stopHearing();
    await t.close();
  });

  const db = () => t.database.db;
  const get = (who: TestUser, id: string) =>
    t.app.inject({ method: 'GET', url: orderPath(id), headers: { cookie: who.cookie } });
  const kindsFor = async (userId: string) =>
    (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind).sort();
  const paymentOf = async (orderId: string) =>
    (
      await db()
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId)))
    )[0];

  /** A fresh order brought to `status` by its parties. */
  async function orderIn(status: OrderStatus) {
    if (status === 'awaiting_requirements') {
      return placedOrder(t.app, db(), { requirements: [ONE_QUESTION] });
    }
    if (status === 'paid' || status === 'in_progress') {
      const placed = await placedOrder(t.app, db());
      if (status === 'in_progress') await actOk(t.app, placed.seller, placed.order.id, { action: 'start' });
      return placed;
    }
    const delivered = await deliveredOrder(t.app, db());
    const { buyer, seller, order } = delivered;
    const steps: Partial<Record<OrderStatus, [TestUser, OrderTransitionInput][]>> = {
      revision_requested: [[buyer, bodyOf('request_revision')]],
      completed: [[buyer, { action: 'accept' }]],
      disputed: [[buyer, bodyOf('open_dispute')]],
      cancelled: [
        [buyer, bodyOf('request_cancellation')],
        [seller, { action: 'confirm_cancellation' }],
      ],
    };
    for (const [who, input] of steps[status] ?? []) await actOk(t.app, who, order.id, input);
    return delivered;
  }

  it('goes paid, in progress, delivered, revision, delivered, completed, telling the other party each time', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db(), { revisions: '1 revision' });
    expect((await actOk(t.app, seller, order.id, { action: 'start' })).status).toBe('in_progress');
    const delivered = await actOk(t.app, seller, order.id, bodyOf('deliver'));
    expect(delivered).toMatchObject({ status: 'delivered', revisionsLeft: 1 });
    expect(delivered.autoCompleteAt).toBe(
      new Date(new Date(delivered.deliveredAt ?? 0).getTime() + 3 * DAY_MS).toISOString(),
    );
    expect((await actOk(t.app, buyer, order.id, bodyOf('request_revision'))).revisionsLeft).toBe(0);
    await actOk(t.app, seller, order.id, { action: 'deliver', message: 'Bigger now', fileIds: [] });
    const refused = await act(t.app, buyer, order.id, bodyOf('request_revision'));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details).toEqual({ reason: 'REVISIONS_EXHAUSTED', revisions: 1, used: 1 });
    const completed = await actOk(t.app, buyer, order.id, { action: 'accept' });
    expect(completed.status).toBe('completed');
    expect(completed.canReview).toBe(true);
    expect(completed.timeline.map((e) => [e.transition, e.actorRole, e.toStatus])).toEqual([
      ['place', 'buyer', 'paid'],
      ['start', 'seller', 'in_progress'],
      ['deliver', 'seller', 'delivered'],
      ['request_revision', 'buyer', 'revision_requested'],
      ['deliver', 'seller', 'delivered'],
      ['accept', 'buyer', 'completed'],
    ]);
    expect(completed.timeline[3]?.message).toBe('Bigger, please');
    expect(await kindsFor(seller.id)).toEqual(['order_completed', 'order_placed', 'revision_requested']);
    expect(await kindsFor(buyer.id)).toEqual(['order_delivered', 'order_delivered', 'order_started']);
    // On PostgreSQL the events arrive after the answers, through NOTIFY.
    const live = () => heard.filter((e) => e.event.type === 'order.updated' && e.event.orderId === order.id);
    await expect.poll(() => live().length).toBe(6);
    expect(live().every((e) => e.to?.includes(buyer.id) && e.to.includes(seller.id))).toBe(true);
  });

  it("offers each party exactly the machine's actions, and refuses every other one without changing anything", async () => {
    for (const status of Object.keys(ALLOWED) as OrderStatus[]) {
      const { buyer, seller, order } = await orderIn(status);
      const stranger = await buildUser(t.app, db(), { role: 'buyer' });
      const actors = { buyer, seller, admin };
      for (const [role, who] of Object.entries(actors) as ['buyer' | 'seller' | 'admin', TestUser][]) {
        const seen = (await get(who, order.id)).json<Order>();
        expect(seen.status).toBe(status);
        expect(seen.actions, `${status} ${role}`).toEqual(ALLOWED[status][role]);
        for (const action of orderActions.filter((a) => !ALLOWED[status][role].includes(a))) {
          const response = await act(t.app, who, order.id, bodyOf(action));
          const expected = NEVER_THEIRS[role].includes(action) ? 403 : 409;
          expect(response.statusCode, `${status}: ${role} ${action}`).toBe(expected);
          expect(response.json().error.details.reason).toBe(
            expected === 403 ? 'ORDER_ACTOR_NOT_ALLOWED' : 'ORDER_TRANSITION_NOT_ALLOWED',
          );
        }
      }
      for (const action of orderActions) {
        expect((await act(t.app, stranger, order.id, bodyOf(action))).statusCode).toBe(404);
      }
      const after = (await get(buyer, order.id)).json<Order>();
      expect(after.status).toBe(status);
      expect(after.cancellationRequestedBy).toBeNull();
    }
  }, 120_000);

  it('allows unlimited revisions when the gig offers them', async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db(), { revisions: 'Unlimited' });
    for (let round = 0; round < 4; round += 1) {
      expect((await actOk(t.app, buyer, order.id, bodyOf('request_revision'))).revisionsLeft).toBeNull();
      await actOk(t.app, seller, order.id, bodyOf('deliver'));
    }
  });

  it('cancels by mutual agreement (one asks, the other confirms) and refunds the buyer', async () => {
    const { buyer, seller, order } = await orderIn('in_progress');
    await actOk(t.app, seller, order.id, bodyOf('request_cancellation'));
    expect((await act(t.app, seller, order.id, bodyOf('request_cancellation'))).statusCode).toBe(409);
    expect((await act(t.app, seller, order.id, { action: 'confirm_cancellation' })).statusCode).toBe(409);
    const asked = (await get(buyer, order.id)).json<Order>();
    expect(asked).toMatchObject({ cancellationRequestedBy: 'seller' });
    expect(asked.actions).toEqual(['confirm_cancellation', 'decline_cancellation', 'propose_partial_refund']);
    expect((await get(seller, order.id)).json<Order>().actions).toEqual([
      'deliver',
      'withdraw_cancellation',
      'request_extension',
      'propose_partial_refund',
    ]);

    // Declined, then asked again and confirmed.
    await actOk(t.app, buyer, order.id, { action: 'decline_cancellation' });
    expect((await get(buyer, order.id)).json<Order>().cancellationRequestedBy).toBeNull();
    await actOk(t.app, seller, order.id, bodyOf('request_cancellation'));
    const cancelled = await actOk(t.app, buyer, order.id, { action: 'confirm_cancellation' });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellationRequestedBy: null, actions: [] });
    const payment = await paymentOf(order.id);
    expect(payment).toMatchObject({ status: 'refunded', refundedAt: expect.any(Date) });
    expect(provider.charges().find((c) => c.chargeRef === payment?.providerRef)?.status).toBe('refunded');
  });

  it('refunds when the buyer cancels before the start, and when an admin cancels later', async () => {
    const early = await placedOrder(t.app, db());
    await actOk(t.app, early.buyer, early.order.id, bodyOf('cancel'));
    const late = await deliveredOrder(t.app, db());
    const byAdmin = await actOk(t.app, admin, late.order.id, bodyOf('cancel'));
    expect(byAdmin).toMatchObject({ status: 'cancelled', viewerRole: 'admin' });
    expect(byAdmin.timeline.at(-1)).toMatchObject({
      transition: 'cancel',
      actorRole: 'admin',
      message: 'Plans changed',
    });
    for (const orderId of [early.order.id, late.order.id]) {
      const payment = await paymentOf(orderId);
      expect(payment?.status).toBe('refunded');
      expect(provider.charges().find((c) => c.chargeRef === payment?.providerRef)?.status).toBe('refunded');
    }
    expect(await kindsFor(late.buyer.id)).toContain('order_cancelled');
    expect(await kindsFor(late.seller.id)).toContain('order_cancelled');
  });

  it('applies one of two simultaneous clicks', async () => {
    const { seller, order } = await placedOrder(t.app, db());
    const responses = await Promise.all([
      act(t.app, seller, order.id, { action: 'start' }),
      act(t.app, seller, order.id, { action: 'start' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const seen = (await get(seller, order.id)).json<Order>();
    expect(seen.timeline.filter((e) => e.transition === 'start')).toHaveLength(1);
  });
});
