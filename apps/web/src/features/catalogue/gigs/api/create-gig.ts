import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GigDetail, GigInput } from '@teenfreelance/contracts/gigs';
import { api } from '../../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';
import { GIGS_PATH } from '@teenfreelance/contracts/api-paths';

/** `POST /api/gigs`: creates a gig (422 GIG_LIMIT_REACHED at the plan's limit). */
export function createGig(input: GigInput): Promise<GigDetail> {
  return api.post<GigDetail>(GIGS_PATH, input);
}

export function useCreateGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGig,
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigKeys.detail(gig.id), gig);
      await queryClient.invalidateQueries({ queryKey: gigKeys.all });
    },
  });
}
