import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse, SessionResponse, SignUpInput } from '@teenfreelance/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

/** `POST /api/auth/sign-up`: creates the account and signs it in. Rejects with CONFLICT (409) when the email is taken. */
export function signUp(input: SignUpInput): Promise<AuthUserResponse> {
  return api.post<AuthUserResponse>('/api/auth/sign-up', input);
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
