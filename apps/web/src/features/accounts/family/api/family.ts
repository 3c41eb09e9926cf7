import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUserResponse } from '@teenfreelance/contracts/auth';
import {
  FAMILY_INVITE_PATH,
  FAMILY_PATH,
  familySellingPath,
  familyWithdrawConsentPath,
  type FamilyInvite,
  type FamilyJoinInput,
  type FamilyOverview,
  type FamilyTeen,
} from '@teenfreelance/contracts/family';
import { api } from '../../../../lib/api-client.ts';
import { showSignedIn } from '../../auth/api/get-session.ts';

/** The family page's query key: what changes a teen's card (the controls among them) refreshes it. */
export const familyKey = ['family'] as const;

/** `GET /api/family/invite?token=`: what the parent's link is for. */
export function useFamilyInvite(token: string) {
  return useQuery({
    queryKey: ['family-invite', token],
    queryFn: ({ signal }) => api.get<FamilyInvite>(`${FAMILY_INVITE_PATH}?token=${encodeURIComponent(token)}`, signal),
    enabled: token !== '',
    retry: false,
  });
}

/** `POST /api/family/invite`: the new family account (signed in after), or the signed-in one linked. */
export function useJoinFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FamilyJoinInput) => api.post<AuthUserResponse>(FAMILY_INVITE_PATH, input),
    onSuccess: ({ user }) => showSignedIn(queryClient, user),
  });
}

/** `GET /api/family`: the guardian's teens. */
export function useFamily() {
  return useQuery({ queryKey: familyKey, queryFn: ({ signal }) => api.get<FamilyOverview>(FAMILY_PATH, signal) });
}

/** 'Pause selling' / 'Resume selling'. */
export function useSetSelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teenId, paused }: { teenId: string; paused: boolean }) =>
      api.put<FamilyTeen>(familySellingPath(teenId), { paused }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}

/** 'Withdraw consent'. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teenId: string) => api.post<FamilyOverview>(familyWithdrawConsentPath(teenId), { confirm: true }),
    onSuccess: (overview) => queryClient.setQueryData(familyKey, overview),
  });
}
