/**
 * The Pro plan (/upgrade): $19.99 a month, paid through the same payment
 * provider and idempotency as checkout (checkout.ts), renewed monthly by
 * scheduled work; cancelling keeps Pro until the period ends; a failed
 * renewal ends Pro (gigs over the free limit stay published, no new one can
 * be created).
 *
 * | Method | Path                  | Auth       | Answer |
 * |--------|-----------------------|------------|--------|
 * | GET    | /api/me/plan          | signed in  | 200 PlanState |
 * | POST   | /api/me/plan/pro      | freelancer | 201 PlanState (header `Idempotency-Key`, body ProUpgradeInput); 409 ALREADY_PRO; 403 NOT_A_FREELANCER; 422 CARD_* when the card is refused; 422 IDEMPOTENCY_KEY_REUSED; 409 IDEMPOTENCY_KEY_IN_USE; 503 when the provider does not answer, or when Pro cannot be recorded after the charge (refunded; every retry with the key gets the same) |
 * | POST   | /api/me/plan/cancel   | freelancer | 200 PlanState (Pro stays until `currentPeriodEnd`); 422 PRO_NOT_ACTIVE |
 */
import { z } from 'zod';
import { payInputSchema } from './checkout.ts';
import { formatMoney } from './money.ts';

export const PRO_PRICE_CENTS = 1999;
/** After a successful upgrade the page goes to /profile after this long. */
export const PRO_REDIRECT_DELAY_MS = 1500;

export const PRO_PLAN_TEXTS = {
  title: 'Upgrade to Pro',
  basicPlan: 'Basic Plan',
  basicPrice: 'Free',
  currentPlan: 'Current Plan',
  proPlan: 'Pro Plan',
  bestValue: 'Best Value',
  proPrice: formatMoney(PRO_PRICE_CENTS),
  perMonth: 'per month',
  basicFeatures: [
    'Create a freelancer profile',
    'Browse available gigs',
    'Basic communication tools',
    'Limited job applications',
  ],
  proFeatures: [
    'All Basic features',
    'Featured profile placement',
    'Unlimited job applications',
    'Priority customer support',
    'Advanced analytics and insights',
    'Early access to new features',
  ],
  upgrade: 'Upgrade to Pro',
  upgrading: 'Processing...',
  alreadyPro: 'Already Pro',
  success: 'Congratulations! You are now a Pro member',
  failed: 'Failed to upgrade. Please try again.',
  /** Charged, but Pro could not be recorded: the charge was refunded. */
  notCharged: 'The payment could not be completed, and you have not been charged. Please try again.',
  onlyFreelancers: 'Only freelancers can upgrade to Pro',
  /** Under the disabled button for a buyer: what their account does instead (no plan to pay for). */
  buyerNoPlan: 'Buying needs no plan: explore what teenlancers offer, or post a job and let them come to you.',
  /** The same for an admin. */
  adminNoPlan: 'Admin accounts have no plan to upgrade.',
  guardianNoPlan: 'Family accounts have no plan to upgrade.',
  exploreServices: 'Explore Services',
  postJob: 'Post a Job',
  cancel: 'Cancel Pro',
  notActive: 'You have no Pro plan that renews',
  cancelled: (until: string) => `Pro stays active until ${until}`,
  renewsOn: (on: string) => `Renews on ${on}`,
} as const;

/** The card that pays for Pro: the same form and checks as checkout. */
export const proUpgradeSchema = payInputSchema;
export type ProUpgradeInput = z.infer<typeof proUpgradeSchema>;

/** A Pro plan's state: 'cancelled' stays Pro until its period ends, 'ended' is no longer Pro. */
export const subscriptionStatuses = ['active', 'cancelled', 'ended'] as const;

export const planStateSchema = z.object({
  isPro: z.boolean(),
  subscription: z
    .object({
      status: z.enum(subscriptionStatuses),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
    })
    .nullable(),
});
export type PlanState = z.infer<typeof planStateSchema>;

export const PLAN_PATH = '/api/me/plan';
export const PRO_UPGRADE_PATH = '/api/me/plan/pro';
export const PRO_CANCEL_PATH = '/api/me/plan/cancel';
