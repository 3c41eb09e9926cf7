import { queryOptions } from '@tanstack/react-query';
import type { FavoriteState } from '@teenfreelance/contracts/favorites';
import { api } from '../../../../lib/api-client.ts';
import { favoriteKeys } from './query-keys.ts';
import { favoritePath } from '@teenfreelance/contracts/favorites';

/** `GET /api/me/favorites/:gigId`: whether the signed-in user saved this gig. */
export function getFavoriteState(gigId: string, signal?: AbortSignal): Promise<FavoriteState> {
  return api.get<FavoriteState>(favoritePath(gigId), signal);
}

export function favoriteStateQueryOptions(gigId: string) {
  return queryOptions({
    queryKey: favoriteKeys.state(gigId),
    queryFn: ({ signal }) => getFavoriteState(gigId, signal),
  });
}
