import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage, UnreadNotifications } from '@teenfreelance/contracts/notifications';
import { orderNumberText } from '@teenfreelance/contracts/orders';
import { hashPassword } from '../../features/accounts/security/password-hash.ts';
import { wordsOf, type Notice } from '../../features/notifications/notifications.kinds.ts';
import { TRANSITIONS } from '../../features/orders/order-machine.ts';
import { createTestApp, json, sessionCookie, type TestContext } from '../../testing/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDemoEmail } from './demo-accounts.ts';
import { seedAndReadDemoData, type DemoData } from './demo-rules.load.ts';
import { buyerReviews } from '../schema/reviews.ts';

/**
 * The demo accounts' bells: every event of the demo's history told the
 * people the features tell, in the features' words, at the event's time;
 * older news read, the latest not (and a conversation's messages unread
 * exactly while the conversation is). Only the demo accounts can sign in,
 * so only they are given notifications.
 */
describe('the demo notifications match the demo history', () => {
  let t: TestContext;
  let d: DemoData;
  const now = new Date();
  // Seeding the whole demo takes seconds, and a minute or more on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    d = await seedAndReadDemoData(t.database.db, now, await hashPassword(DEMO_PASSWORD));
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  /** Whether `id` is one of the demo accounts, the people who can sign in and read a bell. */
  const canSignIn = (id: string) => isDemoEmail(d.user(id).email);

  /** The stored notification of `notice` at `at` (for someone who can sign in), failing with what was looked for. */
  const findNotified = (notice: Notice, at: Date) => {
    if (!canSignIn(notice.userId)) return;
    const words = wordsOf(notice);
    const found = d.notifications.find(
      (row) =>
        row.userId === notice.userId &&
        row.kind === notice.kind &&
        row.title === words.title &&
        row.body === words.body &&
        row.link === words.link &&
        row.updatedAt.getTime() === at.getTime(),
    );
    expect(found, `${d.user(notice.userId).name}: ${words.title} (${words.body}) at ${at.toISOString()}`).toBeDefined();
    return found;
  };
  const nameOf = (id: string | null) => (id ? d.user(id).name : null);

  it('tells the party that did not act of every order event (both, when the system acted), at its time', () => {
    expect(d.events.length).toBeGreaterThan(100);
    for (const event of d.events) {
      const order = d.orders.find((row) => row.id === event.orderId);
      if (!order) throw new Error('an event without its order');
      const { kind, to } = TRANSITIONS[event.transition as keyof typeof TRANSITIONS].effects.notify;
      const told =
        to === 'both' || event.actorRole === 'system'
          ? [order.buyerId, order.sellerId]
          : [event.actorRole === 'buyer' ? order.sellerId : order.buyerId];
      for (const userId of told) {
        findNotified(
          {
            kind,
            userId,
            orderId: order.id,
            orderNumber: orderNumberText(order.number),
            gigTitle: order.gigTitle,
            actorName: nameOf(event.actorId),
          } as Notice,
          event.createdAt,
        );
      }
    }
  });

  it('says it in the words users read', () => {
    const sam = d.account('buyer');
    const titles = d.notifications.filter((row) => row.userId === sam.id).map((row) => row.title);
    expect(titles).toContain('Maya Patel started working on your order');
    expect(titles).toContain('Leo Nguyen delivered your order');
    expect(titles).toContain('New proposal from Maya Patel');
    const maya = d.notifications.filter((row) => row.userId === d.account('freelancer').id);
    expect(maya.map((row) => row.title)).toContain('New order from Sam Carter');
    expect(maya.map((row) => row.title)).toContain('Carmen Ruiz requested a revision');
  });

  it('tells both parties of each published pair of reviews, posters of each proposal and freelancers of each decision', async () => {
    const ofBuyers = new Set((await t.database.db.select().from(buyerReviews)).map((row) => row.orderId));
    const published = d.reviews.filter((review) => review.publishedAt !== null);
    expect(published.length).toBeGreaterThan(0);
    for (const review of published) {
      const order = d.orders.find((row) => row.id === review.orderId);
      const both = ofBuyers.has(review.orderId);
      const notice = {
        kind: 'reviews_published',
        orderId: review.orderId,
        gigTitle: order?.gigTitle ?? '',
        both,
      } as const;
      findNotified({ ...notice, userId: review.sellerId }, review.publishedAt ?? new Date(0));
      if (both) findNotified({ ...notice, userId: review.buyerId }, review.publishedAt ?? new Date(0));
    }
    // The demo buyer is told that both reviews of one of their orders are in.
    const buyer = d.account('buyer');
    expect(d.notifications.some((row) => row.userId === buyer.id && row.title === 'Both reviews are in')).toBe(true);
    const decisions = { shortlisted: 'proposal_shortlisted', declined: 'proposal_declined', hired: 'proposal_hired' };
    for (const proposal of d.proposals) {
      const job = d.jobs.find((row) => row.id === proposal.jobId);
      if (!job) throw new Error('a proposal without its job');
      const about = { jobId: job.id, jobTitle: job.title };
      findNotified(
        { kind: 'proposal_received', userId: job.clientId, ...about, actorName: d.user(proposal.freelancerId).name },
        proposal.createdAt,
      );
      if (proposal.status === 'pending' || proposal.status === 'withdrawn') continue;
      findNotified(
        {
          kind: decisions[proposal.status],
          userId: proposal.freelancerId,
          ...about,
          actorName: d.user(job.clientId).name,
        } as Notice,
        proposal.updatedAt,
      );
    }
  });

  it('counts each conversation’s messages to each side, unread exactly while the conversation is', () => {
    for (const conversation of d.conversations) {
      const said = d.messages.filter((message) => message.conversationId === conversation.id);
      for (const [readerId, readAt] of [
        [conversation.buyerId, conversation.buyerLastReadAt],
        [conversation.sellerId, conversation.sellerLastReadAt],
      ] as const) {
        if (!canSignIn(readerId)) continue;
        const received = said.filter((message) => message.senderId !== readerId);
        const unread = received.filter((message) => !readAt || message.createdAt > readAt);
        const rows = d.notifications.filter(
          (row) => row.userId === readerId && row.groupKey === `conversation:${conversation.id}`,
        );
        expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(received.length);
        const unreadRows = rows.filter((row) => row.readAt === null);
        expect(unreadRows.map((row) => row.count)).toEqual(unread.length > 0 ? [unread.length] : []);
        const newest = received.toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
        if (unreadRows[0] && newest) {
          expect(unreadRows[0].updatedAt).toEqual(newest.createdAt);
          expect(unreadRows[0].title).toMatch(new RegExp(`from ${d.user(newest.senderId).name}$`));
        }
      }
    }
  });

  it('gives notifications only to the demo accounts, and to each of them but the admin', () => {
    expect(d.notifications.every((row) => canSignIn(row.userId))).toBe(true);
    for (const key of ['buyer', 'freelancer', 'proFreelancer'] as const) {
      expect(
        d.notifications.some((row) => row.userId === d.account(key).id),
        key,
      ).toBe(true);
    }
  });

  it('dates nothing after now, and reads nothing before it happened', () => {
    for (const row of d.notifications) {
      expect(row.createdAt <= row.updatedAt && row.updatedAt <= now, row.title).toBe(true);
      if (row.readAt) expect(row.readAt >= row.updatedAt && row.readAt <= now, row.title).toBe(true);
    }
  });

  it('shows each demo person with a history some read and some unread notifications, in their bell', async () => {
    for (const key of ['buyer', 'freelancer', 'proFreelancer'] as const) {
      const me = d.account(key);
      const mine = d.notifications.filter((row) => row.userId === me.id);
      const unread = mine.filter((row) => row.readAt === null);
      expect(unread.length, key).toBeGreaterThan(0);
      expect(mine.length - unread.length, key).toBeGreaterThan(0);

      const email = DEMO_ACCOUNTS.find((account) => account.key === key)?.email ?? '';
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(signedIn.statusCode, key).toBe(200);
      const cookie = sessionCookie(signedIn);
      const bell = await t.app.inject({ method: 'GET', url: '/api/notifications/unread', headers: { cookie } });
      expect(json<UnreadNotifications>(bell).unread, key).toBe(unread.length);
      const page = json<NotificationPage>(
        await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } }),
      );
      const newest = mine.toSorted((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0];
      expect(page.notifications[0]?.title, key).toBe(newest?.title);
    }
  });
});
