import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnProfileResponse } from '@teenfreelance/contracts/profiles';
import { api } from '../../../../lib/api-client.ts';
import { OWN_PROFILE_PATH } from '@teenfreelance/contracts/profiles';

export const ownProfileQueryKey = ['profiles', 'me'] as const;

/** `GET /api/profiles/me`: the signed-in user's profile with private fields (401 when signed out). */
export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfileResponse> {
  return api.get<OwnProfileResponse>(OWN_PROFILE_PATH, signal);
}

export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: ownProfileQueryKey,
    queryFn: ({ signal }) => getOwnProfile(signal),
    retry: false,
  });
}

export function useOwnProfile({ enabled = true } = {}) {
  return useQuery({ ...ownProfileQueryOptions(), enabled });
}
