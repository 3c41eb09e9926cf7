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
import { refreshGigRatings } from '../../../db/gig-ratings.ts';
import { isUuid } from '../../../db/ids.ts';
import { conflict, notFound, unprocessable } from '../../../http/errors.ts';
import { publishLive } from '../../../platform/live/live-events.ts';
import type { Reader, ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { toRatingSummary, toReview } from './reviews.mappers.ts';
import {
  countByRating,
  findOrderForReview,
  findReview,
  insertReview,
  isUserMinor,
  listReviews,
  setReply,
} from './reviews.repository.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

export interface ReviewsService {
  /** The buyer's one review of a completed order's gig, within 14 days of completion. */
  review(user: SessionUser, orderId: string, input: ReviewInput): Promise<Review>;
  /** The seller's one reply to a review of their gig. */
  reply(user: SessionUser, reviewId: string, input: ReviewReplyInput): Promise<Review>;
  /** A page of a gig's or a seller's reviews, newest first, with the summary over all of them, as `reader` sees it. */
  page(of: { gigId: string } | { sellerId: string }, reader: Reader | null, before?: string): Promise<ReviewPage>;
}

export interface ReviewsServiceDeps {
  db: Database;
  clock: Clock;
  notificationsService: Pick<NotificationsService, 'notify'>;
  /** What a teen is shown of a review (decision 0065). */
  screening: ReaderScreening;
}

const reviewNotFound = () => notFound('Review');

export function createReviewsService({
  db,
  clock,
  notificationsService,
  screening,
}: ReviewsServiceDeps): ReviewsService {
  async function summaryOf(of: { gigId: string } | { sellerId: string }): Promise<RatingSummary> {
    return toRatingSummary(await countByRating(db, of));
  }

  async function reviewById(id: string, reader: Reader): Promise<Review> {
    const row = await findReview(db, id);
    if (!row) throw reviewNotFound();
    return toReview(row, screening, reader);
  }

  return {
    async review(user, orderId, input) {
      const order = isUuid(orderId) ? await findOrderForReview(db, orderId) : undefined;
      // Only the buyer reviews; to anyone else the order does not exist.
      if (!order || order.buyerId !== user.id) throw notFound('Order');
      if (order.status !== 'completed' || !order.completedAt) {
        throw unprocessable('You can review an order once it is completed', { reason: 'ORDER_NOT_COMPLETED' });
      }
      if (order.reviewId) throw conflict('You have already reviewed this order', { reason: 'ALREADY_REVIEWED' });
      // No queue holds a review: a disguise toward a teen seller is refused (decision 0065).
      screening.refuseDisguise({ 'body.comment': input.comment }, await isUserMinor(db, order.sellerId));
      const now = clock.now();
      if (now.getTime() >= order.completedAt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS) {
        throw unprocessable(`Reviews can be left within ${REVIEW_LIMITS.windowDays} days of completion`, {
          reason: 'REVIEW_WINDOW_CLOSED',
        });
      }
      const id = await db.transaction(async (tx) => {
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
        // A proposal's order rates the seller only: no gig's figures move.
        if (order.gigId) await refreshGigRatings(tx, [order.gigId]);
        await notificationsService.notify(tx, {
          kind: 'review_received',
          userId: order.sellerId,
          orderId: order.id,
          gigTitle: order.gigTitle,
          buyerName: user.name,
          rating: input.rating,
        });
        // Cards and the gig page show the new average: every open list refetches.
        if (order.gigId) await publishLive(tx, { type: 'gig.updated', gigId: order.gigId }, 'everyone');
        return inserted;
      });
      if (!id) throw conflict('You have already reviewed this order', { reason: 'ALREADY_REVIEWED' });
      return reviewById(id, user);
    },

    async reply(user, reviewId, input) {
      const review = isUuid(reviewId) ? await findReview(db, reviewId) : undefined;
      if (!review || review.sellerId !== user.id) throw reviewNotFound();
      const replied = await db.transaction((tx) => setReply(tx, review.id, input.reply, clock.now()));
      if (!replied) throw conflict('You have already replied to this review', { reason: 'ALREADY_REPLIED' });
      return reviewById(review.id, user);
    },

    async page(of, reader, before) {
      const id = 'gigId' in of ? of.gigId : of.sellerId;
      if ('gigId' in of && !isUuid(id)) throw notFound('Gig');
      const cursor = before && isUuid(before) ? await findReview(db, before) : undefined;
      if (before && !cursor) return { reviews: [], hasMore: false, summary: await summaryOf(of) };
      const [rows, summary] = await Promise.all([
        listReviews(db, of, cursor, REVIEW_LIMITS.pageSize + 1),
        summaryOf(of),
      ]);
      return {
        reviews: rows.slice(0, REVIEW_LIMITS.pageSize).map((row) => toReview(row, screening, reader)),
        hasMore: rows.length > REVIEW_LIMITS.pageSize,
        summary,
      };
    },
  };
}
