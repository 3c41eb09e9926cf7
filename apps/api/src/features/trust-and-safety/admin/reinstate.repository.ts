import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { ReinstateTarget } from '@teenfreelance/contracts/admin';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { refreshGigRatings } from '../../../db/gig-ratings.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { jobs } from '../../../db/schema/job-posts.ts';
import { reviews } from '../../../db/schema/reviews.ts';
import { users } from '../../../db/schema/users.ts';
import { liveBatch } from '../../../platform/live/live-events.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * What moderation took away and can give back, newest first: suspended accounts and hidden gigs,
 * job posts and reviews, in one statement (each part through its own table's rows).
 */
export function listRestrictions(db: DbOrTx, limit: number) {
  const ownerName = (id: AnyPgColumn) => sql`(select u.name from ${users} u where u.id = ${id})`;
  return selectRows<{
    target_kind: ReinstateTarget;
    target_id: string;
    title: string;
    owner_id: string;
    owner_name: string | null;
    since: Date | string;
  }>(
    db,
    sql`select * from (
      select 'profile' as target_kind, ${users.id} as target_id, ${users.name} as title,
        ${users.id} as owner_id, ${users.name} as owner_name, ${users.suspendedAt} as since
      from ${users} where ${users.suspendedAt} is not null
      union all
      select 'gig', ${gigs.id}::text, ${gigs.title}, ${gigs.sellerId}, ${ownerName(gigs.sellerId)}, ${gigs.hiddenAt}
      from ${gigs} where ${gigs.hiddenAt} is not null and ${gigs.deletedAt} is null
      union all
      select 'job', ${jobs.id}::text, ${jobs.title}, ${jobs.clientId}, ${ownerName(jobs.clientId)}, ${jobs.hiddenAt}
      from ${jobs} where ${jobs.hiddenAt} is not null
      union all
      select 'review', ${reviews.id}::text, ${reviews.comment}, ${reviews.buyerId}, ${ownerName(reviews.buyerId)},
        ${reviews.hiddenAt}
      from ${reviews} where ${reviews.hiddenAt} is not null
    ) restricted order by since desc limit ${limit}`,
  );
}

/** Shows a hidden gig again (public again if nothing else keeps it private); its seller, or undefined when not hidden. */
export async function unhideGig(tx: DbOrTx, gigId: string, now: Date): Promise<string | undefined> {
  const [row] = await tx
    .update(gigs)
    .set({ hiddenAt: null, updatedAt: now })
    .where(and(eq(gigs.id, gigId), isNotNull(gigs.hiddenAt)))
    .returning({ sellerId: gigs.sellerId });
  return row?.sellerId;
}

/**
 * Shows hidden job posts again; those the hiding closed (closed at the moment they were hidden,
 * with nobody hired) open again. Their posters.
 */
export async function unhideJobs(
  tx: DbOrTx,
  which: { jobId: string } | { clientId: string; hiddenAt: Date },
  now: Date,
) {
  const where =
    'jobId' in which
      ? and(eq(jobs.id, which.jobId), isNotNull(jobs.hiddenAt))
      : and(eq(jobs.clientId, which.clientId), sql`${jobs.hiddenAt} = ${which.hiddenAt.toISOString()}::timestamptz`);
  const shown = await tx
    .update(jobs)
    .set({
      status: sql`case when ${jobs.closedAt} = ${jobs.hiddenAt}
        and not exists (select 1 from proposals p where p.job_id = ${jobs.id} and p.status = 'hired')
        then 'open'::job_status else ${jobs.status} end`,
      closedAt: sql`case when ${jobs.closedAt} = ${jobs.hiddenAt} then null else ${jobs.closedAt} end`,
      hiddenAt: null,
      updatedAt: now,
    })
    .where(where)
    .returning({ id: jobs.id, clientId: jobs.clientId });
  const live = liveBatch();
  for (const job of shown) live.add({ type: 'job.updated', jobId: job.id }, 'everyone');
  await live.publish(tx);
  return shown.map((job) => job.clientId);
}

/** Shows a hidden review again, back in its gig's rating; its writer, or undefined when not hidden. */
export async function unhideReview(tx: DbOrTx, reviewId: string): Promise<string | undefined> {
  const [row] = await tx
    .update(reviews)
    .set({ hiddenAt: null })
    .where(and(eq(reviews.id, reviewId), isNotNull(reviews.hiddenAt)))
    .returning({ gigId: reviews.gigId, buyerId: reviews.buyerId });
  if (!row) return undefined;
  if (row.gigId) {
    await refreshGigRatings(tx, [row.gigId]);
    const live = liveBatch();
    live.add({ type: 'gig.updated', gigId: row.gigId }, 'everyone');
    await live.publish(tx);
  }
  return row.buyerId;
}

/**
 * Lifts a suspension: the person may sign in again, and the gigs and job posts the suspension hid
 * (hidden at the moment of the suspension; anything hidden on its own stays hidden) are shown again.
 * Undefined when the account is not suspended. Cancelled orders stay cancelled: their refunds were made.
 */
export async function liftSuspension(tx: DbOrTx, userId: string, now: Date): Promise<Date | undefined> {
  const [before] = await tx
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)));
  const suspendedAt = before?.suspendedAt;
  if (!suspendedAt) return undefined;
  await tx.update(users).set({ suspendedAt: null, updatedAt: now }).where(eq(users.id, userId));
  await tx
    .update(gigs)
    .set({ hiddenAt: null, updatedAt: now })
    .where(and(eq(gigs.sellerId, userId), sql`${gigs.hiddenAt} = ${suspendedAt.toISOString()}::timestamptz`));
  await unhideJobs(tx, { clientId: userId, hiddenAt: suspendedAt }, now);
  return suspendedAt;
}
