import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteState } from '@teenfreelance/contracts/favorites';
import { api } from '../../../../lib/api-client.ts';
import { favoriteKeys } from './query-keys.ts';
import { favoritePath } from '@teenfreelance/contracts/favorites';

/** `PUT` (save) or `DELETE` (unsave) `/api/me/favorites/:gigId`; both are idempotent. */
export function setFavorite({ gigId, saved }: { gigId: string; saved: boolean }): Promise<FavoriteState> {
  const url = favoritePath(gigId);
  return saved ? api.put<FavoriteState>(url) : api.delete<FavoriteState>(url);
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSuccess: async (state) => {
      queryClient.setQueryData(favoriteKeys.state(state.gigId), state);
      await queryClient.invalidateQueries({ queryKey: favoriteKeys.list() });
    },
  });
}
