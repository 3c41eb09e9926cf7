import { queryOptions, useQuery } from '@tanstack/react-query';
import { SELLER_OVERVIEW_PATH, type SellerOverview } from '@teenfreelance/contracts/dashboard';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET /api/dashboard/seller`: a freelancer's overview figures and earnings by month. */
export function getSellerOverview(signal?: AbortSignal): Promise<SellerOverview> {
  return api.get<SellerOverview>(SELLER_OVERVIEW_PATH, signal);
}

export function sellerOverviewQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.seller(),
    queryFn: ({ signal }) => getSellerOverview(signal),
    // Read again on every visit of the tab: an order, a message or a favourite elsewhere changes them.
    staleTime: 0,
  });
}

export function useSellerOverview() {
  return useQuery(sellerOverviewQueryOptions());
}
