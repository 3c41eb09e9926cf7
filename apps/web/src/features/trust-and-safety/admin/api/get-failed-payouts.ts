import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAYOUTS_PATH, type AdminPayouts } from '@teenfreelance/contracts/payouts';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/payouts?status=failed`: the newest 100 payouts the bank refused. */
export function failedPayoutsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.failedPayouts(),
    queryFn: ({ signal }) => api.get<AdminPayouts>(`${ADMIN_PAYOUTS_PATH}?status=failed`, signal),
  });
}

export function useFailedPayouts() {
  return useQuery(failedPayoutsQueryOptions());
}
