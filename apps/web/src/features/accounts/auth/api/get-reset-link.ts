import { queryOptions, useQuery } from '@tanstack/react-query';
import { RESET_LINK_PATH, type ResetLinkState } from '@teenfreelance/contracts/passwords';
import { api } from '../../../../lib/api-client.ts';

export const resetLinkKeys = {
  state: (token: string) => ['auth', 'reset-link', token] as const,
};

/** `GET /api/auth/password/reset-link?token=`: whether the link can still set a password, without using it. */
export function getResetLink(token: string, signal?: AbortSignal): Promise<ResetLinkState> {
  return api.get<ResetLinkState>(`${RESET_LINK_PATH}?${new URLSearchParams({ token }).toString()}`, signal);
}

export function resetLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: resetLinkKeys.state(token),
    queryFn: ({ signal }) => getResetLink(token, signal),
    // Read once when the page opens; the reset itself is checked again by the server.
    staleTime: Infinity,
    retry: false,
  });
}

export function useResetLink(token: string) {
  return useQuery({ ...resetLinkQueryOptions(token), enabled: token !== '' });
}
