import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DELETE_ACCOUNT_PATH, PRIVACY_TEXTS } from '@teenfreelance/contracts/privacy';
import type { Order } from '@teenfreelance/contracts/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema/users.ts';
import { DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import { buildGig, buildUser, TEST_PASSWORD, type TestUser } from '../../../testing/factories.ts';
import { multipart } from '../../../testing/gig-helpers.ts';
import { actOk, pay } from '../../../testing/order-helpers.ts';
import { sellerRatesBuyer } from '../../../testing/review-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

describe('deleting one’s account', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const remove = (who: TestUser, confirmation: string) =>
    t.app.inject({
      method: 'POST',
      url: DELETE_ACCOUNT_PATH,
      headers: { cookie: who.cookie },
      payload: { confirmation },
    });
  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  it("removes the person's data and sessions, and leaves others' orders and reviews under 'Deleted user'", async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Gone Soon' });
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Stays Here' });
    const gig = await buildGig(t.database.db, seller.id, { title: 'Soon gone gig' });
    const paid = await pay(t.app, buyer, gig.id);
    const orderId = paid.json<Order>().id;
    await actOk(t.app, seller, orderId, { action: 'start' });

    // Not with an order still being worked on, and not without the password.
    const busy = await remove(seller, TEST_PASSWORD);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      error: { message: PRIVACY_TEXTS.activeOrders, details: { reason: 'ACTIVE_ORDERS' } },
    });
    await actOk(t.app, seller, orderId, { action: 'deliver', message: 'Done', fileIds: [] });
    await actOk(t.app, buyer, orderId, { action: 'accept' });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/review`,
      headers: { cookie: buyer.cookie },
      payload: { rating: 5, comment: 'Great work, thank you!' },
    });
    await sellerRatesBuyer(t.app, seller, orderId);
    const wrong = await remove(seller, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect((await get('/api/auth/session', seller)).json()).toMatchObject({ user: { id: seller.id } });

    const done = await remove(seller, TEST_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect((await get('/api/auth/session', seller)).json()).toEqual({ user: null });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, seller.id))).toEqual([]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, seller.id));
    expect(row).toMatchObject({ name: 'Deleted user', image: null, bio: null, phone: null, dateOfBirth: null });
    expect(row?.email).not.toBe(seller.email);
    expect((await get(`/api/gigs/${gig.id}`)).statusCode).toBe(404);
    // Signing in with the old address and password no longer works.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: seller.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    // The buyer's order and review remain, under the new name.
    const order = (await get(`/api/orders/${orderId}`, buyer)).json<Order>();
    expect(order).toMatchObject({ status: 'completed', seller: { name: 'Deleted user' } });
    const reviews = (await get(`/api/users/${seller.id}/reviews`)).json<{ reviews: { comment: string }[] }>();
    expect(reviews.reviews.map((review) => review.comment)).toEqual(['Great work, thank you!']);
  });

  it('removes the avatar file with the account', async () => {
    const teen = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Pic Owner' });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#cc6633' } })
      .png()
      .toBuffer();
    const body = multipart(png, { filename: 'me.png' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      headers: { ...body.headers, cookie: teen.cookie },
      payload: body.payload,
    });
    const { avatarUrl } = uploaded.json<{ avatarUrl: string }>();
    expect((await get(avatarUrl)).statusCode).toBe(200);

    expect((await remove(teen, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await get(avatarUrl)).statusCode).toBe(404);
    await expect(access(path.join(t.config.dataDir, avatarUrl))).rejects.toThrow();
  });

  it('refuses the demo accounts and answers visitors 401', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: DELETE_ACCOUNT_PATH, payload: { confirmation: 'x' } });
    expect(visitor.statusCode).toBe(401);
    const empty = await remove(await buildUser(t.app, t.database.db), '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: PRIVACY_TEXTS.confirmationRequired } });

    // A demo account (the seeded address), shared by everyone, stays.
    const demo = await buildUser(t.app, t.database.db, { role: 'buyer' });
    await t.database.db
      .update(users)
      .set({ email: DEMO_ACCOUNTS[1]?.email ?? '' })
      .where(eq(users.id, demo.id));
    const refused = await remove(demo, TEST_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { details: { reason: 'DEMO_ACCOUNT' } } });
  });
});
