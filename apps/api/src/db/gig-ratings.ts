import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MINOR_RATING_MIN_REVIEWS } from '@teenfreelance/contracts/reviews';
import type { DbOrTx } from './client.ts';
import { gigs } from './schema/gigs.ts';

/**
 * Recomputes gigs' `rating` (the average) and `review_count` from their
 * published review rows (those a moderator hid left out), in the caller's
 * transaction: the figures explore sorts by and every card shows, so each one
 * traces to rows. A teen seller with fewer than three published reviews shows
 * none (0 and 0: 'New'), so no single order's stars are linked to them
 * (decision 0093); since that count is over all their gigs, `gigIds` refreshes
 * every gig of those gigs' sellers. Without `gigIds`, every gig (the demo seed).
 * The one place these figures are computed.
 */
export async function refreshGigRatings(tx: DbOrTx, gigIds?: readonly string[]): Promise<void> {
  await refreshWhere(
    tx,
    gigIds
      ? inArray(gigs.sellerId, sql`(select g.seller_id from gigs g where ${inArray(sql`g.id`, [...gigIds])})`)
      : sql`true`,
  );
}

/** `refreshGigRatings` for every gig of a seller (a review of a hired proposal's order moves their count too). */
export async function refreshSellerGigRatings(tx: DbOrTx, sellerId: string): Promise<void> {
  await refreshWhere(tx, eq(gigs.sellerId, sellerId));
}

async function refreshWhere(tx: DbOrTx, where: SQL): Promise<void> {
  const shown = sql`r.hidden_at is null and r.published_at is not null`;
  const tooFewForATeen = sql`(exists (select 1 from users u where u.id = "gigs"."seller_id" and u.is_minor)
    and (select count(*) from reviews r where r.seller_id = "gigs"."seller_id" and ${shown}) < ${MINOR_RATING_MIN_REVIEWS})`;
  await tx
    .update(gigs)
    .set({
      rating: sql`(case when ${tooFewForATeen} then 0
        else coalesce((select avg(r.rating) from reviews r where r.gig_id = "gigs"."id" and ${shown}), 0) end)::real`,
      reviewCount: sql`(case when ${tooFewForATeen} then 0
        else (select count(*) from reviews r where r.gig_id = "gigs"."id" and ${shown}) end)::int`,
    })
    .where(where);
}
