import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse, SignUpConfirmInput } from '@teenfreelance/contracts/auth';
import { api } from '../../../../lib/api-client.ts';
import { showSignedIn } from './get-session.ts';
import { SIGN_UP_CONFIRM_PATH } from '@teenfreelance/contracts/auth';

/**
 * `POST /api/auth/sign-up/confirm`: the emailed link creates the account and signs it in (a minor
 * freelancer's parent is then emailed a consent link). Rejects with UNPROCESSABLE (422, `details.reason`
 * SIGN_UP_LINK_INVALID, _USED or _EXPIRED) or CONFLICT (409) when the address has an account meanwhile.
 */
export function confirmSignUp(input: SignUpConfirmInput): Promise<AuthUserResponse> {
  return api.post<AuthUserResponse>(SIGN_UP_CONFIRM_PATH, input);
}

export function useConfirmSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSignUp,
    onSuccess: ({ user }) => showSignedIn(queryClient, user),
  });
}
