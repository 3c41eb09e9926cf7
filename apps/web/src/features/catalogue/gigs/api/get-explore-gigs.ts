import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { exploreApiPath } from '@teenfreelance/contracts/explore-url';
import type { ExploreQuery, ExploreResponse } from '@teenfreelance/contracts/gigs';
import { api, prefetchedAnswer } from '../../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';

/** `GET /api/gigs`: one page of public gigs for the explore filters, Pro first. */
export function getExploreGigs(query: ExploreQuery, signal?: AbortSignal): Promise<ExploreResponse> {
  return api.get<ExploreResponse>(exploreApiPath(query), signal);
}

export function exploreGigsQueryOptions(query: ExploreQuery) {
  return queryOptions({
    queryKey: gigKeys.explore(query),
    queryFn: ({ signal }) => getExploreGigs(query, signal),
    initialData: () => prefetchedAnswer<ExploreResponse>(exploreApiPath(query)),
    // Keep showing the last page while the next filter's answer loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useExploreGigs(query: ExploreQuery) {
  return useQuery(exploreGigsQueryOptions(query));
}
