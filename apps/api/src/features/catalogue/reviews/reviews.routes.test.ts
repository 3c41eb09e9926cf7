import type { GigDetail } from '@teenfreelance/contracts/gig-dtos';
import { orderReviewPath, reviewReplyPath, type Review, type ReviewPage } from '@teenfreelance/contracts/reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { placedOrder } from '../../../testing/order-helpers.ts';
import { completedOrder, completedOrderFrom, sellerRatesBuyer } from '../../../testing/review-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

const GOOD = { rating: 5, comment: 'Fast, friendly and exactly what I asked for.' };

describe('reviews of completed orders', () => {
  const clock = manualClock(Date.UTC(2026, 5, 1, 12));
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, who: TestUser | null, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, ...(who ? { headers: { cookie: who.cookie } } : {}) });
  const review = (who: TestUser | null, orderId: string, payload: object = GOOD) =>
    post(orderReviewPath(orderId), who, payload);
  const getJson = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();
  const gigDetail = (gigId: string) => getJson<GigDetail>(`/api/gigs/${gigId}`);

  it("is the buyer's once: published with the seller's, it shows on the gig, its cards and the seller's reviews, and tells the seller", async () => {
    const { buyer, seller, gigId, order } = await completedOrder(t.app, db());
    const response = await review(buyer, order.id);
    expect(response.statusCode, response.body).toBe(201);
    // Hidden until the seller rates the buyer.
    expect(await gigDetail(gigId)).toMatchObject({ rating: 0, reviewCount: 0, reviews: [] });
    await sellerRatesBuyer(t.app, seller, order.id);
    expect(response.json<Review>()).toMatchObject({
      orderId: order.id,
      gig: { id: gigId, title: 'Logo design' },
      user: { id: buyer.id, name: 'Maya Buyer' },
      rating: 5,
      comment: GOOD.comment,
      reply: null,
    });

    const gig = await gigDetail(gigId);
    expect(gig).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(gig.ratingSummary).toEqual({ average: 5, count: 1, breakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    expect(gig.reviews).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ name: 'Maya Buyer' }), rating: 5 }),
    ]);
    const sellerCards = await getJson<{ gigs: { id: string; rating: number; reviewCount: number }[] }>(
      `/api/users/${seller.id}/gigs`,
    );
    expect(sellerCards.gigs.find((card) => card.id === gigId)).toMatchObject({ rating: 5, reviewCount: 1 });
    const sellers = await getJson<ReviewPage>(`/api/users/${seller.id}/reviews`);
    expect(sellers.reviews.map((r) => r.comment)).toEqual([GOOD.comment]);

    const told = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.map((n) => n.title)).toContain('Both reviews are in');

    // The order says it is reviewed and may not be reviewed again.
    const again = await review(buyer, order.id, { rating: 1, comment: 'Changed my mind about all of it.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'CONFLICT', details: { reason: 'ALREADY_REVIEWED' } } });
    expect((await gigDetail(gigId)).rating).toBe(5);
  });

  it('averages every review of the gig, with the breakdown by stars, and pages them newest first', async () => {
    const { buyer, seller, gigId, order } = await completedOrder(t.app, db());
    expect((await review(buyer, order.id, { rating: 4, comment: 'Good work, one small delay.' })).statusCode).toBe(201);
    await sellerRatesBuyer(t.app, seller, order.id);
    for (let i = 0; i < 11; i++) {
      clock.advance(60_000);
      const next = await completedOrderFrom(t.app, db(), seller, gigId, `Buyer ${i}`);
      const stars = i === 0 ? 1 : 5;
      expect(
        (await review(next.buyer, next.orderId, { rating: stars, comment: `Review number ${i} here.` })).statusCode,
      ).toBe(201);
      await sellerRatesBuyer(t.app, seller, next.orderId);
    }
    // 4 + 1 + 10 x 5 = 55 over 12 reviews: 4.58, shown as 4.6.
    const gig = await gigDetail(gigId);
    expect(gig).toMatchObject({ rating: 4.6, reviewCount: 12 });
    expect(gig.ratingSummary).toEqual({ average: 4.6, count: 12, breakdown: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 10 } });

    const first = await getJson<ReviewPage>(`/api/gigs/${gigId}/reviews`);
    expect(first.reviews).toHaveLength(10);
    expect(first.hasMore).toBe(true);
    expect(first.reviews[0]?.comment).toBe('Review number 10 here.');
    expect(first.summary.count).toBe(12);
    const last = first.reviews.at(-1)?.id ?? '';
    const second = await getJson<ReviewPage>(`/api/gigs/${gigId}/reviews?before=${last}`);
    expect(second.reviews.map((r) => r.comment)).toEqual(['Review number 0 here.', 'Good work, one small delay.']);
    expect(second.hasMore).toBe(false);
  }, 90_000);

  it('is refused before completion, after 10 days, and to anyone but the buyer (404), changing nothing', async () => {
    const placed = await placedOrder(t.app, db());
    const early = await review(placed.buyer, placed.order.id);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ error: { details: { reason: 'ORDER_NOT_COMPLETED' } } });

    const done = await completedOrder(t.app, db());
    const stranger = await buildUser(t.app, db(), { role: 'buyer' });
    for (const who of [done.seller, stranger]) {
      const refused = await review(who, done.order.id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await review(null, done.order.id)).statusCode).toBe(401);
    expect((await review(done.buyer, 'not-an-id')).statusCode).toBe(404);

    clock.advance(10 * DAY_MS);
    const late = await review(done.buyer, done.order.id);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: { details: { reason: 'REVIEW_WINDOW_CLOSED' } } });
    expect(await gigDetail(done.gigId)).toMatchObject({ rating: 0, reviewCount: 0 });
  });

  it.each([
    [{ rating: 0, comment: GOOD.comment }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 6, comment: GOOD.comment }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 4.5, comment: GOOD.comment }, 'Please choose a rating from 1 to 5 stars'],
    [{ comment: GOOD.comment }, 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 5, comment: '  too short ' }, 'Your review must be at least 10 characters'],
    [{ rating: 5, comment: 'x'.repeat(1001) }, 'Your review cannot exceed 1,000 characters'],
  ])('refuses %j with %s', async (payload, message) => {
    const { buyer, gigId, order } = await completedOrder(t.app, db());
    const refused = await review(buyer, order.id, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    expect((await gigDetail(gigId)).reviewCount).toBe(0);
  });

  it('takes one reply from the seller, and none from anyone else', async () => {
    const { buyer, seller, order } = await completedOrder(t.app, db());
    const { id } = (await review(buyer, order.id)).json<Review>();
    // Unpublished, the review is the buyer's alone: nothing to reply to yet.
    expect((await post(reviewReplyPath(id), seller, { reply: 'Too early' })).statusCode).toBe(404);
    await sellerRatesBuyer(t.app, seller, order.id);
    expect((await post(reviewReplyPath(id), buyer, { reply: 'Me again' })).statusCode).toBe(404);
    expect((await post(reviewReplyPath(id), seller, { reply: '   ' })).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Please write a reply' },
    });
    const replied = await post(reviewReplyPath(id), seller, { reply: 'Thank you, Maya!' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json<Review>()).toMatchObject({ reply: 'Thank you, Maya!', repliedAt: clock.now().toISOString() });
    const twice = await post(reviewReplyPath(id), seller, { reply: 'Thanks again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { details: { reason: 'ALREADY_REPLIED' } } });
    const page = await getJson<ReviewPage>(`/api/users/${seller.id}/reviews`);
    expect(page.reviews[0]?.reply).toBe('Thank you, Maya!');
  });
});
