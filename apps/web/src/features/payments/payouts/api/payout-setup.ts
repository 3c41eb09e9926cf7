import { useMutation, useQuery } from '@tanstack/react-query';
import {
  PAYOUT_SETUP_PATH,
  type PayoutSetupDone,
  type PayoutSetupInput,
  type PayoutSetupRequest,
} from '@teenfreelance/contracts/payouts';
import { api } from '../../../../lib/api-client.ts';

/** `GET /api/payout-setup?token=`: what the guardian's set-up link is for. */
export function usePayoutSetup(token: string) {
  return useQuery({
    queryKey: ['payout-setup', token],
    queryFn: ({ signal }) =>
      api.get<PayoutSetupRequest>(`${PAYOUT_SETUP_PATH}?token=${encodeURIComponent(token)}`, signal),
    enabled: token !== '',
    retry: false,
  });
}

/** `PUT /api/payout-setup`: the guardian adds the bank account. */
export const useSetUpPayout = () =>
  useMutation({ mutationFn: (input: PayoutSetupInput) => api.put<PayoutSetupDone>(PAYOUT_SETUP_PATH, input) });
