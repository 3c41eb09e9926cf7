import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATEGORIES_PATH } from '@teenfreelance/contracts/api-paths';
import { GIG_LIVE_EVENTS } from '@teenfreelance/contracts/live-protocol';
import type { CategoryList } from '@teenfreelance/contracts/categories';
import { api, prefetchedAnswer } from '../../../../lib/api-client.ts';
import { useLiveEvent } from '../../../../lib/use-live-event.ts';

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

/** The categories, their counts kept current by the live channel's gig events. */
export function useCategories() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
  useLiveEvent(GIG_LIVE_EVENTS, refetch, refetch);
  return useQuery(categoriesQueryOptions());
}
