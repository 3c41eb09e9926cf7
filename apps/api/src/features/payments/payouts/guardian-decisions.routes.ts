import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import {
  familyPayoutAccountPath,
  familyPayoutAccountSchema,
  familyWithdrawalDecisionPath,
  familyWithdrawalDecisionSchema,
  familyWithdrawalsPath,
  familyWithdrawalsSchema,
} from '@teenfreelance/contracts/family-payouts';
import { bankAccountInputSchema, withdrawalApprovalRequestSchema } from '@teenfreelance/contracts/payouts';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { GuardianDecisionsService } from './guardian-decisions.ts';
import type { PayoutAccountsService } from './payout-accounts.service.ts';

export interface GuardianDecisionsRoutesOptions {
  guardianDecisionsService: GuardianDecisionsService;
  /** The teen's payout account, set up by the guardian signed in (the emailed link's service). */
  payoutAccountsService: Pick<PayoutAccountsService, 'forTeen' | 'setUpForTeen'>;
  guard: AuthGuard;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['family'];
const teenId = z.string().min(1).max(64);

/**
 * A teen's payouts as their guardian signed in on /family handles them: the
 * withdrawals waiting for approval and the payout account (contracts' family-payouts.ts).
 */
export const guardianDecisionsRoutes: FastifyPluginAsyncZod<GuardianDecisionsRoutesOptions> = async (
  app,
  { guardianDecisionsService, payoutAccountsService, guard },
) => {
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      familyWithdrawalsPath.pattern,
      {
        schema: {
          tags,
          summary: "A linked teen's withdrawals waiting for the guardian's approval",
          params: z.object({ teenId }),
          response: { 200: familyWithdrawalsSchema, ...errors },
        },
      },
      async (request) => guardianDecisionsService.awaiting(userOf(request), request.params.teenId),
    );
    scope.post(
      familyWithdrawalDecisionPath.pattern,
      {
        schema: {
          tags,
          summary: "Approve or decline a linked teen's withdrawal",
          params: z.object({ teenId, withdrawalId: z.string().min(1).max(64) }),
          body: familyWithdrawalDecisionSchema,
          response: { 200: withdrawalApprovalRequestSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) =>
        guardianDecisionsService.decide(
          userOf(request),
          request.params.teenId,
          request.params.withdrawalId,
          request.body.decision,
        ),
    );
    scope.get(
      familyPayoutAccountPath.pattern,
      {
        schema: {
          tags,
          summary: "A linked teen's payout account: bank, last four digits, whose, when added",
          params: z.object({ teenId }),
          response: { 200: familyPayoutAccountSchema, ...errors },
        },
      },
      async (request) => payoutAccountsService.forTeen(userOf(request), request.params.teenId),
    );
    scope.put(
      familyPayoutAccountPath.pattern,
      {
        // As many tries as the adult's own form: each one asks the payout provider.
        config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
        schema: {
          tags,
          summary: "The guardian adds or replaces the bank account a linked teen's earnings are paid to",
          params: z.object({ teenId }),
          body: bankAccountInputSchema,
          response: { 200: familyPayoutAccountSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => payoutAccountsService.setUpForTeen(userOf(request), request.params.teenId, request.body),
    );
  });
};
