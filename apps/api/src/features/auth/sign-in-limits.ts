import type { DbOrTx } from '../../db/client.ts';
import { rateLimited } from '../../http/errors.ts';
import {
  assertWithinRateLimit,
  clearRateLimit,
  hitRateLimit,
  peekRateLimit,
  type RateLimitRule,
} from '../rate-limits/rate-limits.service.ts';

/**
 * Sign-in limits, kept in the database so every server process shares them
 * (docs/decisions/0016): every attempt counts against the caller's IP, and every
 * failure against the account's email, whether or not such an account exists.
 */
export const SIGN_IN_PER_IP: RateLimitRule = { max: 10, windowSeconds: 60 };
export const FAILED_SIGN_INS_PER_ACCOUNT: RateLimitRule = { max: 5, windowSeconds: 15 * 60 };

const ipKey = (ip: string) => `sign-in:ip:${ip}`;
const accountKey = (email: string) => `sign-in:account:${email.trim().toLowerCase()}`;

/** Counts this attempt for the IP, then refuses (429) when the IP or the account is over its limit. */
export async function assertSignInAllowed(db: DbOrTx, email: string, ip: string | undefined): Promise<void> {
  if (ip !== undefined) await assertWithinRateLimit(db, ipKey(ip), SIGN_IN_PER_IP);
  const account = await peekRateLimit(db, accountKey(email), FAILED_SIGN_INS_PER_ACCOUNT);
  if (!account.isAllowed) throw rateLimited(account.retryAfterSeconds);
}

export async function recordFailedSignIn(db: DbOrTx, email: string): Promise<void> {
  await hitRateLimit(db, accountKey(email), FAILED_SIGN_INS_PER_ACCOUNT);
}

/** After a successful sign-in or a password reset, the account starts with a clean slate. */
export async function clearFailedSignIns(db: DbOrTx, email: string): Promise<void> {
  await clearRateLimit(db, accountKey(email));
}
