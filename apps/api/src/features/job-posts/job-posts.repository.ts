import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { JobInput } from '@teenfreelance/contracts/job-posts';
import type { DbOrTx } from '../../db/client.ts';
import { jobs, proposals } from '../../db/schema/job-posts.ts';
import { blocks } from '../../db/schema/safety.ts';
import { users } from '../../db/schema/users.ts';
import { jobSearchVector, wordsQuery } from '../../db/text-search.ts';

/** The stored fields of a post, from the form's values (skills already split into tags). */
function jobValues(input: JobInput) {
  return {
    title: input.title,
    description: input.description,
    categorySlug: input.category,
    budgetMinCents: input.budget.minCents,
    budgetMaxCents: input.budget.maxCents,
    deadline: input.deadline,
    skills: input.skills,
    search: jobSearchVector(input),
  };
}

/** Proposals a job has received, withdrawn ones left out: the count cards and pages show. */
const proposalCount = sql<number>`(select count(*)::int from ${proposals} where ${proposals.jobId} = ${jobs.id} and ${proposals.status} <> 'withdrawn')`;

const jobColumns = {
  id: jobs.id,
  clientId: jobs.clientId,
  clientName: users.name,
  clientImage: users.image,
  clientSince: users.createdAt,
  title: jobs.title,
  description: jobs.description,
  categorySlug: jobs.categorySlug,
  budgetMinCents: jobs.budgetMinCents,
  budgetMaxCents: jobs.budgetMaxCents,
  deadline: jobs.deadline,
  skills: jobs.skills,
  status: jobs.status,
  hiddenAt: jobs.hiddenAt,
  proposalCount,
  createdAt: jobs.createdAt,
};

export type JobRow = Awaited<ReturnType<typeof findJob>> & object;

function jobsWhere(db: DbOrTx, where: SQL | undefined) {
  return db.select(jobColumns).from(jobs).innerJoin(users, eq(users.id, jobs.clientId)).where(where);
}

export async function insertJob(db: DbOrTx, clientId: string, input: JobInput, now: Date): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ clientId, ...jobValues(input), createdAt: now, updatedAt: now })
    .returning({ id: jobs.id });
  if (!row) throw new Error('the job insert returned no row');
  return row.id;
}

/** Rewrites an open post of `clientId`; false when there is none (closed, someone else's, unknown). */
export async function updateOpenJob(
  db: DbOrTx,
  id: string,
  clientId: string,
  input: JobInput,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...jobValues(input), updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.clientId, clientId), eq(jobs.status, 'open')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Closes an open job; false when it was not open. */
export async function closeJob(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'open')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function findJob(db: DbOrTx, id: string) {
  const [row] = await jobsWhere(db, eq(jobs.id, id)).limit(1);
  return row;
}

/** The job's poster and status, unlocked. */
export async function findJobOwner(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: jobs.id, clientId: jobs.clientId, title: jobs.title, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, id))
    .limit(1);
  return row;
}

/** The job's poster and status, locked until the transaction ends (a proposal or hire against a close). */
export async function lockJob(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: jobs.id, clientId: jobs.clientId, title: jobs.title, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.id, id))
    .for('update')
    .limit(1);
  return row;
}

export interface JobListFilter {
  search?: string;
  category?: string;
  /** The last card of the previous page. */
  after?: { createdAt: Date; id: string };
  /** The signed-in viewer: posts of clients who blocked them are left out. */
  viewerId?: string;
}

/** Open jobs, newest first, that match the filter: `limit` of them. */
export function listOpenJobs(db: DbOrTx, { search, category, after, viewerId }: JobListFilter, limit: number) {
  return jobsWhere(
    db,
    and(
      eq(jobs.status, 'open'),
      category ? eq(jobs.categorySlug, category) : undefined,
      search ? sql`${jobs.search} @@ ${wordsQuery(search)}` : undefined,
      viewerId
        ? sql`not exists (select 1 from ${blocks} b where b.blocker_id = ${jobs.clientId} and b.blocked_id = ${viewerId})`
        : undefined,
      after
        ? or(lt(jobs.createdAt, after.createdAt), and(eq(jobs.createdAt, after.createdAt), lt(jobs.id, after.id)))
        : undefined,
    ),
  )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/** A client's posts, open and closed, newest first. */
export function listClientJobs(db: DbOrTx, clientId: string, limit: number) {
  return jobsWhere(db, eq(jobs.clientId, clientId)).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit);
}
