import { queryOptions, useQuery } from '@tanstack/react-query';
import { profilePath } from '@teenfreelance/contracts/api-paths';
import type { PublicProfileResponse } from '@teenfreelance/contracts/profiles';
import { api, prefetchedAnswer } from '../../../../lib/api-client.ts';

export const profileQueryKey = (userId: string) => ['profiles', userId] as const;

/** `GET /api/profiles/:id`: anyone's public profile (404 NOT_FOUND when there is no such user). */
export function getProfile(userId: string, signal?: AbortSignal): Promise<PublicProfileResponse> {
  return api.get<PublicProfileResponse>(profilePath(userId), signal);
}

export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
    // The public profile page arrives rendered by the server with this answer in it.
    initialData: () => prefetchedAnswer<PublicProfileResponse>(profilePath(userId)),
    retry: false,
  });
}

export function useProfile(userId: string, { enabled = true } = {}) {
  return useQuery({ ...profileQueryOptions(userId), enabled });
}
