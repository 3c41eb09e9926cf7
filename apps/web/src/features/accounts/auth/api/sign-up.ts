import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '@teenfreelance/contracts/accounts';
import type { AuthUserResponse, SessionResponse } from '@teenfreelance/contracts/auth';
import { api } from '../../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';
import { SIGN_UP_PATH } from '@teenfreelance/contracts/auth';

/**
 * `POST /api/auth/sign-up`: creates the account and signs it in (a minor freelancer's parent is emailed a
 * consent link). Rejects with VALIDATION_FAILED (400), or CONFLICT (409) when the email is taken.
 */
export function signUp(input: RegisterInput): Promise<AuthUserResponse> {
  return api.post<AuthUserResponse>(SIGN_UP_PATH, input);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}
