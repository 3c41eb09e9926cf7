import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../../../config/env.ts';
import type { Database } from '../../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../../db/schema/users.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { AUTH_BASE_PATH } from '@teenfreelance/contracts/auth';

const SESSION_DAYS = 7;

/**
 * The better-auth instance. Its HTTP router is not mounted: our own routes
 * (auth.routes.ts) validate with the contracts and call `auth.api.*`, so every
 * rule and every error answer stays ours.
 */
export function createAuth({ db, config }: { db: Database; config: Config }) {
  return betterAuth({
    appName: 'TeenFreelance',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'buyer', input: true },
        isPro: { type: 'boolean', required: false, defaultValue: false, input: false },
        signupPending: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * SESSION_DAYS,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      cookiePrefix: 'tf',
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.isProduction },
    },
    telemetry: { enabled: false },
    // Google sign-in (OpenID Connect, code + PKCE). Only its callback path is mounted (google-sign-in.routes.ts).
    plugins: [
      genericOAuth({
        config: config.google
          ? [
              {
                providerId: 'google',
                name: 'Google',
                discoveryUrl: `${config.google.issuer}/.well-known/openid-configuration`,
                requireIdTokenVerification: true,
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                pkce: true,
                scopes: ['openid', 'email', 'profile'],
                // Pictures are only our own re-encoded uploads (QUALITY.md; CSP img-src 'self'): not Google's photo URL.
                mapProfileToUser: () => ({ image: undefined }),
                // Google's account chooser, as the specification asks; other issuers may not know this prompt.
                ...(config.google.issuer === 'https://accounts.google.com'
                  ? { prompt: 'select_account' as const }
                  : {}),
              },
            ]
          : [],
      }),
    ],
    // Failed OAuth callbacks land on /auth/google, which says 'Google authentication failed. Please try again.'
    onAPIError: { errorURL: `${config.publicUrl}/auth/google?failed=1` },
    databaseHooks: {
      user: {
        create: {
          // A first-time Google user is pending until they choose a role and accept the terms (decision 0017).
          before: async (user, context) =>
            context?.path.startsWith('/callback/') ? { data: { ...user, signupPending: true } } : undefined,
        },
      },
    },
    // Our routes enforce rate limits; better-auth's own limiter only guards its HTTP router, which is not mounted.
    rateLimit: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
