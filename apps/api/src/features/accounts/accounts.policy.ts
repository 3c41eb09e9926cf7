import type { SellerStanding } from '@teenfreelance/contracts/accounts';

/** Only a minor freelancer still waiting for consent may have the consent email sent again. */
export function canResendParentalConsent(
  user: Pick<SellerStanding, 'role' | 'parentalConsent'> & { isMinor: boolean },
): boolean {
  return user.role === 'freelancer' && user.isMinor && user.parentalConsent === 'pending';
}
