import type { SessionUser } from '@teenfreelance/contracts/users';
import { GIG_LIMITS } from '@teenfreelance/contracts/gigs';
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

/** The derived visibility (decision 0013): published, not deleted, not hidden by a moderator, and the seller may sell. */
export function isGigPublic(
  gig: { status: 'draft' | 'published'; deletedAt: Date | null; hiddenAt?: Date | null },
  seller: SellerStanding,
): boolean {
  return gig.status === 'published' && gig.deletedAt === null && !gig.hiddenAt && canSellPublicly(seller);
}
