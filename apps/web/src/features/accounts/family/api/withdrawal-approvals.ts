import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  familyWithdrawalDecisionPath,
  familyWithdrawalsPath,
  type FamilyWithdrawalDecision,
  type FamilyWithdrawals,
} from '@teenfreelance/contracts/family-payouts';
import type { WithdrawalApprovalRequest } from '@teenfreelance/contracts/payouts';
import { api } from '../../../../lib/api-client.ts';
import { familyKey } from './family.ts';

const approvalsKey = (teenId: string) => [...familyKey, 'withdrawals', teenId] as const;

/** `GET /api/family/teens/:teenId/withdrawals`: the teen's withdrawals waiting for approval. */
export function useWithdrawalApprovals(teenId: string) {
  return useQuery({
    queryKey: approvalsKey(teenId),
    queryFn: ({ signal }) => api.get<FamilyWithdrawals>(familyWithdrawalsPath(teenId), signal),
  });
}

/** `POST …/withdrawals/:withdrawalId/decision`: approve or decline; the teen's card refreshes. */
export function useDecideWithdrawal(teenId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: FamilyWithdrawalDecision['decision'] }) =>
      api.post<WithdrawalApprovalRequest>(familyWithdrawalDecisionPath(teenId, id), { decision }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}
