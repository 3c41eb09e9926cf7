import type { GigDetail } from '@teenfreelance/contracts/gig-dtos';
import { orderPath, type Order } from '@teenfreelance/contracts/orders';
import { orderReviewPath } from '@teenfreelance/contracts/reviews';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';
import { buyerReviewPath, orderReviewsPath, type OrderReviews } from '@teenfreelance/contracts/two-way-reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications.ts';
import { buyerReviews, reviews } from '../../../db/schema/reviews.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { placedOrder } from '../../../testing/order-helpers.ts';
import { completedOrder } from '../../../testing/review-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';
import { REVIEWS_PUBLISH_TASK } from './two-way-reviews.service.ts';

/** Reviews both ways, double-blind (decision 0093). */

const OF_SELLER = { rating: 4, comment: 'Good logo, one small delay.' };
const OF_BUYER = { rating: 5, comment: 'Clear brief and quick answers.' };

describe('reviews both ways, double-blind', () => {
  const clock = manualClock(Date.UTC(2026, 5, 1, 12));
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, who: TestUser | null, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, ...(who ? { headers: { cookie: who.cookie } } : {}) });
  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: { cookie: who.cookie } } : {}) });
  const reviewsAs = async (who: TestUser, orderId: string) => {
    const response = await get(orderReviewsPath(orderId), who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderReviews>();
  };
  const gig = async (gigId: string) => (await get(`/api/gigs/${gigId}`)).json<GigDetail>();
  const publishedNotices = (orderId: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'reviews_published'), eq(notifications.link, `/orders/${orderId}`)));
  const runSweep = () => t.app.runHeldTasks([REVIEWS_PUBLISH_TASK]);

  it('hides the first review from everyone but its writer, and publishes both with the second', async () => {
    const { buyer, seller, gigId, order } = await completedOrder(t.app, db());
    const completedAt = clock.now();
    expect((await post(orderReviewPath(order.id), buyer, OF_SELLER)).statusCode).toBe(201);

    // The writer sees their review, hidden until the seller writes or the 10 days end.
    const mine = await reviewsAs(buyer, order.id);
    expect(mine).toMatchObject({
      viewerRole: 'buyer',
      ofSeller: { ...OF_SELLER, mine: true, publishedAt: null },
      ofBuyer: null,
      published: false,
      publishesAt: new Date(completedAt.getTime() + 10 * DAY_MS).toISOString(),
      canWrite: false,
    });
    // The seller, the gig page and the order page see nothing of it.
    expect(await reviewsAs(seller, order.id)).toMatchObject({ ofSeller: null, ofBuyer: null, canWrite: true });
    expect((await get(orderPath(order.id), seller)).json<Order>().review).toBeNull();
    expect(await gig(gigId)).toMatchObject({ rating: 0, reviewCount: 0, reviews: [] });
    expect(await publishedNotices(order.id)).toEqual([]);

    clock.advance(HOUR_MS);
    const rated = await post(buyerReviewPath(order.id), seller, OF_BUYER);
    expect(rated.statusCode, rated.body).toBe(201);
    const publishedAt = clock.now().toISOString();
    expect(rated.json<OrderReviews>()).toMatchObject({
      published: true,
      ofSeller: { ...OF_SELLER, mine: false, publishedAt },
      ofBuyer: { ...OF_BUYER, mine: true, publishedAt },
    });
    expect(await reviewsAs(buyer, order.id)).toMatchObject({
      ofSeller: { ...OF_SELLER, publishedAt },
      ofBuyer: { ...OF_BUYER, mine: false, publishedAt },
    });
    expect((await get(orderPath(order.id), seller)).json<Order>().review).toMatchObject(OF_SELLER);
    expect(await gig(gigId)).toMatchObject({ rating: 4, reviewCount: 1 });
    // Each party is told once that both reviews are in.
    const told = await publishedNotices(order.id);
    expect(told.map((n) => [n.userId, n.title]).sort()).toEqual(
      [
        [buyer.id, 'Both reviews are in'],
        [seller.id, 'Both reviews are in'],
      ].sort(),
    );
  });

  it('publishes two reviews sent at the same moment exactly once', async () => {
    const { buyer, seller, gigId, order } = await completedOrder(t.app, db());
    const [a, b] = await Promise.all([
      post(orderReviewPath(order.id), buyer, OF_SELLER),
      post(buyerReviewPath(order.id), seller, OF_BUYER),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const [ofSeller] = await db().select().from(reviews).where(eq(reviews.orderId, order.id));
    const [ofBuyer] = await db().select().from(buyerReviews).where(eq(buyerReviews.orderId, order.id));
    expect(ofSeller?.publishedAt).toBeInstanceOf(Date);
    expect(ofBuyer?.publishedAt).toBeInstanceOf(Date);
    expect((await publishedNotices(order.id)).length).toBe(2);
    expect(await gig(gigId)).toMatchObject({ rating: 4, reviewCount: 1 });
  });

  it('publishes a lone review by the sweep once the 10 days have passed, and only once', async () => {
    const { buyer, seller, gigId, order } = await completedOrder(t.app, db());
    expect((await post(orderReviewPath(order.id), buyer, OF_SELLER)).statusCode).toBe(201);

    clock.advance(10 * DAY_MS - HOUR_MS);
    await runSweep();
    expect(await gig(gigId)).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(await reviewsAs(seller, order.id)).toMatchObject({ ofSeller: null, canWrite: true });

    clock.advance(2 * HOUR_MS);
    // The window closed with the publication: the seller can no longer write.
    const late = await post(buyerReviewPath(order.id), seller, OF_BUYER);
    expect(late.json()).toMatchObject({ error: { details: { reason: 'REVIEW_WINDOW_CLOSED' } } });
    await runSweep();
    await runSweep();
    expect(await gig(gigId)).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(await reviewsAs(seller, order.id)).toMatchObject({
      published: true,
      ofSeller: { ...OF_SELLER, mine: false },
      ofBuyer: null,
      canWrite: false,
    });
    const told = await publishedNotices(order.id);
    expect(told.map((n) => [n.userId, n.title])).toEqual([[seller.id, 'The reviews of your order are published']]);
  });

  it("refuses the seller's review before completion, twice, after 10 days, and on someone else's order", async () => {
    const placed = await placedOrder(t.app, db());
    const early = await post(buyerReviewPath(placed.order.id), placed.seller, OF_BUYER);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ error: { details: { reason: 'ORDER_NOT_COMPLETED' } } });

    const { buyer, seller, order } = await completedOrder(t.app, db());
    const otherSeller = await buildUser(t.app, db(), { role: 'freelancer', name: 'Other Seller' });
    for (const who of [buyer, otherSeller, placed.seller]) {
      const refused = await post(buyerReviewPath(order.id), who, OF_BUYER);
      expect(refused.statusCode).toBe(404);
      expect((await get(orderReviewsPath(order.id), who)).statusCode).toBe(who === buyer ? 200 : 404);
    }
    expect((await post(buyerReviewPath(order.id), null, OF_BUYER)).statusCode).toBe(401);
    expect((await get(orderReviewsPath(order.id))).statusCode).toBe(401);
    expect((await post(buyerReviewPath('not-an-id'), seller, OF_BUYER)).statusCode).toBe(404);
    const bad = await post(buyerReviewPath(order.id), seller, { rating: 6, comment: 'x' });
    expect(bad.statusCode).toBe(400);

    expect((await post(buyerReviewPath(order.id), seller, OF_BUYER)).statusCode).toBe(201);
    const twice = await post(buyerReviewPath(order.id), seller, { rating: 1, comment: 'Changed my mind entirely.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { details: { reason: 'ALREADY_REVIEWED' } } });
    const stored = await db().select().from(buyerReviews).where(eq(buyerReviews.orderId, order.id));
    expect(stored.map((r) => r.rating)).toEqual([5]);

    const other = await completedOrder(t.app, db());
    clock.advance(10 * DAY_MS);
    const late = await post(buyerReviewPath(other.order.id), other.seller, OF_BUYER);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: { details: { reason: 'REVIEW_WINDOW_CLOSED' } } });
  });
});
