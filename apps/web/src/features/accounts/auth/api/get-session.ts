import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { SESSION_PATH } from '@teenfreelance/contracts/api-paths';
import type { SessionResponse } from '@teenfreelance/contracts/auth';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { api, prefetchedAnswer } from '../../../../lib/api-client.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

/** `GET /api/auth/session`: the signed-in user, or null. */
export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return api.get<SessionResponse>(SESSION_PATH, signal);
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    initialData: () => prefetchedAnswer<SessionResponse>(SESSION_PATH),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
  });
}

/**
 * After a sign-in of any kind (password, Google, a confirmed sign-up link): the session is
 * `user`'s, and anything cached for the visitor is read again, as it may differ for the user.
 */
export function showSignedIn(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
}

export interface Session {
  /** The signed-in user; null for visitors and while loading. */
  user: SessionUser | null;
  /** True until the first answer (or failure) arrives. */
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());
  return {
    user: query.data?.user ?? null,
    isPending: query.isPending,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
