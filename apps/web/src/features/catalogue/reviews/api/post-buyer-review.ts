import type { ReviewInput } from '@teenfreelance/contracts/reviews';
import { buyerReviewPath, type OrderReviews } from '@teenfreelance/contracts/two-way-reviews';
import { api } from '../../../../lib/api-client.ts';

/** `POST /api/orders/:id/buyer-review`: the seller's one review of the buyer of a completed order. */
export function postBuyerReview(orderId: string, input: ReviewInput): Promise<OrderReviews> {
  return api.post<OrderReviews>(buyerReviewPath(orderId), input);
}
