/**
 * Reviews: after an order completes, its buyer may review the gig once (1 to
 * 5 stars and a comment of 10 to 1,000 characters) within 10 days, and its
 * seller the buyer (two-way-reviews.ts); the seller may reply once. Neither is
 * shown until both are written or the 10 days end (decision 0093). Gig and
 * seller ratings come from the published rows.
 *
 * | Method | Path                            | Auth          | Answer |
 * |--------|---------------------------------|---------------|--------|
 * | POST   | /api/orders/:id/review          | the buyer     | 201 Review (body ReviewInput; unpublished until the seller's or day 10); 422 ORDER_NOT_COMPLETED; 422 REVIEW_WINDOW_CLOSED; 409 ALREADY_REVIEWED; 404 to anyone not the order's party |
 * | POST   | /api/reviews/:id/reply          | the seller    | 200 Review (body ReviewReplyInput); 409 ALREADY_REPLIED; 404 to anyone else |
 * | GET    | /api/gigs/:id/reviews           | anyone        | 200 ReviewPage (`before=` the last id of the previous page), newest first |
 * | GET    | /api/users/:id/reviews          | anyone        | 200 ReviewPage of the seller's reviews, newest first |
 */
import { z } from 'zod';
import { ratingSummarySchema } from './gig-dtos.ts';
import { apiPath } from './api-paths.ts';
import { formatCount } from './en-us.ts';

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMin: 10,
  commentMax: 1000,
  replyMax: 1000,
  /** Days after completion during which either party may review; both reviews are published when it ends (decision 0093). */
  windowDays: 10,
  pageSize: 10,
} as const;

export const REVIEW_TEXTS = {
  tab: 'Reviews',
  empty: 'No reviews yet',
  leaveReview: 'Leave a Review',
  submit: 'Submit Review',
  submitting: 'Submitting...',
  reply: 'Reply',
  replyLabel: 'Seller response',
  loadMore: 'Load more',
  ratingRequired: 'Please choose a rating from 1 to 5 stars',
  commentTooShort: `Your review must be at least ${REVIEW_LIMITS.commentMin} characters`,
  commentTooLong: `Your review cannot exceed ${formatCount(REVIEW_LIMITS.commentMax)} characters`,
  replyRequired: 'Please write a reply',
  replyTooLong: `Your reply cannot exceed ${formatCount(REVIEW_LIMITS.replyMax)} characters`,
  thanks: 'Thank you for your review!',
} as const;

/** A teen's stars show only as part of an average of at least this many published reviews (decision 0093). */
export const MINOR_RATING_MIN_REVIEWS = 3;

export const reviewInputSchema = z
  .object({
    rating: z
      .number({ error: REVIEW_TEXTS.ratingRequired })
      .int(REVIEW_TEXTS.ratingRequired)
      .min(REVIEW_LIMITS.ratingMin, REVIEW_TEXTS.ratingRequired)
      .max(REVIEW_LIMITS.ratingMax, REVIEW_TEXTS.ratingRequired),
    comment: z
      .string()
      .trim()
      .min(REVIEW_LIMITS.commentMin, REVIEW_TEXTS.commentTooShort)
      .max(REVIEW_LIMITS.commentMax, REVIEW_TEXTS.commentTooLong),
  })
  .strict();
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewReplySchema = z
  .object({
    reply: z.string().trim().min(1, REVIEW_TEXTS.replyRequired).max(REVIEW_LIMITS.replyMax, REVIEW_TEXTS.replyTooLong),
  })
  .strict();
export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** The gig reviewed; null for the order of a hired job proposal (`title` is then the job's). */
  gig: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** What was bought: the gig's or the job post's title. */
  title: z.string(),
  /** The reviewing buyer. */
  user: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  sellerId: z.string(),
  /** Null for a teen seller with fewer than three published reviews (decision 0093): the words show, the stars do not. */
  rating: z.number().int().min(1).max(5).nullable(),
  comment: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageQuerySchema = z.object({ before: z.string().max(100).optional() });

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  hasMore: z.boolean(),
  /** Average (one decimal), count and 1-5 breakdown over every review, not only this page. */
  summary: ratingSummarySchema,
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewParamsSchema = z.object({ id: z.string().max(100) });

export const orderReviewPath = apiPath('/api/orders/:id/review');
export const reviewReplyPath = apiPath('/api/reviews/:id/reply');
export const gigReviewsPath = apiPath('/api/gigs/:id/reviews');
export const userReviewsPath = apiPath('/api/users/:id/reviews');
