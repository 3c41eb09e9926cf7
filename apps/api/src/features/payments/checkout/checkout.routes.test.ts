import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_TEXTS, checkoutPath, PAY_MESSAGES, type CheckoutQuote } from '@teenfreelance/contracts/checkout';
import type { Order } from '@teenfreelance/contracts/orders';
import { buildApp } from '../../../app.ts';
import { systemClock } from '../../../clock.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { loggerOptions } from '../../../http/logging.ts';
import { createSimulatedPaymentProvider } from '../simulated-provider.ts';
import { PAY_RATE } from './checkout.service.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { orders } from '../../../db/schema/orders.ts';
import { payments } from '../../../db/schema/payments.ts';
import { users } from '../../../db/schema/users.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { pay, payBody, TEST_CARDS } from '../../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

describe('checkout and payment', () => {
  let t: TestContext;
  let seller: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Sam Seller' });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const buyer = () => buildUser(t.app, db(), { role: 'buyer', name: 'Maya Buyer' });
  const gig = (priceCents = 2500, isPublic = true) => buildGig(db(), seller.id, { priceCents, isPublic });
  const quote = (who: TestUser | null, gigId: string) =>
    t.app.inject({ method: 'GET', url: checkoutPath(gigId), headers: who ? { cookie: who.cookie } : {} });
  const ordersOf = (buyerId: string) => db().select().from(orders).where(eq(orders.buyerId, buyerId));
  const paymentsOf = (userId: string) => db().select().from(payments).where(eq(payments.userId, userId));

  it('computes the fee (4%, half up to the cent, in integers) on awkward prices', async () => {
    const who = await buyer();
    for (const [priceCents, fee] of [
      [1, 0],
      [1249, 50],
      [999_999, 40_000],
      [2500, 100],
      [1234, 49],
      [1238, 50],
    ] as const) {
      const { id } = await gig(priceCents);
      const response = await quote(who, id);
      expect(response.statusCode).toBe(200);
      expect(response.json<CheckoutQuote>()).toMatchObject({
        subtotalCents: priceCents,
        feeCents: fee,
        totalCents: priceCents + fee,
        feePercent: 4,
        seller: { id: seller.id, name: 'Sam Seller' },
      });
    }
  });

  it('charges the total, snapshots the gig and answers the order, paid, with a #TF- number', async () => {
    const who = await buyer();
    const { id } = await gig(1249);
    const response = await pay(t.app, who, id);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<Order>();
    expect(order.number).toMatch(/^#TF-\d{6}$/);
    expect(order).toMatchObject({
      status: 'paid',
      priceCents: 1249,
      feeCents: 50,
      totalCents: 1299,
      gig: { id, title: 'Friendly test service' },
      viewerRole: 'buyer',
      actions: ['cancel'],
      payment: { cardBrand: 'Visa', cardLast4: '4242' },
      timeline: [{ transition: 'place', fromStatus: null, toStatus: 'paid', actorRole: 'buyer' }],
    });
    expect(order.conversationId).toEqual(expect.any(String));
    // The gig's price changes later: the order keeps what was paid.
    await db().update(gigs).set({ priceCents: 9900, title: 'Renamed' }).where(eq(gigs.id, id));
    const [row] = await ordersOf(who.id);
    expect(row).toMatchObject({ priceCents: 1249, totalCents: 1299, gigTitle: 'Friendly test service' });
    const [payment] = await paymentsOf(who.id);
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 1299, cardLast4: '4242', orderId: order.id });
    expect(JSON.stringify(payment)).not.toContain('4242424242424242');
    const sellerNotices = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'order_placed')));
    expect(sellerNotices.map((n) => n.link)).toContain(`/orders/${order.id}`);
  });

  it('refuses cards the provider declines, with the reason, and makes no order', async () => {
    const who = await buyer();
    const { id } = await gig();
    const cases = [
      [TEST_CARDS.declined, '12/49', 'CARD_DECLINED', CHECKOUT_TEXTS.cardDeclined],
      [TEST_CARDS.insufficientFunds, '12/49', 'CARD_INSUFFICIENT_FUNDS', CHECKOUT_TEXTS.insufficientFunds],
      [TEST_CARDS.expired, '12/49', 'CARD_EXPIRED', CHECKOUT_TEXTS.cardExpired],
      [TEST_CARDS.succeeds, '01/20', 'CARD_EXPIRED', CHECKOUT_TEXTS.cardExpired],
    ] as const;
    for (const [cardNumber, expiry, reason, message] of cases) {
      const response = await pay(t.app, who, id, payBody({ cardNumber, expiry }));
      expect(response.statusCode, cardNumber).toBe(422);
      expect(response.json()).toEqual({ error: { code: 'UNPROCESSABLE', message, details: { reason } } });
    }
    expect(await ordersOf(who.id)).toEqual([]);
    const attempts = await paymentsOf(who.id);
    expect(attempts.map((p) => p.status)).toEqual(['declined', 'declined', 'declined', 'declined']);
    expect(attempts.map((p) => p.declineCode).sort()).toEqual(
      ['card_declined', 'expired_card', 'expired_card', 'insufficient_funds'].sort(),
    );
  });

  it('refuses malformed cards with the field and says nothing to the provider', async () => {
    const who = await buyer();
    const { id } = await gig();
    const cases = [
      [{ cardNumber: '4242 4242 4242 4241' }, 'body.cardNumber', PAY_MESSAGES.cardNumberInvalid],
      [{ cardNumber: '4242' }, 'body.cardNumber', PAY_MESSAGES.cardNumberInvalid],
      [{ cardNumber: 'abcd efgh ijkl mnop' }, 'body.cardNumber', PAY_MESSAGES.cardNumberInvalid],
      [{ expiry: '13/30' }, 'body.expiry', PAY_MESSAGES.expiryInvalid],
      [{ cvc: '12' }, 'body.cvc', PAY_MESSAGES.cvcInvalid],
      [{ cvc: '1234' }, 'body.cvc', PAY_MESSAGES.cvcInvalid],
      [{ email: 'not-an-email' }, 'body.email', PAY_MESSAGES.emailInvalid],
      [{ fullName: '  ' }, 'body.fullName', PAY_MESSAGES.fullNameRequired],
    ] as const;
    for (const [override, path, message] of cases) {
      const response = await pay(t.app, who, id, payBody(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(response.json().error.details).toContainEqual({ path, message });
    }
    expect(await paymentsOf(who.id)).toEqual([]);
  });

  it('never writes the card number or CVC to the log, even at debug level and when the provider fails', async () => {
    const lines: string[] = [];
    const output = { write: (line: string) => void lines.push(line), isTTY: false };
    const failing = createSimulatedPaymentProvider({ clock: systemClock });
    const logged = await buildApp({
      config: t.config,
      database: t.database,
      logger: loggerOptions({ ...t.config, logLevel: 'debug' }, output),
      paymentProvider: {
        name: 'failing',
        charge: async (request) => {
          if ('card' in request.source && request.source.card.cvc === '555') throw new Error('provider down');
          return failing.charge(request);
        },
        refund: (ref) => failing.refund(ref),
        checkCard: (card) => failing.checkCard(card),
      },
    });
    try {
      const who = await buyer();
      const { id } = await gig();
      expect((await pay(logged, who, id, payBody({ cvc: '987' }))).statusCode).toBe(201);
      expect((await pay(logged, who, id, payBody({ cardNumber: TEST_CARDS.declined, cvc: '987' }))).statusCode).toBe(
        422,
      );
      expect((await pay(logged, who, id, payBody({ cardNumber: '4242 4242 4242 4241', cvc: '987' }))).statusCode).toBe(
        400,
      );
      expect((await pay(logged, who, id, payBody({ cvc: '555' }))).statusCode).toBe(503);
    } finally {
      await logged.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('/pay');
    expect(log).toContain('payment provider failed');
    expect(log).not.toMatch(/4242\s?4242\s?4242/);
    expect(log).not.toContain('4000000000000002');
    // No body at all, so neither field nor value (a CVC's three digits could be in any id or time).
    expect(log).not.toMatch(/cvc|cardNumber|billingAddress/i);
  });

  it('needs a signed-in buyer, and a public gig that is not their own', async () => {
    const { id } = await gig();
    const visitor = await quote(null, id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe(CHECKOUT_TEXTS.authRequiredDescription);

    const freelancer = await buildUser(t.app, db(), { role: 'freelancer' });
    for (const response of [await quote(freelancer, id), await pay(t.app, freelancer, id)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'FORBIDDEN',
        message: CHECKOUT_TEXTS.onlyBuyers,
        details: { reason: 'NOT_A_BUYER' },
      });
    }

    // A buyer who owns a gig (an account whose role changed): never their own.
    const owner = await buyer();
    const own = await buildGig(db(), owner.id);
    for (const response of [await quote(owner, own.id), await pay(t.app, owner, own.id)]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details).toEqual({ reason: 'OWN_GIG' });
    }

    const who = await buyer();
    const hidden = await gig(2500, false);
    const deleted = await gig();
    await db().update(gigs).set({ deletedAt: new Date(), isPublic: false }).where(eq(gigs.id, deleted.id));
    for (const gigId of [hidden.id, deleted.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const response of [await quote(who, gigId), await pay(t.app, who, gigId)]) {
        expect(response.statusCode, gigId).toBe(404);
        expect(response.json().error.message).toBe(CHECKOUT_TEXTS.gigNotFoundDescription);
      }
    }
    expect(await ordersOf(who.id)).toEqual([]);
    expect(await ordersOf(owner.id)).toEqual([]);
  });

  it("refuses a minor's gig while their parent's consent is pending", async () => {
    const teen = await buildUser(t.app, db(), { role: 'freelancer', name: 'Teen' });
    await db().update(users).set({ isMinor: true, parentalConsent: 'pending' }).where(eq(users.id, teen.id));
    const { id } = await buildGig(db(), teen.id, { isPublic: false });
    const who = await buyer();
    expect((await quote(who, id)).statusCode).toBe(404);
    expect((await pay(t.app, who, id)).statusCode).toBe(404);
  });

  it('limits the new payments a buyer may attempt (card testing), retries of one key aside', async () => {
    const who = await buyer();
    const { id } = await gig();
    const declined = payBody({ cardNumber: TEST_CARDS.declined });
    for (let i = 0; i < PAY_RATE.max; i += 1) expect((await pay(t.app, who, id, declined)).statusCode).toBe(422);
    const limited = await pay(t.app, who, id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(await paymentsOf(who.id)).toHaveLength(PAY_RATE.max);
  });

  it('requires an Idempotency-Key', async () => {
    const who = await buyer();
    const { id } = await gig();
    const response = await t.app.inject({
      method: 'POST',
      url: `${checkoutPath(id)}/pay`,
      headers: { cookie: who.cookie },
      payload: { ...payBody(), quotedTotalCents: 2600 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(await paymentsOf(who.id)).toEqual([]);
  });
});
