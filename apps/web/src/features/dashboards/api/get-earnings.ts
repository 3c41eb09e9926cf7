import { queryOptions, useQuery } from '@tanstack/react-query';
import { EARNINGS_PATH, type Earnings } from '@teenfreelance/contracts/seller-earnings';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET /api/dashboard/earnings`: a freelancer's ledger totals, newest lines, years and filing notes. */
export function getEarnings(signal?: AbortSignal): Promise<Earnings> {
  return api.get<Earnings>(EARNINGS_PATH, signal);
}

export function earningsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.earnings(),
    queryFn: ({ signal }) => getEarnings(signal),
    // Read again on every visit of the tab: an order completing or a withdrawal elsewhere changes them.
    staleTime: 0,
  });
}

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}
