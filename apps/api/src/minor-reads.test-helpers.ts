import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { proposalCheckoutPath, proposalCheckoutPayPath } from '@teenfreelance/contracts/checkout';
import {
  CONVERSATIONS_PATH,
  conversationMessagesPath,
  type ConversationSummary,
} from '@teenfreelance/contracts/messages';
import type { Order } from '@teenfreelance/contracts/orders';
import { orderReviewPath, reviewReplyPath, type Review } from '@teenfreelance/contracts/reviews';
import type { Database } from './db/client.ts';
import { buildGig, buildUser } from './testing/factories.ts';
import { hired, jobBody, postedJob, proposalBody, sentProposal } from './testing/job-helpers.ts';
import { makeTeen, setStoredName } from './testing/minor-helpers.ts';
import { actOk, pay, payBody, quotedTotalOf } from './testing/order-helpers.ts';
import { sellerRatesBuyer } from './testing/review-helpers.ts';

/** Plain contact details an adult writes to a teen, and what of them must never reach her. */
export const CONTACT = 'call me on 555-867-5309 or mail tim.baker@gmail.com';
/** A name stored before names were screened (the example). */
export const OLD_NAME = 'Text 555 321 7654 snap creep_22';
export const NEEDLES = ['867-5309', '8675309', 'tim.baker', '321 7654', '3217654', 'creep_22'];

/**
 * An adult buyer with an old name carrying contact details writes plain contact
 * details into every free text that reaches a teen freelancer: a conversation,
 * an order's revision request and cancellation reasons, a review, a job post
 * (which the teen applies to and is hired and paid through). Returns the ids a
 * walk of the API needs.
 */
export async function adultWritesEverywhere(app: FastifyInstance, db: Database) {
  const teen = await buildUser(app, db, { role: 'freelancer', name: 'Tia Teen' });
  await makeTeen(db, teen.id);
  const adult = await buildUser(app, db, { role: 'buyer', name: 'Ben Buyer' });
  await setStoredName(db, adult.id, OLD_NAME);
  const otherSeller = await buildUser(app, db, { role: 'freelancer', name: 'Otto Seller' });
  const adultGig = await buildGig(db, otherSeller.id, { title: 'Podcast editing' });
  const gig = await buildGig(db, teen.id, { title: 'Logo design' });
  const secondGig = await buildGig(db, teen.id, { title: 'Poster design' });

  const conversation = await app.inject({
    method: 'POST',
    url: CONVERSATIONS_PATH,
    headers: { cookie: adult.cookie },
    payload: { gigId: gig.id },
  });
  expect(conversation.statusCode, conversation.body).toBe(201);
  const conversationId = conversation.json<ConversationSummary>().id;
  const sent = await app.inject({
    method: 'POST',
    url: conversationMessagesPath(conversationId),
    headers: { cookie: adult.cookie },
    payload: { clientId: randomUUID(), text: `Hi, ${CONTACT}` },
  });
  expect(sent.statusCode, sent.body).toBe(201);

  // An order delivered twice, a revision asked in between, completed, reviewed and replied to.
  const paid = await pay(app, adult, gig.id);
  expect(paid.statusCode, paid.body).toBe(201);
  const orderId = paid.json<Order>().id;
  await actOk(app, teen, orderId, { action: 'start' });
  await actOk(app, teen, orderId, { action: 'deliver', message: 'First draft', fileIds: [] });
  await actOk(app, adult, orderId, { action: 'request_revision', message: `Bigger letters, ${CONTACT}` });
  await actOk(app, teen, orderId, { action: 'deliver', message: 'Second draft', fileIds: [] });
  await actOk(app, adult, orderId, { action: 'accept' });
  const reviewed = await app.inject({
    method: 'POST',
    url: orderReviewPath(orderId),
    headers: { cookie: adult.cookie },
    payload: { rating: 5, comment: `Great work, ${CONTACT}` },
  });
  expect(reviewed.statusCode, reviewed.body).toBe(201);
  await sellerRatesBuyer(app, teen, orderId);
  const replied = await app.inject({
    method: 'POST',
    url: reviewReplyPath(reviewed.json<Review>().id),
    headers: { cookie: teen.cookie },
    payload: { reply: 'Thank you!' },
  });
  expect(replied.statusCode, replied.body).toBe(200);

  // An order cancelled by the buyer, with a reason.
  const second = await pay(app, adult, secondGig.id);
  expect(second.statusCode, second.body).toBe(201);
  const cancelledOrderId = second.json<Order>().id;
  await actOk(app, adult, cancelledOrderId, { action: 'cancel', reason: `Changed my mind, ${CONTACT}` });

  // A job post the teen applies to, is hired and paid through; the buyer then asks to cancel.
  const job = await postedJob(
    app,
    adult,
    jobBody({
      title: 'Logo, text 555-867-5309',
      description: `A logo for my shop. ${CONTACT}`,
      skills: 'Logo, snap creep_22',
    }),
  );
  const proposal = await sentProposal(app, teen, job.id, proposalBody());
  const hire = await hired(app, adult, proposal.id);
  const jobPaid = await app.inject({
    method: 'POST',
    url: proposalCheckoutPayPath(proposal.id),
    headers: { cookie: adult.cookie, 'idempotency-key': randomUUID() },
    payload: { ...payBody(), quotedTotalCents: await quotedTotalOf(app, adult, proposalCheckoutPath(proposal.id)) },
  });
  expect(jobPaid.statusCode, jobPaid.body).toBe(201);
  const jobOrderId = jobPaid.json<Order>().id;
  await actOk(app, teen, jobOrderId, { action: 'start' });
  await actOk(app, adult, jobOrderId, { action: 'request_cancellation', reason: `Too slow, ${CONTACT}` });
  // Then delivered, and disputed by the adult (decision 0088): the statement is read by the teen on the order.
  await actOk(app, teen, jobOrderId, { action: 'deliver', message: 'Here it is', fileIds: [] });
  await actOk(app, adult, jobOrderId, { action: 'open_dispute', statement: `Not what I asked, ${CONTACT}` });

  return {
    teen,
    adult,
    ids: {
      gigId: gig.id,
      adultGigId: adultGig.id,
      conversationId,
      jobConversationId: hire.conversationId ?? conversationId,
      orderId,
      cancelledOrderId,
      jobOrderId,
      jobId: job.id,
      proposalId: proposal.id,
      reviewId: reviewed.json<Review>().id,
    },
  };
}

export type Written = Awaited<ReturnType<typeof adultWritesEverywhere>>;
