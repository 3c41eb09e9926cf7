import type { CategoryDto } from '@teenfreelance/contracts/categories';
import { categorySlugSchema } from '@teenfreelance/contracts/categories';
import type { Database } from '../../../db/client.ts';
import type { CatalogueReads } from '../../../http/read-routing.ts';
import { findCategoriesWithCounts } from './categories.repository.ts';

export interface CategoriesService {
  /** The thirteen categories with live counts of public gigs. */
  list(): Promise<CategoryDto[]>;
}

export interface CategoriesServiceDeps {
  db: Database;
  /** The counts read a replica when there is one (decision 0090). */
  reads?: CatalogueReads;
}

export function createCategoriesService({ db, reads }: CategoriesServiceDeps): CategoriesService {
  return {
    async list() {
      const rows = await findCategoriesWithCounts(reads?.db() ?? db);
      return rows.map((row) => ({
        slug: categorySlugSchema.parse(row.slug),
        name: row.name,
        icon: row.icon,
        gigCount: Number(row.gigCount),
      }));
    },
  };
}
