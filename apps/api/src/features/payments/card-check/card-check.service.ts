import type { CardCheckInput, PaymentVerification } from '@teenfreelance/contracts/card-check';
import { cardDigits } from '@teenfreelance/contracts/checkout';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import type { RateLimitRule, RateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { declined } from '../payment-records.ts';

/** Card checks a user may run: few, as a card-testing fraudster would want many. */
export const CARD_CHECK_RATE: RateLimitRule = { max: 5, windowSeconds: 3600 };

export interface CardCheckService {
  /** Whether and when the user passed the $0 card check. */
  status(user: SessionUser): Promise<PaymentVerification>;
  /** Runs the $0 check; on success the user is verified from now. A declined card is a 422 as at checkout. */
  verify(user: SessionUser, input: CardCheckInput): Promise<PaymentVerification>;
}

export interface CardCheckServiceDeps {
  db: Database;
  clock: Clock;
  paymentProvider: Pick<PaymentProvider, 'checkCard'>;
  rateLimits: Pick<RateLimitsService, 'assertWithin'>;
}

/** The $0 card check that makes a verified payment method, or a verified guardian (decision 0085). */
export function createCardCheckService({
  db,
  clock,
  paymentProvider,
  rateLimits,
}: CardCheckServiceDeps): CardCheckService {
  return {
    async status(user) {
      const [row] = await db.select({ verifiedAt: users.paymentVerifiedAt }).from(users).where(eq(users.id, user.id));
      return { verifiedAt: row?.verifiedAt?.toISOString() ?? null, card: null };
    },

    async verify(user, input) {
      await rateLimits.assertWithin(`card-check:user:${user.id}`, CARD_CHECK_RATE);
      const result = await paymentProvider.checkCard({
        number: cardDigits(input.cardNumber),
        expiry: input.expiry,
        cvc: input.cvc,
        holderName: input.fullName,
      });
      if (result.status === 'declined') throw declined(result.declineCode);
      const at = clock.now();
      await db.update(users).set({ paymentVerifiedAt: at }).where(eq(users.id, user.id));
      return { verifiedAt: at.toISOString(), card: { brand: result.cardBrand, last4: result.cardLast4 } };
    },
  };
}
