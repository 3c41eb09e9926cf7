import { randomUUID } from 'node:crypto';
import { proposalCheckoutPath, proposalCheckoutPayPath, type CheckoutQuote } from '@teenfreelance/contracts/checkout';
import { jobPath, JOBS_PATH, type JobDetail, type JobPage } from '@teenfreelance/contracts/job-posts';
import type { ConversationSummary } from '@teenfreelance/contracts/messages';
import { orderReviewPath, type Review } from '@teenfreelance/contracts/reviews';
import type { Order } from '@teenfreelance/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { actOk, payBody, quotedTotalOf } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { applyTo, get, hired, postedJob, proposalAction, refusal, sentProposal } from '../../testing/job-helpers.ts';

describe('hiring a proposal and paying for it', () => {
  let t: TestContext;
  let poster: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    poster = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Bea Baker' });
  });
  afterAll(() => t.close());

  const freelancer = (name = 'Finn Freelance') => buildUser(t.app, t.database.db, { role: 'freelancer', name });
  /** Pays the total the quote shows now, unless told which (a retry sends what the first attempt sent). */
  const payProposal = async (who: TestUser, proposalId: string, key = randomUUID(), quotedTotalCents?: number) =>
    t.app.inject({
      method: 'POST',
      url: proposalCheckoutPayPath(proposalId),
      headers: { cookie: who.cookie, 'idempotency-key': key },
      payload: {
        ...payBody(),
        quotedTotalCents: quotedTotalCents ?? (await quotedTotalOf(t.app, who, proposalCheckoutPath(proposalId))),
      },
    });
  /** A job of the poster with one proposal from a new freelancer. */
  async function jobWithProposal(priceCents = 12_000) {
    const job = await postedJob(t.app, poster);
    const seller = await freelancer();
    const proposal = await sentProposal(t.app, seller, job.id, {
      coverLetter: 'I have designed logos for three local shops and would love to draw yours by hand.',
      priceCents,
      deliveryDays: 4,
    });
    return { job, seller, proposal };
  }

  it('closes the job, tells the freelancer and opens their conversation about the job', async () => {
    const { job, seller, proposal } = await jobWithProposal();
    const other = await freelancer('Second Freelancer');
    const second = await sentProposal(t.app, other, job.id);

    const result = await hired(t.app, poster, proposal.id);
    expect(result.proposal).toMatchObject({ status: 'hired', conversationId: result.conversationId });
    expect(result.conversationId).toEqual(expect.any(String));
    expect((await get(t.app, jobPath(job.id))).json<JobDetail>().status).toBe('closed');
    expect((await get(t.app, JOBS_PATH)).json<JobPage>().jobs.map((j) => j.id)).not.toContain(job.id);

    const conversation = await get(t.app, `/api/conversations/${result.conversationId}`, seller);
    expect(conversation.json<ConversationSummary>()).toMatchObject({
      job: { id: job.id, title: job.title },
      gig: null,
      other: { id: poster.id, tag: 'Buyer' },
    });
    const notifications = await get(t.app, '/api/notifications', seller);
    expect(notifications.json<{ notifications: { title: string }[] }>().notifications[0]?.title).toBe(
      'Bea Baker hired you!',
    );

    // Hiring twice, the same freelancer or another, is refused; so is any new proposal.
    expect(refusal(await proposalAction(t.app, poster, proposal.id, 'hire'))).toMatchObject({
      status: 409,
      reason: 'ALREADY_HIRED',
    });
    expect(refusal(await proposalAction(t.app, poster, second.id, 'hire'))).toMatchObject({
      status: 409,
      reason: 'ALREADY_HIRED',
    });
    expect(refusal(await applyTo(t.app, await freelancer(), job.id))).toMatchObject({ reason: 'JOB_CLOSED' });
  });

  it('lets only the poster hire', async () => {
    const { seller, proposal } = await jobWithProposal();
    expect((await proposalAction(t.app, seller, proposal.id, 'hire')).statusCode).toBe(404);
    const stranger = await buildUser(t.app, t.database.db, { role: 'buyer' });
    expect((await proposalAction(t.app, stranger, proposal.id, 'hire')).statusCode).toBe(404);
  });

  it('quotes the proposal with the 4% fee and pays for it once: an order from the proposal, with the job title', async () => {
    const { job, seller, proposal } = await jobWithProposal(1249);
    expect(refusal(await get(t.app, proposalCheckoutPath(proposal.id), poster))).toMatchObject({
      status: 422,
      reason: 'PROPOSAL_NOT_HIRED',
    });
    const { conversationId } = await hired(t.app, poster, proposal.id);

    const quote = await get(t.app, proposalCheckoutPath(proposal.id), poster);
    expect(quote.json<CheckoutQuote>()).toEqual({
      item: {
        kind: 'proposal',
        id: proposal.id,
        title: job.title,
        deliveryDays: 4,
        revisions: '2 revisions',
        jobId: job.id,
      },
      seller: { id: seller.id, name: 'Finn Freelance', avatarUrl: null },
      subtotalCents: 1249,
      feeCents: 50,
      totalCents: 1299,
      feePercent: 4,
      // An adult seller: no work hours, so the order is due deliveryDays after payment.
      deliveryDates: null,
    });

    const key = randomUUID();
    const paid = await payProposal(poster, proposal.id, key);
    expect(paid.statusCode, paid.body).toBe(201);
    const order = paid.json<Order>();
    expect(order).toMatchObject({
      title: job.title,
      gig: null,
      job: { id: job.id, proposalId: proposal.id },
      priceCents: 1249,
      totalCents: 1299,
      status: 'paid',
      conversationId,
      seller: { id: seller.id },
      buyer: { id: poster.id },
    });
    // A retry with the key answers the same order; another payment is refused.
    expect((await payProposal(poster, proposal.id, key, order.totalCents)).json<Order>().id).toBe(order.id);
    expect(refusal(await payProposal(poster, proposal.id))).toMatchObject({
      status: 409,
      reason: 'PROPOSAL_ALREADY_PAID',
    });
    // Both parties see the order; the proposal names it.
    expect((await get(t.app, `/api/orders/${order.id}`, seller)).statusCode).toBe(200);
    const proposals = await get(t.app, `${jobPath(job.id)}/proposals`, poster);
    expect(proposals.json<{ proposals: { orderId: string | null }[] }>().proposals[0]?.orderId).toBe(order.id);

    // It follows the gig order's lifecycle, through to a review of the seller.
    await actOk(t.app, seller, order.id, { action: 'start' });
    await actOk(t.app, seller, order.id, { action: 'deliver', message: 'Here are three logo ideas.', fileIds: [] });
    await actOk(t.app, poster, order.id, { action: 'accept' });
    const review = await t.app.inject({
      method: 'POST',
      url: orderReviewPath(order.id),
      headers: { cookie: poster.cookie },
      payload: { rating: 5, comment: 'Lovely hand-drawn logo, delivered early.' },
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json<Review>()).toMatchObject({ gig: null, title: job.title, sellerId: seller.id });
  });

  it("refuses to quote or pay another buyer's proposal, or an unknown one", async () => {
    const { proposal } = await jobWithProposal();
    await hired(t.app, poster, proposal.id);
    const stranger = await buildUser(t.app, t.database.db, { role: 'buyer' });
    expect(refusal(await get(t.app, proposalCheckoutPath(proposal.id), stranger))).toMatchObject({ status: 404 });
    expect(refusal(await payProposal(stranger, proposal.id))).toMatchObject({ status: 404 });
    expect((await payProposal(poster, randomUUID())).statusCode).toBe(404);
    expect((await get(t.app, proposalCheckoutPath('nope'), poster)).statusCode).toBe(404);
    // Freelancers cannot pay at all.
    const seller = await freelancer();
    expect(refusal(await payProposal(seller, proposal.id))).toMatchObject({ status: 403, reason: 'NOT_A_BUYER' });
  });
});
