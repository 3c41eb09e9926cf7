import type { CategoryDto } from '@teenfreelance/contracts/categories';
import { categorySlugSchema } from '@teenfreelance/contracts/categories';
import type { Database } from '../../../db/client.ts';
import { findCategoriesWithCounts } from './categories.repository.ts';

export interface CategoriesService {
  /** The thirteen categories with live counts of public gigs. */
  list(): Promise<CategoryDto[]>;
}

export interface CategoriesServiceDeps {
  db: Database;
}

export function createCategoriesService({ db }: CategoriesServiceDeps): CategoriesService {
  return {
    async list() {
      const rows = await findCategoriesWithCounts(db);
      return rows.map((row) => ({
        slug: categorySlugSchema.parse(row.slug),
        name: row.name,
        icon: row.icon,
        gigCount: Number(row.gigCount),
      }));
    },
  };
}
