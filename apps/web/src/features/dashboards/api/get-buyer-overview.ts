import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUYER_OVERVIEW_PATH, type BuyerOverview } from '@teenfreelance/contracts/dashboard';
import { api, prefetchedAnswer } from '../../../lib/api-client.ts';
import { freshWhileFromThePage } from '../../../lib/query-client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET /api/dashboard/buyer`: a buyer's active orders, total spent, saved gigs and open job posts. */
export function getBuyerOverview(signal?: AbortSignal): Promise<BuyerOverview> {
  return api.get<BuyerOverview>(BUYER_OVERVIEW_PATH, signal);
}

export function buyerOverviewQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.buyer(),
    queryFn: ({ signal }) => getBuyerOverview(signal),
    // The server's answer when it rendered the dashboard (decision 0101).
    initialData: () => prefetchedAnswer<BuyerOverview>(BUYER_OVERVIEW_PATH),
    // Read again on every visit of the tab: an order, a message or a favourite elsewhere changes them. The
    // server's answer, written into the page a moment ago, is not read again as the page takes it over.
    staleTime: freshWhileFromThePage,
  });
}

export function useBuyerOverview() {
  return useQuery(buyerOverviewQueryOptions());
}
