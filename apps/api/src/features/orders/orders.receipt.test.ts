import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_TEXTS, orderReceiptPath, type Receipt } from '@teenfreelance/contracts/receipts';
import type { Order } from '@teenfreelance/contracts/orders';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { hired, postedJob, sentProposal } from '../../testing/job-helpers.ts';
import { actOk, payProposal, placedOrder } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

describe("an order's receipt", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const receiptFor = (who: TestUser, orderId: string) =>
    t.app.inject({ method: 'GET', url: orderReceiptPath(orderId), headers: { cookie: who.cookie } });

  it('tells the buyer what they bought, from whom, the price, fee and total, the card, the date and the number', async () => {
    const { buyer, seller, gigId, order } = await placedOrder(t.app, t.database.db, {
      title: 'Logo design',
      priceCents: 1249,
    });
    const response = await receiptFor(buyer, order.id);
    expect(response.statusCode, response.body).toBe(200);
    const receipt = response.json<Receipt>();
    expect(receipt).toEqual({
      orderId: order.id,
      number: order.number,
      status: 'paid',
      item: { kind: 'gig', title: 'Logo design', gigId, jobId: null },
      seller: { id: seller.id, name: 'Sam Seller' },
      buyer: { name: 'Maya Buyer' },
      priceCents: 1249,
      feeCents: 50,
      totalCents: 1299,
      paidAt: order.createdAt,
      card: { brand: 'Visa', last4: '4242' },
      refundedAt: null,
      refundedCents: 0,
    });
    expect(response.body).not.toContain('4242424242424242');

    // An admin, who sees orders, sees it too.
    const admin = await buildUser(t.app, t.database.db, { role: 'admin' });
    expect((await receiptFor(admin, order.id)).json<Receipt>()).toEqual(receipt);
  });

  it("refuses the seller, who never sees the buyer's card, and hides the order from anyone else", async () => {
    const { seller, order } = await placedOrder(t.app, t.database.db);
    const refused = await receiptFor(seller, order.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: RECEIPT_TEXTS.onlyBuyer, details: null });
    expect(refused.body).not.toContain('4242');

    const stranger = await buildUser(t.app, t.database.db, { role: 'buyer' });
    for (const id of [order.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const hidden = await receiptFor(stranger, id);
      expect(hidden.statusCode, id).toBe(404);
      expect(hidden.json().error.code).toBe('NOT_FOUND');
    }
    const visitor = await t.app.inject({ method: 'GET', url: orderReceiptPath(order.id) });
    expect(visitor.statusCode).toBe(401);
  });

  it('says when a cancelled order was refunded', async () => {
    const { buyer, order } = await placedOrder(t.app, t.database.db);
    const cancelled = await actOk(t.app, buyer, order.id, { action: 'cancel', reason: 'Changed my mind' });
    const receipt = (await receiptFor(buyer, order.id)).json<Receipt>();
    expect(receipt.status).toBe('cancelled');
    expect(receipt.refundedAt).toBe(cancelled.cancelledAt);
    expect(receipt.totalCents).toBe(order.totalCents);
  });

  it("names a hired proposal's job post", async () => {
    const poster = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Bea Baker' });
    const freelancer = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Finn Freelance' });
    const job = await postedJob(t.app, poster);
    const proposal = await sentProposal(t.app, freelancer, job.id);
    await hired(t.app, poster, proposal.id);
    const paid = await payProposal(t.app, poster, proposal.id);
    const order = paid.json<Order>();
    const receipt = (await receiptFor(poster, order.id)).json<Receipt>();
    expect(receipt.item).toEqual({ kind: 'proposal', title: job.title, gigId: null, jobId: job.id });
    expect(receipt.seller).toEqual({ id: freelancer.id, name: 'Finn Freelance' });
  });
});
