import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshGigRatings } from '../../db/gig-ratings.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { users } from '../../db/schema/users.ts';
import { liveBatch } from '../../realtime/live-events.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** What moderation took away and can give back, newest first: suspended accounts and hidden gigs, posts and reviews. */
export async function listRestrictions(db: DbOrTx, limit: number) {
  const owner = (id: AnyPgColumn) => sql<string | null>`(select u.name from ${users} u where u.id = ${id})`;
  const [suspended, hiddenGigs, hiddenJobs, hiddenReviews] = await Promise.all([
    db
      .select({
        targetId: users.id,
        title: users.name,
        ownerId: users.id,
        ownerName: users.name,
        since: users.suspendedAt,
      })
      .from(users)
      .where(isNotNull(users.suspendedAt))
      .orderBy(desc(users.suspendedAt))
      .limit(limit),
    db
      .select({
        targetId: gigs.id,
        title: gigs.title,
        ownerId: gigs.sellerId,
        ownerName: owner(gigs.sellerId),
        since: gigs.hiddenAt,
      })
      .from(gigs)
      .where(and(isNotNull(gigs.hiddenAt), sql`${gigs.deletedAt} is null`))
      .orderBy(desc(gigs.hiddenAt))
      .limit(limit),
    db
      .select({
        targetId: jobs.id,
        title: jobs.title,
        ownerId: jobs.clientId,
        ownerName: owner(jobs.clientId),
        since: jobs.hiddenAt,
      })
      .from(jobs)
      .where(isNotNull(jobs.hiddenAt))
      .orderBy(desc(jobs.hiddenAt))
      .limit(limit),
    db
      .select({
        targetId: reviews.id,
        title: reviews.comment,
        ownerId: reviews.buyerId,
        ownerName: owner(reviews.buyerId),
        since: reviews.hiddenAt,
      })
      .from(reviews)
      .where(isNotNull(reviews.hiddenAt))
      .orderBy(desc(reviews.hiddenAt))
      .limit(limit),
  ]);
  const kinds = [
    ['profile', suspended],
    ['gig', hiddenGigs],
    ['job', hiddenJobs],
    ['review', hiddenReviews],
  ] as const;
  return kinds
    .flatMap(([targetKind, rows]) => rows.map((row) => ({ ...row, targetKind, since: row.since ?? new Date(0) })))
    .sort((a, b) => b.since.getTime() - a.since.getTime())
    .slice(0, limit);
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
