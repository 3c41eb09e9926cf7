import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@teenfreelance/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { sessionQueryKey } from './get-session.ts';

/** `POST /api/auth/sign-out` (204). */
export async function signOut(): Promise<void> {
  await api.post<unknown>('/api/auth/sign-out');
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      // Drop everything that belonged to the user; public data refetches on demand.
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== 'auth' && query.queryKey[0] !== 'categories',
      });
    },
  });
}
