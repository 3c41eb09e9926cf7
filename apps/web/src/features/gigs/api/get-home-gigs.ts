import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeGigs } from '@teenfreelance/contracts/gigs';
import { api } from '../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';

/** `GET /api/gigs/home`: featured (Pro first), recently added, marketplace listings and the total. */
export function getHomeGigs(signal?: AbortSignal): Promise<HomeGigs> {
  return api.get<HomeGigs>('/api/gigs/home', signal);
}

export function homeGigsQueryOptions() {
  return queryOptions({
    queryKey: gigKeys.home(),
    queryFn: ({ signal }) => getHomeGigs(signal),
    staleTime: 30_000,
  });
}

export function useHomeGigs() {
  return useQuery(homeGigsQueryOptions());
}
