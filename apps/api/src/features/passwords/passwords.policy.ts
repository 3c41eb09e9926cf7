import {
  COMMON_PASSWORD_MESSAGE,
  DEMO_PASSWORD_CHANGE_REFUSED,
  GOOGLE_PASSWORD_CHANGE_REFUSED,
} from '@teenfreelance/contracts/passwords';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { validationFailed } from '../../http/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

const demoEmails = new Set(DEMO_ACCOUNTS.map((account) => account.email.toLowerCase()));

/** One of the seeded demo accounts, whose shared password everyone knows and nobody may change. */
export function isDemoEmail(email: string): boolean {
  return demoEmails.has(email.toLowerCase());
}

/** Why `user` may not change a password here (the specification's words), or null when they may. */
export function passwordChangeRefusal(user: Pick<SessionUser, 'email' | 'provider'>): string | null {
  if (isDemoEmail(user.email)) return DEMO_PASSWORD_CHANGE_REFUSED;
  if (user.provider === 'google') return GOOGLE_PASSWORD_CHANGE_REFUSED;
  return null;
}

/**
 * Refuses a new password that is on the list of the 10,000 most common ones,
 * as a field error at `path` (e.g. 'body.password'). Length is the contract's job.
 */
export function assertAcceptablePassword(password: string, path: string): void {
  if (isCommonPassword(password)) throw validationFailed([{ path, message: COMMON_PASSWORD_MESSAGE }]);
}
