import type { SessionUser } from '@teenfreelance/contracts/users';
import type { OrderState } from './order-machine.ts';

/** How the user relates to an order: a party, an admin, or nobody (who gets 404, as for an unknown id). */
export function viewerRoleOf(
  order: { buyerId: string; sellerId: string },
  user: Pick<SessionUser, 'id' | 'role'>,
): 'buyer' | 'seller' | 'admin' | null {
  if (order.buyerId === user.id) return 'buyer';
  if (order.sellerId === user.id) return 'seller';
  return user.role === 'admin' ? 'admin' : null;
}

/** A gig can be bought when it is public (published, not deleted, its seller allowed to sell) and not the buyer's own. */
export function isPurchasable(gig: { isPublic: boolean; deletedAt: Date | null }): boolean {
  return gig.isPublic && gig.deletedAt === null;
}

export const isOwnGig = (gig: { sellerId: string }, user: Pick<SessionUser, 'id'>): boolean => gig.sellerId === user.id;

/** What the order machine reads of an order row. */
export function orderStateOf(row: OrderState & { createdAt?: Date }): OrderState {
  return {
    placedAt: row.createdAt ?? row.placedAt,
    status: row.status,
    revisionLimit: row.revisionLimit,
    revisionsUsed: row.revisionsUsed,
    cancelRequestedBy: row.cancelRequestedBy,
    deliveredAt: row.deliveredAt,
    priceCents: row.priceCents,
    dueAt: row.dueAt,
    extensionDays: row.extensionDays,
    extensionRequestedAt: row.extensionRequestedAt,
    extensionsAsked: row.extensionsAsked,
    refundOfferCents: row.refundOfferCents,
    refundOfferBy: row.refundOfferBy,
  };
}
