import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { favorites } from '../../../db/schema/favorites.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { jobs, proposals } from '../../../db/schema/job-posts.ts';
import { orders } from '../../../db/schema/orders.ts';
import { reviews } from '../../../db/schema/reviews.ts';
import { users } from '../../../db/schema/users.ts';

/** The user's own row, every field a person entered or we keep about them (no credentials: those are in `accounts`). */
export async function findOwnProfile(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export function ownGigs(db: DbOrTx, userId: string) {
  return db
    .select({
      id: gigs.id,
      title: gigs.title,
      shortDescription: gigs.shortDescription,
      description: gigs.description,
      priceCents: gigs.priceCents,
      deliveryDays: gigs.deliveryDays,
      revisions: gigs.revisions,
      category: gigs.categorySlug,
      tags: gigs.tags,
      status: gigs.status,
      createdAt: gigs.createdAt,
      deletedAt: gigs.deletedAt,
    })
    .from(gigs)
    .where(eq(gigs.sellerId, userId))
    .orderBy(asc(gigs.createdAt));
}

export function ownOrders(db: DbOrTx, userId: string) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      title: orders.gigTitle,
      buyerId: orders.buyerId,
      sellerId: orders.sellerId,
      status: orders.status,
      priceCents: orders.priceCents,
      feeCents: orders.feeCents,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      completedAt: orders.completedAt,
      cancelledAt: orders.cancelledAt,
    })
    .from(orders)
    .where(or(eq(orders.buyerId, userId), eq(orders.sellerId, userId)))
    .orderBy(asc(orders.createdAt));
}

export function reviewsBy(db: DbOrTx, column: 'buyerId' | 'sellerId', userId: string) {
  return db
    .select({
      id: reviews.id,
      orderId: reviews.orderId,
      rating: reviews.rating,
      comment: reviews.comment,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(eq(reviews[column], userId))
    .orderBy(asc(reviews.createdAt));
}

export function ownJobPosts(db: DbOrTx, userId: string) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      category: jobs.categorySlug,
      budgetMinCents: jobs.budgetMinCents,
      budgetMaxCents: jobs.budgetMaxCents,
      deadline: jobs.deadline,
      skills: jobs.skills,
      status: jobs.status,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(eq(jobs.clientId, userId))
    .orderBy(asc(jobs.createdAt));
}

export function ownProposals(db: DbOrTx, userId: string) {
  return db
    .select({
      id: proposals.id,
      jobId: proposals.jobId,
      jobTitle: jobs.title,
      coverLetter: proposals.coverLetter,
      priceCents: proposals.priceCents,
      deliveryDays: proposals.deliveryDays,
      status: proposals.status,
      createdAt: proposals.createdAt,
    })
    .from(proposals)
    .innerJoin(jobs, eq(jobs.id, proposals.jobId))
    .where(eq(proposals.freelancerId, userId))
    .orderBy(asc(proposals.createdAt));
}

export function ownFavorites(db: DbOrTx, userId: string) {
  return db
    .select({ gigId: favorites.gigId, title: gigs.title, savedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(gigs, eq(gigs.id, favorites.gigId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
}
