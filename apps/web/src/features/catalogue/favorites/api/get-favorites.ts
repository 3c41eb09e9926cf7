import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GigList } from '@teenfreelance/contracts/gigs';
import { api } from '../../../../lib/api-client.ts';
import { useLiveEvent } from '../../../../lib/use-live-event.ts';
import { favoriteKeys } from './query-keys.ts';
import { FAVORITES_PATH } from '@teenfreelance/contracts/favorites';

/** `GET /api/me/favorites`: the signed-in user's saved gigs that are still public, latest saved first. */
export function getFavorites(signal?: AbortSignal): Promise<GigList> {
  return api.get<GigList>(FAVORITES_PATH, signal);
}

export function favoritesQueryOptions() {
  return queryOptions({
    queryKey: favoriteKeys.list(),
    queryFn: ({ signal }) => getFavorites(signal),
  });
}

/** The saved gigs; a saved gig that stops being public leaves the list at once (live gig events). */
export function useFavorites() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: favoriteKeys.list() });
  useLiveEvent(['gig.updated', 'gig.deleted'], refetch, refetch);
  return useQuery(favoritesQueryOptions());
}
