import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users } from '../../../db/schema/users.ts';
import { signInAtProvider, startTestOidcProvider } from '../../../testing/oidc.ts';
import { setUpForTests, testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { sessionCookie } from '../../../testing/test-app.ts';

export const PUBLIC_URL = 'http://localhost:3000';

/**
 * The app of a Google sign-in test file, signing in at a real OpenID provider
 * (oidc-provider), and the requests its tests make.
 */
export function googleTestApp() {
  // The provider must answer discovery before the app starts (better-auth reads it at start-up).
  const oidc = setUpForTests(
    () => startTestOidcProvider({ redirectUris: [`${PUBLIC_URL}/api/auth/callback/google`] }),
    (provider) => provider.close(),
  );
  const ctx = testAppForTests(() => ({ env: oidc.env }));

  const cookiesOf = (response: LightMyRequestResponse) =>
    response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  /** Starts at our route, signs in at the provider as `email`, and returns our callback's answer. */
  async function signInWithGoogle(email: string, { tamper = false, from = '/dashboard', cookie = '' } = {}) {
    const start = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/google/start?from=${encodeURIComponent(from)}`,
    });
    expect(start.statusCode).toBe(302);
    const authorizationUrl = String(start.headers.location);
    expect(authorizationUrl.startsWith(oidc.issuer)).toBe(true);
    const params = new URL(authorizationUrl).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toBeTruthy();
    expect(params.get('state')).toBeTruthy();
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));

    const callback = new URL(await signInAtProvider(authorizationUrl, email));
    expect(`${callback.origin}${callback.pathname}`).toBe(`${PUBLIC_URL}/api/auth/callback/google`);
    if (tamper) callback.searchParams.set('state', 'forged-state-value-0123456789abcdef');
    return ctx.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: [cookiesOf(start), cookie].filter(Boolean).join('; ') },
    });
  }

  const session = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

  /** The session cookie of a first-time Google user who has not completed the sign-up dialog yet. */
  async function pendingGoogleUser(email: string): Promise<string> {
    const callback = await signInWithGoogle(email);
    expect(callback.headers.location).toBe(`${PUBLIC_URL}/auth/google?new=1&redirect=%2Fdashboard`);
    return sessionCookie(callback);
  }

  const complete = (cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/google/complete', headers: { cookie }, payload });

  const storedUser = async (email: string) => {
    const [row] = await ctx.database.db
      .select({
        signupPending: users.signupPending,
        role: users.role,
        dateOfBirth: users.dateOfBirth,
        isMinor: users.isMinor,
        parentalConsent: users.parentalConsent,
      })
      .from(users)
      .where(eq(users.email, email));
    return row;
  };

  return { ctx, oidc, cookiesOf, signInWithGoogle, session, pendingGoogleUser, complete, storedUser };
}
