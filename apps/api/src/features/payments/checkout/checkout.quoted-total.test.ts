import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_TEXTS,
  checkoutPath,
  checkoutPayPath,
  proposalCheckoutPath,
  type PriceChangedDetails,
} from '@teenfreelance/contracts/checkout';
import { gigPath } from '@teenfreelance/contracts/api-paths';
import type { Order } from '@teenfreelance/contracts/orders';
import { orders } from '../../../db/schema/orders.ts';
import { payments } from '../../../db/schema/payments.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { hired, postedJob, sentProposal } from '../../../testing/job-helpers.ts';
import {
  createHoldablePaymentProvider,
  pay,
  payBody,
  payProposal,
  quotedTotalOf,
} from '../../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

/**
 * The price a buyer saw is the price charged (issue 37, decision 0072): the
 * payment carries the total the checkout page showed, and the server charges
 * that or nothing.
 */
describe('paying the total the buyer was shown', () => {
  let t: TestContext;
  const { provider, holdCharges, chargesFor } = createHoldablePaymentProvider();

  beforeAll(async () => {
    t = await createTestApp({ paymentProvider: provider });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const ordersOf = (buyerId: string) => db().select().from(orders).where(eq(orders.buyerId, buyerId));
  const paymentsOf = (buyerId: string) => db().select().from(payments).where(eq(payments.userId, buyerId));

  async function sellerBuyerAndGig(priceCents: number) {
    const seller = await buildUser(t.app, db(), { role: 'freelancer', name: 'Sam Seller' });
    const buyer = await buildUser(t.app, db(), { role: 'buyer', name: 'Maya Buyer' });
    const { id: gigId } = await buildGig(db(), seller.id, { priceCents });
    return { seller, buyer, gigId };
  }

  /** The seller edits the gig's price, as the gig wizard does. */
  async function setPrice(seller: TestUser, gigId: string, priceCents: number) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: gigPath(gigId),
      headers: { cookie: seller.cookie },
      payload: { priceCents },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('refuses with 409 PRICE_CHANGED and the new quote when the seller raised the price, and charges nothing', async () => {
    const { seller, buyer, gigId } = await sellerBuyerAndGig(5000);
    const shown = await quotedTotalOf(t.app, buyer, checkoutPath(gigId));
    expect(shown).toBe(5200);
    await setPrice(seller, gigId, 100_000);

    const refused = await pay(t.app, buyer, gigId, { ...payBody(), quotedTotalCents: shown });
    expect(refused.statusCode).toBe(409);
    const { error } = refused.json<{ error: { code: string; message: string; details: PriceChangedDetails } }>();
    expect(error).toMatchObject({ code: 'CONFLICT', message: CHECKOUT_TEXTS.priceChanged });
    expect(error.details).toMatchObject({
      reason: 'PRICE_CHANGED',
      quotedTotalCents: 5200,
      quote: { subtotalCents: 100_000, feeCents: 4000, totalCents: 104_000, item: { id: gigId } },
    });
    expect(await ordersOf(buyer.id)).toEqual([]);
    expect(await paymentsOf(buyer.id)).toEqual([]);
    expect(chargesFor(buyer.id)).toEqual([]);

    // Asked again with the new quote, the buyer pays it: the order and the charge are the total they agreed to.
    const paid = await pay(t.app, buyer, gigId, { ...payBody(), quotedTotalCents: error.details.quote.totalCents });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<Order>()).toMatchObject({ priceCents: 100_000, feeCents: 4000, totalCents: 104_000 });
    expect(chargesFor(buyer.id).map((charge) => charge.amountCents)).toEqual([104_000]);
  });

  it('refuses a lowered price too: the buyer is charged only a total they were shown', async () => {
    const { seller, buyer, gigId } = await sellerBuyerAndGig(5000);
    await setPrice(seller, gigId, 4000);
    const refused = await pay(t.app, buyer, gigId, { ...payBody(), quotedTotalCents: 5200 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.quote).toMatchObject({ totalCents: 4160 });
    expect(chargesFor(buyer.id)).toEqual([]);
  });

  it('keeps the rules of the key: a refused attempt leaves nothing to replay, and the paid one is replayed', async () => {
    const { seller, buyer, gigId } = await sellerBuyerAndGig(5000);
    await setPrice(seller, gigId, 6000);
    const key = randomUUID();
    const stale = { ...payBody(), quotedTotalCents: 5200 };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await pay(t.app, buyer, gigId, stale, key);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.details.reason).toBe('PRICE_CHANGED');
      expect(refused.headers['idempotent-replayed']).toBeUndefined();
    }
    const fresh = randomUUID();
    const paid = await pay(t.app, buyer, gigId, { ...payBody(), quotedTotalCents: 6240 }, fresh);
    const retry = await pay(t.app, buyer, gigId, { ...payBody(), quotedTotalCents: 6240 }, fresh);
    expect(paid.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<Order>().id).toBe(paid.json<Order>().id);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
    expect(chargesFor(buyer.id).map((charge) => charge.amountCents)).toEqual([6240]);
  });

  it('charges the quoted total when the price changes while the payment is in flight', async () => {
    const { seller, buyer, gigId } = await sellerBuyerAndGig(5000);
    const held = holdCharges();
    try {
      const payment = pay(t.app, buyer, gigId, { ...payBody(), quotedTotalCents: 5200 });
      await held.started;
      await setPrice(seller, gigId, 100_000);
      held.release();
      const paid = await payment;
      expect(paid.statusCode, paid.body).toBe(201);
      expect(paid.json<Order>()).toMatchObject({ priceCents: 5000, totalCents: 5200 });
    } finally {
      held.release();
    }
    expect(chargesFor(buyer.id).map((charge) => charge.amountCents)).toEqual([5200]);
    const [payment] = await paymentsOf(buyer.id);
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 5200 });
  });

  it('needs the quoted total, in integer cents', async () => {
    const { buyer, gigId } = await sellerBuyerAndGig(5000);
    for (const quotedTotalCents of [undefined, 52.5, '5200', -1]) {
      const response = await t.app.inject({
        method: 'POST',
        url: checkoutPayPath(gigId),
        headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID() },
        payload: { ...payBody(), quotedTotalCents },
      });
      expect(response.statusCode, String(quotedTotalCents)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.details).toEqual([expect.objectContaining({ path: 'body.quotedTotalCents' })]);
    }
    expect(chargesFor(buyer.id)).toEqual([]);
  });

  it("compares a hired proposal's total the same way", async () => {
    const poster = await buildUser(t.app, db(), { role: 'buyer', name: 'Bea Baker' });
    const freelancer = await buildUser(t.app, db(), { role: 'freelancer', name: 'Finn Freelance' });
    const job = await postedJob(t.app, poster);
    const proposal = await sentProposal(t.app, freelancer, job.id);
    await hired(t.app, poster, proposal.id);
    const totalCents = await quotedTotalOf(t.app, poster, proposalCheckoutPath(proposal.id));
    const refused = await payProposal(t.app, poster, proposal.id, { quotedTotalCents: totalCents - 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toMatchObject({ reason: 'PRICE_CHANGED', quote: { totalCents } });
    expect((await payProposal(t.app, poster, proposal.id, { quotedTotalCents: totalCents })).statusCode).toBe(201);
  });
});
