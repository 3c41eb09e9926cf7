import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { gigs } from '../../db/schema/gigs.ts';

/** Every category in display order, with the number of public gigs in it. */
export function findCategoriesWithCounts(db: DbOrTx) {
  return db
    .select({
      slug: categories.slug,
      name: categories.name,
      icon: categories.icon,
      gigCount: sql<number>`coalesce(${count(gigs.id)}, 0)::int`,
    })
    .from(categories)
    .leftJoin(gigs, and(eq(gigs.categorySlug, categories.slug), eq(gigs.isPublic, true)))
    .groupBy(categories.slug)
    .orderBy(asc(categories.position));
}
