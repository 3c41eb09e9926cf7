import {
  BUYER_OVERVIEW_PATH,
  gigViewsPath,
  MY_PROPOSALS_PATH,
  SELLER_GIG_STATS_PATH,
  type BuyerOverview,
  type MyProposals,
  type SellerGigStats,
} from '@teenfreelance/contracts/dashboard';
import { randomUUID } from 'node:crypto';
import { CONVERSATIONS_PATH, conversationMessagesPath } from '@teenfreelance/contracts/messages';
import { favoritePath } from '@teenfreelance/contracts/favorites';
import { jobClosePath } from '@teenfreelance/contracts/job-posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../testing/clock.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { actOk, pay } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { jobBody, postedJob, proposalAction, sentProposal } from '../../testing/job-helpers.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

describe("a buyer's dashboard figures, a freelancer's proposals and gig views", () => {
  const clock = manualClock(Date.UTC(2026, 10, 20, 12));
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  const user = (role: 'buyer' | 'freelancer', name = 'Someone') => buildUser(t.app, t.database.db, { role, name });
  const get = (url: string, who?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const saveGig = (buyer: TestUser, gigId: string) =>
    t.app.inject({ method: 'PUT', url: favoritePath(gigId), headers: { cookie: buyer.cookie } });
  /** A job post the buyer closed: never among their open ones. */
  const postClosedJob = async (buyer: TestUser) => {
    const closed = await postedJob(t.app, buyer, jobBody({ title: 'A job that closed' }));
    await t.app.inject({ method: 'POST', url: jobClosePath(closed.id), headers: { cookie: buyer.cookie } });
  };

  it('counts what the buyer has going on and what they paid, fees included, refunds left out', async () => {
    const buyer = await user('buyer');
    const seller = await user('freelancer');
    const gig = (await buildGig(t.database.db, seller.id, { priceCents: 2500 })).id;
    const saved = (await buildGig(t.database.db, seller.id, { title: 'Saved for later' })).id;
    const paid = [await pay(t.app, buyer, gig), await pay(t.app, buyer, gig)].map((r) => r.json<{ id: string }>().id);
    await actOk(t.app, buyer, paid[1] ?? '', { action: 'cancel', reason: 'Ordered twice by mistake' });
    await saveGig(buyer, saved);
    await postedJob(t.app, buyer);
    await postClosedJob(buyer);

    const overview = await get(BUYER_OVERVIEW_PATH, buyer);
    expect(overview.json<BuyerOverview>()).toMatchObject({
      activeOrders: 1,
      totalSpentCents: 2600,
      savedGigs: 1,
      openJobPosts: 1,
    });
    // Another buyer sees their own zeros; freelancers have no buyer figures.
    expect((await get(BUYER_OVERVIEW_PATH, await user('buyer'))).json<BuyerOverview>()).toEqual({
      activeOrders: 0,
      totalSpentCents: 0,
      savedGigs: 0,
      openJobPosts: 0,
      unreadConversations: 0,
      activeOrderList: [],
      openJobPostList: [],
      savedGigList: [],
    });
    expect((await get(BUYER_OVERVIEW_PATH, seller)).statusCode).toBe(403);
    expect((await get(BUYER_OVERVIEW_PATH)).statusCode).toBe(401);
  });

  it('lists what the buyer has going on: active orders with their state, unread messages, new proposals, saved gigs', async () => {
    const buyer = await user('buyer', 'Bo Buyer');
    const seller = await user('freelancer', 'Sam Seller');
    const db = t.database.db;
    const logo = (await buildGig(db, seller.id, { title: 'Logo', deliveryDays: 7 })).id;
    const video = (await buildGig(db, seller.id, { title: 'Video', deliveryDays: 2, priceCents: 4000 })).id;
    const [waiting, delivered, cancelled] = await Promise.all(
      [logo, video, logo].map(async (gig) => (await pay(t.app, buyer, gig)).json<{ id: string }>().id),
    );
    await actOk(t.app, seller, delivered ?? '', { action: 'start' });
    await actOk(t.app, seller, delivered ?? '', { action: 'deliver', message: 'Here it is', fileIds: [] });
    await actOk(t.app, buyer, cancelled ?? '', { action: 'cancel', reason: 'Ordered twice by mistake' });
    // What waits for the buyer's answer (decision 0082): a split offered, more days asked.
    await actOk(t.app, seller, delivered ?? '', {
      action: 'propose_partial_refund',
      refundCents: 1000,
      message: 'Shorter than asked',
    });
    await actOk(t.app, seller, waiting ?? '', { action: 'request_extension', days: 2, reason: 'Exams' });

    // The seller writes to the buyer: one conversation unread.
    const started = await t.app.inject({
      method: 'POST',
      url: CONVERSATIONS_PATH,
      headers: { cookie: buyer.cookie },
      payload: { gigId: logo },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: conversationMessagesPath(started.json<{ id: string }>().id),
      headers: { cookie: seller.cookie },
      payload: { clientId: randomUUID(), text: 'Thanks for your order!' },
    });
    expect(sent.statusCode).toBe(201);

    const job = await postedJob(t.app, buyer, jobBody({ title: 'A poster for the fair' }));
    const applicants = [await user('freelancer'), await user('freelancer'), await user('freelancer')];
    const [, shortlisted, withdrawn] = await Promise.all(
      applicants.map(async (by) => ({ by, ...(await sentProposal(t.app, by, job.id)) })),
    );
    if (!shortlisted || !withdrawn) throw new Error('three proposals were sent');
    expect((await proposalAction(t.app, buyer, shortlisted.id, 'shortlist')).statusCode).toBe(200);
    expect((await proposalAction(t.app, withdrawn.by, withdrawn.id, 'withdraw')).statusCode).toBe(200);
    await postClosedJob(buyer);
    await saveGig(buyer, video);

    const overview = (await get(BUYER_OVERVIEW_PATH, buyer)).json<BuyerOverview>();
    expect(overview.unreadConversations).toBe(1);
    expect(overview.activeOrderList.map((o) => [o.id, o.title, o.sellerName, o.status])).toEqual([
      [delivered, 'Video', 'Sam Seller', 'delivered'],
      [waiting, 'Logo', 'Sam Seller', 'paid'],
    ]);
    expect(overview.activeOrderList[0]?.number).toMatch(/^#TF-\d{6}$/);
    expect(overview.activeOrderList.map((o) => [o.extensionRequested, o.partialRefundOfferedBy])).toEqual([
      [false, 'seller'],
      [true, null],
    ]);
    expect(overview.openJobPostList).toEqual([
      { id: job.id, title: 'A poster for the fair', newProposals: 1, proposals: 2 },
    ]);
    expect(overview.savedGigList).toEqual([{ id: video, title: 'Video', sellerName: 'Sam Seller', priceCents: 4000 }]);
  });

  it("lists a freelancer's own proposals, newest first, to them only", async () => {
    const poster = await user('buyer', 'Poster');
    const freelancer = await user('freelancer');
    const first = await postedJob(t.app, poster, jobBody({ title: 'First job' }));
    const second = await postedJob(t.app, poster, jobBody({ title: 'Second job' }));
    await sentProposal(t.app, freelancer, first.id);
    clock.advance(60_000);
    await sentProposal(t.app, freelancer, second.id);
    await sentProposal(t.app, await user('freelancer'), first.id);

    const mine = (await get(MY_PROPOSALS_PATH, freelancer)).json<MyProposals>().proposals;
    expect(mine.map((p) => [p.jobTitle, p.status])).toEqual([
      ['Second job', 'pending'],
      ['First job', 'pending'],
    ]);
    expect((await get(MY_PROPOSALS_PATH, poster)).statusCode).toBe(403);
  });

  it('counts one view per visitor, gig and hour, never a bot, and only for public gigs', async () => {
    const seller = await user('freelancer');
    const gig = (await buildGig(t.database.db, seller.id)).id;
    const view = (headers: Record<string, string>, ip = '203.0.113.5') =>
      t.app.inject({ method: 'POST', url: gigViewsPath(gig), headers, remoteAddress: ip });
    const viewsOf = async () =>
      (await get(SELLER_GIG_STATS_PATH, seller)).json<SellerGigStats>().gigs.find((g) => g.gigId === gig)?.views;

    expect((await view({ 'user-agent': BROWSER })).statusCode).toBe(204);
    await view({ 'user-agent': BROWSER });
    await view({ 'user-agent': BROWSER }, '198.51.100.7');
    await view({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await view({ 'user-agent': `${BROWSER} HeadlessChrome` }, '192.0.2.9');
    await view({ 'user-agent': '' });
    const buyer = await user('buyer');
    await view({ 'user-agent': BROWSER, cookie: buyer.cookie });
    await view({ 'user-agent': BROWSER, cookie: buyer.cookie }, '198.51.100.99');
    expect(await viewsOf()).toBe(3);

    // An hour later the same visitor counts again.
    clock.advance(60 * 60 * 1000);
    await view({ 'user-agent': BROWSER });
    expect(await viewsOf()).toBe(4);

    const hidden = (await buildGig(t.database.db, seller.id, { isPublic: false })).id;
    const refused = await t.app.inject({
      method: 'POST',
      url: gigViewsPath(hidden),
      headers: { 'user-agent': BROWSER },
    });
    expect(refused.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: gigViewsPath('nope') })).statusCode).toBe(404);
  });
});
