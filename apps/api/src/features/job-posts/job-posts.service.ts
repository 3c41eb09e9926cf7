import {
  JOB_LIMITS,
  type JobDetail,
  type JobInput,
  type JobListQuery,
  type JobPage,
  type MyJobs,
} from '@teenfreelance/contracts/job-posts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { publishLive } from '../../platform/live/live-events.ts';
import type { ReaderScreening } from '../../platform/screening/reader-screening.ts';
import type { RateLimitRule, RateLimitsService } from '../../platform/rate-limits/rate-limits.service.ts';
import type { SafetyService } from '../trust-and-safety/safety.service.ts';
import { toJobCard, toJobDetail, toProposal } from './job-posts.mappers.ts';
import { applyRefusal, assertCanPostJob, isPoster } from './job-posts.policy.ts';
import { closeJob, findJob, insertJob, listClientJobs, listOpenJobs, updateOpenJob } from './job-posts.repository.ts';
import { findFreelancerProposal } from './proposals.repository.ts';

/** How many of their own posts the dashboard lists. */
const MY_JOBS_LIMIT = 100;

export interface JobsService {
  /** A buyer's new post: open, first on /jobs, announced live. */
  post(user: SessionUser, input: JobInput): Promise<JobDetail>;
  /** The poster rewrites their open post; 404 to anyone else, 409 JOB_CLOSED once closed. */
  update(user: SessionUser, jobId: string, input: JobInput): Promise<JobDetail>;
  /** The poster closes their post: it takes no more proposals and leaves /jobs. Closing twice is harmless. */
  close(user: SessionUser, jobId: string): Promise<JobDetail>;
  /** One job, open or closed, with what the caller may do there. */
  detail(viewer: SessionUser | null, jobId: string): Promise<JobDetail>;
  /** Open jobs, newest first, matching the filters, a page at a time; not those of posters who blocked the viewer. */
  list(query: JobListQuery, viewer?: SessionUser | null): Promise<JobPage>;
  /** The caller's own posts, newest first. */
  mine(user: SessionUser): Promise<MyJobs>;
}

export interface JobsServiceDeps {
  db: Database;
  clock: Clock;
  rateLimits: Pick<RateLimitsService, 'assertWithin'>;
  /** A poster who blocked the viewer: their posts are not there for the viewer. */
  safetyService: Pick<SafetyService, 'isBlockedBy'>;
  /** What a teen is shown of a post (decision 0065). */
  screening: ReaderScreening;
}

/** New posts a buyer may make: plenty for real projects, too few to flood /jobs. */
export const POST_JOB_RATE: RateLimitRule = { max: 10, windowSeconds: 60 * 60 };

const jobNotFound = () => notFound('Job');

/** A page's cursor: the last card's time and id, opaque to clients. */
const encodeCursor = (row: { createdAt: Date; id: string }): string =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime()) || !isUuid(id)) {
    throw validationFailed([{ path: 'cursor', message: 'The page cursor is not valid' }]);
  }
  return { createdAt, id };
}

export function createJobsService({ db, clock, rateLimits, safetyService, screening }: JobsServiceDeps): JobsService {
  /** Every post reaches teens (/jobs is public): a disguise in one is refused (decision 0065). */
  const refuseDisguise = (input: JobInput) =>
    screening.refuseDisguise(
      { 'body.title': input.title, 'body.description': input.description, 'body.skills': input.skills.join(', ') },
      true,
    );

  async function viewerOf(user: SessionUser | null, job: { id: string; clientId: string; status: string }) {
    if (!user) return { isPoster: false, canApply: false, cannotApplyReason: null, proposal: null };
    const own = await findFreelancerProposal(db, job.id, user.id);
    const proposal = own ? toProposal(own, { screening, reader: user }) : null;
    const refusal = isPoster(user, job) ? null : applyRefusal(user);
    const hasLiveProposal = proposal !== null && proposal.status !== 'withdrawn';
    return {
      isPoster: isPoster(user, job),
      canApply: !isPoster(user, job) && refusal === null && job.status === 'open' && !hasLiveProposal,
      cannotApplyReason: isPoster(user, job) ? null : (refusal?.message ?? null),
      proposal,
    };
  }

  async function detailOf(viewer: SessionUser | null, jobId: string): Promise<JobDetail> {
    const row = isUuid(jobId) ? await findJob(db, jobId) : undefined;
    // A post a moderator hid is there for its poster only.
    if (!row || (row.hiddenAt && !isPoster(viewer, row))) throw jobNotFound();
    if (await safetyService.isBlockedBy(viewer?.id ?? null, row.clientId)) throw jobNotFound();
    return toJobDetail(row, await viewerOf(viewer, row), { screening, reader: viewer });
  }

  /** The caller's own post, or 404 (someone else's post does not exist for these requests). */
  async function ownJob(user: SessionUser, jobId: string) {
    const row = isUuid(jobId) ? await findJob(db, jobId) : undefined;
    if (!row || !isPoster(user, row)) throw jobNotFound();
    return row;
  }

  return {
    async post(user, input) {
      assertCanPostJob(user);
      refuseDisguise(input);
      await rateLimits.assertWithin(`post-job:user:${user.id}`, POST_JOB_RATE);
      const id = await db.transaction(async (tx) => {
        const jobId = await insertJob(tx, user.id, input, clock.now());
        await publishLive(tx, { type: 'job.created', jobId }, 'everyone');
        return jobId;
      });
      return detailOf(user, id);
    },

    async update(user, jobId, input) {
      const job = await ownJob(user, jobId);
      refuseDisguise(input);
      const updated = await db.transaction(async (tx) => {
        const done = await updateOpenJob(tx, job.id, user.id, input, clock.now());
        if (done) await publishLive(tx, { type: 'job.updated', jobId: job.id }, 'everyone');
        return done;
      });
      if (!updated) throw conflict('This job is closed and can no longer be edited', { reason: 'JOB_CLOSED' });
      return detailOf(user, job.id);
    },

    async close(user, jobId) {
      const job = await ownJob(user, jobId);
      await db.transaction(async (tx) => {
        if (await closeJob(tx, job.id, clock.now())) {
          await publishLive(tx, { type: 'job.updated', jobId: job.id }, 'everyone');
        }
      });
      return detailOf(user, job.id);
    },

    detail: detailOf,

    async list(query, viewer = null) {
      const after = query.cursor ? decodeCursor(query.cursor) : undefined;
      const rows = await listOpenJobs(
        db,
        { search: query.q || undefined, category: query.category, after, viewerId: viewer?.id },
        JOB_LIMITS.pageSize + 1,
      );
      const page = rows.slice(0, JOB_LIMITS.pageSize);
      const last = page.at(-1);
      return {
        jobs: page.map((row) => toJobCard(row, { screening, reader: viewer })),
        nextCursor: rows.length > JOB_LIMITS.pageSize && last ? encodeCursor(last) : null,
      };
    },

    async mine(user) {
      const rows = await listClientJobs(db, user.id, MY_JOBS_LIMIT);
      return { jobs: rows.map((row) => toJobCard(row, { screening, reader: user })) };
    },
  };
}
