import { useMutation } from '@tanstack/react-query';
import type { GiveParentalConsentInput, ParentalConsentResult } from '@teenfreelance/contracts/accounts';
import { api } from '../../../lib/api-client.ts';
import { PARENTAL_CONSENT_PATH } from '@teenfreelance/contracts/accounts';

/** `POST /api/accounts/parental-consent`: the parent agrees. NOT_FOUND (404) when the link expired or was used. */
export function giveParentalConsent(input: GiveParentalConsentInput): Promise<ParentalConsentResult> {
  return api.post<ParentalConsentResult>(PARENTAL_CONSENT_PATH, input);
}

export function useGiveParentalConsent() {
  return useMutation({ mutationFn: giveParentalConsent });
}
