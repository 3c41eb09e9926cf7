import { z } from 'zod';
import { payInputSchema } from './checkout.ts';

/**
 * A verified payment method (decision 0085): a $0 card check through the
 * payment provider, which moves no money. The server keeps only that the user
 * passed it and when (`users.payment_verified_at`). A buyer needs it to contact
 * a teen whose guardian chose 'Only buyers with a verified payment method';
 * a guardian who passes it is a verified guardian.
 *
 * | Method | Path | Who | Answer |
 * | GET    | /api/me/payment-verification | signed in | 200 PaymentVerification |
 * | POST   | /api/me/payment-verification | signed in | 200 PaymentVerification, 422 CARD_DECLINED / CARD_EXPIRED / ..., 429 |
 */
export const PAYMENT_VERIFICATION_PATH = '/api/me/payment-verification';

/** The card form of the check: the checkout's fields, without the email and billing address. */
export const cardCheckInputSchema = payInputSchema.pick({ fullName: true, cardNumber: true, expiry: true, cvc: true });
export type CardCheckInput = z.infer<typeof cardCheckInputSchema>;

export const paymentVerificationSchema = z.object({
  /** When the user passed the check; null before. */
  verifiedAt: z.string().nullable(),
  /** The card that passed, as the provider named it, in the check's own answer only (not stored). */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

export const CARD_CHECK_TEXTS = {
  title: 'Verify a payment method',
  intro:
    'We check your card with the bank for $0: nothing is charged, and we keep only the fact that it passed. Some families let only buyers with a verified payment method contact their teen.',
  guardianIntro:
    'Check a card of yours with the bank for $0: nothing is charged. A verified guardian is shown to our support team, so they know the consent came from a grown-up with a card.',
  submit: 'Verify card',
  submitting: 'Checking...',
  verified: (date: string) => `Payment method verified on ${date}.`,
  verifiedJustNow: (brand: string, last4: string) => `${brand} ending ${last4} passed the check. You are verified.`,
  /** The refusal when the teen's guardian chose 'Only buyers with a verified payment method'. */
  contactNeedsVerification:
    "This freelancer's parent or guardian lets only buyers with a verified payment method contact them. Verify a card on your profile page under 'Verify a payment method' (a $0 check: nothing is charged), then try again.",
} as const;
