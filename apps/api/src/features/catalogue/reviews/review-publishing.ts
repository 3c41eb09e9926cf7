import type { DbOrTx } from '../../../db/client.ts';
import { refreshSellerGigRatings } from '../../../db/gig-ratings.ts';
import { publishLive } from '../../../platform/live/live-events.ts';
import type { NotificationsService } from '../../notifications/notifications.service.ts';
import { findOrderReviewRows, publishOrderReviewRows } from './two-way-reviews.repository.ts';

/** The order a publication concerns (who to tell, which gig's figures move). */
export interface PublishedOrder {
  id: string;
  buyerId: string;
  sellerId: string;
  gigId: string | null;
  gigTitle: string;
}

/**
 * Publishes an order's reviews in the caller's transaction, which holds the
 * order's row lock (`lockOrderForReviews`): when both are written (`force`
 * false), or whatever is written when the 10 days ran out (`force`, the sweep).
 * Only rows still unpublished change, so two writers or two sweeps publish an
 * order once. Then the gig's figures are recomputed from published rows, each
 * reviewed party is told, and open lists refetch. Answers whether it published.
 */
export async function publishOrderReviews(
  tx: DbOrTx,
  notificationsService: Pick<NotificationsService, 'notify'>,
  order: PublishedOrder,
  at: Date,
  force: boolean,
): Promise<boolean> {
  if (!force) {
    const rows = await findOrderReviewRows(tx, order.id);
    if (!rows.ofSeller || !rows.ofBuyer) return false;
  }
  const published = await publishOrderReviewRows(tx, order.id, at);
  if (!published.ofSeller && !published.ofBuyer) return false;
  const both = !!published.ofSeller && !!published.ofBuyer;
  const notice = { kind: 'reviews_published', orderId: order.id, gigTitle: order.gigTitle, both } as const;
  // Each party is told of the review of them that became public.
  if (published.ofSeller) await notificationsService.notify(tx, { ...notice, userId: order.sellerId });
  if (published.ofBuyer) await notificationsService.notify(tx, { ...notice, userId: order.buyerId });
  if (published.ofSeller) {
    // Every gig of the seller: a teen's third published review shows their stars on all of them.
    await refreshSellerGigRatings(tx, order.sellerId);
    // Cards and the gig page show the new average: every open list refetches.
    if (order.gigId) await publishLive(tx, { type: 'gig.updated', gigId: order.gigId }, 'everyone');
  }
  return true;
}
