import type { SessionUser } from '@teenfreelance/contracts/users';
import { GIG_LIMITS } from '@teenfreelance/contracts/gigs';
import type { GigApproval } from '@teenfreelance/contracts/gig-dtos';
import { canSellPublicly, type SellerStanding } from '@teenfreelance/contracts/accounts';
import { forbidden } from '../../../http/errors.ts';

/** Only freelancers create gigs and upload gig pictures. */
export const canCreateGig = (user: SessionUser): boolean => user.role === 'freelancer';

/** 403 unless the user may sell (freelancers): the guard of the gig writes. */
export function assertCanCreateGig(user: SessionUser): void {
  if (!canCreateGig(user)) throw forbidden('Only freelancers can create gigs');
}

/** Only the owner edits a gig. */
export const canEditGig = (user: SessionUser, gig: { sellerId: string }): boolean => user.id === gig.sellerId;

/** The owner deletes a gig; an admin may too (moderation, decision 0022). */
export const canDeleteGig = (user: SessionUser, gig: { sellerId: string }): boolean =>
  user.id === gig.sellerId || user.role === 'admin';

/** Who sees a gig that is not public (a draft, or a minor's awaiting consent): its owner only. */
export const canSeePrivateGig = (user: SessionUser | null, gig: { sellerId: string }): boolean =>
  user !== null && user.id === gig.sellerId;

/** Active gigs allowed on the seller's plan. */
export const gigLimitFor = (isPro: boolean): number => (isPro ? GIG_LIMITS.proPlanGigs : GIG_LIMITS.freePlanGigs);

/**
 * The derived visibility (decision 0013): published, not deleted, not hidden
 * by a moderator, not waiting for (or declined by) the teen's guardian
 * (decision 0084), and the seller may sell.
 */
export function isGigPublic(
  gig: { status: 'draft' | 'published'; deletedAt: Date | null; hiddenAt?: Date | null; approval?: GigApproval | null },
  seller: SellerStanding,
): boolean {
  return (
    gig.status === 'published' && gig.deletedAt === null && !gig.hiddenAt && !gig.approval && canSellPublicly(seller)
  );
}

/**
 * Where a gig stands with the teen's guardian after its owner writes it
 * ('Approve new gigs', decision 0084): a published gig waits for them while
 * the control is on, new or edited alike; a draft needs nothing yet.
 */
export function approvalAfterWrite(
  status: 'draft' | 'published',
  seller: { gigApprovalRequired: boolean },
): GigApproval | null {
  return status === 'published' && seller.gigApprovalRequired ? 'awaiting' : null;
}
