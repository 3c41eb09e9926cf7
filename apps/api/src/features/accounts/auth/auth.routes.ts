import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authUserResponseSchema,
  demoAccountsResponseSchema,
  sessionResponseSchema,
  signInSchema,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  DEMO_ACCOUNTS_PATH,
} from '@teenfreelance/contracts/auth';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import { notFound } from '../../../http/errors.ts';
import { setCookies, toFetchHeaders } from '../../../http/headers.ts';
import { DEMO_PASSWORD, LISTED_DEMO_ACCOUNTS } from '../../../db/seed/demo-accounts.ts';
import type { AuthService } from './auth.service.ts';
import { SESSION_PATH } from '@teenfreelance/contracts/api-paths';

export interface AuthRoutesOptions {
  authService: AuthService;
  guard: AuthGuard;
  /** Whether this server runs with the demo accounts seeded. */
  hasDemoData: () => Promise<boolean>;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { authService, guard, hasDemoData },
) => {
  // POST /api/auth/sign-up lives in features/accounts (registration and parental consent).

  app.post(
    SIGN_IN_PATH,
    {
      // Limited per IP and per account in the database (sign-in-limits.ts), shared by every server process.
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: signInSchema,
        response: { 200: authUserResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, setCookies: cookies } = await authService.signIn(request.body, toFetchHeaders(request), request.ip);
      setCookies(reply, cookies);
      return { user };
    },
  );

  app.post(
    SIGN_OUT_PATH,
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 204: z.null() } } },
    async (request, reply) => {
      setCookies(reply, await authService.signOut(toFetchHeaders(request)));
      return reply.status(204).send(null);
    },
  );

  app.get(
    SESSION_PATH,
    { schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { user: await guard.optionalUser(request) };
    },
  );

  app.get(
    DEMO_ACCOUNTS_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'The demo accounts and their shared password, when the server runs with demo data',
        response: { 200: demoAccountsResponseSchema, 404: errorBodySchema },
      },
    },
    async () => {
      if (!(await hasDemoData())) throw notFound('Demo data');
      return {
        password: DEMO_PASSWORD,
        accounts: LISTED_DEMO_ACCOUNTS.map((a) => ({ label: a.label, email: a.email })),
      };
    },
  );
};
