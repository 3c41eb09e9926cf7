import { describe, expect, it } from 'vitest';
import { gigPath } from '@teenfreelance/contracts/api-paths';
import { MASK } from '@teenfreelance/contracts/contact-masking';
import type { GigDetail } from '@teenfreelance/contracts/gig-dtos';
import { orderPath, type Order } from '@teenfreelance/contracts/orders';
import {
  gigReviewsPath,
  orderReviewPath,
  reviewReplyPath,
  type Review,
  type ReviewPage,
} from '@teenfreelance/contracts/reviews';
import { buyerReviewPath, orderReviewsPath, type OrderReviews } from '@teenfreelance/contracts/two-way-reviews';
import { DISGUISED_CONTACT_REFUSED } from '@teenfreelance/contracts/screening/contact-kinds';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { makeTeen } from '../../../testing/minor-helpers.ts';
import { actOk, deliveredOrder } from '../../../testing/order-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';

/** Reviews and replies as each reader sees them (docs/decisions/0065). */

const t = testAppForTests();
const CONTACT = 'Great logo! Text me on 555-867-5309 for more work';
const MASKED = `Great logo! Text me on ${MASK} for more work`;

const get = (url: string, who?: TestUser) =>
  t.app.inject({ method: 'GET', url, ...(who ? { headers: { cookie: who.cookie } } : {}) });

async function reviewedOrder({ teenSeller }: { teenSeller: boolean }, comment = CONTACT) {
  const delivered = await deliveredOrder(t.app, t.database.db);
  if (teenSeller) await makeTeen(t.database.db, delivered.seller.id);
  await actOk(t.app, delivered.buyer, delivered.order.id, { action: 'accept' });
  const response = await t.app.inject({
    method: 'POST',
    url: orderReviewPath(delivered.order.id),
    headers: { cookie: delivered.buyer.cookie },
    payload: { rating: 5, comment },
  });
  // The seller's review of the buyer publishes both (decision 0093).
  if (response.statusCode === 201) {
    const rated = await t.app.inject({
      method: 'POST',
      url: buyerReviewPath(delivered.order.id),
      headers: { cookie: delivered.seller.cookie },
      payload: { rating: 5, comment: 'Clear brief and quick answers.' },
    });
    expect(rated.statusCode, rated.body).toBe(201);
  }
  return { ...delivered, response };
}

describe('reviews through the screening', () => {
  it('masks a review of a teen’s work for every reader, the order page included', async () => {
    const { seller, buyer, gigId, order, response } = await reviewedOrder({ teenSeller: true });
    expect(response.statusCode, response.body).toBe(201);
    expect((await get(gigReviewsPath(gigId))).json<ReviewPage>().reviews[0]?.comment).toBe(MASKED);
    expect((await get(gigPath(gigId), buyer)).json<GigDetail>().reviews[0]?.comment).toBe(MASKED);
    expect((await get(orderPath(order.id), seller)).json<Order>().review?.comment).toBe(MASKED);
    const replied = await t.app.inject({
      method: 'POST',
      url: reviewReplyPath(response.json<Review>().id),
      headers: { cookie: seller.cookie },
      payload: { reply: 'Thanks! Mail me at tia.teen@gmail.com' },
    });
    expect(replied.json<Review>().reply).toBe(`Thanks! Mail me at ${MASK}`);
    expect((await get(gigReviewsPath(gigId))).json<ReviewPage>().reviews[0]?.reply).toBe(`Thanks! Mail me at ${MASK}`);
  });

  it('shows a review of an adult’s work as written to adults, and masked to a teen', async () => {
    const { gigId, response } = await reviewedOrder({ teenSeller: false });
    expect(response.statusCode, response.body).toBe(201);
    expect((await get(gigReviewsPath(gigId))).json<ReviewPage>().reviews[0]?.comment).toBe(CONTACT);
    const teen = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Tia Teen' });
    await makeTeen(t.database.db, teen.id);
    expect((await get(gigReviewsPath(gigId), teen)).json<ReviewPage>().reviews[0]?.comment).toBe(MASKED);
  });

  it('refuses a disguise in a review of a teen’s work, and stores nothing', async () => {
    const { gigId, response } = await reviewedOrder(
      { teenSeller: true },
      'Lovely work, write to j o h n @ g m a i l . c o m',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'body.comment', message: DISGUISED_CONTACT_REFUSED }] },
    });
    expect((await get(gigReviewsPath(gigId))).json<ReviewPage>().reviews).toEqual([]);
  });

  it('brings ordinary words to a teen exactly as written', async () => {
    const comment = 'Delivered 4000 x 3000 px in 2 days for $25.50, version 2.0.1, colour #ff6600. 5/5!';
    const { gigId, seller } = await reviewedOrder({ teenSeller: true }, comment);
    expect((await get(gigReviewsPath(gigId), seller)).json<ReviewPage>().reviews[0]?.comment).toBe(comment);
  });

  it('refuses a disguise in a teen seller’s review of the buyer, and stores nothing', async () => {
    const delivered = await deliveredOrder(t.app, t.database.db);
    await makeTeen(t.database.db, delivered.seller.id);
    await actOk(t.app, delivered.buyer, delivered.order.id, { action: 'accept' });
    const refused = await t.app.inject({
      method: 'POST',
      url: buyerReviewPath(delivered.order.id),
      headers: { cookie: delivered.seller.cookie },
      payload: { rating: 5, comment: 'Nice buyer, write to j o h n @ g m a i l . c o m' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'body.comment', message: DISGUISED_CONTACT_REFUSED }] },
    });
    const reviews = (await get(orderReviewsPath(delivered.order.id), delivered.seller)).json<OrderReviews>();
    expect(reviews).toMatchObject({ ofBuyer: null, canWrite: true });
  });

  it('masks contact details in both reviews of a teen’s order, for both parties', async () => {
    const { seller, buyer, order } = await reviewedOrder({ teenSeller: true });
    for (const who of [seller, buyer]) {
      const reviews = (await get(orderReviewsPath(order.id), who)).json<OrderReviews>();
      expect(reviews.ofSeller?.comment).toBe(MASKED);
    }
  });
});
