import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';
import { gigPath } from '@teenfreelance/contracts/api-paths';

/** `DELETE /api/gigs/:id`: the owner (or an admin) removes a gig; past orders and reviews keep it. */
export function deleteGig(id: string): Promise<undefined> {
  return api.delete<undefined>(gigPath(id));
}

export function useDeleteGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGig,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: gigKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: gigKeys.all });
    },
  });
}
