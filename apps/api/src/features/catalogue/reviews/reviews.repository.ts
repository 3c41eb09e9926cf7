import { and, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { MINOR_RATING_MIN_REVIEWS } from '@teenfreelance/contracts/reviews';
import { gigs } from '../../../db/schema/gigs.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/orders.ts';
import { reviews } from '../../../db/schema/reviews.ts';
import { users } from '../../../db/schema/users.ts';

const reviewColumns = {
  id: reviews.id,
  orderId: reviews.orderId,
  gigId: reviews.gigId,
  gigTitle: orders.gigTitle,
  sellerId: reviews.sellerId,
  buyerId: reviews.buyerId,
  buyerName: users.name,
  buyerImage: users.image,
  /** The reviewed seller is a teen: the review and reply are screened for every reader (decision 0065). */
  sellerIsMinor: sql<boolean>`exists (select 1 from users seller where seller.id = ${reviews.sellerId} and seller.is_minor)`,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  publishedAt: reviews.publishedAt,
};

export type ReviewRow = Awaited<ReturnType<typeof findReview>> & object;

function reviewsWhere(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(where);
}

export async function findReview(db: DbOrTx, id: string) {
  const [row] = await reviewsWhere(db, eq(reviews.id, id)).limit(1);
  return row;
}

/** What reviewing an order, either way, needs to know about it (the caller's party check included). */
export const reviewedOrderColumns = {
  id: orders.id,
  buyerId: orders.buyerId,
  sellerId: orders.sellerId,
  gigId: orders.gigId,
  gigTitle: orders.gigTitle,
  status: orders.status,
  completedAt: orders.completedAt,
};

/** The order the buyer reviews, with the review it has already. */
export async function findOrderForReview(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ ...reviewedOrderColumns, reviewId: reviews.id })
    .from(orders)
    .leftJoin(reviews, eq(reviews.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

/** Stores the order's review; undefined when the order has one already (the unique index decides). */
export async function insertReview(
  tx: DbOrTx,
  values: {
    orderId: string;
    gigId: string | null;
    sellerId: string;
    buyerId: string;
    rating: number;
    comment: string;
    createdAt: Date;
  },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  return row?.id;
}

/** Sets the seller's reply unless there is one; false when there was. */
export async function setReply(tx: DbOrTx, id: string, reply: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(reviews)
    .set({ reply, repliedAt: at })
    .where(and(eq(reviews.id, id), sql`${reviews.reply} is null`))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** The reviews of a gig or of a seller. */
const ownerOf = (of: { gigId: string } | { sellerId: string }) =>
  'gigId' in of ? eq(reviews.gigId, of.gigId) : eq(reviews.sellerId, of.sellerId);

/** What anyone may read: published (decision 0093) and not hidden by a moderator. */
const isShown = () => and(isNotNull(reviews.publishedAt), isNull(reviews.hiddenAt));

/** How many reviews gave each number of stars, over every shown review of the gig or of the seller. */
export async function countByRating(db: DbOrTx, of: { gigId: string } | { sellerId: string }) {
  return db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(ownerOf(of), isShown()))
    .groupBy(reviews.rating);
}

/** A page of a gig's or a seller's reviews, newest first, after `before` (the last id of the previous page). */
export async function listReviews(
  db: DbOrTx,
  of: { gigId: string } | { sellerId: string },
  before: { id: string; createdAt: Date } | undefined,
  limit: number,
) {
  const owner = and(ownerOf(of), isShown());
  const after = before
    ? or(
        lt(reviews.createdAt, before.createdAt),
        and(eq(reviews.createdAt, before.createdAt), lt(reviews.id, before.id)),
      )
    : undefined;
  return reviewsWhere(db, and(owner, after)).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(limit);
}

/** Whether the user is a minor: a review written to them is screened (decision 0065). */
export async function isUserMinor(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ isMinor: users.isMinor }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isMinor ?? false;
}

/**
 * Whether the reviewed seller (of the gig, or `sellerId`) is a teen with fewer
 * than three shown reviews over all their work: then no review's stars are
 * linked to them anywhere (decision 0093).
 */
export async function isTeenBelowThreshold(db: DbOrTx, of: { gigId: string } | { sellerId: string }): Promise<boolean> {
  const sellerId =
    'gigId' in of ? sql`(select ${gigs.sellerId} from ${gigs} where ${gigs.id} = ${of.gigId})` : of.sellerId;
  const [row] = await db
    .select({
      below: sql<boolean>`${users.isMinor} and (select count(*) from ${reviews} r
        where r.seller_id = users.id and r.published_at is not null and r.hidden_at is null) < ${MINOR_RATING_MIN_REVIEWS}`,
    })
    .from(users)
    .where(eq(users.id, sellerId))
    .limit(1);
  return row?.below ?? false;
}
