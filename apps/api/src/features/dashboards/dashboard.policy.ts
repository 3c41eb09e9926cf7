import type { SessionUser } from '@teenfreelance/contracts/users';
import { forbidden } from '../../http/errors.ts';

/** Seller figures are the freelancer's own; anyone else is refused, not shown zeros. */
export function assertFreelancer(user: SessionUser): void {
  if (user.role !== 'freelancer') {
    throw forbidden('Only freelancers have seller statistics', { reason: 'NOT_A_FREELANCER' });
  }
}

/** Buyer figures are the buyer's own. */
export function assertBuyer(user: SessionUser): void {
  if (user.role !== 'buyer') {
    throw forbidden('Only buyers have buyer statistics', { reason: 'NOT_A_BUYER' });
  }
}
