/**
 * Reviews both ways, double-blind (decision 0093): after an order completes the
 * seller rates the buyer too. Neither review of an order is shown to anyone but
 * its writer until both are written or 10 days have passed since completion.
 * A buyer's rating (their sellers' published reviews) shows to sellers.
 *
 * | Method | Path                            | Auth          | Answer |
 * |--------|---------------------------------|---------------|--------|
 * | POST   | /api/orders/:id/buyer-review    | the seller    | 201 OrderReviews (body ReviewInput); 422 ORDER_NOT_COMPLETED; 422 REVIEW_WINDOW_CLOSED; 409 ALREADY_REVIEWED; 404 to anyone not the order's seller |
 * | GET    | /api/orders/:id/reviews         | its parties   | 200 OrderReviews: both reviews as the caller may see them; 404 to anyone else |
 * | GET    | /api/users/:id/buyer-rating     | a seller who has an order or a conversation with the buyer, or any freelancer when the buyer has an open job post; the buyer | 200 BuyerRating; 404 otherwise |
 */
import { z } from 'zod';
import { apiPath } from './api-paths.ts';

export const TWO_WAY_REVIEW_TEXTS = {
  rateBuyer: 'Rate the Buyer',
  rateBuyerHint: 'How was it to work with this buyer? Other sellers will see your rating.',
  submitBuyer: 'Submit Rating',
  yourReview: 'Your review',
  theirReviewOfYou: (name: string) => `${name}'s review of you`,
  bothIn: 'Both reviews are in',
  waitingForOther: (otherName: string) => `${otherName} has not written their review yet.`,
  /** Shown to a writer under their unpublished review. */
  hiddenUntil: (otherName: string, date: string) =>
    `Hidden until ${otherName} writes theirs or ${date}, whichever comes first.`,
  buyerRating: 'Buyer rating',
  /** A buyer without published reviews, or a teen with fewer than three. */
  newBuyer: 'New buyer: not enough reviews yet',
  thanks: 'Thank you for rating the buyer!',
} as const;

export const twoWayReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
  /** When the other party and everyone else could see it; null while hidden (only its writer reads it then). */
  publishedAt: z.string().nullable(),
  /** The caller wrote it. */
  mine: z.boolean(),
});
export type TwoWayReview = z.infer<typeof twoWayReviewSchema>;

export const orderReviewsSchema = z.object({
  orderId: z.string(),
  viewerRole: z.enum(['buyer', 'seller']),
  /** The buyer's review of the seller (and gig); null when not written or not yet visible to the caller. */
  ofSeller: twoWayReviewSchema.nullable(),
  /** The seller's review of the buyer; null when not written or not yet visible to the caller. */
  ofBuyer: twoWayReviewSchema.nullable(),
  /** Both reviews are published. */
  published: z.boolean(),
  /** When the reviews written are published even if one is missing (completion + 10 days); null before completion. */
  publishesAt: z.string().nullable(),
  /** The caller may write their review now (completed, within the 10 days, not yet written). */
  canWrite: z.boolean(),
});
export type OrderReviews = z.infer<typeof orderReviewsSchema>;

export const buyerRatingSchema = z.object({
  userId: z.string(),
  /** Average of the published reviews sellers wrote, one decimal; null with none, or a teen with fewer than three. */
  average: z.number().nullable(),
  /** Published reviews behind `average`; 0 when `average` is null. */
  count: z.number().int(),
});
export type BuyerRating = z.infer<typeof buyerRatingSchema>;

export const buyerReviewPath = apiPath('/api/orders/:id/buyer-review');
export const orderReviewsPath = apiPath('/api/orders/:id/reviews');
export const buyerRatingPath = apiPath('/api/users/:id/buyer-rating');
