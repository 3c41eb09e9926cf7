import type { RatingSummary } from '@teenfreelance/contracts/gig-dtos';
import {
  REVIEW_LIMITS,
  type Review,
  type ReviewInput,
  type ReviewPage,
  type ReviewReplyInput,
} from '@teenfreelance/contracts/reviews';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { Reader, ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { publishOrderReviews } from './review-publishing.ts';
import { toRatingSummary, toReview } from './reviews.mappers.ts';
import { lockOrderForReviews } from './two-way-reviews.repository.ts';
import {
  alreadyReviewed,
  assertReviewable,
  createTwoWayReviews,
  type TwoWayReviews,
  type TwoWayReviewsDeps,
} from './two-way-reviews.service.ts';
import {
  countByRating,
  findOrderForReview,
  findReview,
  insertReview,
  isTeenBelowThreshold,
  isUserMinor,
  listReviews,
  setReply,
} from './reviews.repository.ts';

export interface ReviewsService extends TwoWayReviews {
  /** The buyer's one review of a completed order's gig, within 10 days of completion; hidden until published. */
  review(user: SessionUser, orderId: string, input: ReviewInput): Promise<Review>;
  /** The seller's one reply to a review of their gig. */
  reply(user: SessionUser, reviewId: string, input: ReviewReplyInput): Promise<Review>;
  /** A page of a gig's or a seller's reviews, newest first, with the summary over all of them, as `reader` sees it. */
  page(of: { gigId: string } | { sellerId: string }, reader: Reader | null, before?: string): Promise<ReviewPage>;
}

export interface ReviewsServiceDeps extends TwoWayReviewsDeps {
  db: Database;
  clock: Clock;
  notificationsService: Pick<NotificationsService, 'notify'>;
  /** What a teen is shown of a review (decision 0065). */
  screening: ReaderScreening;
}

const reviewNotFound = () => notFound('Review');

export function createReviewsService(deps: ReviewsServiceDeps): ReviewsService {
  const { db, clock, notificationsService, screening } = deps;
  const twoWay = createTwoWayReviews(deps);
  async function summaryOf(of: { gigId: string } | { sellerId: string }): Promise<RatingSummary> {
    return toRatingSummary(await countByRating(db, of));
  }

  async function reviewById(id: string, reader: Reader): Promise<Review> {
    const row = await findReview(db, id);
    if (!row) throw reviewNotFound();
    return toReview(row, screening, reader);
  }

  return {
    ...twoWay,
    async review(user, orderId, input) {
      const order = isUuid(orderId) ? await findOrderForReview(db, orderId) : undefined;
      // Only the buyer reviews; to anyone else the order does not exist.
      if (!order || order.buyerId !== user.id) throw notFound('Order');
      if (order.reviewId) throw alreadyReviewed();
      const now = clock.now();
      assertReviewable(order, now);
      // No queue holds a review: a disguise toward a teen seller is refused (decision 0065).
      screening.refuseDisguise({ 'body.comment': input.comment }, await isUserMinor(db, order.sellerId));
      const id = await db.transaction(async (tx) => {
        // Under the order's lock: of two reviews racing, the second sees the first and publishes both.
        await lockOrderForReviews(tx, order.id);
        const inserted = await insertReview(tx, {
          orderId: order.id,
          gigId: order.gigId,
          sellerId: order.sellerId,
          buyerId: user.id,
          rating: input.rating,
          comment: input.comment,
          createdAt: now,
        });
        // The same review sent twice at once: the other request stored it.
        if (!inserted) return undefined;
        // Hidden until the seller's review of the buyer arrives or the 10 days end (decision 0093).
        await publishOrderReviews(tx, notificationsService, order, now, false);
        return inserted;
      });
      if (!id) throw alreadyReviewed();
      return reviewById(id, user);
    },

    async reply(user, reviewId, input) {
      const review = isUuid(reviewId) ? await findReview(db, reviewId) : undefined;
      // Unpublished, the review is its writer's alone (decision 0093).
      if (!review || review.sellerId !== user.id || !review.publishedAt) throw reviewNotFound();
      const replied = await db.transaction((tx) => setReply(tx, review.id, input.reply, clock.now()));
      if (!replied) throw conflict('You have already replied to this review', { reason: 'ALREADY_REPLIED' });
      return reviewById(review.id, user);
    },

    async page(of, reader, before) {
      const id = 'gigId' in of ? of.gigId : of.sellerId;
      if ('gigId' in of && !isUuid(id)) throw notFound('Gig');
      // A teen with fewer than three published reviews shows 'New' and their reviews' words without stars (decision 0093).
      const withoutStars = await isTeenBelowThreshold(db, of);
      const summaryShown = async () => (withoutStars ? toRatingSummary([]) : summaryOf(of));
      const cursor = before && isUuid(before) ? await findReview(db, before) : undefined;
      if (before && !cursor) return { reviews: [], hasMore: false, summary: await summaryShown() };
      const [rows, summary] = await Promise.all([
        listReviews(db, of, cursor, REVIEW_LIMITS.pageSize + 1),
        summaryShown(),
      ]);
      return {
        reviews: rows.slice(0, REVIEW_LIMITS.pageSize).map((row) => toReview(row, screening, reader, withoutStars)),
        hasMore: rows.length > REVIEW_LIMITS.pageSize,
        summary,
      };
    },
  };
}
