import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYOUT_GUARDIAN_LINK_PATH, type GuardianLinkSent } from '@teenfreelance/contracts/payouts';
import { api } from '../../../../lib/api-client.ts';
import { payoutAccountKey } from './payout-account.ts';

/** `POST /api/me/payout-account/guardian-link`: emails the consenting guardian a set-up link. */
export function useSendGuardianLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<GuardianLinkSent>(PAYOUT_GUARDIAN_LINK_PATH),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: payoutAccountKey }),
  });
}
