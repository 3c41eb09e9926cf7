import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ExploreQuery, ExploreResponse } from '@teenfreelance/contracts/gigs';
import { api } from '../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';

function toQueryString(query: ExploreQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** `GET /api/gigs`: one page of public gigs for the explore filters, Pro first. */
export function getExploreGigs(query: ExploreQuery, signal?: AbortSignal): Promise<ExploreResponse> {
  return api.get<ExploreResponse>(`/api/gigs?${toQueryString(query)}`, signal);
}

export function exploreGigsQueryOptions(query: ExploreQuery) {
  return queryOptions({
    queryKey: gigKeys.explore(query),
    queryFn: ({ signal }) => getExploreGigs(query, signal),
    // Keep showing the last page while the next filter's answer loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useExploreGigs(query: ExploreQuery) {
  return useQuery(exploreGigsQueryOptions(query));
}
