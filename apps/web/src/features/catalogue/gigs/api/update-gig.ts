import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GigDetail, GigUpdateInput } from '@teenfreelance/contracts/gigs';
import { api } from '../../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';
import { gigPath } from '@teenfreelance/contracts/api-paths';

/** `PATCH /api/gigs/:id`: the owner changes their gig. */
export function updateGig({ id, input }: { id: string; input: GigUpdateInput }): Promise<GigDetail> {
  return api.patch<GigDetail>(gigPath(id), input);
}

export function useUpdateGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGig,
    onSuccess: async (gig) => {
      queryClient.setQueryData(gigKeys.detail(gig.id), gig);
      await queryClient.invalidateQueries({ queryKey: gigKeys.all });
    },
  });
}
