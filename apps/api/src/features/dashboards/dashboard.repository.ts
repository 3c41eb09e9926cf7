import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { ORDER_LIST_STATUSES } from '@teenfreelance/contracts/orders';
import { selectRows, type DbOrTx } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { gigs, gigViews } from '../../db/schema/gigs.ts';
import { jobs } from '../../db/schema/job-posts.ts';
import { orders } from '../../db/schema/orders.ts';
import { reviews } from '../../db/schema/reviews.ts';

const ACTIVE = ORDER_LIST_STATUSES.active;
const isActive = inArray(orders.status, [...ACTIVE]);
/** Active and not yet delivered: what can run late. */
const isUndelivered = inArray(
  orders.status,
  ACTIVE.filter((status) => status !== 'delivered'),
);
const int = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`;

/** A seller's order figures at `now`, in one pass over their orders (the seller-status index). */
export async function sellerOrderFigures(db: DbOrTx, sellerId: string, now: Date) {
  const [row] = await db
    .select({
      activeOrders: int(sql`count(*) filter (where ${isActive})`),
      lateOrders: int(
        sql`count(*) filter (where ${isUndelivered} and ${orders.dueAt} < ${now.toISOString()}::timestamptz)`,
      ),
    })
    .from(orders)
    .where(eq(orders.sellerId, sellerId));
  return row ?? { activeOrders: 0, lateOrders: 0 };
}

/** A seller's gigs that are not deleted, drafts included. */
export async function countSellerGigs(db: DbOrTx, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: int(sql`count(*)`) })
    .from(gigs)
    .where(and(eq(gigs.sellerId, sellerId), isNull(gigs.deletedAt)));
  return Number(row?.n ?? 0);
}

/** The average and count of the reviews of a seller's orders. */
export async function sellerRating(db: DbOrTx, sellerId: string) {
  const [row] = await db
    .select({ average: sql<number>`coalesce(avg(${reviews.rating}), 0)::float8`, count: int(sql`count(*)`) })
    .from(reviews)
    .where(and(eq(reviews.sellerId, sellerId), isNull(reviews.hiddenAt), isNotNull(reviews.publishedAt)));
  return { average: Number(row?.average ?? 0), count: Number(row?.count ?? 0) };
}

/**
 * How the seller answers buyers: for each conversation where the buyer wrote
 * first in the window, the time to the seller's first message after it.
 * Answered within 24 hours counts toward the rate; the median of the answer
 * times is the response time.
 */
export async function sellerResponses(db: DbOrTx, sellerId: string, since: Date) {
  const rows = await selectRows<{ asked: number; answered: number; median_minutes: number | null }>(
    db,
    sql`
    with firsts as (
      select c.id, min(m.created_at) as asked_at
      from ${conversations} c
      join ${messages} m on m.conversation_id = c.id and m.sender_id = c.buyer_id and m.held_at is null
      where c.seller_id = ${sellerId} and m.created_at >= ${since.toISOString()}::timestamptz
      group by c.id
    ), answers as (
      select f.id, extract(epoch from (
        select min(r.created_at) from ${messages} r
        where r.conversation_id = f.id and r.sender_id = ${sellerId} and r.created_at >= f.asked_at
      ) - f.asked_at) / 60 as minutes
      from firsts f
    )
    select count(*)::int as asked,
      count(*) filter (where minutes is not null and minutes <= 24 * 60)::int as answered,
      percentile_cont(0.5) within group (order by minutes) filter (where minutes is not null) as median_minutes
    from answers`,
  );
  const row = rows[0];
  return {
    asked: Number(row?.asked ?? 0),
    answered: Number(row?.answered ?? 0),
    medianMinutes:
      row?.median_minutes === null || row?.median_minutes === undefined ? null : Number(row.median_minutes),
  };
}

/** Views and orders (not cancelled) of each of a seller's gigs that are not deleted, newest gig first. */
export function sellerGigStats(db: DbOrTx, sellerId: string) {
  return db
    .select({
      gigId: gigs.id,
      status: gigs.status,
      views: int(sql`(select count(*) from ${gigViews} v where v.gig_id = ${gigs.id})`),
      orders: int(sql`(select count(*) from ${orders} o where o.gig_id = ${gigs.id} and o.status <> 'cancelled')`),
    })
    .from(gigs)
    .where(and(eq(gigs.sellerId, sellerId), isNull(gigs.deletedAt)))
    .orderBy(desc(gigs.createdAt));
}

/** A buyer's figures: active orders and what they paid, saved gigs and open job posts. */
export async function buyerFigures(db: DbOrTx, buyerId: string) {
  const [row] = await db
    .select({
      activeOrders: int(
        sql`(select count(*) from ${orders} o where o.buyer_id = ${buyerId} and o.status in ('paid', 'in_progress', 'delivered', 'revision_requested', 'disputed'))`,
      ),
      totalSpentCents: int(
        sql`(select sum(o.total_cents) from ${orders} o where o.buyer_id = ${buyerId} and o.status <> 'cancelled')`,
      ),
      savedGigs: int(
        sql`(select count(*) from ${favorites} f join ${gigs} g on g.id = f.gig_id and g.is_public where f.user_id = ${buyerId})`,
      ),
      openJobPosts: int(sql`(select count(*) from ${jobs} j where j.client_id = ${buyerId} and j.status = 'open')`),
    })
    .from(sql`(select 1) as one`);
  return row ?? { activeOrders: 0, totalSpentCents: 0, savedGigs: 0, openJobPosts: 0 };
}
