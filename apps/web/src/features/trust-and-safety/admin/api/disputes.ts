import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_DISPUTES_PATH,
  adminDisputeDecisionPath,
  adminDisputePath,
  type AdminDispute,
  type DisputeDecisionInput,
  type DisputeQueue,
} from '@teenfreelance/contracts/orders';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/disputes`: the open disputes, those waiting for a decision first. */
export function getDisputeQueue(signal?: AbortSignal): Promise<DisputeQueue> {
  return api.get<DisputeQueue>(ADMIN_DISPUTES_PATH, signal);
}

export function useDisputeQueue() {
  return useQuery(queryOptions({ queryKey: adminKeys.disputes(), queryFn: ({ signal }) => getDisputeQueue(signal) }));
}

/** `GET /api/admin/disputes/:id`: one dispute (by its order) and its evidence as written. */
export function getAdminDispute(orderId: string, signal?: AbortSignal): Promise<AdminDispute> {
  return api.get<AdminDispute>(adminDisputePath(orderId), signal);
}

export function useAdminDispute(orderId: string) {
  return useQuery(
    queryOptions({ queryKey: adminKeys.dispute(orderId), queryFn: ({ signal }) => getAdminDispute(orderId, signal) }),
  );
}

/** `POST /api/admin/disputes/:id/decision`, then the queue and this dispute are read again. */
export function useDecideDispute(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeDecisionInput) => api.post<AdminDispute>(adminDisputeDecisionPath(orderId), input),
    onSuccess: (dispute) => {
      queryClient.setQueryData(adminKeys.dispute(orderId), dispute);
      // Not awaited: a final decision takes the dispute out of the queue, which unmounts the caller's
      // form, so the caller's own onSuccess (its toast) must run before the queue is read again.
      void queryClient.invalidateQueries({ queryKey: adminKeys.disputes(), exact: true });
    },
  });
}
