import { jobPath, type JobDetail, type JobPage, type Proposal } from '@teenfreelance/contracts/job-posts';
import { JOBS_PATH } from '@teenfreelance/contracts/job-posts';
import {
  jobProposalsPath,
  PROPOSAL_MESSAGES,
  proposalPath,
  type ProposalList,
} from '@teenfreelance/contracts/proposals';
import { WHOLE_CENTS_MESSAGE } from '@teenfreelance/contracts/money';
import type { NotificationPage } from '@teenfreelance/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import {
  applyTo,
  get,
  postedJob,
  proposalAction,
  proposalBody,
  refusal,
  sentProposal,
  teenAwaitingConsent,
} from '../../testing/job-helpers.ts';

describe('proposals', () => {
  let t: TestContext;
  let poster: TestUser;
  let freelancer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    poster = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Bea Baker' });
    freelancer = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Finn Freelance' });
  });
  afterAll(() => t.close());

  const newFreelancer = (name = 'Another Freelancer') => buildUser(t.app, t.database.db, { role: 'freelancer', name });
  const detail = async (jobId: string, who?: TestUser) => (await get(t.app, jobPath(jobId), who)).json<JobDetail>();
  const notificationsOf = async (who: TestUser) =>
    (await get(t.app, '/api/notifications', who)).json<NotificationPage>().notifications;

  it('stores a proposal, tells the poster, and counts it on the card and the page', async () => {
    const job = await postedJob(t.app, poster);
    expect((await detail(job.id, freelancer)).viewer).toMatchObject({ canApply: true, proposal: null });
    const proposal = await sentProposal(t.app, freelancer, job.id);
    expect(proposal).toMatchObject({
      jobId: job.id,
      freelancer: { id: freelancer.id, name: 'Finn Freelance' },
      priceCents: 12_000,
      deliveryDays: 5,
      status: 'pending',
      orderId: null,
    });
    expect(await detail(job.id, freelancer)).toMatchObject({
      proposalCount: 1,
      viewer: { canApply: false, proposal: { id: proposal.id } },
    });
    const card = (await get(t.app, JOBS_PATH)).json<JobPage>().jobs.find((j) => j.id === job.id);
    expect(card?.proposalCount).toBe(1);
    expect((await notificationsOf(poster))[0]).toMatchObject({
      title: 'New proposal from Finn Freelance',
      link: `/jobs/${job.id}`,
    });
  });

  let invalidTarget: JobDetail | undefined;
  it.each([
    [{ coverLetter: 'Too short.' }, 'coverLetter', PROPOSAL_MESSAGES.coverLetterTooShort],
    [{ coverLetter: 'x'.repeat(2001) }, 'coverLetter', PROPOSAL_MESSAGES.coverLetterTooLong],
    [{ priceCents: 499 }, 'priceCents', PROPOSAL_MESSAGES.priceTooLow],
    [{ priceCents: 1_000_001 }, 'priceCents', PROPOSAL_MESSAGES.priceTooHigh],
    [{ priceCents: 'lots' }, 'priceCents', PROPOSAL_MESSAGES.priceRequired],
    [{ priceCents: 120.5 }, 'priceCents', WHOLE_CENTS_MESSAGE],
    [{ deliveryDays: 0 }, 'deliveryDays', PROPOSAL_MESSAGES.deliveryRange],
    [{ deliveryDays: 2.5 }, 'deliveryDays', PROPOSAL_MESSAGES.deliveryRange],
    [{ deliveryDays: 91 }, 'deliveryDays', PROPOSAL_MESSAGES.deliveryRange],
  ])('refuses %j with "%s: %s"', async (override, path, message) => {
    invalidTarget ??= await postedJob(t.app, poster);
    const job = invalidTarget;
    const response = await applyTo(t.app, freelancer, job.id, { ...proposalBody(), ...override });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { details: unknown[] } }>().error.details).toContainEqual({
      path: `body.${path}`,
      message,
    });
    expect((await detail(job.id)).proposalCount).toBe(0);
  });

  it('lets only freelancers with consent apply, once per job, while the job is open', async () => {
    const job = await postedJob(t.app, poster);
    expect(refusal(await applyTo(t.app, poster, job.id))).toMatchObject({ status: 403, reason: 'NOT_A_FREELANCER' });
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer' });
    expect(refusal(await applyTo(t.app, buyer, job.id))).toMatchObject({
      status: 403,
      message: 'Only freelancers can apply to jobs',
    });
    const teen = await teenAwaitingConsent(t.app);
    expect(refusal(await applyTo(t.app, teen, job.id))).toMatchObject({
      status: 403,
      reason: 'PARENTAL_CONSENT_PENDING',
    });
    expect((await detail(job.id, teen)).viewer).toMatchObject({
      canApply: false,
      cannotApplyReason: 'You can apply to jobs once a parent or guardian has given consent',
    });

    await sentProposal(t.app, freelancer, job.id);
    expect(refusal(await applyTo(t.app, freelancer, job.id))).toMatchObject({ status: 409, reason: 'ALREADY_APPLIED' });

    await t.app.inject({ method: 'POST', url: `${jobPath(job.id)}/close`, headers: { cookie: poster.cookie } });
    const late = await newFreelancer();
    expect(refusal(await applyTo(t.app, late, job.id))).toMatchObject({ status: 409, reason: 'JOB_CLOSED' });
    expect((await detail(job.id)).proposalCount).toBe(1);
    expect((await applyTo(t.app, late, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('shows the proposals to the poster only', async () => {
    const job = await postedJob(t.app, poster);
    const proposal = await sentProposal(t.app, freelancer, job.id);
    const list = await get(t.app, jobProposalsPath(job.id), poster);
    expect(list.json<ProposalList>().proposals.map((p) => p.id)).toEqual([proposal.id]);
    expect(list.json<ProposalList>().proposals[0]?.coverLetter).toBe(proposalBody().coverLetter);
    for (const someone of [freelancer, await buildUser(t.app, t.database.db, { role: 'buyer' })]) {
      expect(refusal(await get(t.app, jobProposalsPath(job.id), someone))).toMatchObject({ status: 404 });
    }
    expect((await get(t.app, jobProposalsPath(job.id))).statusCode).toBe(401);
  });

  it('lets the freelancer edit or withdraw while pending, and send a withdrawn one again', async () => {
    const job = await postedJob(t.app, poster);
    const proposal = await sentProposal(t.app, freelancer, job.id);
    const edit = (who: TestUser, body = proposalBody({ priceCents: 9950 })) =>
      t.app.inject({ method: 'PATCH', url: proposalPath(proposal.id), headers: { cookie: who.cookie }, payload: body });

    expect((await edit(await newFreelancer())).statusCode).toBe(404);
    expect((await edit(poster)).statusCode).toBe(404);
    const edited = await edit(freelancer);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Proposal>().priceCents).toBe(9950);

    expect((await proposalAction(t.app, poster, proposal.id, 'withdraw')).statusCode).toBe(404);
    const withdrawn = await proposalAction(t.app, freelancer, proposal.id, 'withdraw');
    expect(withdrawn.json<Proposal>().status).toBe('withdrawn');
    expect(await detail(job.id, freelancer)).toMatchObject({ proposalCount: 0, viewer: { canApply: true } });
    expect((await get(t.app, jobProposalsPath(job.id), poster)).json<ProposalList>().proposals).toEqual([]);
    expect(refusal(await edit(freelancer))).toMatchObject({ status: 409, reason: 'PROPOSAL_NOT_PENDING' });

    const again = await sentProposal(t.app, freelancer, job.id, proposalBody({ priceCents: 8000 }));
    expect(again).toMatchObject({ id: proposal.id, status: 'pending', priceCents: 8000 });
    expect((await detail(job.id)).proposalCount).toBe(1);
  });

  it('lets the poster shortlist and decline, telling the freelancer; a decided proposal is no longer editable', async () => {
    const job = await postedJob(t.app, poster, undefined);
    const proposal = await sentProposal(t.app, freelancer, job.id);
    expect((await proposalAction(t.app, freelancer, proposal.id, 'shortlist')).statusCode).toBe(404);

    const shortlisted = await proposalAction(t.app, poster, proposal.id, 'shortlist');
    expect(shortlisted.json<Proposal>().status).toBe('shortlisted');
    expect((await notificationsOf(freelancer))[0]).toMatchObject({
      title: 'Bea Baker shortlisted your proposal',
      body: job.title,
    });
    expect(refusal(await proposalAction(t.app, freelancer, proposal.id, 'withdraw'))).toMatchObject({
      status: 409,
      reason: 'PROPOSAL_NOT_PENDING',
    });

    const declined = await proposalAction(t.app, poster, proposal.id, 'decline');
    expect(declined.json<Proposal>().status).toBe('declined');
    expect((await notificationsOf(freelancer))[0]?.title).toBe('Bea Baker declined your proposal');
    expect(refusal(await proposalAction(t.app, poster, proposal.id, 'hire'))).toMatchObject({
      status: 409,
      reason: 'PROPOSAL_NOT_OPEN',
    });
    expect((await detail(job.id, freelancer)).viewer.proposal?.status).toBe('declined');
  });
});
