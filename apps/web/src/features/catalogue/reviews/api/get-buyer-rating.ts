import { queryOptions, useQuery } from '@tanstack/react-query';
import { buyerRatingPath, type BuyerRating } from '@teenfreelance/contracts/two-way-reviews';
import { api } from '../../../../lib/api-client.ts';
import { reviewKeys } from './query-keys.ts';

/** `GET /api/users/:id/buyer-rating`: a buyer's rating from sellers' published reviews (sellers who meet them). */
export function getBuyerRating(userId: string, signal?: AbortSignal): Promise<BuyerRating> {
  return api.get<BuyerRating>(buyerRatingPath(userId), signal);
}

export function buyerRatingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: reviewKeys.buyerRating(userId),
    queryFn: ({ signal }) => getBuyerRating(userId, signal),
    retry: false,
  });
}

export function useBuyerRating(userId: string, enabled = true) {
  return useQuery({ ...buyerRatingQueryOptions(userId), enabled: enabled && userId !== '' });
}
