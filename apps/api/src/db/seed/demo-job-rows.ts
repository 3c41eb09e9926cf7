import type { DbOrTx } from '../client.ts';
import { jobs, proposals } from '../schema/job-posts.ts';
import { jobSearchVector } from '../text-search.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
import type { DemoSellerKey } from './demo-people.ts';
import { HOUR_MS } from '@teenfreelance/contracts/time';

export interface DemoJobPeople {
  buyerId: string;
  reviewerIds: readonly string[];
  freelancerIds: ReadonlyMap<DemoSellerKey, string>;
}

/** A demo job's hire, for the order its poster paid for. */
export interface DemoHire {
  jobId: string;
  jobTitle: string;
  clientId: string;
  proposalId: string;
  freelancerId: string;
  priceCents: number;
  deliveryDays: number;
  hiredAt: Date;
}

/**
 * Inserts the demo jobs and their proposals, each sent an hour after the one
 * before it and decided on two hours after it was sent; a hire closes its job.
 * Returns the hires, whose orders the seed writes next.
 */
export async function seedDemoJobs(tx: DbOrTx, people: DemoJobPeople, now: Date): Promise<DemoHire[]> {
  const hires: DemoHire[] = [];
  for (const job of DEMO_JOBS) {
    const clientId = job.poster === 'buyer' ? people.buyerId : people.reviewerIds[job.poster];
    if (!clientId) throw new Error(`demo job "${job.title}" names an unknown poster`);
    const createdAt = new Date(now.getTime() - job.ageHours * HOUR_MS);
    const hiredAt = job.hiredHoursAgo === undefined ? null : new Date(now.getTime() - job.hiredHoursAgo * HOUR_MS);
    const [row] = await tx
      .insert(jobs)
      .values({
        clientId,
        title: job.title,
        description: job.description,
        categorySlug: job.category,
        budgetMinCents: job.budget[0] * 100,
        budgetMaxCents: job.budget[1] * 100,
        deadline: job.deadline,
        skills: job.skills,
        status: hiredAt ? 'closed' : 'open',
        search: jobSearchVector(job),
        createdAt,
        updatedAt: hiredAt ?? createdAt,
        closedAt: hiredAt,
      })
      .returning({ id: jobs.id });
    if (!row || job.proposals.length === 0) continue;
    const sent = await tx
      .insert(proposals)
      .values(
        job.proposals.map((proposal, i) => {
          const freelancerId = people.freelancerIds.get(proposal.from);
          if (!freelancerId) throw new Error(`demo job "${job.title}" has a proposal from unknown ${proposal.from}`);
          const sentAt = new Date(Math.min(now.getTime(), createdAt.getTime() + (i + 1) * HOUR_MS));
          const decidedAt =
            proposal.status === 'pending'
              ? sentAt
              : proposal.status === 'hired' && hiredAt
                ? hiredAt
                : new Date(Math.min(now.getTime(), sentAt.getTime() + 2 * HOUR_MS));
          return {
            jobId: row.id,
            freelancerId,
            coverLetter: proposal.letter,
            priceCents: proposal.price * 100,
            deliveryDays: proposal.days,
            status: proposal.status,
            createdAt: sentAt,
            updatedAt: decidedAt,
          };
        }),
      )
      .returning({ id: proposals.id, freelancerId: proposals.freelancerId, status: proposals.status });
    const hired = sent.find((proposal) => proposal.status === 'hired');
    const terms = job.proposals.find((proposal) => proposal.status === 'hired');
    if (hired && terms && hiredAt) {
      hires.push({
        jobId: row.id,
        jobTitle: job.title,
        clientId,
        proposalId: hired.id,
        freelancerId: hired.freelancerId,
        priceCents: terms.price * 100,
        deliveryDays: terms.days,
        hiredAt,
      });
    }
  }
  return hires;
}
