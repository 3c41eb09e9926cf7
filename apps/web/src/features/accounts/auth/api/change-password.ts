import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, MessageResponse } from '@teenfreelance/contracts/passwords';
import { api } from '../../../../lib/api-client.ts';

/**
 * `POST /api/auth/password/change`: this session stays, the others end. Rejects with
 * VALIDATION_FAILED ('Current password is incorrect', ...), FORBIDDEN (demo or Google account) or RATE_LIMITED.
 */
export function changePassword(input: ChangePasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/password/change', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
