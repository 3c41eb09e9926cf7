import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_GIGS_PATH } from '@teenfreelance/contracts/api-paths';
import type { HomeGigs } from '@teenfreelance/contracts/gigs';
import { api, prefetchedAnswer } from '../../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';

/** `GET /api/gigs/home`: featured (Pro first), recently added, marketplace listings and the total. */
export function getHomeGigs(signal?: AbortSignal): Promise<HomeGigs> {
  return api.get<HomeGigs>(HOME_GIGS_PATH, signal);
}

export function homeGigsQueryOptions() {
  return queryOptions({
    queryKey: gigKeys.home(),
    queryFn: ({ signal }) => getHomeGigs(signal),
    initialData: () => prefetchedAnswer<HomeGigs>(HOME_GIGS_PATH),
    staleTime: 30_000,
  });
}

export function useHomeGigs() {
  return useQuery(homeGigsQueryOptions());
}
