import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse, SignInInput } from '@teenfreelance/contracts/auth';
import { api } from '../../../../lib/api-client.ts';
import { showSignedIn } from './get-session.ts';
import { SIGN_IN_PATH } from '@teenfreelance/contracts/auth';

/** `POST /api/auth/sign-in`. Rejects with INVALID_CREDENTIALS (401), VALIDATION_FAILED or RATE_LIMITED. */
export function signIn(input: SignInInput): Promise<AuthUserResponse> {
  return api.post<AuthUserResponse>(SIGN_IN_PATH, input);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => showSignedIn(queryClient, user),
  });
}
