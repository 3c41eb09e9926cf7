/** The parts of a user that decide whether they may sell. */
export interface SellerStanding {
  role: 'buyer' | 'freelancer' | 'admin';
  parentalConsent: 'not_required' | 'pending' | 'granted';
}

/**
 * Whether this user's gigs may be public and bought: freelancers only, and a
 * minor only once a parent or guardian has consented.
 */
export function canSellPublicly(user: SellerStanding): boolean {
  return user.role === 'freelancer' && user.parentalConsent !== 'pending';
}

/** Only a minor freelancer still waiting for consent may have the consent email sent again. */
export function canResendParentalConsent(user: SellerStanding & { isMinor: boolean }): boolean {
  return user.role === 'freelancer' && user.isMinor && user.parentalConsent === 'pending';
}
