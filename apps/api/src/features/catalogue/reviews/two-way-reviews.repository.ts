import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { conversations } from '../../../db/schema/conversations.ts';
import { jobs } from '../../../db/schema/job-posts.ts';
import { orders } from '../../../db/schema/orders.ts';
import { buyerReviews, reviews } from '../../../db/schema/reviews.ts';
import { users } from '../../../db/schema/users.ts';
import { reviewedOrderColumns } from './reviews.repository.ts';

// Raw SQL below names outer columns as table.column: drizzle leaves them unqualified inside a subquery.

/** What writing or reading an order's reviews needs about the order (the caller's party check included). */
const orderForReviewsColumns = {
  ...reviewedOrderColumns,
  /** A teen is the buyer or the seller: both reviews are screened for both (decision 0065). */
  involvesMinor: sql<boolean>`exists (select 1 from users u where u.id in (orders.buyer_id, orders.seller_id) and u.is_minor)`,
};

export async function findOrderForReviews(db: DbOrTx, orderId: string) {
  const [row] = await db.select(orderForReviewsColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/**
 * Takes the order's row lock: the two reviews of one order are written one
 * after the other, so the second always sees the first and publishes both
 * (two racing reviews publish exactly once). Reads after it see what the other
 * transaction committed (read committed takes a snapshot per statement).
 */
export async function lockOrderForReviews(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
}

/** The order's review of the seller and review of the buyer, as stored. */
export async function findOrderReviewRows(db: DbOrTx, orderId: string) {
  const [[ofSeller], [ofBuyer]] = await Promise.all([
    db.select().from(reviews).where(eq(reviews.orderId, orderId)).limit(1),
    db.select().from(buyerReviews).where(eq(buyerReviews.orderId, orderId)).limit(1),
  ]);
  return { ofSeller, ofBuyer };
}

/** Stores the seller's review of the buyer; undefined when the order has one already (the unique index decides). */
export async function insertBuyerReview(
  tx: DbOrTx,
  values: { orderId: string; sellerId: string; buyerId: string; rating: number; comment: string; createdAt: Date },
): Promise<string | undefined> {
  const [row] = await tx
    .insert(buyerReviews)
    .values(values)
    .onConflictDoNothing({ target: buyerReviews.orderId })
    .returning({ id: buyerReviews.id });
  return row?.id;
}

/**
 * Publishes the order's unpublished reviews at `at`; answers what it published
 * (nothing when another transaction or sweep did it first).
 */
export async function publishOrderReviewRows(tx: DbOrTx, orderId: string, at: Date) {
  const ofSeller = await tx
    .update(reviews)
    .set({ publishedAt: at })
    .where(and(eq(reviews.orderId, orderId), isNull(reviews.publishedAt)))
    .returning({ id: reviews.id, gigId: reviews.gigId, rating: reviews.rating });
  const ofBuyer = await tx
    .update(buyerReviews)
    .set({ publishedAt: at })
    .where(and(eq(buyerReviews.orderId, orderId), isNull(buyerReviews.publishedAt)))
    .returning({ id: buyerReviews.id });
  return { ofSeller: ofSeller[0], ofBuyer: ofBuyer[0] };
}

/** Orders completed at or before `completedBy` with a review still unpublished, oldest first. */
export async function findOrdersWithReviewsDue(db: DbOrTx, completedBy: Date, limit: number): Promise<string[]> {
  const unpublished = or(
    sql`exists (select 1 from ${reviews} r where r.order_id = orders.id and r.published_at is null)`,
    sql`exists (select 1 from ${buyerReviews} b where b.order_id = orders.id and b.published_at is null)`,
  );
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(lte(orders.completedAt, completedBy), unpublished))
    .orderBy(asc(orders.completedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A buyer's published reviews from sellers (count and average), and whether the buyer is a minor. */
export async function findBuyerRating(db: DbOrTx, buyerId: string) {
  const [row] = await db
    .select({
      isMinor: users.isMinor,
      count: sql<number>`(select count(*) from ${buyerReviews} b where b.buyer_id = users.id and b.published_at is not null)::int`,
      average: sql<
        number | null
      >`(select avg(b.rating) from ${buyerReviews} b where b.buyer_id = users.id and b.published_at is not null)::float8`,
    })
    .from(users)
    .where(eq(users.id, buyerId))
    .limit(1);
  return row;
}

/**
 * Whether `sellerId` may see `buyerId`'s rating: they have an order or a
 * conversation together, or the buyer has an open job post (which any
 * freelancer reads on /jobs; the caller checks the role).
 */
export async function sellerMeetsBuyer(
  db: DbOrTx,
  sellerId: string,
  buyerId: string,
  isFreelancer: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({
      met: sql<boolean>`exists (select 1 from ${orders} o where o.seller_id = ${sellerId} and o.buyer_id = ${buyerId})
        or exists (select 1 from ${conversations} c where c.seller_id = ${sellerId} and c.buyer_id = ${buyerId})
        or (${isFreelancer} and exists (select 1 from ${jobs} j where j.client_id = ${buyerId} and j.status = 'open' and j.hidden_at is null))`,
    })
    .from(users)
    .where(eq(users.id, buyerId))
    .limit(1);
  return row?.met ?? false;
}
