import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { forbidden } from '../../../http/errors.ts';

/** Only freelancers have earnings to withdraw and payout accounts. */
export function assertFreelancer(user: SessionUser): void {
  if (user.role !== 'freelancer') throw forbidden(PAYOUT_TEXTS.onlyFreelancers, { reason: 'NOT_A_FREELANCER' });
}

/** An admin: the failed payouts list. */
export function assertAdmin(user: SessionUser): void {
  if (user.role !== 'admin') throw forbidden('Only admins can see this', { reason: 'NOT_AN_ADMIN' });
}

/** A minor's withdrawal above this waits for the guardian's approval. */
export const needsGuardianApproval = (user: Pick<SessionUser, 'isMinor'>, amountCents: number, above: number) =>
  user.isMinor && amountCents > above;
