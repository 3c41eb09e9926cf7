import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ORDER_LIST_STATUSES } from '@teenfreelance/contracts/orders';
import type { DbOrTx } from '../../../db/client.ts';
import { refreshGigRatings } from '../../../db/gig-ratings.ts';
import { messages } from '../../../db/schema/conversations.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { jobs } from '../../../db/schema/job-posts.ts';
import { orders } from '../../../db/schema/orders.ts';
import { reviews } from '../../../db/schema/reviews.ts';
import { reports } from '../../../db/schema/safety.ts';
import { sessions, users } from '../../../db/schema/users.ts';
import { liveBatch, publishSessionsChanged } from '../../../platform/live/live-events.ts';

/** The person a reported thing concerns, as its reports recorded them (a profile is its person). */
export async function personOfTarget(db: DbOrTx, kind: string, id: string): Promise<string | undefined> {
  if (kind === 'profile') return id;
  const [row] = await db
    .select({ id: reports.reportedUserId })
    .from(reports)
    .where(and(sql`${reports.targetKind}::text = ${kind}`, eq(reports.targetId, id)))
    .limit(1);
  return row?.id ?? undefined;
}

/** Hides gigs (one, or all of a seller's): never public again by themselves; open lists hear of the public ones. */
export async function hideGigs(tx: DbOrTx, which: { gigId: string } | { sellerId: string }, now: Date) {
  const where = 'gigId' in which ? eq(gigs.id, which.gigId) : eq(gigs.sellerId, which.sellerId);
  const wasPublic = await tx
    .select({ id: gigs.id })
    .from(gigs)
    .where(and(where, eq(gigs.isPublic, true)));
  const hidden = await tx
    .update(gigs)
    .set({ hiddenAt: now, isPublic: false, updatedAt: now })
    // A seller's gigs hidden on their own keep their own moment, so lifting a suspension leaves them hidden.
    .where(and(where, isNull(gigs.deletedAt), 'sellerId' in which ? isNull(gigs.hiddenAt) : undefined))
    .returning({ id: gigs.id });
  const live = liveBatch();
  for (const gig of wasPublic) live.add({ type: 'gig.deleted', gigId: gig.id }, 'everyone');
  await live.publish(tx);
  return hidden.length;
}

/** Hides job posts (one, or all of a client's open ones): closed, and found by their poster only. */
export async function hideJobs(tx: DbOrTx, which: { jobId: string } | { clientId: string }, now: Date) {
  const where =
    'jobId' in which ? eq(jobs.id, which.jobId) : and(eq(jobs.clientId, which.clientId), eq(jobs.status, 'open'));
  const hidden = await tx
    .update(jobs)
    .set({
      hiddenAt: now,
      status: 'closed',
      closedAt: sql`coalesce(${jobs.closedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(where)
    .returning({ id: jobs.id });
  const live = liveBatch();
  for (const job of hidden) live.add({ type: 'job.updated', jobId: job.id }, 'everyone');
  await live.publish(tx);
  return hidden.length;
}

/** Hides a review: out of the lists, and its gig's rating recomputed without it. */
export async function hideReview(tx: DbOrTx, reviewId: string, now: Date) {
  const [row] = await tx
    .update(reviews)
    .set({ hiddenAt: now })
    .where(eq(reviews.id, reviewId))
    .returning({ gigId: reviews.gigId });
  if (!row) return 0;
  if (row.gigId) {
    await refreshGigRatings(tx, [row.gigId]);
    const live = liveBatch();
    live.add({ type: 'gig.updated', gigId: row.gigId }, 'everyone');
    await live.publish(tx);
  }
  return 1;
}

/** Removes a message from view (kept for the record). */
export async function removeMessage(tx: DbOrTx, messageId: string, now: Date) {
  const rows = await tx
    .update(messages)
    .set({ removedAt: now })
    .where(eq(messages.id, messageId))
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * Suspends an account: it cannot sign in, every session ends, its gigs and
 * open job posts are hidden. Answers its orders still being worked on, for the
 * caller to cancel (each cancellation refunds through the order machine).
 */
export async function suspendUser(tx: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const [row] = await tx
    .update(users)
    .set({ suspendedAt: now, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!row) return [];
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await publishSessionsChanged(tx, userId);
  await hideGigs(tx, { sellerId: userId }, now);
  await hideJobs(tx, { clientId: userId }, now);
  const active = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)),
        inArray(orders.status, [...ORDER_LIST_STATUSES.active]),
      ),
    );
  return active.map((order) => order.id);
}
