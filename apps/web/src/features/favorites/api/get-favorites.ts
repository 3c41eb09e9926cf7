import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GigList } from '@teenfreelance/contracts/gigs';
import { api } from '../../../lib/api-client.ts';
import { favoriteKeys } from './query-keys.ts';

/** `GET /api/me/favorites`: the signed-in user's saved gigs that are still public, latest saved first. */
export function getFavorites(signal?: AbortSignal): Promise<GigList> {
  return api.get<GigList>('/api/me/favorites', signal);
}

export function favoritesQueryOptions() {
  return queryOptions({
    queryKey: favoriteKeys.list(),
    queryFn: ({ signal }) => getFavorites(signal),
  });
}

export function useFavorites() {
  return useQuery(favoritesQueryOptions());
}
