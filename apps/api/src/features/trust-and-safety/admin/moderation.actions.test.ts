import { randomUUID } from 'node:crypto';
import {
  conversationMessagesPath,
  CONVERSATIONS_PATH,
  MESSAGE_TEXTS,
  type MessagePage,
} from '@teenfreelance/contracts/messages';
import type { Order } from '@teenfreelance/contracts/orders';
import { describe, expect, it } from 'vitest';
import { moderationTestApp } from './admin.test-helpers.ts';
import { buildGig, buildUser, TEST_PASSWORD } from '../../../testing/factories.ts';
import { postedJob } from '../../../testing/job-helpers.ts';
import { actOk, deliveredOrder, pay } from '../../../testing/order-helpers.ts';
import { sellerRatesBuyer } from '../../../testing/review-helpers.ts';

describe('moderation actions', () => {
  const { m, call, report, act, titlesOf } = moderationTestApp();

  it('hides a gig from everyone, tells its seller and the m.reporter, and refuses actions that do not apply', async () => {
    const seller = await buildUser(m.t.app, m.t.database.db, { role: 'freelancer', name: 'Hid Seller' });
    const gig = await buildGig(m.t.database.db, seller.id, { title: 'Hidden soon' });
    await report('gig', gig.id);
    expect((await act('remove_message', 'gig', gig.id)).statusCode).toBe(422);
    const hidden = await act('hide', 'gig', gig.id);
    expect(hidden.json()).toEqual({ resolved: 1 });
    expect((await call(null, 'GET', `/api/gigs/${gig.id}`)).statusCode).toBe(404);
    expect(await titlesOf(seller)).toContain('A moderator hid something you posted');
    expect(await titlesOf(m.reporter)).toContain('We reviewed your report');
  });

  it('hides a job post from all but its poster, and a review from the lists and the rating', async () => {
    const poster = await buildUser(m.t.app, m.t.database.db, { role: 'buyer', name: 'Post Er' });
    const job = await postedJob(m.t.app, poster);
    await report('job', job.id);
    expect((await act('hide', 'job', job.id)).statusCode).toBe(200);
    expect((await call(m.reporter, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(404);
    expect((await call(poster, 'GET', `/api/jobs/${job.id}`)).statusCode).toBe(200);
  });

  it("hides a review from the gig's reviews and takes it out of the gig's rating", async () => {
    const { buyer, seller, gigId, order } = await deliveredOrder(m.t.app, m.t.database.db);
    await actOk(m.t.app, buyer, order.id, { action: 'accept' });
    const reviewed = await call(buyer, 'POST', `/api/orders/${order.id}/review`, {
      rating: 1,
      comment: 'Rude words that break the rules here.',
    });
    await sellerRatesBuyer(m.t.app, seller, order.id);
    const reviewId = reviewed.json<{ id: string }>().id;
    const gigBefore = (await call(null, 'GET', `/api/gigs/${gigId}`)).json<{ reviewCount: number }>();
    expect(gigBefore.reviewCount).toBe(1);
    await report('review', reviewId);
    expect((await act('hide', 'review', reviewId)).statusCode).toBe(200);
    const page = (await call(null, 'GET', `/api/gigs/${gigId}/reviews`)).json<{
      reviews: unknown[];
      summary: { count: number };
    }>();
    expect(page.reviews).toEqual([]);
    expect(page.summary.count).toBe(0);
    expect(
      (await call(null, 'GET', `/api/gigs/${gigId}`)).json<{ reviewCount: number; rating: number }>(),
    ).toMatchObject({
      reviewCount: 0,
      rating: 0,
    });
  });

  it('removes a message from view for both sides, keeping the conversation', async () => {
    const seller = await buildUser(m.t.app, m.t.database.db, { role: 'freelancer', name: 'Rude Seller' });
    const gig = await buildGig(m.t.database.db, seller.id);
    const started = await call(m.reporter, 'POST', CONVERSATIONS_PATH, { gigId: gig.id });
    const conversationId = started.json<{ id: string }>().id;
    const sent = await call(seller, 'POST', conversationMessagesPath(conversationId), {
      clientId: randomUUID(),
      text: 'Something nasty',
    });
    const messageId = sent.json<{ id: string }>().id;
    await report('message', messageId);
    expect((await act('hide', 'message', messageId)).statusCode).toBe(422);
    expect((await act('remove_message', 'message', messageId)).statusCode).toBe(200);
    for (const who of [m.reporter, seller]) {
      const page = (await call(who, 'GET', conversationMessagesPath(conversationId))).json<MessagePage>();
      expect(page.messages.at(-1)?.text).toBe(MESSAGE_TEXTS.removed);
    }
  });

  it('suspends an account: no sign-in, no session, gigs hidden, open orders cancelled and refunded', async () => {
    const seller = await buildUser(m.t.app, m.t.database.db, { role: 'freelancer', name: 'Sus Pended' });
    const gig = await buildGig(m.t.database.db, seller.id, { title: 'Soon suspended' });
    const paid = await pay(m.t.app, m.reporter, gig.id);
    const orderId = paid.json<Order>().id;
    await report('profile', seller.id);
    expect((await act('suspend', 'profile', seller.id)).statusCode).toBe(200);

    expect((await call(seller, 'GET', '/api/auth/session')).json()).toEqual({ user: null });
    const signIn = await m.t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: seller.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ error: { message: expect.stringContaining('suspended') } });
    expect((await call(null, 'GET', `/api/gigs/${gig.id}`)).statusCode).toBe(404);
    const order = (await call(m.reporter, 'GET', `/api/orders/${orderId}`)).json<Order>();
    expect(order.status).toBe('cancelled');
  });
});
