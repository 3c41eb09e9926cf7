import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';

/** `at` truncated to its hour (UTC), as the gig page records views. */
const hourOf = (at: ReturnType<typeof sql>) => sql`to_timestamp(floor(extract(epoch from ${at}) / 3600) * 3600)`;

/**
 * Views of the public demo gigs' pages, as the gig page records them: one row
 * per visitor, gig and hour, the visitor being the account (`user:`) or a
 * keyed hash of a visitor's address and browser (`anon:`). Every buyer saw the
 * gig in the hour before ordering it; visitors who did not buy, two for each
 * order and a few more, came over the gig's life. Made by the database from
 * the orders already written: thousands of rows in one statement.
 */
export async function seedGigViews(tx: DbOrTx, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into gig_views (gig_id, visitor, hour)
    select distinct o.gig_id, 'user:' || o.buyer_id, ${hourOf(sql`o.created_at - interval '30 minutes'`)}
      from orders o join gigs g on g.id = o.gig_id and g.is_public
    union all
    select g.id,
           'anon:' || substr(md5(g.id::text || ':' || n::text || ':' || random()::text), 1, 22),
           ${hourOf(sql`g.created_at + (${now.toISOString()}::timestamptz - g.created_at) * ((n * 7919) % 1000) / 1000.0`)}
      from gigs g
      cross join lateral generate_series(1, 6 + 2 * (select count(*) from orders o where o.gig_id = g.id)::int) n
     where g.is_public
    on conflict do nothing`);
}
