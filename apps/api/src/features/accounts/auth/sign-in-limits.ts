import { DAY_MS } from '@teenfreelance/contracts/time';
import { clientAddressKey } from '../../../http/client-address.ts';
import { rateLimited } from '../../../http/errors.ts';
import type {
  RateLimitRule,
  RateLimitsService,
  SlowDownRule,
} from '../../../platform/rate-limits/rate-limits.service.ts';

/**
 * Sign-in limits, kept in the database so every server process shares them
 * (docs/decisions/0016, 0029):
 *
 * - every attempt counts against the caller's address, strictly (429 beyond);
 * - failures slow the account down rather than lock it: after a few, an
 *   attempt must wait a short, bounded delay after the latest failure, counted
 *   per email whether or not such an account exists, so a 429 reveals nothing;
 * - an address with no failed sign-in of its own in the last day is not held
 *   by the account's slow-down: a stranger's guesses cannot keep the owner out.
 */
export const SIGN_IN_PER_IP: RateLimitRule = { max: 10, windowSeconds: 60 };
export const ACCOUNT_SLOW_DOWN: SlowDownRule = {
  freeFailures: 5,
  firstDelaySeconds: 15,
  maxDelaySeconds: 60,
  forgetAfterSeconds: 15 * 60,
};
/** How long an address that failed a sign-in stays subject to accounts' slow-downs. */
export const ADDRESS_FAILURES_REMEMBERED_SECONDS = DAY_MS / 1000;

const ipKey = (address: string) => `sign-in:ip:${address}`;
const addressFailuresKey = (address: string) => `sign-in:ip-failures:${address}`;
const accountKey = (email: string) => `sign-in:account-failures:${email.trim().toLowerCase()}`;

export function createSignInLimits({ rateLimits }: { rateLimits: RateLimitsService }) {
  return {
    /**
     * Counts this attempt for the caller's address, then refuses (429 with the
     * seconds to wait) when the address is over its limit, or when the account is
     * slowed down and this address has failed a sign-in recently.
     */
    async assertAllowed(email: string, ip: string | undefined): Promise<void> {
      const address = ip === undefined ? undefined : clientAddressKey(ip);
      if (address !== undefined) await rateLimits.assertWithin(ipKey(address), SIGN_IN_PER_IP);
      const waitSeconds = await rateLimits.slowDownWaitSeconds(accountKey(email), ACCOUNT_SLOW_DOWN);
      if (waitSeconds === 0) return;
      if (address !== undefined) {
        const own = await rateLimits.readRecentEvents(addressFailuresKey(address), ADDRESS_FAILURES_REMEMBERED_SECONDS);
        // Its first failure makes the address wait like everyone else, so each address gets one such try a day.
        if (own.count === 0) return;
      }
      throw rateLimited(waitSeconds);
    },

    /** A wrong email or password: counted for the account's email and for the caller's address. */
    async recordFailure(email: string, ip: string | undefined): Promise<void> {
      await rateLimits.recordRecentEvent(accountKey(email), ACCOUNT_SLOW_DOWN.forgetAfterSeconds);
      if (ip !== undefined)
        await rateLimits.recordRecentEvent(
          addressFailuresKey(clientAddressKey(ip)),
          ADDRESS_FAILURES_REMEMBERED_SECONDS,
        );
    },

    /** After a successful sign-in or a password reset, the account's slow-down ends. */
    async clearFailures(email: string): Promise<void> {
      await rateLimits.clear(accountKey(email));
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
