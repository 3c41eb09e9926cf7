import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER, idempotencyHeadersSchema } from '@teenfreelance/contracts/checkout';
import {
  PLAN_PATH,
  PRO_CANCEL_PATH,
  PRO_PLAN_TEXTS,
  PRO_UPGRADE_PATH,
  planStateSchema,
  proUpgradeSchema,
} from '@teenfreelance/contracts/pro-plan';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import { forbidden } from '../../../http/errors.ts';
import type { PlanService } from './plan.service.ts';

export interface PlanRoutesOptions {
  planService: PlanService;
  guard: AuthGuard;
}

/** The Pro plan (the route table is in packages/contracts/src/pro-plan.ts). */
export const planRoutes: FastifyPluginAsyncZod<PlanRoutesOptions> = async (app, { planService, guard }) => {
  const tags = ['plan'];
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      PLAN_PATH,
      { schema: { tags, summary: "The caller's plan", response: { 200: planStateSchema } } },
      async (request) => planService.state(userOf(request)),
    );
    scope.post(
      PRO_CANCEL_PATH,
      {
        schema: {
          tags,
          summary: 'Stop renewing Pro (it stays until the period ends)',
          response: { 200: planStateSchema },
        },
      },
      async (request) => planService.cancel(userOf(request)),
    );
  });

  await guard.guardedGroup(
    app,
    async (scope, freelancerOf) => {
      scope.post(
        PRO_UPGRADE_PATH,
        {
          schema: {
            tags,
            summary: 'Pay $19.99 for a month of Pro (once per Idempotency-Key)',
            headers: idempotencyHeadersSchema,
            body: proUpgradeSchema,
            response: { 201: planStateSchema },
          },
        },
        async (request, reply) => {
          const { plan, replayed } = await planService.upgrade(
            freelancerOf(request),
            request.headers[IDEMPOTENCY_KEY_HEADER],
            request.body,
          );
          if (replayed) void reply.header('idempotent-replayed', 'true');
          return reply.code(201).send(plan);
        },
      );
    },
    {
      authorize: (user) => {
        if (user.role !== 'freelancer') {
          throw forbidden(PRO_PLAN_TEXTS.onlyFreelancers, { reason: 'NOT_A_FREELANCER' });
        }
      },
    },
  );
};
