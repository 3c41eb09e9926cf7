import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import { accounts, sessions, users, verifications } from '../../db/schema/users.ts';
import { hashPassword, verifyPassword } from './password.ts';

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
    basePath: '/api/auth',
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
    // Our routes enforce rate limits; better-auth's own limiter only guards its HTTP router, which is not mounted.
    rateLimit: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
