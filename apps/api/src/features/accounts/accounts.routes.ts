import { z } from 'zod';
import { PARENT_DELETE_ACCOUNT_PATH, parentDeleteAccountSchema } from '@teenfreelance/contracts/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  giveParentalConsentSchema,
  parentalConsentRequestSchema,
  parentalConsentResultSchema,
  parentalConsentTokenQuerySchema,
  resendParentalConsentResultSchema,
  PARENTAL_CONSENT_PATH,
  RESEND_PARENTAL_CONSENT_PATH,
} from '@teenfreelance/contracts/accounts';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import type { AuthGuard } from '../../http/auth-guard.ts';
import type { AccountsService } from './accounts.service.ts';

export interface AccountsRoutesOptions {
  accountsService: AccountsService;
  guard: AuthGuard;
}

const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

/** Parental consent (sign-up itself is in sign-up/). */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, { accountsService, guard }) => {
  app.get(
    PARENTAL_CONSENT_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags: ['accounts'],
        summary:
          'What a parental consent link asks: the teen’s name (never their email); refused to the teen’s own sessions',
        querystring: parentalConsentTokenQuerySchema,
        response: {
          200: parentalConsentRequestSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return accountsService.getConsentRequest(request.query.token, await guard.optionalUser(request));
    },
  );

  app.post(
    PARENT_DELETE_ACCOUNT_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags: ['accounts'],
        summary: "A parent who has not consented deletes their child's account instead, with the consent link's token",
        body: parentDeleteAccountSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), 404: errorBodySchema },
      },
    },
    async (request) => {
      await accountsService.deleteByParent(request.body.token, await guard.optionalUser(request));
      return { deleted: true as const };
    },
  );

  app.post(
    PARENTAL_CONSENT_PATH,
    {
      config: perIp(30, '1 minute'),
      schema: {
        tags: ['accounts'],
        summary:
          'A parent or guardian consents with the one-time token from their email, confirming their name and relationship; refused from the teen’s own sessions',
        body: giveParentalConsentSchema,
        response: {
          200: parentalConsentResultSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      accountsService.giveConsent({
        token: request.body.token,
        parentName: request.body.parentName,
        relationship: request.body.relationship,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        sessionUser: await guard.optionalUser(request),
      }),
  );

  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.post(
      RESEND_PARENTAL_CONSENT_PATH,
      {
        config: perIp(10, '1 hour'),
        schema: {
          tags: ['accounts'],
          summary: 'Email the parent a new consent link; the previous link stops working',
          response: {
            200: resendParentalConsentResultSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => accountsService.resendConsentEmail(userOf(request)),
    );
  });
};
