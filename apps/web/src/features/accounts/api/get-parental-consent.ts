import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ParentalConsentRequest } from '@teenfreelance/contracts/accounts';
import { api } from '../../../lib/api-client.ts';
import { PARENTAL_CONSENT_PATH } from '@teenfreelance/contracts/accounts';

export const parentalConsentQueryKey = (token: string) => ['parental-consent', token] as const;

/** `GET /api/accounts/parental-consent?token=`: the teen's name for a valid link; NOT_FOUND (404) when expired or used. */
export function getParentalConsent(token: string, signal?: AbortSignal): Promise<ParentalConsentRequest> {
  return api.get<ParentalConsentRequest>(`${PARENTAL_CONSENT_PATH}?token=${encodeURIComponent(token)}`, signal);
}

export function parentalConsentQueryOptions(token: string) {
  return queryOptions({
    queryKey: parentalConsentQueryKey(token),
    queryFn: ({ signal }) => getParentalConsent(token, signal),
    // A refused link stays refused: retrying would only delay the explanation.
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useParentalConsent(token: string) {
  return useQuery({ ...parentalConsentQueryOptions(token), enabled: token !== '' });
}
