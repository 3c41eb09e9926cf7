import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORIES_PATH } from '@teenfreelance/contracts/api-paths';
import type { CategoryList } from '@teenfreelance/contracts/categories';
import { api, prefetchedAnswer } from '../../../lib/api-client.ts';

export const categoriesQueryKey = ['categories'] as const;

/** `GET /api/categories`: the thirteen categories with live counts of public gigs. */
export function getCategories(signal?: AbortSignal): Promise<CategoryList> {
  return api.get<CategoryList>(CATEGORIES_PATH, signal);
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: categoriesQueryKey,
    queryFn: ({ signal }) => getCategories(signal),
    initialData: () => prefetchedAnswer<CategoryList>(CATEGORIES_PATH),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
