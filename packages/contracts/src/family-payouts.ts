import { z } from 'zod';
import { apiPath } from './api-paths.ts';
import { withdrawalSchema } from './payouts.ts';

/**
 * Withdrawal approvals inside /family (issue 38): the guardian signed in sees
 * their teen's withdrawals that wait for approval and approves or declines
 * them there; the emailed approval links keep working (decision 0071).
 *
 * | Method | Path | Who | Answer |
 * | GET    | /api/family/teens/:teenId/withdrawals | the teen's guardian | 200 { withdrawals } waiting for approval |
 * | POST   | /api/family/teens/:teenId/withdrawals/:withdrawalId/decision | the teen's guardian | 200 WithdrawalApprovalRequest; 409 WITHDRAWAL_ALREADY_DECIDED |
 */
export const familyWithdrawalsPath = apiPath('/api/family/teens/:teenId/withdrawals');
export const familyWithdrawalDecisionPath = apiPath('/api/family/teens/:teenId/withdrawals/:withdrawalId/decision');

export const familyWithdrawalsSchema = z.object({ withdrawals: z.array(withdrawalSchema) });
export type FamilyWithdrawals = z.infer<typeof familyWithdrawalsSchema>;

export const familyWithdrawalDecisionSchema = z.object({ decision: z.enum(['approve', 'decline']) }).strict();
export type FamilyWithdrawalDecision = z.infer<typeof familyWithdrawalDecisionSchema>;

export const FAMILY_PAYOUT_TEXTS = {
  title: 'Withdrawals to approve',
  request: (amount: string, last4: string) => `${amount} to your account ending ${last4}`,
  approve: 'Approve',
  decline: 'Decline',
  approved: 'Approved: the money is on its way.',
  declined: 'Declined: the money is back in their balance.',
} as const;
