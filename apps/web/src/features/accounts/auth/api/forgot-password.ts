import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, MessageResponse } from '@teenfreelance/contracts/passwords';
import { api } from '../../../../lib/api-client.ts';
import { FORGOT_PASSWORD_PATH } from '@teenfreelance/contracts/passwords';

/** `POST /api/auth/password/forgot`: answers 202 whether or not the email is registered. Rejects with RATE_LIMITED. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>(FORGOT_PASSWORD_PATH, input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
