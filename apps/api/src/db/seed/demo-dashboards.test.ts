import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSellPublicly } from '@teenfreelance/contracts/accounts';
import { ORDER_LIST_STATUSES } from '@teenfreelance/contracts/orders';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { seedAndReadDemoData, type DemoData } from './demo-rules.load.ts';

describe('the demo accounts have something in every dashboard tab, made by the rules', () => {
  let t: TestContext;
  let d: DemoData;
  const now = new Date();
  // Seeding the whole demo takes seconds, and a minute or more on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
    d = await seedAndReadDemoData(t.database.db, now);
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  const subTabsOf = (orders: DemoData['orders']) =>
    Object.entries(ORDER_LIST_STATUSES)
      .filter(([, statuses]) => orders.some((order) => statuses.includes(order.status)))
      .map(([tab]) => tab);
  const talksOf = (userId: string) =>
    d.conversations.filter(
      (c) => (c.buyerId === userId || c.sellerId === userId) && d.messages.some((m) => m.conversationId === c.id),
    );

  it('gives the demo freelancers gigs, orders in each sub-tab, earnings, proposals and messages', () => {
    for (const key of ['freelancer', 'proFreelancer'] as const) {
      const me = d.account(key);
      expect(d.gigs.filter((gig) => gig.sellerId === me.id && gig.isPublic).length, key).toBeGreaterThan(0);
      const sold = d.orders.filter((order) => order.sellerId === me.id);
      expect(subTabsOf(sold), key).toEqual(['active', 'completed', 'cancelled']);
      // Earnings pending clearance and available ones, on the ledger the Earnings tab reads.
      const balance = (kind: 'seller_pending' | 'seller_available') =>
        d.ledgerAccounts.find((account) => account.userId === me.id && account.kind === kind)?.balanceCents ?? 0;
      expect(balance('seller_pending'), key).toBeGreaterThan(0);
      expect(balance('seller_available'), key).toBeGreaterThan(0);
      const proposals = d.proposals.filter((proposal) => proposal.freelancerId === me.id);
      expect(new Set(proposals.map((proposal) => proposal.status)).size, key).toBeGreaterThanOrEqual(2);
      expect(talksOf(me.id).length, key).toBeGreaterThanOrEqual(2);
    }
    expect(d.orders.some((order) => order.sellerId === d.account('proFreelancer').id && order.proposalId)).toBe(true);
  });

  it("posts the demo's money to the ledger as the features would", () => {
    const platform = (kind: string) =>
      d.ledgerAccounts.find((account) => account.userId === null && account.kind === kind)?.balanceCents ?? 0;
    const sum = (orders: DemoData['orders'], cents: (order: DemoData['orders'][number]) => number) =>
      orders.reduce((total, order) => total + cents(order), 0);
    const active = d.orders.filter((order) => order.status !== 'completed' && order.status !== 'cancelled');
    const completed = d.orders.filter((order) => order.status === 'completed');
    // Escrow holds what active orders paid; the fees of completed ones are the platform's.
    expect(platform('escrow')).toBe(sum(active, (order) => order.totalCents));
    expect(platform('platform_fees')).toBe(sum(completed, (order) => order.feeCents));
    for (const key of ['freelancer', 'proFreelancer'] as const) {
      const me = d.account(key);
      const earned = d.ledgerAccounts
        .filter((account) => account.userId === me.id)
        .reduce((total, account) => total + account.balanceCents, 0);
      expect(earned, key).toBe(
        sum(
          completed.filter((order) => order.sellerId === me.id),
          (order) => order.priceCents,
        ),
      );
    }
    const kinds = (kind: string) => d.ledgerTransactions.filter((posting) => posting.eventKind === kind).length;
    expect(kinds('order_completion')).toBe(completed.length);
    expect(kinds('order_refund')).toBe(d.orders.filter((order) => order.status === 'cancelled').length);
    expect(kinds('earnings_cleared')).toBeGreaterThan(0);
    expect(kinds('earnings_cleared')).toBeLessThan(completed.length);
  });

  it('gives the demo buyer orders in each sub-tab, saved gigs, job posts with proposals and messages', () => {
    const sam = d.account('buyer');
    expect(subTabsOf(d.orders.filter((order) => order.buyerId === sam.id))).toEqual([
      'active',
      'completed',
      'cancelled',
    ]);
    expect(d.favorites.filter((favorite) => favorite.userId === sam.id).length).toBeGreaterThanOrEqual(3);
    const posts = d.jobs.filter((job) => job.clientId === sam.id);
    expect(posts.some((job) => job.status === 'open')).toBe(true);
    expect(posts.some((job) => job.status === 'closed')).toBe(true);
    for (const job of posts)
      expect(
        d.proposals.some((p) => p.jobId === job.id),
        job.title,
      ).toBe(true);
    expect(talksOf(sam.id).length).toBeGreaterThanOrEqual(3);
    expect(d.reviews.some((review) => review.buyerId === sam.id)).toBe(true);
    expect(d.favorites.some((favorite) => favorite.userId === d.account('admin').id)).toBe(true);
  });

  it('counts views only of public gigs, by accounts or hashed visitors, by the hour', () => {
    for (const view of d.views) {
      expect(d.gig(view.gigId).isPublic).toBe(true);
      expect(view.visitor).toMatch(/^(user:[\w-]+|anon:[\w-]{22})$/);
      expect(view.hour.getTime() % 3_600_000).toBe(0);
      expect(view.hour <= now).toBe(true);
    }
    for (const key of ['freelancer', 'proFreelancer'] as const) {
      const mine = new Set(d.gigs.filter((gig) => gig.sellerId === d.account(key).id).map((gig) => gig.id));
      expect(d.views.filter((view) => mine.has(view.gigId)).length, key).toBeGreaterThan(10);
    }
  });

  it('saves only public gigs, each after it was made', () => {
    for (const favorite of d.favorites) {
      const gig = d.gig(favorite.gigId);
      expect(gig.isPublic, gig.title).toBe(true);
      expect(favorite.createdAt > gig.createdAt && favorite.createdAt <= now).toBe(true);
    }
  });

  it('keeps each conversation’s last message and read positions as the messages service does', () => {
    for (const conversation of d.conversations) {
      expect(conversation.buyerId).not.toBe(conversation.sellerId);
      const said = d.messages
        .filter((message) => message.conversationId === conversation.id)
        .toSorted((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const last = said.at(-1);
      expect(conversation.lastMessageId).toBe(last?.id ?? null);
      expect(conversation.lastMessageAt).toEqual(last?.createdAt ?? null);
      if (said[0]) expect(conversation.createdAt <= said[0].createdAt).toBe(true);
      for (const [side, userId, readAt] of [
        ['buyer', conversation.buyerId, conversation.buyerLastReadAt],
        ['seller', conversation.sellerId, conversation.sellerLastReadAt],
      ] as const) {
        const own = said.filter((message) => message.senderId === userId).at(-1);
        if (own) expect(readAt && readAt >= own.createdAt, side).toBe(true);
      }
      for (const message of said) expect([conversation.buyerId, conversation.sellerId]).toContain(message.senderId);
      if (conversation.gigId) expect(d.gig(conversation.gigId).sellerId).toBe(conversation.sellerId);
      // Nobody contacts a minor from their profile: only about one of their gigs, a hire or an order.
      if (!conversation.gigId && !conversation.jobId) expect(d.user(conversation.sellerId).isMinor).toBe(false);
    }
    // Checkout opens (or reopens) the buyer's conversation with the seller about what was bought.
    for (const order of d.orders.filter((row) => row.conversationId)) {
      const conversation = d.conversations.find((c) => c.id === order.conversationId);
      expect([conversation?.buyerId, conversation?.sellerId]).toEqual([order.buyerId, order.sellerId]);
      if (order.gigId) expect(conversation?.gigId).toBe(order.gigId);
      expect(conversation && conversation.createdAt <= order.createdAt).toBe(true);
    }
    expect(
      d.conversations.some((c) => c.buyerLastReadAt && c.lastMessageAt && c.lastMessageAt > c.buyerLastReadAt),
    ).toBe(true);
  });

  it('takes proposals only from freelancers who may sell, on open jobs, with one hire closing its job', () => {
    for (const job of d.jobs) {
      expect(d.user(job.clientId).role, job.title).toBe('buyer');
      const received = d.proposals.filter((proposal) => proposal.jobId === job.id);
      for (const proposal of received) {
        expect(canSellPublicly(d.user(proposal.freelancerId)), job.title).toBe(true);
        expect(proposal.createdAt > job.createdAt && proposal.createdAt <= (job.closedAt ?? now)).toBe(true);
        expect(proposal.updatedAt >= proposal.createdAt).toBe(true);
      }
      const hired = received.filter((proposal) => proposal.status === 'hired');
      expect(hired.length, job.title).toBe(job.status === 'closed' ? 1 : 0);
      if (hired[0]) expect(hired[0].updatedAt).toEqual(job.closedAt);
    }
  });

  it('has a paid Pro subscription for every Pro seller', () => {
    for (const seller of d.users.filter((user) => user.role === 'freelancer' && user.isPro)) {
      const subscription = d.subscriptions.find((row) => row.userId === seller.id);
      expect(subscription?.status, seller.name).toBe('active');
      expect(subscription && subscription.currentPeriodStart <= now && subscription.currentPeriodEnd > now).toBe(true);
      const paid = d.payments.filter((p) => p.subscriptionId === subscription?.id && p.purpose === 'pro');
      expect(paid.map((p) => p.createdAt.getTime())).toContain(subscription?.currentPeriodStart.getTime());
      expect(paid.every((p) => p.userId === seller.id && p.createdAt >= seller.createdAt)).toBe(true);
    }
  });
});
