import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  orderReviewPath,
  reviewReplyPath,
  type Review,
  type ReviewInput,
  type ReviewReplyInput,
} from '@teenfreelance/contracts/reviews';
import { api } from '../../../../lib/api-client.ts';

/** `POST /api/orders/:id/review`: the buyer's one review of a completed order. */
export function postReview(orderId: string, input: ReviewInput): Promise<Review> {
  return api.post<Review>(orderReviewPath(orderId), input);
}

/** `POST /api/reviews/:id/reply`: the seller's one reply. */
export function postReply(reviewId: string, input: ReviewReplyInput): Promise<Review> {
  return api.post<Review>(reviewReplyPath(reviewId), input);
}

/**
 * Review or reply, then `onDone` (the page refetches what shows it: the order,
 * the gig's reviews). Every query is refetched: the gig's rating changed.
 */
export function useReviewMutation<T>(send: (input: T) => Promise<unknown>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      onDone?.();
      void queryClient.invalidateQueries();
    },
  });
}
