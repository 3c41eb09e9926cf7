import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordInput } from '@teenfreelance/contracts/passwords';
import type { SessionResponse } from '@teenfreelance/contracts/auth';
import { api } from '../../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';
import { RESET_PASSWORD_PATH } from '@teenfreelance/contracts/passwords';

/**
 * `POST /api/auth/password/reset`: sets the new password from an emailed token.
 * Rejects with VALIDATION_FAILED (field messages) or UNPROCESSABLE (expired, used or unknown link).
 */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>(RESET_PASSWORD_PATH, input);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Every session of the account ended on the server, this browser's included.
    onSuccess: () => queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null }),
  });
}
