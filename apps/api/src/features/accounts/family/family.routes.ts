import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUserResponseSchema } from '@teenfreelance/contracts/auth';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import {
  FAMILY_INVITE_PATH,
  FAMILY_PATH,
  familyInviteSchema,
  familyJoinSchema,
  familyOverviewSchema,
  familySellingPath,
  familySellingSchema,
  familyTeenSchema,
  familyTokenQuerySchema,
  familyWithdrawConsentPath,
  familyWithdrawConsentSchema,
} from '@teenfreelance/contracts/family';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import { setCookies, toFetchHeaders } from '../../../http/headers.ts';
import type { FamilyService } from './family.service.ts';

export interface FamilyRoutesOptions {
  familyService: FamilyService;
  guard: AuthGuard;
}

const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const tags = ['family'];
const teenParams = z.object({ teenId: z.string().min(1).max(64) });

/** The family account's link and the family dashboard (routes in packages/contracts/src/family.ts, decision 0083). */
export const familyRoutes: FastifyPluginAsyncZod<FamilyRoutesOptions> = async (app, { familyService, guard }) => {
  app.get(
    FAMILY_INVITE_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags,
        summary: "What the parent's family-account link is for",
        querystring: familyTokenQuerySchema,
        response: { 200: familyInviteSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return familyService.invite(request.query.token);
    },
  );
  app.post(
    FAMILY_INVITE_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags,
        summary: 'Use the link: set a password for a new family account (signed in after), or link the signed-in one',
        body: familyJoinSchema,
        response: { 200: authUserResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, setCookies: cookies } = await familyService.join(request.body, await guard.optionalUser(request), {
        headers: toFetchHeaders(request),
        clientIp: request.ip,
      });
      setCookies(reply, cookies);
      return { user };
    },
  );

  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      FAMILY_PATH,
      {
        schema: {
          tags,
          summary: "The guardian's teens: gigs, orders, earnings, conversations, controls",
          response: { 200: familyOverviewSchema, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return familyService.overview(userOf(request));
      },
    );
    scope.put(
      familySellingPath.pattern,
      {
        schema: {
          tags,
          summary: "'Pause selling' or 'Resume selling' for a linked teen",
          params: teenParams,
          body: familySellingSchema,
          response: { 200: familyTeenSchema, ...errors },
        },
      },
      async (request) => familyService.setSelling(userOf(request), request.params.teenId, request.body.paused),
    );
    scope.post(
      familyWithdrawConsentPath.pattern,
      {
        schema: {
          tags,
          summary: 'Withdraw consent for a linked teen: gigs private, open orders cancelled and refunded',
          params: teenParams,
          body: familyWithdrawConsentSchema,
          response: { 200: familyOverviewSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => familyService.withdrawConsent(userOf(request), request.params.teenId),
    );
  });
};
