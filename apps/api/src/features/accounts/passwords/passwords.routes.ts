import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import {
  changePasswordSchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  messageResponseSchema,
  resetLinkQuerySchema,
  resetLinkStateSchema,
  resetPasswordSchema,
  RESET_LINK_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  CHANGE_PASSWORD_PATH,
} from '@teenfreelance/contracts/passwords';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import { toFetchHeaders } from '../../../http/headers.ts';
import type { PasswordsService } from './passwords.service.ts';

export interface PasswordsRoutesOptions {
  passwordsService: PasswordsService;
  guard: AuthGuard;
}

/** Forgot, reset and change password. Rate limits live in the service (database-backed, shared by processes). */
export const passwordsRoutes: FastifyPluginAsyncZod<PasswordsRoutesOptions> = async (
  app,
  { passwordsService, guard },
) => {
  app.post(
    FORGOT_PASSWORD_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a one-time password reset link (the same answer whether or not the email is registered)',
        body: forgotPasswordSchema,
        response: { 202: messageResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await passwordsService.requestReset(request.body.email, request.ip);
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    RESET_PASSWORD_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset link; every session of the account ends',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, 400: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => ({ message: await passwordsService.resetPassword(request.body, request.ip) }),
  );

  app.get(
    RESET_LINK_PATH,
    {
      // Tokens are 256 random bits: the limit only keeps a script from hammering the lookup.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: "What a reset link's token is now (usable, used, expired or invalid), without using it",
        querystring: resetLinkQuerySchema,
        response: { 200: resetLinkStateSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return passwordsService.checkResetLink(request.query.token);
    },
  );

  // Only the signed-in change a password: a visitor gets 401 before the body is looked at.
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.post(
      CHANGE_PASSWORD_PATH,
      {
        schema: {
          tags: ['auth'],
          summary: "Change the signed-in user's password; their other sessions end",
          body: changePasswordSchema,
          response: {
            200: messageResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request) => ({
        message: await passwordsService.changePassword(userOf(request), request.body, toFetchHeaders(request)),
      }),
    );
  });
};
