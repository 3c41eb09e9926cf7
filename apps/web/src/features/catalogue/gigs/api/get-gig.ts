import { queryOptions, useQuery } from '@tanstack/react-query';
import { gigPath } from '@teenfreelance/contracts/api-paths';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { api, prefetchedAnswer, isApiError } from '../../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';

/** `GET /api/gigs/:id`: the gig page (404 when unknown or not public to the viewer). */
export function getGig(id: string, signal?: AbortSignal): Promise<GigDetail> {
  return api.get<GigDetail>(gigPath(id), signal);
}

export function gigQueryOptions(id: string) {
  return queryOptions({
    queryKey: gigKeys.detail(id),
    queryFn: ({ signal }) => getGig(id, signal),
    initialData: () => prefetchedAnswer<GigDetail>(gigPath(id)),
    staleTime: 30_000,
    // A 404 will not become a gig by asking again.
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 2,
  });
}

export function useGig(id: string) {
  return useQuery(gigQueryOptions(id));
}
