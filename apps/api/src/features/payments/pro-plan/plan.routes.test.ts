import { randomUUID } from 'node:crypto';
import { PLAN_PATH, PRO_CANCEL_PATH, PRO_PRICE_CENTS, type PlanState } from '@teenfreelance/contracts/pro-plan';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../../db/schema/payments.ts';
import { createSimulatedPaymentProvider, TEST_CARDS } from '../simulated-provider.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';
import { upgrade } from '../../../testing/order-helpers.ts';
import { createGig } from './plan.test-helpers.ts';

describe('upgrading to Pro', () => {
  const clock = manualClock(Date.UTC(2026, 5, 15, 12));
  const provider = createSimulatedPaymentProvider({ clock });
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock, paymentProvider: provider });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const freelancer = () => buildUser(t.app, db(), { role: 'freelancer' });
  const planOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: PLAN_PATH, headers: { cookie } })).json<PlanState>();
  const sessionIsPro = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<{
      user: { isPro: boolean };
    }>().user.isPro;
  const chargesOf = (userId: string) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.purpose, 'pro')));

  it('charges $19.99, turns Pro on at once and lifts the gig limit to 10', async () => {
    const seller = await freelancer();
    expect(await createGig(t.app, seller)).toBe(201);
    expect(await createGig(t.app, seller)).toBe(201);
    expect(await createGig(t.app, seller)).toBe(422);

    const response = await upgrade(t.app, seller);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PlanState>()).toEqual({
      isPro: true,
      subscription: {
        status: 'active',
        currentPeriodEnd: new Date(Date.UTC(2026, 6, 15, 12)).toISOString(),
        cancelAtPeriodEnd: false,
        cardBrand: 'Visa',
        cardLast4: '4242',
      },
    });
    expect(await sessionIsPro(seller.cookie)).toBe(true);
    expect(await createGig(t.app, seller)).toBe(201);
    const charges = await chargesOf(seller.id);
    expect(charges.map((c) => [c.amountCents, c.status])).toEqual([[PRO_PRICE_CENTS, 'succeeded']]);

    const again = await upgrade(t.app, seller);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'Already Pro', details: { reason: 'ALREADY_PRO' } } });
  });

  it.each([
    [TEST_CARDS.declined, 'CARD_DECLINED', 'Your card was declined. Please use another card.'],
    [
      TEST_CARDS.insufficientFunds,
      'CARD_INSUFFICIENT_FUNDS',
      'Your card has insufficient funds. Please use another card.',
    ],
    [TEST_CARDS.expired, 'CARD_EXPIRED', 'Your card has expired. Please use another card.'],
  ])(
    'refuses card %s with %s and changes nothing but the record of the attempt',
    async (cardNumber, reason, message) => {
      const seller = await freelancer();
      const refused = await upgrade(t.app, seller, { cardNumber });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: { code: 'UNPROCESSABLE', message, details: { reason } } });
      expect(await planOf(seller.cookie)).toEqual({ isPro: false, subscription: null });
      expect((await chargesOf(seller.id)).map((c) => c.status)).toEqual(['declined']);
    },
  );

  it('answers a retry with the same key as the first time, and charges once', async () => {
    const seller = await freelancer();
    const key = randomUUID();
    const first = await upgrade(t.app, seller, {}, key);
    const retry = await upgrade(t.app, seller, {}, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await chargesOf(seller.id)).toHaveLength(1);
    const otherBody = await upgrade(t.app, seller, { fullName: 'Someone Else' }, key);
    expect(otherBody.json()).toMatchObject({ error: { details: { reason: 'IDEMPOTENCY_KEY_REUSED' } } });
  });

  it('makes one charge from 20 concurrent duplicates', async () => {
    const seller = await freelancer();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upgrade(t.app, seller, {}, key)));
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
    expect(await chargesOf(seller.id)).toHaveLength(1);
    expect(provider.charges().filter((c) => c.idempotencyKey === `pro:${seller.id}:${key}`)).toHaveLength(1);
  });

  it('is for freelancers only, signed in, with an Idempotency-Key and a valid card', async () => {
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    const asBuyer = await upgrade(t.app, buyer);
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json()).toMatchObject({
      error: { message: 'Only freelancers can upgrade to Pro', details: { reason: 'NOT_A_FREELANCER' } },
    });
    const visitor = await t.app.inject({ method: 'POST', url: '/api/me/plan/pro', payload: {} });
    expect(visitor.statusCode).toBe(401);
    const seller = await freelancer();
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/me/plan/pro',
      headers: { cookie: seller.cookie },
      payload: {},
    });
    expect(noKey.statusCode).toBe(400);
    const badCard = await upgrade(t.app, seller, { cardNumber: '4242 4242 4242 4241' });
    expect(badCard.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Your card number is invalid' },
    });
    expect(await planOf(seller.cookie)).toEqual({ isPro: false, subscription: null });
  });

  it('cancels renewals but keeps Pro until the period ends; cancelling without a plan is refused', async () => {
    const seller = await freelancer();
    const cancelWithout = await t.app.inject({
      method: 'POST',
      url: PRO_CANCEL_PATH,
      headers: { cookie: seller.cookie },
    });
    expect(cancelWithout.statusCode).toBe(422);
    expect(cancelWithout.json()).toMatchObject({ error: { details: { reason: 'PRO_NOT_ACTIVE' } } });
    await upgrade(t.app, seller);
    const cancelled = await t.app.inject({ method: 'POST', url: PRO_CANCEL_PATH, headers: { cookie: seller.cookie } });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<PlanState>()).toMatchObject({
      isPro: true,
      subscription: { status: 'cancelled', cancelAtPeriodEnd: true },
    });
    expect(await sessionIsPro(seller.cookie)).toBe(true);
  });
});
