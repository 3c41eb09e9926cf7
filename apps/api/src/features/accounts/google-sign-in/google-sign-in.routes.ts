import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authUserResponseSchema } from '@teenfreelance/contracts/auth';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import { refusingContactDetailsInName } from '@teenfreelance/contracts/screening/display-name';
import {
  googlePendingResponseSchema,
  googleSignUpSchema,
  googleStartQuerySchema,
  providersResponseSchema,
  PROVIDERS_PATH,
  GOOGLE_START_PATH,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_PENDING_PATH,
  GOOGLE_COMPLETE_PATH,
} from '@teenfreelance/contracts/google-sign-in';
import { setCookies, toFetchHeaders } from '../../../http/headers.ts';
import type { GoogleSignInService } from './google-sign-in.service.ts';

export interface GoogleSignInRoutesOptions {
  googleSignInService: GoogleSignInService;
  publicUrl: string;
}

/**
 * Google sign-in behind our own routes (decision 0005, 0017). Of better-auth's
 * router only the OAuth callback path is reachable, forwarded to `auth.handler`.
 */
export const googleSignInRoutes: FastifyPluginAsyncZod<GoogleSignInRoutesOptions> = async (
  app,
  { googleSignInService, publicUrl },
) => {
  app.get(
    PROVIDERS_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Which external sign-in providers this server offers',
        response: { 200: providersResponseSchema },
      },
    },
    async () => ({ google: googleSignInService.isConfigured() }),
  );

  app.get(
    GOOGLE_START_PATH,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in: redirects to the provider (authorization code + PKCE)',
        querystring: googleStartQuerySchema,
        response: { 302: z.null(), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { location, setCookies: cookies } = await googleSignInService.start(
        request.query.redirect ?? request.query.from,
        toFetchHeaders(request),
      );
      setCookies(reply, cookies);
      void reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    },
  );

  app.get(
    GOOGLE_CALLBACK_PATH,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: "The provider's redirect back after Google sign-in",
        response: { 302: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const {
        status,
        location,
        setCookies: cookies,
      } = await googleSignInService.handleCallback(`${publicUrl}${request.url}`, toFetchHeaders(request));
      setCookies(reply, cookies);
      void reply.header('cache-control', 'no-store');
      return reply.redirect(location, status);
    },
  );

  app.get(
    GOOGLE_PENDING_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'The first-time Google user of this browser who still has to complete sign-up',
        response: { 200: googlePendingResponseSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return googleSignInService.pending(toFetchHeaders(request));
    },
  );

  app.delete(
    GOOGLE_PENDING_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Give up the pending Google sign-up of this browser, so the address can sign up with email',
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      setCookies(reply, await googleSignInService.discard(toFetchHeaders(request)));
      return reply.status(204).send(null);
    },
  );

  app.post(
    GOOGLE_COMPLETE_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: "Complete a first-time Google sign-up: full name, role, terms and a freelancer's date of birth",
        body: refusingContactDetailsInName(googleSignUpSchema),
        response: { 200: authUserResponseSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({ user: await googleSignInService.complete(request.body, toFetchHeaders(request)) }),
  );
};
