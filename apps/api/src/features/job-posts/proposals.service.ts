import { CHECKOUT_TEXTS } from '@teenfreelance/contracts/checkout';
import type { Proposal, ProposalStatus } from '@teenfreelance/contracts/job-posts';
import type { MyProposals } from '@teenfreelance/contracts/dashboard';
import {
  PROPOSAL_TEXTS,
  type HireResult,
  type ProposalInput,
  type ProposalList,
} from '@teenfreelance/contracts/proposals';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { publishLive } from '../../platform/live/live-events.ts';
import type { MessagesService } from '../messaging/messages.service.ts';
import type { NotificationsService, Notice } from '../notifications/notifications.service.ts';
import type { RateLimitRule, RateLimitsService } from '../../platform/rate-limits/rate-limits.service.ts';
import type { ContactRule } from '../accounts/family/contact-rule.service.ts';
import type { SafetyService } from '../trust-and-safety/safety.service.ts';
import type { ReaderScreening } from '../../platform/screening/reader-screening.ts';
import { toProposal } from './job-posts.mappers.ts';
import { applyRefusal, isPoster } from './job-posts.policy.ts';
import { closeJob, findJobOwner, lockJob } from './job-posts.repository.ts';
import {
  findHiredProposalId,
  findProposal,
  insertProposal,
  listFreelancerProposals,
  listJobProposals,
  moveProposal,
  updatePendingProposal,
  type ProposalRow,
} from './proposals.repository.ts';

/** What checkout needs of a hired proposal to charge its poster and make the order. */
export interface ProposalForCheckout {
  id: string;
  jobId: string;
  jobTitle: string;
  freelancer: { id: string; name: string; avatarUrl: string | null };
  priceCents: number;
  deliveryDays: number;
}

export interface ProposalsService {
  /** A freelancer's proposal for an open job (one each; a withdrawn one may be sent again); the poster is told. */
  apply(user: SessionUser, jobId: string, input: ProposalInput): Promise<Proposal>;
  /** The job's proposals, for its poster only (404 to anyone else). */
  listForJob(user: SessionUser, jobId: string): Promise<ProposalList>;
  /** The freelancer rewrites their pending proposal. */
  edit(user: SessionUser, proposalId: string, input: ProposalInput): Promise<Proposal>;
  /** The freelancer takes back their pending proposal. */
  withdraw(user: SessionUser, proposalId: string): Promise<Proposal>;
  /** The poster's decision on a proposal; the freelancer is told. */
  decide(user: SessionUser, proposalId: string, decision: 'shortlist' | 'decline'): Promise<Proposal>;
  /**
   * The poster hires the proposal's freelancer: the proposal is hired, the job
   * closes to new proposals, the freelancer is told, and the poster's
   * conversation with them about the job is opened. Once per job.
   */
  hire(user: SessionUser, proposalId: string): Promise<HireResult>;
  /** A freelancer's own proposals, newest first (the dashboard's Proposals tab). */
  mine(user: SessionUser): Promise<MyProposals>;
  /** The caller's hired, unpaid proposal, for checkout: 404 to anyone not its poster. */
  forCheckout(user: SessionUser, proposalId: string): Promise<ProposalForCheckout>;
}

export interface ProposalsServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  messagesService: Pick<MessagesService, 'openAboutJob'>;
  notificationsService: Pick<NotificationsService, 'notify'>;
  rateLimits: Pick<RateLimitsService, 'assertWithin'>;
  /** A poster who blocked the freelancer (or a freelancer who blocked the poster): no proposal, hire or payment between them. */
  safetyService: Pick<SafetyService, 'isBlockedBy'>;
  /** What each side is shown of a teen's proposal, and a teen of a post (decision 0065). */
  screening: ReaderScreening;
  /** 'Who can contact my teen': a hire opens contact, so it is checked first (decision 0084). */
  contactRule: ContactRule;
}

/** Proposals a freelancer may send: enough for a busy day, too few to spam every poster. */
export const PROPOSAL_RATE: RateLimitRule = { max: 30, windowSeconds: 60 * 60 };

/** How many of their proposals the dashboard lists. */
const MY_PROPOSALS_LIMIT = 100;

const proposalNotFound = () => notFound('Proposal');
const OPEN_STATUSES: readonly ProposalStatus[] = ['pending', 'shortlisted'];

const notPending = (status: ProposalStatus) =>
  conflict('Only a pending proposal can be changed', { reason: 'PROPOSAL_NOT_PENDING', status });
const notOpen = (status: ProposalStatus) =>
  conflict(`This proposal is ${status} and cannot be changed`, { reason: 'PROPOSAL_NOT_OPEN', status });
const jobClosed = () => conflict('This job is closed and no longer takes proposals', { reason: 'JOB_CLOSED' });
const alreadyHired = () => conflict('You have already hired a freelancer for this job', { reason: 'ALREADY_HIRED' });

export function createProposalsService(deps: ProposalsServiceDeps): ProposalsService {
  const { db, clock, notificationsService, screening } = deps;

  async function proposalById(id: string): Promise<ProposalRow> {
    const row = isUuid(id) ? await findProposal(db, id) : undefined;
    if (!row) throw proposalNotFound();
    return row;
  }

  /** The caller's own proposal (the freelancer's), or 404. */
  async function ownProposal(user: SessionUser, id: string): Promise<ProposalRow> {
    const row = await proposalById(id);
    if (row.freelancerId !== user.id) throw proposalNotFound();
    return row;
  }

  /** A proposal of the caller's job (the poster's), or 404. */
  async function receivedProposal(user: SessionUser, id: string): Promise<ProposalRow> {
    const row = await proposalById(id);
    if (!isPoster(user, row)) throw proposalNotFound();
    return row;
  }

  const reread = async (id: string, reader: SessionUser) => toProposal(await proposalById(id), { screening, reader });

  /** Tells the other side, and every open /jobs list that the job's count or state moved. */
  async function announce(tx: DbOrTx, jobId: string, notice: Notice | null) {
    if (notice) await notificationsService.notify(tx, notice);
    await publishLive(tx, { type: 'job.updated', jobId }, 'everyone');
  }

  const decisionNotice = (row: ProposalRow, kind: 'proposal_shortlisted' | 'proposal_declined' | 'proposal_hired') =>
    ({ kind, userId: row.freelancerId, jobId: row.jobId, jobTitle: row.jobTitle, actorName: '' }) as const;

  return {
    async apply(user, jobId, input) {
      const refusal = applyRefusal(user);
      if (refusal) throw refusal;
      if (!isUuid(jobId)) throw notFound('Job');
      // Outside the transaction: on PGlite's one connection, a read beside the transaction would wait for it.
      const target = await findJobOwner(db, jobId);
      if (!target || (await deps.safetyService.isBlockedBy(user.id, target.clientId))) throw notFound('Job');
      await deps.rateLimits.assertWithin(`proposal:user:${user.id}`, PROPOSAL_RATE);
      const id = await db.transaction(async (tx) => {
        // Locked, so a close or a hire commits before or after this proposal, never across it.
        const job = await lockJob(tx, jobId);
        if (!job) throw notFound('Job');
        if (job.status !== 'open') throw jobClosed();
        const inserted = await insertProposal(tx, { jobId, freelancerId: user.id, input, now: clock.now() });
        if (!inserted) throw conflict('You have already sent a proposal for this job', { reason: 'ALREADY_APPLIED' });
        await announce(tx, jobId, {
          kind: 'proposal_received',
          userId: job.clientId,
          jobId,
          jobTitle: job.title,
          actorName: user.name,
        });
        return inserted;
      });
      return reread(id, user);
    },

    async listForJob(user, jobId) {
      const job = isUuid(jobId) ? await findJobOwner(db, jobId) : undefined;
      if (!job || !isPoster(user, job)) throw notFound('Job');
      const rows = await listJobProposals(db, jobId);
      return { proposals: rows.map((row) => toProposal(row, { screening, reader: user })) };
    },

    async edit(user, proposalId, input) {
      const row = await ownProposal(user, proposalId);
      const done = await db.transaction(async (tx) => {
        const updated = await updatePendingProposal(tx, row.id, input, clock.now());
        if (updated) await announce(tx, row.jobId, null);
        return updated;
      });
      if (!done) throw notPending(row.status);
      return reread(row.id, user);
    },

    async withdraw(user, proposalId) {
      const row = await ownProposal(user, proposalId);
      const done = await db.transaction(async (tx) => {
        const moved = await moveProposal(tx, row.id, ['pending'], 'withdrawn', clock.now());
        if (moved) await announce(tx, row.jobId, null);
        return moved;
      });
      if (!done) throw notPending(row.status);
      return reread(row.id, user);
    },

    async decide(user, proposalId, decision) {
      const row = await receivedProposal(user, proposalId);
      const [from, to, kind] =
        decision === 'shortlist'
          ? ([['pending'], 'shortlisted', 'proposal_shortlisted'] as const)
          : ([OPEN_STATUSES, 'declined', 'proposal_declined'] as const);
      const done = await db.transaction(async (tx) => {
        const moved = await moveProposal(tx, row.id, from, to, clock.now());
        if (moved) await announce(tx, row.jobId, { ...decisionNotice(row, kind), actorName: user.name });
        return moved;
      });
      if (!done) throw notOpen(row.status);
      return reread(row.id, user);
    },

    async hire(user, proposalId) {
      const row = await receivedProposal(user, proposalId);
      if (await deps.safetyService.isBlockedBy(user.id, row.freelancerId)) throw proposalNotFound();
      await deps.contactRule.assertMayContact(user.id, row.freelancerId);
      await db.transaction(async (tx) => {
        const job = await lockJob(tx, row.jobId);
        if (!job) throw notFound('Job');
        const current = await findProposal(tx, row.id);
        if (current?.status === 'hired') throw alreadyHired();
        if (job.status !== 'open') throw (await findHiredProposalId(tx, job.id)) ? alreadyHired() : jobClosed();
        if (!(await moveProposal(tx, row.id, OPEN_STATUSES, 'hired', clock.now()))) {
          throw notOpen(current?.status ?? row.status);
        }
        await closeJob(tx, job.id, clock.now());
        await announce(tx, job.id, { ...decisionNotice(row, 'proposal_hired'), actorName: user.name });
      });
      // Its own transaction, after the hire: a hire stands even if this fails, and checkout opens it again.
      const conversation = await deps.messagesService
        .openAboutJob(user, { sellerId: row.freelancerId, jobId: row.jobId })
        .catch((error: unknown) => {
          deps.log.error({ err: error, proposalId: row.id }, 'the hire conversation could not be opened');
          return null;
        });
      return { proposal: await reread(row.id, user), conversationId: conversation?.conversation.id ?? null };
    },

    async mine(user) {
      if (user.role !== 'freelancer') {
        throw forbidden(PROPOSAL_TEXTS.buyersCannotApply, { reason: 'NOT_A_FREELANCER' });
      }
      const rows = await listFreelancerProposals(db, user.id, MY_PROPOSALS_LIMIT);
      return { proposals: rows.map((row) => toProposal(row, { screening, reader: user })) };
    },

    async forCheckout(user, proposalId) {
      const row = isUuid(proposalId) ? await findProposal(db, proposalId) : undefined;
      if (!row || !isPoster(user, row) || (await deps.safetyService.isBlockedBy(user.id, row.freelancerId))) {
        throw notFound('Proposal', CHECKOUT_TEXTS.proposalNotFoundDescription);
      }
      if (row.orderId) {
        throw conflict(CHECKOUT_TEXTS.proposalAlreadyPaid, { reason: 'PROPOSAL_ALREADY_PAID', orderId: row.orderId });
      }
      if (row.status !== 'hired') {
        throw unprocessable(CHECKOUT_TEXTS.proposalNotHired, { reason: 'PROPOSAL_NOT_HIRED' });
      }
      return {
        id: row.id,
        jobId: row.jobId,
        jobTitle: row.jobTitle,
        freelancer: { id: row.freelancerId, name: row.freelancerName, avatarUrl: row.freelancerImage },
        priceCents: row.priceCents,
        deliveryDays: row.deliveryDays,
      };
    },
  };
}
