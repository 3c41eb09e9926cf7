import type { PlanState } from '@teenfreelance/contracts/pro-plan';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../../db/client.ts';
import { payments, subscriptions } from '../../../db/schema/payments.ts';
import { createIdempotency } from '../idempotency.ts';
import { createLedgerService } from '../ledger/ledger.service.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { createSimulatedPaymentProvider } from '../simulated-provider.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';
import { createPlanService, type PlanService } from './plan.service.ts';
import { upgrade } from '../../../testing/order-helpers.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

describe('Pro renewals with sweeps running at the same time', () => {
  const clock = manualClock(Date.UTC(2026, 5, 15, 12));
  const provider = createSimulatedPaymentProvider({ clock });
  let t: TestContext;
  const extra: DatabaseHandle[] = [];
  beforeAll(async () => {
    // Scheduled work off: the sweeps below run by hand, overlapping on purpose.
    t = await createTestApp({ clock, paymentProvider: provider });
  });
  afterAll(async () => {
    for (const handle of extra) await handle.close();
    await t.close();
  });

  /** A sweeper as another server process would run it: its own connections on PostgreSQL (PGlite is one process). */
  async function sweeper(paymentProvider: PaymentProvider = provider): Promise<PlanService> {
    const url = t.database.pool?.options.connectionString;
    const handle = url ? await openPostgres(url, { max: 2 }) : t.database;
    if (url) extra.push(handle);
    const background = { every: () => undefined };
    return createPlanService({
      db: handle.db,
      clock,
      paymentProvider,
      ledgerService: createLedgerService({ db: handle.db, clock, log: t.app.log, background, clearingDays: 7 }),
      idempotency: createIdempotency({ db: handle.db, clock, secret: 'test-secret', background }),
      // A renewal that succeeds tells no one and leaves the gigs as they are.
      notificationsService: { notify: () => Promise.reject(new Error('unexpected notification')) },
      gigsService: { refreshSellerGigVisibility: () => Promise.reject(new Error('unexpected gig change')) },
      background,
      log: t.app.log,
    });
  }

  it('charges each due subscription once per period however many sweeps overlap', async () => {
    const sellers = await Promise.all(
      Array.from({ length: 4 }, () => buildUser(t.app, t.database.db, { role: 'freelancer' })),
    );
    for (const seller of sellers) expect((await upgrade(t.app, seller)).statusCode).toBe(201);
    const sweepers = await Promise.all(Array.from({ length: 3 }, () => sweeper()));

    clock.advance(30 * DAY_MS + 60_000);
    const settled = await Promise.all(
      sweepers.flatMap((s) => [s.settleDueSubscriptions(), s.settleDueSubscriptions()]),
    );
    expect(settled.reduce((sum, n) => sum + n, 0)).toBe(sellers.length);
    // Nothing is due any more: a later sweep does nothing.
    expect(await sweepers[0]?.settleDueSubscriptions()).toBe(0);

    for (const seller of sellers) {
      const charges = await t.database.db
        .select({ status: payments.status })
        .from(payments)
        .where(and(eq(payments.userId, seller.id), eq(payments.purpose, 'pro')));
      expect(charges).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
      const plan = (
        await t.app.inject({ method: 'GET', url: '/api/me/plan', headers: { cookie: seller.cookie } })
      ).json<PlanState>();
      expect(plan).toMatchObject({
        isPro: true,
        subscription: { status: 'active', currentPeriodEnd: new Date(Date.UTC(2026, 7, 15, 12)).toISOString() },
      });
    }
    const renewals = provider.charges().filter((charge) => charge.idempotencyKey.startsWith('pro-renewal:'));
    expect(renewals).toHaveLength(sellers.length);
  });

  it('leaves a subscription the provider does not answer for to the next sweep, and settles the others', async () => {
    const [stuck, fine] = await Promise.all(
      Array.from({ length: 2 }, () => buildUser(t.app, t.database.db, { role: 'freelancer' })),
    );
    if (!stuck || !fine) throw new Error('no sellers');
    for (const seller of [stuck, fine]) expect((await upgrade(t.app, seller)).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, stuck.id));
    let isDown = true;
    const flaky: PaymentProvider = {
      ...provider,
      charge: (request) =>
        isDown && row && request.idempotencyKey.includes(row.id)
          ? Promise.reject(new Error('provider timed out'))
          : provider.charge(request),
    };
    const sweep = await sweeper(flaky);
    const periodEndOf = async (who: typeof stuck) =>
      (await t.app.inject({ method: 'GET', url: '/api/me/plan', headers: { cookie: who.cookie } })).json<PlanState>()
        .subscription?.currentPeriodEnd;
    const before = await periodEndOf(stuck);

    clock.advance(31 * DAY_MS);
    // Every due plan but the stuck one (the earlier test's plans are due again too).
    expect(await sweep.settleDueSubscriptions()).toBeGreaterThanOrEqual(1);
    expect(await periodEndOf(fine)).not.toBe(before);
    expect(await periodEndOf(stuck)).toBe(before);

    isDown = false;
    expect(await sweep.settleDueSubscriptions()).toBe(1);
    expect(await periodEndOf(stuck)).not.toBe(before);
  });
});
