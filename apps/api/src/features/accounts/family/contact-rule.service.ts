import { CARD_CHECK_TEXTS } from '@teenfreelance/contracts/card-check';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { forbidden } from '../../../http/errors.ts';
import type { SafetyService } from '../../trust-and-safety/safety.service.ts';

/**
 * 'Who can contact my teen' (decision 0084), applied where contact starts:
 * a new or reopened conversation (about a gig, from a profile, about a job)
 * and checkout. With 'Only buyers with a verified payment method', someone
 * who has not passed the $0 card check (decision 0085) is refused with
 * VERIFIED_PAYMENT_REQUIRED and told how to verify.
 */
export interface ContactRule {
  assertMayContact(contactorId: string, teenId: string): Promise<void>;
}

export const verifiedPaymentRequired = () =>
  forbidden(CARD_CHECK_TEXTS.contactNeedsVerification, { reason: 'VERIFIED_PAYMENT_REQUIRED' });

export function createContactRule({ db }: { db: Database }): ContactRule {
  return {
    async assertMayContact(contactorId, teenId) {
      if (contactorId === teenId) return;
      const rows = await db
        .select({ id: users.id, contactRule: users.contactRule, verifiedAt: users.paymentVerifiedAt })
        .from(users)
        .where(inArray(users.id, [contactorId, teenId]));
      const teen = rows.find((row) => row.id === teenId);
      const contactor = rows.find((row) => row.id === contactorId);
      if (teen?.contactRule === 'verified_buyers' && !contactor?.verifiedAt) throw verifiedPaymentRequired();
    },
  };
}

/**
 * The messages service's check before a conversation opens, with the contact
 * rule after the blocks (someone blocked learns nothing of the family's rule).
 * The buyer side is the one who contacts; the seller side is the teen.
 */
export function withContactRule(
  safety: Pick<SafetyService, 'assertMayMessage'>,
  rule: ContactRule,
): Pick<SafetyService, 'assertMayMessage'> {
  return {
    async assertMayMessage(buyerId, sellerId) {
      await safety.assertMayMessage(buyerId, sellerId);
      await rule.assertMayContact(buyerId, sellerId);
    },
  };
}
