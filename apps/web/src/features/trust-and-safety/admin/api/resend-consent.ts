import { useMutation } from '@tanstack/react-query';
import { adminMinorActionPath } from '@teenfreelance/contracts/admin';
import { api } from '../../../../lib/api-client.ts';

/** `POST /api/admin/minors/:id/resend-consent`: the parent gets a new consent link (pending consent only). */
export function resendConsent(minorId: string): Promise<{ sentTo: string }> {
  return api.post<{ sentTo: string }>(adminMinorActionPath(minorId, 'resend-consent'));
}

export function useResendConsent() {
  return useMutation({ mutationFn: resendConsent });
}
