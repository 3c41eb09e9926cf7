import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WITHDRAWAL_APPROVAL_PATH,
  type WithdrawalApprovalRequest,
  type WithdrawalDecision,
} from '@teenfreelance/contracts/payouts';
import { api } from '../../../../lib/api-client.ts';

const approvalKey = (token: string) => ['withdrawal-approval', token] as const;

/** `GET /api/withdrawal-approval?token=`: the withdrawal waiting for the guardian. */
export function useWithdrawalApproval(token: string) {
  return useQuery({
    queryKey: approvalKey(token),
    queryFn: ({ signal }) =>
      api.get<WithdrawalApprovalRequest>(`${WITHDRAWAL_APPROVAL_PATH}?token=${encodeURIComponent(token)}`, signal),
    enabled: token !== '',
    retry: false,
  });
}

/** `POST /api/withdrawal-approval`: approve or decline. */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawalDecision) => api.post<WithdrawalApprovalRequest>(WITHDRAWAL_APPROVAL_PATH, input),
    onSuccess: (answer, input) => queryClient.setQueryData(approvalKey(input.token), answer),
  });
}
