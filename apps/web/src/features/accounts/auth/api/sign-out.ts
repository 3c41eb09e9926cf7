import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@teenfreelance/contracts/auth';
import { api } from '../../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';
import { SIGN_OUT_PATH } from '@teenfreelance/contracts/auth';

/** `POST /api/auth/sign-out` (204). */
export async function signOut(): Promise<void> {
  await api.post<unknown>(SIGN_OUT_PATH);
}

/** Forgets the signed-in user in this tab: after signing out, or after the account was deleted. */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
    // Drop everything that belonged to the user; public data refetches on demand.
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'categories',
    });
  };
}

export function useSignOut() {
  const forgetSession = useForgetSession();
  return useMutation({ mutationFn: signOut, onSuccess: forgetSession });
}
