import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_TEXTS } from '@teenfreelance/contracts/admin';
import {
  ADMIN_DISPUTES_PATH,
  adminDisputeDecisionPath,
  adminDisputePath,
  adminDisputeSchema,
  disputeDecisionInputSchema,
  disputeQueueSchema,
} from '@teenfreelance/contracts/orders';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import { forbidden } from '../../../http/errors.ts';
import type { DisputesService } from './disputes.service.ts';

export interface DisputeRoutesOptions {
  disputesService: DisputesService;
  guard: AuthGuard;
}

/** Admins only, checked once for the group before anything is read (as the moderation routes do). */
function assertAdmin(user: SessionUser): void {
  if (user.role !== 'admin') throw forbidden(ADMIN_TEXTS.onlyAdmins, { reason: 'NOT_AN_ADMIN' });
}

const idParams = z.object({ id: z.string().max(100) });

/** The admins' Disputes tab (the route table is in packages/contracts/src/order-disputes.ts). */
export const disputeRoutes: FastifyPluginAsyncZod<DisputeRoutesOptions> = async (app, { disputesService, guard }) => {
  const tags = ['admin'];
  await guard.guardedGroup(
    app,
    async (scope, adminOf) => {
      scope.get(
        ADMIN_DISPUTES_PATH,
        { schema: { tags, summary: 'The open disputes', response: { 200: disputeQueueSchema } } },
        async () => disputesService.queue(),
      );
      scope.get(
        adminDisputePath.pattern,
        {
          schema: {
            tags,
            summary: 'A dispute and its evidence',
            params: idParams,
            response: { 200: adminDisputeSchema },
          },
        },
        async (request) => disputesService.get(adminOf(request), request.params.id),
      );
      scope.post(
        adminDisputeDecisionPath.pattern,
        {
          schema: {
            tags,
            summary: 'Decide a dispute (an appeal: a different admin, final)',
            params: idParams,
            body: disputeDecisionInputSchema,
            response: { 200: adminDisputeSchema },
          },
        },
        async (request) => disputesService.decide(adminOf(request), request.params.id, request.body),
      );
    },
    { authorize: assertAdmin },
  );
};
