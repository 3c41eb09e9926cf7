import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@teenfreelance/contracts/checkout';
import {
  WITHDRAWALS_PATH,
  type Withdrawal,
  type WithdrawalInput,
  type WithdrawalStatus,
  type WithdrawalsState,
} from '@teenfreelance/contracts/payouts';
import { api } from '../../../../lib/api-client.ts';

const withdrawalsKey = ['withdrawals'] as const;
/** Statuses a withdrawal moves on from by itself: the list asks again while one is in them. */
const MOVING: readonly WithdrawalStatus[] = ['awaiting_approval', 'pending', 'in_transit'];
const REFRESH_MS = 3000;

const withdrawalsQuery = queryOptions({
  queryKey: withdrawalsKey,
  queryFn: ({ signal }) => api.get<WithdrawalsState>(WITHDRAWALS_PATH, signal),
  refetchInterval: (query) =>
    query.state.data?.withdrawals.some((w) => MOVING.includes(w.status)) ? REFRESH_MS : false,
});

/** `GET /api/me/withdrawals`: the available balance and the withdrawals, asked again while one is on its way. */
export const useWithdrawals = () => useQuery(withdrawalsQuery);

/** `POST /api/me/withdrawals`: once per Idempotency-Key. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: WithdrawalInput; idempotencyKey: string }) =>
      api.post<Withdrawal>(WITHDRAWALS_PATH, input, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
    // Every figure the withdrawal moved: this list, and the earnings totals beside it.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
