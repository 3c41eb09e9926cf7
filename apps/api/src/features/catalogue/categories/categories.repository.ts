import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { categories } from '../../../db/schema/categories.ts';

/**
 * Every category in display order, with the number of public gigs in it: a
 * counter kept by triggers on gigs (migration 0006), exact and read in no time
 * however many gigs there are.
 */
export function findCategoriesWithCounts(db: DbOrTx) {
  return db
    .select({
      slug: categories.slug,
      name: categories.name,
      icon: categories.icon,
      gigCount: categories.publicGigCount,
    })
    .from(categories)
    .orderBy(asc(categories.position));
}
