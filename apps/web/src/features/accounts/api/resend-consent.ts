import { useMutation } from '@tanstack/react-query';
import type { ResendParentalConsentResult } from '@teenfreelance/contracts/accounts';
import { api } from '../../../lib/api-client.ts';
import { RESEND_PARENTAL_CONSENT_PATH } from '@teenfreelance/contracts/accounts';

/**
 * `POST /api/accounts/me/parental-consent/resend`: emails the parent a new consent link (valid 7 days); the
 * previous link stops working. Resolves with the masked address it went to. Rejects with UNAUTHENTICATED (401),
 * FORBIDDEN (403, not a minor waiting for consent), CONFLICT (409, consent already given) or RATE_LIMITED
 * (429, once a minute).
 */
export function resendParentalConsent(): Promise<ResendParentalConsentResult> {
  return api.post<ResendParentalConsentResult>(RESEND_PARENTAL_CONSENT_PATH);
}

/** For the profile's "Resend consent email" button: toast `'Consent email sent to {sentTo}'` on success. */
export function useResendParentalConsent() {
  return useMutation({ mutationFn: resendParentalConsent });
}
