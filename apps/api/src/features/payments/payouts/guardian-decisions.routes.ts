import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import {
  familyWithdrawalDecisionPath,
  familyWithdrawalDecisionSchema,
  familyWithdrawalsPath,
  familyWithdrawalsSchema,
} from '@teenfreelance/contracts/family-payouts';
import { withdrawalApprovalRequestSchema } from '@teenfreelance/contracts/payouts';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { GuardianDecisionsService } from './guardian-decisions.ts';

export interface GuardianDecisionsRoutesOptions {
  guardianDecisionsService: GuardianDecisionsService;
  guard: AuthGuard;
}

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['family'];
const teenId = z.string().min(1).max(64);

/** A teen's withdrawals waiting for approval, decided by their guardian on /family (contracts' family-payouts.ts). */
export const guardianDecisionsRoutes: FastifyPluginAsyncZod<GuardianDecisionsRoutesOptions> = async (
  app,
  { guardianDecisionsService, guard },
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
  });
};
