import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FAMILY_GIG_APPROVAL_PATH,
  familyControlsPath,
  familyGigDecisionPath,
  type FamilyControls,
  type FamilyControlsInput,
  type GigApprovalRequest,
  type GigDecisionResult,
} from '@teenfreelance/contracts/family-controls';
import { api } from '../../../../lib/api-client.ts';
import { familyKey } from './family.ts';

/** `PUT /api/family/teens/:teenId/controls`: 'Approve new gigs' and 'Who can contact my teen'. */
export function useSetFamilyControls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teenId, ...input }: FamilyControlsInput & { teenId: string }) =>
      api.put<FamilyControls>(familyControlsPath(teenId), input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}

/** `POST /api/family/gigs/:gigId/decision`: approve or decline a waiting gig from /family. */
export function useDecideGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gigId, approve }: { gigId: string; approve: boolean }) =>
      api.post<GigDecisionResult>(familyGigDecisionPath(gigId), { approve }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: familyKey }),
  });
}

/** `GET /api/family/gig-approval?token=`: the gig an emailed link is about. */
export function useGigApprovalRequest(token: string) {
  return useQuery({
    queryKey: ['gig-approval', token],
    queryFn: ({ signal }) =>
      api.get<GigApprovalRequest>(`${FAMILY_GIG_APPROVAL_PATH}?token=${encodeURIComponent(token)}`, signal),
    enabled: token !== '',
    retry: false,
  });
}

/** `POST /api/family/gig-approval`: decide from the emailed link (no sign-in). */
export function useDecideGigByLink() {
  return useMutation({
    mutationFn: (input: { token: string; approve: boolean }) =>
      api.post<GigDecisionResult>(FAMILY_GIG_APPROVAL_PATH, input),
  });
}
