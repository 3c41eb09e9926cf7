import type { CategoryDto } from '@teenfreelance/contracts/categories';
import { categorySlugSchema } from '@teenfreelance/contracts/categories';
import type { Database } from '../../db/client.ts';
import { findCategoriesWithCounts } from './categories.repository.ts';

/** The thirteen categories with live counts of public gigs. */
export async function listCategories(db: Database): Promise<CategoryDto[]> {
  const rows = await findCategoriesWithCounts(db);
  return rows.map((row) => ({
    slug: categorySlugSchema.parse(row.slug),
    name: row.name,
    icon: row.icon,
    gigCount: Number(row.gigCount),
  }));
}
