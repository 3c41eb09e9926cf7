import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GigLimit } from '@teenfreelance/contracts/gigs';
import { api } from '../../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';
import { GIG_LIMIT_PATH } from '@teenfreelance/contracts/gigs';

/** `GET /api/me/gig-limit`: how many active gigs the signed-in seller has and may have. */
export function getGigLimit(signal?: AbortSignal): Promise<GigLimit> {
  return api.get<GigLimit>(GIG_LIMIT_PATH, signal);
}

export function gigLimitQueryOptions() {
  return queryOptions({
    queryKey: gigKeys.limit(),
    queryFn: ({ signal }) => getGigLimit(signal),
    staleTime: 0,
  });
}

export function useGigLimit(options: { enabled?: boolean } = {}) {
  return useQuery({ ...gigLimitQueryOptions(), enabled: options.enabled ?? true });
}
