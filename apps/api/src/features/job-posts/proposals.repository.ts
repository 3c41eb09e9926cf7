import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ProposalStatus } from '@teenfreelance/contracts/job-posts';
import type { ProposalInput } from '@teenfreelance/contracts/proposals';
import type { DbOrTx } from '../../db/client.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { jobs, proposals } from '../../db/schema/job-posts.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

const proposalColumns = {
  id: proposals.id,
  jobId: proposals.jobId,
  jobTitle: jobs.title,
  jobStatus: jobs.status,
  clientId: jobs.clientId,
  freelancerId: proposals.freelancerId,
  freelancerName: users.name,
  freelancerImage: users.image,
  freelancerIsPro: users.isPro,
  freelancerIsMinor: users.isMinor,
  coverLetter: proposals.coverLetter,
  priceCents: proposals.priceCents,
  deliveryDays: proposals.deliveryDays,
  status: proposals.status,
  orderId: orders.id,
  conversationId: conversations.id,
  createdAt: proposals.createdAt,
  updatedAt: proposals.updatedAt,
};

export type ProposalRow = Awaited<ReturnType<typeof findProposal>> & object;

function proposalsQuery(db: DbOrTx) {
  return db
    .select(proposalColumns)
    .from(proposals)
    .innerJoin(jobs, eq(jobs.id, proposals.jobId))
    .innerJoin(users, eq(users.id, proposals.freelancerId))
    .leftJoin(orders, eq(orders.proposalId, proposals.id))
    .leftJoin(
      conversations,
      and(
        eq(conversations.buyerId, jobs.clientId),
        eq(conversations.sellerId, proposals.freelancerId),
        eq(conversations.jobId, proposals.jobId),
      ),
    );
}

export async function findProposal(db: DbOrTx, id: string) {
  const [row] = await proposalsQuery(db).where(eq(proposals.id, id)).limit(1);
  return row;
}

/** The freelancer's proposal for the job, whatever its status. */
export async function findFreelancerProposal(db: DbOrTx, jobId: string, freelancerId: string) {
  const [row] = await proposalsQuery(db)
    .where(and(eq(proposals.jobId, jobId), eq(proposals.freelancerId, freelancerId)))
    .limit(1);
  return row;
}

/** The job's hired proposal, through the one-hire-per-job index; undefined when it has hired nobody. */
export async function findHiredProposalId(db: DbOrTx, jobId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.jobId, jobId), eq(proposals.status, 'hired')))
    .limit(1);
  return row?.id;
}

/** A job's proposals for its poster, oldest first; withdrawn ones are the freelancer's business only. */
export function listJobProposals(db: DbOrTx, jobId: string) {
  return proposalsQuery(db)
    .where(and(eq(proposals.jobId, jobId), inArray(proposals.status, ['pending', 'shortlisted', 'declined', 'hired'])))
    .orderBy(asc(proposals.createdAt), asc(proposals.id));
}

/** A freelancer's proposals, newest first. */
export function listFreelancerProposals(db: DbOrTx, freelancerId: string, limit: number) {
  return proposalsQuery(db)
    .where(eq(proposals.freelancerId, freelancerId))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(limit);
}

const fieldsOf = (input: ProposalInput) => ({
  coverLetter: input.coverLetter,
  priceCents: input.priceCents,
  deliveryDays: input.deliveryDays,
});

/**
 * Stores the freelancer's proposal, or sends a withdrawn one again; undefined
 * when they have one that is not withdrawn (the unique index decides, so two
 * submits at once store one).
 */
export async function insertProposal(
  db: DbOrTx,
  values: { jobId: string; freelancerId: string; input: ProposalInput; now: Date },
): Promise<string | undefined> {
  const fields = { ...fieldsOf(values.input), status: 'pending' as const, updatedAt: values.now };
  const [row] = await db
    .insert(proposals)
    .values({ jobId: values.jobId, freelancerId: values.freelancerId, ...fields, createdAt: values.now })
    .onConflictDoUpdate({
      target: [proposals.jobId, proposals.freelancerId],
      set: { ...fields, createdAt: values.now },
      setWhere: eq(proposals.status, 'withdrawn'),
    })
    .returning({ id: proposals.id });
  return row?.id;
}

/** Rewrites a pending proposal; false when it is not pending any more. */
export async function updatePendingProposal(db: DbOrTx, id: string, input: ProposalInput, now: Date) {
  const rows = await db
    .update(proposals)
    .set({ ...fieldsOf(input), updatedAt: now })
    .where(and(eq(proposals.id, id), eq(proposals.status, 'pending')))
    .returning({ id: proposals.id });
  return rows.length > 0;
}

/** Moves a proposal to `to` only from one of `from`; false when it was in another status (a race lost). */
export async function moveProposal(
  db: DbOrTx,
  id: string,
  from: readonly ProposalStatus[],
  to: ProposalStatus,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(proposals)
    .set({ status: to, updatedAt: now })
    .where(and(eq(proposals.id, id), inArray(proposals.status, [...from])))
    .returning({ id: proposals.id });
  return rows.length > 0;
}
