import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, MessageResponse } from '@teenfreelance/contracts/passwords';
import { api } from '../../../../lib/api-client.ts';
import { CHANGE_PASSWORD_PATH } from '@teenfreelance/contracts/passwords';

/**
 * `POST /api/auth/password/change`: this session stays, the others end. Rejects with
 * VALIDATION_FAILED ('Current password is incorrect', ...), FORBIDDEN (demo or Google account) or RATE_LIMITED.
 */
export function changePassword(input: ChangePasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>(CHANGE_PASSWORD_PATH, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
