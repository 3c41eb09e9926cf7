import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_REINSTATE_PATH,
  ADMIN_RESTRICTIONS_PATH,
  type ReinstateInput,
  type Restriction,
} from '@teenfreelance/contracts/admin';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** `GET /api/admin/restrictions`: suspended accounts and hidden gigs, job posts and reviews, newest first. */
export function getRestrictions(signal?: AbortSignal): Promise<{ restrictions: Restriction[] }> {
  return api.get<{ restrictions: Restriction[] }>(ADMIN_RESTRICTIONS_PATH, signal);
}

export function useRestrictions() {
  return useQuery(
    queryOptions({ queryKey: adminKeys.restrictions(), queryFn: ({ signal }) => getRestrictions(signal) }),
  );
}

/**
 * `POST /api/admin/reinstate`, with the reason for the audit log: lifts a suspension or shows a hidden
 * gig, job post or review again. 404 when it is no longer suspended or hidden.
 */
export function reinstate(input: ReinstateInput): Promise<Pick<ReinstateInput, 'targetKind' | 'targetId'>> {
  return api.post(ADMIN_REINSTATE_PATH, input);
}

/** Reinstates, then refreshes the list and the audit log. */
export function useReinstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinstate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.restrictions() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
