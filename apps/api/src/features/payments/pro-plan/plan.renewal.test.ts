import type { PlanState } from '@teenfreelance/contracts/pro-plan';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs } from '../../../db/schema/gigs.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { payments } from '../../../db/schema/payments.ts';
import { createSimulatedPaymentProvider } from '../simulated-provider.ts';
import { manualClock } from '../../../testing/clock.ts';
import { eventually } from '../../../testing/eventually.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';
import { upgrade } from '../../../testing/order-helpers.ts';
import { createGig } from './plan.test-helpers.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

/** Scheduled work on, with the renewal sweep every second (an hour in production). */
const background = { enabled: true, pollingIntervalSeconds: 0.5, renewalSweepSeconds: 1 };

const sweepsPass = () => new Promise((resolve) => setTimeout(resolve, 2500));

describe('Pro renewals (scheduled work)', () => {
  const clock = manualClock(Date.UTC(2026, 5, 15, 12));
  const provider = createSimulatedPaymentProvider({ clock });
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock, paymentProvider: provider, background });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const planOf = async (who: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/me/plan', headers: { cookie: who.cookie } })).json<PlanState>();
  const proCharges = async (who: TestUser) =>
    (
      await db()
        .select()
        .from(payments)
        .where(and(eq(payments.userId, who.id), eq(payments.purpose, 'pro')))
    ).map((payment) => payment.status);

  it('charges the saved card once per month, and only once however many sweeps run', async () => {
    const seller = await buildUser(t.app, db(), { role: 'freelancer' });
    expect((await upgrade(t.app, seller)).statusCode).toBe(201);
    await sweepsPass();
    expect(await proCharges(seller)).toEqual(['succeeded']);

    clock.advance(30 * DAY_MS + 60_000);
    await eventually(
      async () =>
        (await planOf(seller)).subscription?.currentPeriodEnd === new Date(Date.UTC(2026, 7, 15, 12)).toISOString(),
    );
    await sweepsPass();
    expect(await proCharges(seller)).toEqual(['succeeded', 'succeeded']);
    expect(await planOf(seller)).toMatchObject({ isPro: true, subscription: { status: 'active' } });
  });

  it('ends a cancelled plan at the end of its period, without charging', async () => {
    const seller = await buildUser(t.app, db(), { role: 'freelancer' });
    await upgrade(t.app, seller);
    await t.app.inject({ method: 'POST', url: '/api/me/plan/cancel', headers: { cookie: seller.cookie } });
    clock.advance(32 * DAY_MS);
    await eventually(async () => (await planOf(seller)).subscription?.status === 'ended');
    expect(await planOf(seller)).toMatchObject({ isPro: false });
    expect(await proCharges(seller)).toEqual(['succeeded']);
  });

  it('ends Pro when the renewal is declined: the gigs stay public, no new gig over the free limit, the seller is told', async () => {
    const seller = await buildUser(t.app, db(), { role: 'freelancer' });
    // A card that expires at the end of this month: fine today, expired at the renewal.
    const month = String(clock.now().getUTCMonth() + 1).padStart(2, '0');
    const year = String(clock.now().getUTCFullYear()).slice(2);
    expect((await upgrade(t.app, seller, { expiry: `${month}/${year}` })).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect(await createGig(t.app, seller)).toBe(201);

    clock.advance(32 * DAY_MS);
    await eventually(async () => !(await planOf(seller)).isPro);
    expect(await proCharges(seller)).toEqual(['declined', 'succeeded']);
    expect((await planOf(seller)).subscription?.status).toBe('ended');
    const own = await db().select().from(gigs).where(eq(gigs.sellerId, seller.id));
    expect(own.map((gig) => [gig.isPublic, gig.isPro])).toEqual([
      [true, false],
      [true, false],
      [true, false],
    ]);
    expect(await createGig(t.app, seller)).toBe(422);
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'pro_renewal_failed')));
    expect(told).toHaveLength(1);
  });
});
