import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { gigs } from './schema/gigs.ts';

/**
 * Recomputes gigs' `rating` (the average) and `review_count` from their review
 * rows (those a moderator hid left out), in the caller's transaction: the figures explore sorts by and every
 * card shows, so each one traces to rows. `gigIds` names the gigs; without it,
 * every gig (the demo seed). The one place these figures are computed.
 */
export async function refreshGigRatings(tx: DbOrTx, gigIds?: readonly string[]): Promise<void> {
  await tx
    .update(gigs)
    .set({
      rating: sql`coalesce((select avg(r.rating) from reviews r where r.gig_id = "gigs"."id" and r.hidden_at is null), 0)::real`,
      reviewCount: sql`(select count(*) from reviews r where r.gig_id = "gigs"."id" and r.hidden_at is null)::int`,
    })
    .where(gigIds ? inArray(gigs.id, [...gigIds]) : sql`true`);
}
