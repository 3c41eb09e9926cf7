import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@teenfreelance/contracts/orders';
import { orders } from '../../../db/schema/orders.ts';
import { payments } from '../../../db/schema/payments.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { createHoldablePaymentProvider, pay, payBody, TEST_CARDS } from '../../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

describe('paying exactly once (Idempotency-Key)', () => {
  let t: TestContext;
  const { provider, holdCharges, chargesFor } = createHoldablePaymentProvider();

  beforeAll(async () => {
    t = await createTestApp({ paymentProvider: provider });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  async function buyerAndGig(): Promise<{ buyer: TestUser; gigId: string }> {
    const seller = await buildUser(t.app, db(), { role: 'freelancer' });
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    const { id } = await buildGig(db(), seller.id, { priceCents: 4000 });
    return { buyer, gigId: id };
  }
  const ordersOf = (buyerId: string) => db().select().from(orders).where(eq(orders.buyerId, buyerId));
  const paymentsOf = (buyerId: string) => db().select().from(payments).where(eq(payments.userId, buyerId));

  it('answers a retry with the first answer, and charges once', async () => {
    const { buyer, gigId } = await buyerAndGig();
    const key = randomUUID();
    const first = await pay(t.app, buyer, gigId, payBody(), key);
    const retry = await pay(t.app, buyer, gigId, payBody(), key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<Order>()).toEqual(first.json<Order>());
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await paymentsOf(buyer.id)).toHaveLength(1);
    expect(chargesFor(buyer.id)).toHaveLength(1);
    // A new key is a new purchase.
    expect((await pay(t.app, buyer, gigId, payBody(), randomUUID())).statusCode).toBe(201);
    expect(await ordersOf(buyer.id)).toHaveLength(2);
  });

  it('refuses the same key with a different request (422), for that user only', async () => {
    const { buyer, gigId } = await buyerAndGig();
    const other = await buyerAndGig();
    const key = randomUUID();
    expect((await pay(t.app, buyer, gigId, payBody(), key)).statusCode).toBe(201);
    for (const response of [
      await pay(t.app, buyer, gigId, payBody({ fullName: 'Someone Else' }), key),
      await pay(t.app, buyer, other.gigId, payBody(), key),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toMatchObject({
        code: 'UNPROCESSABLE',
        details: { reason: 'IDEMPOTENCY_KEY_REUSED' },
      });
    }
    // Keys belong to their user: another buyer's same key is their own first request.
    expect((await pay(t.app, other.buyer, other.gigId, payBody(), key)).statusCode).toBe(201);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('answers 409 to a retry while the first request is still running, then the first answer', async () => {
    const { buyer, gigId } = await buyerAndGig();
    const key = randomUUID();
    const held = holdCharges();
    const first = pay(t.app, buyer, gigId, payBody(), key);
    await held.started;
    const duplicate = await pay(t.app, buyer, gigId, payBody(), key);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.details).toEqual({ reason: 'IDEMPOTENCY_KEY_IN_USE' });
    held.release();
    const answered = await first;
    expect(answered.statusCode).toBe(201);
    const later = await pay(t.app, buyer, gigId, payBody(), key);
    expect(later.json<Order>().id).toBe(answered.json<Order>().id);
  });

  it('makes exactly one order and one charge from 50 concurrent duplicates', async () => {
    const { buyer, gigId } = await buyerAndGig();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 50 }, () => pay(t.app, buyer, gigId, payBody(), key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const ids = new Set(responses.filter((r) => r.statusCode === 201).map((r) => r.json<Order>().id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(await paymentsOf(buyer.id)).toHaveLength(1);
    expect(chargesFor(buyer.id)).toHaveLength(1);
  });

  it('replays a declined answer instead of trying the card again', async () => {
    const { buyer, gigId } = await buyerAndGig();
    const key = randomUUID();
    const body = payBody({ cardNumber: TEST_CARDS.insufficientFunds });
    const first = await pay(t.app, buyer, gigId, body, key);
    const retry = await pay(t.app, buyer, gigId, body, key);
    expect(first.statusCode).toBe(422);
    expect(retry.json()).toEqual(first.json());
    expect(await paymentsOf(buyer.id)).toHaveLength(1);
  });

  it('leaves no order and no charge when the order cannot be written after the payment is recorded', async () => {
    const { buyer, gigId } = await buyerAndGig();
    // The order's first timeline event is written after its payment row, in the same transaction.
    await db().execute(sql`
      create function fail_order_event() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db().execute(
      sql`create trigger fail_order_event before insert on order_events for each row execute function fail_order_event()`,
    );
    const key = randomUUID();
    try {
      const response = await pay(t.app, buyer, gigId, payBody(), key);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toContain('you have not been charged');
      const retry = await pay(t.app, buyer, gigId, payBody(), key);
      expect(retry.json()).toEqual(response.json());
    } finally {
      await db().execute(sql`drop trigger fail_order_event on order_events`);
      await db().execute(sql`drop function fail_order_event()`);
    }
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(chargesFor(buyer.id).map((charge) => charge.status)).toEqual(['refunded']);
    const [attempt] = await paymentsOf(buyer.id);
    expect(attempt).toMatchObject({ status: 'refunded', orderId: null, amountCents: 4160 });
    expect(await paymentsOf(buyer.id)).toHaveLength(1);
  });
});
