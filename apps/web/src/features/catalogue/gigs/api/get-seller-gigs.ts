import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GigList } from '@teenfreelance/contracts/gigs';
import { api } from '../../../../lib/api-client.ts';
import { gigKeys } from './query-keys.ts';
import { sellerGigsPath } from '@teenfreelance/contracts/gigs';

/** `GET /api/users/:id/gigs`: a seller's gigs, newest first (the owner also gets drafts and private ones). */
export function getSellerGigs(sellerId: string, signal?: AbortSignal): Promise<GigList> {
  return api.get<GigList>(sellerGigsPath(sellerId), signal);
}

export function sellerGigsQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: gigKeys.seller(sellerId),
    queryFn: ({ signal }) => getSellerGigs(sellerId, signal),
    staleTime: 30_000,
  });
}

export function useSellerGigs(sellerId: string) {
  return useQuery(sellerGigsQueryOptions(sellerId));
}
