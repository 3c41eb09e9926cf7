import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_LIST_STATUSES } from '@teenfreelance/contracts/orders';
import type { DbOrTx } from '../../db/client.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { jobs, proposals } from '../../db/schema/job-posts.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/** A buyer's active orders, the one due soonest first (the buyer-status index), with the seller's name. */
export async function buyerActiveOrders(db: DbOrTx, buyerId: string, limit: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      title: orders.gigTitle,
      sellerName: users.name,
      status: orders.status,
      cancellationRequestedBy: orders.cancelRequestedBy,
      extensionRequested: sql<boolean>`${orders.extensionRequestedAt} is not null`,
      partialRefundOfferedBy: orders.refundOfferBy,
      dueAt: orders.dueAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.sellerId))
    .where(and(eq(orders.buyerId, buyerId), inArray(orders.status, [...ORDER_LIST_STATUSES.active])))
    .orderBy(asc(orders.dueAt), asc(orders.id))
    .limit(limit);
}

/**
 * A buyer's newest open job posts, each with its proposals not withdrawn and
 * how many of them still wait for an answer (pending), counted in one grouped join.
 */
export async function buyerOpenJobPosts(db: DbOrTx, buyerId: string, limit: number) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      newProposals: sql<number>`(count(${proposals.id}) filter (where ${proposals.status} = 'pending'))::int`,
      proposals: sql<number>`${count(proposals.id)}::int`,
    })
    .from(jobs)
    .leftJoin(proposals, and(eq(proposals.jobId, jobs.id), sql`${proposals.status} <> 'withdrawn'`))
    .where(and(eq(jobs.clientId, buyerId), eq(jobs.status, 'open')))
    .groupBy(jobs.id)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
}

/** The public gigs a buyer saved most recently (the card's copies of the seller's name). */
export async function buyerSavedGigs(db: DbOrTx, buyerId: string, limit: number) {
  return db
    .select({ id: gigs.id, title: gigs.title, sellerName: gigs.sellerName, priceCents: gigs.priceCents })
    .from(favorites)
    .innerJoin(gigs, and(eq(gigs.id, favorites.gigId), eq(gigs.isPublic, true)))
    .where(eq(favorites.userId, buyerId))
    .orderBy(desc(favorites.createdAt), desc(gigs.id))
    .limit(limit);
}
