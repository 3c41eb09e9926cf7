import { randomUUID } from 'node:crypto';
import {
  SELLER_GIG_STATS_PATH,
  SELLER_OVERVIEW_PATH,
  type SellerGigStats,
  type SellerOverview,
} from '@teenfreelance/contracts/dashboard';
import { EARNINGS_PATH, type Earnings } from '@teenfreelance/contracts/seller-earnings';
import { conversationMessagesPath, CONVERSATIONS_PATH } from '@teenfreelance/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../testing/clock.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { actOk, pay } from '../../testing/order-helpers.ts';
import { sellerRatesBuyer } from '../../testing/review-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

describe("a freelancer's dashboard figures", () => {
  // 2026-11-20, a Friday in November.
  const clock = manualClock(Date.UTC(2026, 10, 20, 12));
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, who: TestUser) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const user = (role: 'buyer' | 'freelancer', name: string) => buildUser(t.app, t.database.db, { role, name });
  async function order(seller: TestUser, buyer: TestUser, gigId: string) {
    const response = await pay(t.app, buyer, gigId);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  }
  async function complete(seller: TestUser, buyer: TestUser, orderId: string) {
    await actOk(t.app, seller, orderId, { action: 'start' });
    await actOk(t.app, seller, orderId, { action: 'deliver', message: 'Done, enjoy!', fileIds: [] });
    await actOk(t.app, buyer, orderId, { action: 'accept' });
  }

  it('adds up orders, earnings by month (the ledger’s completions) and the rating from what happened', async () => {
    const seller = await user('freelancer', 'Sol Seller');
    const buyer = await user('buyer', 'Bo Buyer');
    const cheap = (await buildGig(t.database.db, seller.id, { title: 'Logo sketch', priceCents: 2500 })).id;
    const big = (await buildGig(t.database.db, seller.id, { title: 'Website', priceCents: 12000 })).id;

    // September: one $120 order completed.
    clock.set(Date.UTC(2026, 8, 10, 12));
    await complete(seller, buyer, await order(seller, buyer, big));
    // November: two $25 orders completed 5 days ago, one active and late, one cancelled.
    clock.set(Date.UTC(2026, 10, 15, 12));
    const recent = [await order(seller, buyer, cheap), await order(seller, buyer, cheap)];
    for (const id of recent) await complete(seller, buyer, id);
    clock.advance(60_000);
    const late = await order(seller, buyer, cheap);
    await actOk(t.app, seller, late, { action: 'start' });
    const cancelled = await order(seller, buyer, big);
    await actOk(t.app, buyer, cancelled, { action: 'cancel', reason: 'Changed my mind' });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${recent[0]}/review`,
      headers: { cookie: buyer.cookie },
      payload: { rating: 4, comment: 'Nice sketch, quick work.' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${recent[1]}/review`,
      headers: { cookie: buyer.cookie },
      payload: { rating: 5, comment: 'Perfect, thank you so much.' },
    });
    for (const id of recent) await sellerRatesBuyer(t.app, seller, id);
    clock.set(Date.UTC(2026, 10, 20, 12));

    const overview = await get<SellerOverview>(SELLER_OVERVIEW_PATH, seller);
    expect(overview).toMatchObject({
      activeOrders: 1,
      gigs: 2,
      lateOrders: 1,
      earningsThisMonthCents: 5000,
      earningsTotalCents: 17000,
      rating: { average: 4.5, count: 2 },
    });
    expect(overview.earningsByMonth).toHaveLength(12);
    expect(overview.earningsByMonth.at(-1)).toEqual({ month: '2026-11', cents: 5000 });
    expect(overview.earningsByMonth.at(-3)).toEqual({ month: '2026-09', cents: 12000 });
    expect(overview.earningsByMonth[0]?.month).toBe('2025-12');
    expect(overview.earningsByMonth.reduce((sum, m) => sum + m.cents, 0)).toBe(17000);

    const stats = await get<SellerGigStats>(SELLER_GIG_STATS_PATH, seller);
    expect(stats.gigs.map((g) => [g.gigId, g.orders])).toEqual(
      expect.arrayContaining([
        [cheap, 3],
        [big, 1],
      ]),
    );
  });

  it('measures replies: the share answered within a day and the median time to answer', async () => {
    const seller = await user('freelancer', 'Ria Replies');
    const gig = (await buildGig(t.database.db, seller.id, { title: 'Tutoring' })).id;
    const ask = async (answerAfterMinutes: number | null) => {
      const buyer = await user('buyer', 'Asker');
      const started = await t.app.inject({
        method: 'POST',
        url: CONVERSATIONS_PATH,
        headers: { cookie: buyer.cookie },
        payload: { gigId: gig },
      });
      const id = started.json<{ id: string }>().id;
      const send = (who: TestUser, text: string) =>
        t.app.inject({
          method: 'POST',
          url: conversationMessagesPath(id),
          headers: { cookie: who.cookie },
          payload: { clientId: randomUUID(), text },
        });
      expect((await send(buyer, 'Hi, are you free this week?')).statusCode).toBe(201);
      if (answerAfterMinutes === null) return;
      clock.advance(answerAfterMinutes * 60_000);
      expect((await send(seller, 'Yes! Happy to help.')).statusCode).toBe(201);
    };
    clock.set(Date.UTC(2026, 10, 18, 9));
    await ask(30);
    await ask(90);
    await ask(48 * 60); // answered, but after two days
    await ask(null);
    clock.set(Date.UTC(2026, 10, 20, 12));

    const overview = await get<SellerOverview>(SELLER_OVERVIEW_PATH, seller);
    expect(overview.responseRatePercent).toBe(50);
    expect(overview.responseTimeMinutes).toBe(90);
    // Answering reads the conversation: only the unanswered one is unread.
    expect(overview.unreadConversations).toBe(1);

    const quiet = await user('freelancer', 'New Seller');
    expect(await get<SellerOverview>(SELLER_OVERVIEW_PATH, quiet)).toMatchObject({
      activeOrders: 0,
      gigs: 0,
      earningsTotalCents: 0,
      rating: { average: 0, count: 0 },
      responseRatePercent: null,
      responseTimeMinutes: null,
      unreadConversations: 0,
    });
  });

  it("never shows one seller another's figures, and refuses seller figures to buyers", async () => {
    const busy = await user('freelancer', 'Busy Seller');
    const buyer = await user('buyer', 'Curious Buyer');
    const gig = (await buildGig(t.database.db, busy.id, { priceCents: 5000 })).id;
    await order(busy, buyer, gig);
    const other = await user('freelancer', 'Other Seller');
    expect((await get<SellerOverview>(SELLER_OVERVIEW_PATH, other)).activeOrders).toBe(0);
    expect((await get<Earnings>(EARNINGS_PATH, other)).lines).toEqual([]);
    expect((await get<SellerGigStats>(SELLER_GIG_STATS_PATH, other)).gigs).toEqual([]);

    for (const path of [SELLER_OVERVIEW_PATH, EARNINGS_PATH, SELLER_GIG_STATS_PATH]) {
      const refused = await t.app.inject({ method: 'GET', url: path, headers: { cookie: buyer.cookie } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: { details: { reason: 'NOT_A_FREELANCER' } } });
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
  });
});
