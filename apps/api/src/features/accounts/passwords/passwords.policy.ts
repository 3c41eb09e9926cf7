import { DEMO_PASSWORD_CHANGE_REFUSED, GOOGLE_PASSWORD_CHANGE_REFUSED } from '@teenfreelance/contracts/passwords';
import type { SessionUser } from '@teenfreelance/contracts/users';

/** Why `user` may not change a password here (the specification's words), or null when they may. */
export function passwordChangeRefusal(user: Pick<SessionUser, 'isDemo' | 'provider'>): string | null {
  if (user.isDemo) return DEMO_PASSWORD_CHANGE_REFUSED;
  if (user.provider === 'google') return GOOGLE_PASSWORD_CHANGE_REFUSED;
  return null;
}
