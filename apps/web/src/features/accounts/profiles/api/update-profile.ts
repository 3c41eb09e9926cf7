import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@teenfreelance/contracts/auth';
import type { OwnProfileResponse, ProfileUpdateInput } from '@teenfreelance/contracts/profiles';
import { api } from '../../../../lib/api-client.ts';
import { ownProfileQueryKey } from './get-own-profile.ts';
import { profileQueryKey } from './get-profile.ts';
import { OWN_PROFILE_PATH } from '@teenfreelance/contracts/profiles';

// The session's query key, written out: web features do not import each other (auth owns it).
const sessionQueryKey = ['auth', 'session'] as const;

/** The browser's IANA time zone, when it has one. */
function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/**
 * `PATCH /api/profiles/me`: edits the caller's own profile. The browser's time
 * zone goes with each save: a teen's work hours are read in it (decision 0086).
 */
export function updateProfile(input: ProfileUpdateInput): Promise<OwnProfileResponse> {
  const timeZone = input.timeZone ?? browserTimeZone();
  return api.patch<OwnProfileResponse>(OWN_PROFILE_PATH, timeZone ? { ...input, timeZone } : input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<OwnProfileResponse>(ownProfileQueryKey, { profile });
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(profile.id) });
      // The header shows the name.
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, (old) =>
        old?.user ? { user: { ...old.user, name: profile.name } } : old,
      );
    },
  });
}
