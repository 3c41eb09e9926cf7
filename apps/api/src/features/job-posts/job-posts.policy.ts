import { canSellPublicly } from '@teenfreelance/contracts/accounts';
import { JOB_TEXTS } from '@teenfreelance/contracts/job-posts';
import { PROPOSAL_TEXTS } from '@teenfreelance/contracts/proposals';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { type AppError, forbidden } from '../../http/errors.ts';

/** Only buyers post jobs. */
export function assertCanPostJob(user: SessionUser): void {
  if (user.role !== 'buyer') throw forbidden(JOB_TEXTS.onlyBuyers, { reason: 'NOT_A_BUYER' });
}

/**
 * Why the user may not send proposals at all, or null when they may:
 * freelancers apply; a teen applies once a parent or guardian has consented
 * (the rule that keeps their gigs private until then).
 */
export function applyRefusal(user: SessionUser): AppError | null {
  if (user.role !== 'freelancer') {
    return forbidden(PROPOSAL_TEXTS.buyersCannotApply, { reason: 'NOT_A_FREELANCER' });
  }
  if (!canSellPublicly(user)) {
    return forbidden(PROPOSAL_TEXTS.consentPending, { reason: 'PARENTAL_CONSENT_PENDING' });
  }
  return null;
}

/** Only a job's poster sees and decides its proposals, edits and closes it; to anyone else it answers 404. */
export const isPoster = (user: SessionUser | null, job: { clientId: string }): boolean =>
  user !== null && user.id === job.clientId;
