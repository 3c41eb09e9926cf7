import { queryOptions, useQuery } from '@tanstack/react-query';
import { SELLER_OVERVIEW_PATH, type SellerOverview } from '@teenfreelance/contracts/dashboard';
import { api, prefetchedAnswer } from '../../../lib/api-client.ts';
import { freshWhileFromThePage } from '../../../lib/query-client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET /api/dashboard/seller`: a freelancer's overview figures and earnings by month. */
export function getSellerOverview(signal?: AbortSignal): Promise<SellerOverview> {
  return api.get<SellerOverview>(SELLER_OVERVIEW_PATH, signal);
}

export function sellerOverviewQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.seller(),
    queryFn: ({ signal }) => getSellerOverview(signal),
    // The server's answer when it rendered the dashboard (decision 0101).
    initialData: () => prefetchedAnswer<SellerOverview>(SELLER_OVERVIEW_PATH),
    // Read again on every visit of the tab: an order, a message or a favourite elsewhere changes them. The
    // server's answer, written into the page a moment ago, is not read again as the page takes it over.
    staleTime: freshWhileFromThePage,
  });
}

export function useSellerOverview() {
  return useQuery(sellerOverviewQueryOptions());
}
