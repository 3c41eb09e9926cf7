import { roundRating } from '@teenfreelance/contracts/ratings';
import { MINOR_RATING_MIN_REVIEWS, REVIEW_LIMITS, type ReviewInput } from '@teenfreelance/contracts/reviews';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { BuyerRating, OrderReviews, TwoWayReview } from '@teenfreelance/contracts/two-way-reviews';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import { conflict, notFound, unprocessable } from '../../../http/errors.ts';
import type { BackgroundQueue } from '../../../platform/background/background.ts';
import type { ReaderScreening } from '../../../platform/screening/reader-screening.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { publishOrderReviews } from './review-publishing.ts';
import {
  findBuyerRating,
  findOrderForReviews,
  findOrderReviewRows,
  findOrdersWithReviewsDue,
  insertBuyerReview,
  lockOrderForReviews,
  sellerMeetsBuyer,
} from './two-way-reviews.repository.ts';

/** The scheduled sweep that publishes reviews whose 10 days ran out (decision 0093). */
export const REVIEWS_PUBLISH_TASK = 'reviews-publish';
const SWEEP_BATCH = 100;

export interface TwoWayReviews {
  /** The seller's one review of the buyer of a completed order, within 10 days of completion. */
  rateBuyer(user: SessionUser, orderId: string, input: ReviewInput): Promise<OrderReviews>;
  /** Both reviews of an order as the caller (a party) may see them. */
  orderReviews(user: SessionUser, orderId: string): Promise<OrderReviews>;
  /** A buyer's rating, for sellers who meet them (an order, a conversation, an open job post) and the buyer. */
  buyerRating(user: SessionUser, buyerId: string): Promise<BuyerRating>;
  /** Publishes every order's reviews whose 10 days ran out (the sweep's work); answers how many orders. */
  publishDueReviews(): Promise<number>;
}

export interface TwoWayReviewsDeps {
  db: Database;
  clock: Clock;
  notificationsService: Pick<NotificationsService, 'notify'>;
  screening: ReaderScreening;
  /** Runs the publishing sweep once at a time across processes; none in tools that only read. */
  background?: Pick<BackgroundQueue, 'every'>;
  log?: FastifyBaseLogger;
  /** How often the sweep runs: a minute unless a test says. */
  reviewsSweepSeconds?: number;
}

type OrderForReviews = NonNullable<Awaited<ReturnType<typeof findOrderForReviews>>>;

/** When an order's reviews are published whatever is written: completion and the window's days. */
export const publishesAt = (completedAt: Date): Date =>
  new Date(completedAt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS);

/** Why an order cannot be reviewed now (not completed, or its 10 days are over); undefined when it can. */
function reviewRefusal(order: Pick<OrderForReviews, 'status' | 'completedAt'>, now: Date) {
  if (order.status !== 'completed' || !order.completedAt) {
    return unprocessable('You can review an order once it is completed', { reason: 'ORDER_NOT_COMPLETED' });
  }
  if (now.getTime() >= publishesAt(order.completedAt).getTime()) {
    return unprocessable(`Reviews can be left within ${REVIEW_LIMITS.windowDays} days of completion`, {
      reason: 'REVIEW_WINDOW_CLOSED',
    });
  }
  return undefined;
}

/** Refuses a review of an order that is not completed or whose 10 days are over. */
export function assertReviewable(order: Pick<OrderForReviews, 'status' | 'completedAt'>, now: Date): void {
  const refusal = reviewRefusal(order, now);
  if (refusal) throw refusal;
}

/** The one answer to a second review of an order, either way. */
export const alreadyReviewed = () => conflict('You have already reviewed this order', { reason: 'ALREADY_REVIEWED' });

export function createTwoWayReviews(deps: TwoWayReviewsDeps): TwoWayReviews {
  const { db, clock, notificationsService, screening } = deps;

  async function partyOrder(user: SessionUser, orderId: string) {
    const order = isUuid(orderId) ? await findOrderForReviews(db, orderId) : undefined;
    // To anyone but its parties the order does not exist.
    if (!order || (order.buyerId !== user.id && order.sellerId !== user.id)) throw notFound('Order');
    return order;
  }

  async function viewOf(user: SessionUser, order: OrderForReviews): Promise<OrderReviews> {
    const viewerRole = order.sellerId === user.id ? 'seller' : 'buyer';
    const { ofSeller, ofBuyer } = await findOrderReviewRows(db, order.id);
    const place = { reader: user, minorTakesPart: order.involvesMinor };
    // A review is its writer's until published; then both parties read it.
    const shown = (
      row: { id: string; rating: number; comment: string; createdAt: Date; publishedAt: Date | null } | undefined,
      writer: 'buyer' | 'seller',
    ): TwoWayReview | null =>
      row && (row.publishedAt || viewerRole === writer)
        ? {
            id: row.id,
            rating: row.rating,
            comment: screening.shown(row.comment, place).text,
            createdAt: row.createdAt.toISOString(),
            publishedAt: row.publishedAt?.toISOString() ?? null,
            mine: viewerRole === writer,
          }
        : null;
    const own = viewerRole === 'seller' ? ofBuyer : ofSeller;
    const canWrite = !own && !reviewRefusal(order, clock.now());
    return {
      orderId: order.id,
      viewerRole,
      ofSeller: shown(ofSeller, 'buyer'),
      ofBuyer: shown(ofBuyer, 'seller'),
      published: !!(ofSeller?.publishedAt ?? ofBuyer?.publishedAt),
      publishesAt: order.completedAt ? publishesAt(order.completedAt).toISOString() : null,
      canWrite,
    };
  }

  async function publishDueReviews(): Promise<number> {
    let published = 0;
    for (;;) {
      const now = clock.now();
      const ids = await findOrdersWithReviewsDue(
        db,
        new Date(now.getTime() - REVIEW_LIMITS.windowDays * DAY_MS),
        SWEEP_BATCH,
      );
      for (const id of ids) {
        const done = await db.transaction(async (tx) => {
          await lockOrderForReviews(tx, id);
          const order = await findOrderForReviews(tx, id);
          return order ? publishOrderReviews(tx, notificationsService, order, now, true) : false;
        });
        if (done) published += 1;
      }
      if (ids.length < SWEEP_BATCH) return published;
    }
  }

  deps.background?.every(REVIEWS_PUBLISH_TASK, deps.reviewsSweepSeconds ?? 60, async () => {
    const count = await publishDueReviews();
    if (count > 0) deps.log?.info({ count }, 'reviews published after their 10 days');
  });

  return {
    async rateBuyer(user, orderId, input) {
      const order = await partyOrder(user, orderId);
      if (order.sellerId !== user.id) throw notFound('Order');
      const now = clock.now();
      assertReviewable(order, now);
      // No queue holds a review: a disguise where a teen takes part is refused (decision 0065).
      screening.refuseDisguise({ 'body.comment': input.comment }, order.involvesMinor);
      const inserted = await db.transaction(async (tx) => {
        await lockOrderForReviews(tx, order.id);
        const id = await insertBuyerReview(tx, {
          orderId: order.id,
          sellerId: order.sellerId,
          buyerId: order.buyerId,
          rating: input.rating,
          comment: input.comment,
          createdAt: now,
        });
        if (id) await publishOrderReviews(tx, notificationsService, order, now, false);
        return id;
      });
      if (!inserted) throw alreadyReviewed();
      return viewOf(user, order);
    },

    async orderReviews(user, orderId) {
      return viewOf(user, await partyOrder(user, orderId));
    },

    async buyerRating(user, buyerId) {
      const allowed =
        user.id === buyerId ||
        user.role === 'admin' ||
        (await sellerMeetsBuyer(db, user.id, buyerId, user.role === 'freelancer'));
      const row = allowed ? await findBuyerRating(db, buyerId) : undefined;
      if (!row) throw notFound('User');
      // A teen's stars show only inside an average of three or more (decision 0093).
      const enough = row.count > 0 && (!row.isMinor || row.count >= MINOR_RATING_MIN_REVIEWS);
      return {
        userId: buyerId,
        average: enough && row.average !== null ? roundRating(row.average) : null,
        count: enough ? row.count : 0,
      };
    },

    publishDueReviews,
  };
}
