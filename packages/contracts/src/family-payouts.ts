import { z } from 'zod';
import { apiPath } from './api-paths.ts';
import { payoutAccountSchema, withdrawalSchema } from './payouts.ts';

/**
 * Withdrawal approvals inside /family (issue 38): the guardian signed in sees
 * their teen's withdrawals that wait for approval and approves or declines
 * them there; the emailed approval links keep working (decision 0071).
 *
 * | Method | Path | Who | Answer |
 * | GET    | /api/family/teens/:teenId/withdrawals | the teen's guardian | 200 { withdrawals } waiting for approval |
 * | POST   | /api/family/teens/:teenId/withdrawals/:withdrawalId/decision | the teen's guardian | 200 WithdrawalApprovalRequest; 409 WITHDRAWAL_ALREADY_DECIDED |
 * | GET    | /api/family/teens/:teenId/payout-account | the teen's guardian | 200 FamilyPayoutAccount |
 * | PUT    | /api/family/teens/:teenId/payout-account | the teen's guardian, consent in force | 200 FamilyPayoutAccount; 400 a refused field; 409 CONSENT_NOT_GIVEN |
 *
 * The payout account is set up or replaced here with the same bank form, rules
 * and provider as the emailed set-up link (PAYOUT_SETUP_PATH), which keeps
 * working for a parent without a family account.
 */
export const familyWithdrawalsPath = apiPath('/api/family/teens/:teenId/withdrawals');
export const familyWithdrawalDecisionPath = apiPath('/api/family/teens/:teenId/withdrawals/:withdrawalId/decision');

export const familyPayoutAccountPath = apiPath('/api/family/teens/:teenId/payout-account');

export const familyWithdrawalsSchema = z.object({ withdrawals: z.array(withdrawalSchema) });
export type FamilyWithdrawals = z.infer<typeof familyWithdrawalsSchema>;

export const familyWithdrawalDecisionSchema = z.object({ decision: z.enum(['approve', 'decline']) }).strict();
export type FamilyWithdrawalDecision = z.infer<typeof familyWithdrawalDecisionSchema>;

/** A linked teen's payout account as their guardian sees it: its safe summary only (bank, last four, whose, when). */
export const familyPayoutAccountSchema = z.object({
  teenName: z.string(),
  account: payoutAccountSchema.nullable(),
});
export type FamilyPayoutAccount = z.infer<typeof familyPayoutAccountSchema>;

export const FAMILY_PAYOUT_TEXTS = {
  title: 'Withdrawals to approve',
  request: (amount: string, last4: string) => `${amount} to your account ending ${last4}`,
  approve: 'Approve',
  decline: 'Decline',
  approved: 'Approved: the money is on its way.',
  declined: 'Declined: the money is back in their balance.',
  accountTitle: 'Payout account',
  noAccount: (teenName: string) =>
    `No payout account yet. ${teenName}'s earnings are paid only to your bank account: add it to let them withdraw.`,
  /** 'Chase Bank ending 6789'. */
  accountLine: (bankName: string, last4: string) => `${bankName} ending ${last4}`,
  accountHolder: (holderName: string) => `In the name of ${holderName}`,
  accountAdded: (date: string, by: string | null) => (by ? `Added ${date} by ${by}` : `Added ${date}`),
  setUp: 'Set up the payout account',
  replace: 'Change bank account',
  cancel: 'Cancel',
  saved: (teenName: string, last4: string) =>
    `Saved: ${teenName}'s withdrawals are paid to your account ending ${last4}.`,
  noConsent: (teenName: string) => `${teenName}'s consent is not in force, so their payout account cannot be set up`,
} as const;
