import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/factories.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { PUBLIC_URL, googleTestApp } from './google-sign-in.test-helpers.ts';

describe('Google sign-in (OpenID Connect against oidc-provider)', () => {
  const { ctx, signInWithGoogle } = googleTestApp();

  it('an email that already has a password account is not taken over by a Google sign-in', async () => {
    // better-auth links only when the local email is verified too; ours are not, so the person logs in with the password.
    const existing = await buildUser(ctx.app, ctx.database.db, { role: 'freelancer', name: 'Robin Password' });
    const callback = await signInWithGoogle(existing.email);
    expect(callback.headers.location).toBe(`${PUBLIC_URL}/auth/google?failed=1&error=account_not_linked`);
    expect(callback.cookies.find((c) => c.name === 'tf.session_token' && c.value)).toBeUndefined();
  });

  it('a forged state ends in the failure page and no session', async () => {
    const callback = await signInWithGoogle('someone.else@example.com', { tamper: true });
    expect(callback.statusCode).toBe(302);
    expect(String(callback.headers.location)).toMatch(/^http:\/\/localhost:3000\/auth\/google\?failed=1&error=/);
    expect(callback.cookies.find((c) => c.name === 'tf.session_token' && c.value)).toBeUndefined();
  });

  it('a callback without our state cookie fails the same way', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/callback/google?code=abc&state=def' });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/\/auth\/google\?failed=1/);
  });

  it('no other better-auth path is reachable', async () => {
    for (const url of ['/api/auth/sign-in/social', '/api/auth/callback/github', '/api/auth/get-session']) {
      const res = await ctx.app.inject({ method: url.includes('social') ? 'POST' : 'GET', url, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('without Google configured', () => {
  it('offers no Google sign-in', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({
        google: false,
      });
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/google/start' })).statusCode).toBe(404);
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/auth/callback/google?code=x&state=y' })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
