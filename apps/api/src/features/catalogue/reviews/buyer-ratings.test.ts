import type { GigDetail } from '@teenfreelance/contracts/gig-dtos';
import { orderReviewPath, type ReviewPage } from '@teenfreelance/contracts/reviews';
import { buyerRatingPath, buyerReviewPath, type BuyerRating } from '@teenfreelance/contracts/two-way-reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../testing/clock.ts';
import { buyerWritesToSeller } from '../../../testing/conversation-helpers.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { postedJob } from '../../../testing/job-helpers.ts';
import { makeTeen } from '../../../testing/minor-helpers.ts';
import { completedOrder, completedOrderFrom } from '../../../testing/review-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

/** A buyer's rating for the sellers who meet them, and the teens' three-review rule (decision 0093). */

describe("buyers' ratings and the teens' three reviews", () => {
  const clock = manualClock(Date.UTC(2026, 5, 1, 12));
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, who: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: who.cookie } });
  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: { cookie: who.cookie } } : {}) });
  const ratingAs = (who: TestUser | undefined, buyerId: string) => get(buyerRatingPath(buyerId), who);

  /** Both parties review a completed order: both published. */
  async function bothReview(
    buyer: TestUser,
    seller: TestUser,
    orderId: string,
    stars: { ofSeller: number; ofBuyer: number },
  ) {
    // A minute apart: lists are newest first.
    clock.advance(60_000);
    const a = await post(orderReviewPath(orderId), buyer, {
      rating: stars.ofSeller,
      comment: 'Lovely work, thank you!',
    });
    expect(a.statusCode, a.body).toBe(201);
    const b = await post(buyerReviewPath(orderId), seller, {
      rating: stars.ofBuyer,
      comment: 'Clear brief, paid on time.',
    });
    expect(b.statusCode, b.body).toBe(201);
  }

  it('shows a buyer’s rating to their sellers, to freelancers while they have an open job post, and to themselves', async () => {
    const { buyer, seller, order } = await completedOrder(t.app, db());
    // Written but not published: it counts for nothing yet.
    const written = await post(buyerReviewPath(order.id), seller, {
      rating: 2,
      comment: 'Slow to answer my questions.',
    });
    expect(written.statusCode).toBe(201);
    expect((await ratingAs(seller, buyer.id)).json<BuyerRating>()).toEqual({
      userId: buyer.id,
      average: null,
      count: 0,
    });
    expect(
      (await post(orderReviewPath(order.id), buyer, { rating: 5, comment: 'Lovely work, thank you!' })).statusCode,
    ).toBe(201);
    expect((await ratingAs(seller, buyer.id)).json<BuyerRating>()).toEqual({ userId: buyer.id, average: 2, count: 1 });
    expect((await ratingAs(buyer, buyer.id)).json<BuyerRating>()).toMatchObject({ average: 2, count: 1 });

    const freelancer = await buildUser(t.app, db(), { role: 'freelancer', name: 'Fay Freelancer' });
    const otherBuyer = await buildUser(t.app, db(), { role: 'buyer', name: 'Otto Buyer' });
    for (const who of [freelancer, otherBuyer]) expect((await ratingAs(who, buyer.id)).statusCode).toBe(404);
    expect((await ratingAs(undefined, buyer.id)).statusCode).toBe(401);
    expect((await ratingAs(seller, 'no-such-user')).statusCode).toBe(404);

    // An open job post is read by every freelancer on /jobs: its poster's rating goes with it.
    await postedJob(t.app, buyer);
    expect((await ratingAs(freelancer, buyer.id)).json<BuyerRating>()).toMatchObject({ average: 2, count: 1 });
    expect((await ratingAs(otherBuyer, buyer.id)).statusCode).toBe(404);
  });

  it('shows it to a seller the buyer wrote to in a conversation', async () => {
    const { seller, buyer } = await buyerWritesToSeller(t.app, db());
    const answer = await ratingAs(seller, buyer.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<BuyerRating>()).toEqual({ userId: buyer.id, average: null, count: 0 });
  });

  it('shows a teen’s stars only inside an average of three published reviews', async () => {
    const first = await completedOrder(t.app, db());
    const { seller, gigId } = first;
    await makeTeen(db(), seller.id);
    await makeTeen(db(), first.buyer.id);
    await bothReview(first.buyer, seller, first.order.id, { ofSeller: 2, ofBuyer: 3 });

    const gigNow = async () => (await get(`/api/gigs/${gigId}`)).json<GigDetail>();
    const pageNow = async () => (await get(`/api/users/${seller.id}/reviews`)).json<ReviewPage>();
    // One review: 'New' everywhere, the words without their stars.
    expect(await gigNow()).toMatchObject({ rating: 0, reviewCount: 0, sellerSummary: { rating: 0, reviewCount: 0 } });
    expect((await gigNow()).reviews).toEqual([
      expect.objectContaining({ rating: null, comment: 'Lovely work, thank you!' }),
    ]);
    expect((await pageNow()).summary).toMatchObject({ average: 0, count: 0 });
    expect((await pageNow()).reviews.map((r) => r.rating)).toEqual([null]);
    // The teen buyer's one review from a seller shows no stars either.
    expect((await ratingAs(seller, first.buyer.id)).json<BuyerRating>()).toMatchObject({ average: null, count: 0 });

    const second = await completedOrderFrom(t.app, db(), seller, gigId, 'Second Buyer');
    await bothReview(second.buyer, seller, second.orderId, { ofSeller: 5, ofBuyer: 5 });
    expect(await gigNow()).toMatchObject({ rating: 0, reviewCount: 0 });
    expect((await pageNow()).reviews.map((r) => r.rating)).toEqual([null, null]);

    const third = await completedOrderFrom(t.app, db(), seller, gigId, 'Third Buyer');
    await bothReview(third.buyer, seller, third.orderId, { ofSeller: 5, ofBuyer: 5 });
    // Three: the average (2 + 5 + 5) / 3 = 4, and each review's stars.
    expect(await gigNow()).toMatchObject({ rating: 4, reviewCount: 3, sellerSummary: { rating: 4, reviewCount: 3 } });
    expect((await pageNow()).summary).toMatchObject({ average: 4, count: 3 });
    expect((await pageNow()).reviews.map((r) => r.rating)).toEqual([5, 5, 2]);
    // An adult buyer's single review shows at once.
    expect((await ratingAs(seller, third.buyer.id)).json<BuyerRating>()).toEqual({
      userId: third.buyer.id,
      average: 5,
      count: 1,
    });
  });
});
