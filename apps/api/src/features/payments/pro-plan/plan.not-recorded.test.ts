import { randomUUID } from 'node:crypto';
import { PLAN_PATH, type PlanState } from '@teenfreelance/contracts/pro-plan';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/payments.ts';
import { createSimulatedPaymentProvider } from '../simulated-provider.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';
import { upgrade } from '../../../testing/order-helpers.ts';

describe('an upgrade that cannot be recorded after its charge', () => {
  const clock = manualClock(Date.UTC(2026, 5, 15, 12));
  const provider = createSimulatedPaymentProvider({ clock });
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock, paymentProvider: provider });
  });
  afterAll(() => t.close());

  it('refunds the charge, and a retry with the key is told the same instead of getting Pro', async () => {
    const db = t.database.db;
    const seller = await buildUser(t.app, db, { role: 'freelancer' });
    // The subscription is the first row the upgrade writes after the charge.
    await db.execute(sql`
      create function fail_subscription() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db.execute(
      sql`create trigger fail_subscription before insert on subscriptions for each row execute function fail_subscription()`,
    );
    const key = randomUUID();
    try {
      const response = await upgrade(t.app, seller, {}, key);
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(
        'The payment could not be completed, and you have not been charged. Please try again.',
      );
      const retry = await upgrade(t.app, seller, {}, key);
      expect(retry.statusCode).toBe(503);
      expect(retry.json()).toEqual(response.json());
    } finally {
      await db.execute(sql`drop trigger fail_subscription on subscriptions`);
      await db.execute(sql`drop function fail_subscription()`);
    }
    // Even once the write would work, the key's answer stands: the refunded charge never buys Pro.
    const later = await upgrade(t.app, seller, {}, key);
    expect(later.statusCode).toBe(503);
    const plan = await t.app.inject({ method: 'GET', url: PLAN_PATH, headers: { cookie: seller.cookie } });
    expect(plan.json<PlanState>()).toEqual({ isPro: false, subscription: null });
    expect(provider.charges().filter((c) => c.idempotencyKey === `pro:${seller.id}:${key}`)).toEqual([
      expect.objectContaining({ status: 'refunded', amountCents: 1999 }),
    ]);
    const rows = await db
      .select({ status: payments.status })
      .from(payments)
      .where(and(eq(payments.userId, seller.id), eq(payments.purpose, 'pro')));
    expect(rows).toEqual([{ status: 'refunded' }]);

    // A new attempt (a new key) pays and upgrades.
    expect((await upgrade(t.app, seller)).statusCode).toBe(201);
  });
});
