import { queryOptions, useQuery } from '@tanstack/react-query';
import { SELLER_GIG_STATS_PATH, type SellerGigStats } from '@teenfreelance/contracts/dashboard';
import { api } from '../../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';

/** `GET /api/dashboard/seller/gigs`: the views, orders and status of each of the freelancer's gigs. */
export function getGigStats(signal?: AbortSignal): Promise<SellerGigStats> {
  return api.get<SellerGigStats>(SELLER_GIG_STATS_PATH, signal);
}

export function gigStatsQueryOptions() {
  return queryOptions({
    queryKey: gigKeys.stats(),
    queryFn: ({ signal }) => getGigStats(signal),
  });
}

export function useGigStats() {
  return useQuery(gigStatsQueryOptions());
}
