import { queryOptions, useQuery } from '@tanstack/react-query';
import { EARNINGS_PATH, type Earnings } from '@teenfreelance/contracts/dashboard';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './query-keys.ts';

/** `GET /api/dashboard/earnings`: a freelancer's amounts and newest transactions. */
export function getEarnings(signal?: AbortSignal): Promise<Earnings> {
  return api.get<Earnings>(EARNINGS_PATH, signal);
}

export function earningsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.earnings(),
    queryFn: ({ signal }) => getEarnings(signal),
    // Read again on every visit of the tab: an order, a message or a favourite elsewhere changes them.
    staleTime: 0,
  });
}

export function useEarnings() {
  return useQuery(earningsQueryOptions());
}
