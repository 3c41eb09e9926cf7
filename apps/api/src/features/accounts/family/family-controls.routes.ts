import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import {
  FAMILY_GIG_APPROVAL_PATH,
  familyControlsInputSchema,
  familyControlsPath,
  familyControlsSchema,
  familyGigDecisionPath,
  gigApprovalRequestSchema,
  gigDecisionByLinkSchema,
  gigDecisionResultSchema,
  gigDecisionSchema,
  MY_FAMILY_PATH,
  teenFamilyPanelSchema,
} from '@teenfreelance/contracts/family-controls';
import { familyTokenQuerySchema } from '@teenfreelance/contracts/family';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { FamilyControlsService } from './family-controls.service.ts';

export interface FamilyControlsRoutesOptions {
  familyControlsService: FamilyControlsService;
  guard: AuthGuard;
}

const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['family'];

/** 'Approve new gigs' and 'Who can contact my teen' (routes in packages/contracts/src/family-controls.ts, decision 0084). */
export const familyControlsRoutes: FastifyPluginAsyncZod<FamilyControlsRoutesOptions> = async (
  app,
  { familyControlsService, guard },
) => {
  app.get(
    FAMILY_GIG_APPROVAL_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags,
        summary: 'The gig an emailed approval link is about',
        querystring: familyTokenQuerySchema,
        response: { 200: gigApprovalRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return familyControlsService.requestByLink(request.query.token);
    },
  );
  app.post(
    FAMILY_GIG_APPROVAL_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags,
        summary: "Approve or decline a teen's gig from the emailed link",
        body: gigDecisionByLinkSchema,
        response: { 200: gigDecisionResultSchema, ...errors },
      },
    },
    async (request) => familyControlsService.decideByLink(request.body.token, request.body.approve),
  );

  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      MY_FAMILY_PATH,
      {
        schema: {
          tags,
          summary: "The signed-in teen's Family panel: their guardian and every control in force",
          response: { 200: teenFamilyPanelSchema, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return familyControlsService.teenPanel(userOf(request));
      },
    );
    scope.put(
      familyControlsPath.pattern,
      {
        schema: {
          tags,
          summary: "Set 'Approve new gigs' and 'Who can contact my teen' for a linked teen",
          params: z.object({ teenId: z.string().min(1).max(64) }),
          body: familyControlsInputSchema,
          response: { 200: familyControlsSchema, ...errors },
        },
      },
      async (request) => familyControlsService.setControls(userOf(request), request.params.teenId, request.body),
    );
    scope.post(
      familyGigDecisionPath.pattern,
      {
        schema: {
          tags,
          summary: "Approve or decline a linked teen's gig that waits for the guardian",
          params: z.object({ gigId: z.string().min(1).max(64) }),
          body: gigDecisionSchema,
          response: { 200: gigDecisionResultSchema, ...errors },
        },
      },
      async (request) => familyControlsService.decide(userOf(request), request.params.gigId, request.body.approve),
    );
  });
};
