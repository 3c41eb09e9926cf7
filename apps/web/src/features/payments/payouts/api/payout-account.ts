import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYOUT_ACCOUNT_PATH, type BankAccountInput, type PayoutAccountState } from '@teenfreelance/contracts/payouts';
import { api } from '../../../../lib/api-client.ts';

export const payoutAccountKey = ['payout-account'] as const;

export const payoutAccountQuery = queryOptions({
  queryKey: payoutAccountKey,
  queryFn: ({ signal }) => api.get<PayoutAccountState>(PAYOUT_ACCOUNT_PATH, signal),
});

/** `GET /api/me/payout-account`: the payout account, whose it is, and a minor's guardian set-up. */
export const usePayoutAccount = () => useQuery(payoutAccountQuery);

/** `PUT /api/me/payout-account`: an adult adds or replaces their bank account. */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankAccountInput) => api.put<PayoutAccountState>(PAYOUT_ACCOUNT_PATH, input),
    onSuccess: (state) => queryClient.setQueryData(payoutAccountKey, state),
  });
}
