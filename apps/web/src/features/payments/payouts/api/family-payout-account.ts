import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { familyPayoutAccountPath, type FamilyPayoutAccount } from '@teenfreelance/contracts/family-payouts';
import type { BankAccountInput } from '@teenfreelance/contracts/payouts';
import { api } from '../../../../lib/api-client.ts';

const familyPayoutAccountKey = (teenId: string) => ['family-payout-account', teenId] as const;

/** `GET /api/family/teens/:teenId/payout-account`: a linked teen's payout account, as their guardian sees it. */
export function useFamilyPayoutAccount(teenId: string) {
  return useQuery({
    queryKey: familyPayoutAccountKey(teenId),
    queryFn: ({ signal }) => api.get<FamilyPayoutAccount>(familyPayoutAccountPath(teenId), signal),
  });
}

/** `PUT /api/family/teens/:teenId/payout-account`: the guardian adds or replaces it. */
export function useSetUpFamilyPayout(teenId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankAccountInput) => api.put<FamilyPayoutAccount>(familyPayoutAccountPath(teenId), input),
    onSuccess: (state) => queryClient.setQueryData(familyPayoutAccountKey(teenId), state),
  });
}
