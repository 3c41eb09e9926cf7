import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderReviewsPath, type OrderReviews } from '@teenfreelance/contracts/two-way-reviews';
import { api } from '../../../../lib/api-client.ts';
import { reviewKeys } from './query-keys.ts';

/** `GET /api/orders/:id/reviews`: both reviews of the order as the caller may see them (decision 0093). */
export function getOrderReviews(orderId: string, signal?: AbortSignal): Promise<OrderReviews> {
  return api.get<OrderReviews>(orderReviewsPath(orderId), signal);
}

export function orderReviewsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: reviewKeys.order(orderId),
    queryFn: ({ signal }) => getOrderReviews(orderId, signal),
  });
}

export function useOrderReviews(orderId: string, enabled: boolean) {
  return useQuery({ ...orderReviewsQueryOptions(orderId), enabled });
}
