import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/users.ts';
import { buildUser } from '../../../testing/factories.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { PUBLIC_URL, googleTestApp } from './google-sign-in.test-helpers.ts';

describe('Google sign-in (OpenID Connect against oidc-provider)', () => {
  const { ctx, signInWithGoogle } = googleTestApp();

  it('an email whose password account was never confirmed is not taken over by a Google sign-in', async () => {
    // better-auth links only when the local email is verified too. Accounts made before sign-up was confirmed
    // by email (decision 0066) are not: someone may have signed up with another person's address.
    const existing = await buildUser(ctx.app, ctx.database.db, { role: 'freelancer', name: 'Robin Password' });
    await ctx.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, existing.id));
    const callback = await signInWithGoogle(existing.email);
    expect(callback.headers.location).toBe(`${PUBLIC_URL}/auth/google?failed=1&error=account_not_linked`);
    expect(callback.cookies.find((c) => c.name === 'tf.session_token' && c.value)).toBeUndefined();
  });

  it('an account confirmed through its emailed link is the same person: Google signs into it, no second account', async () => {
    // Both proved the mailbox: the sign-up link (decision 0066) and Google's verified email.
    const existing = await buildUser(ctx.app, ctx.database.db, { role: 'freelancer', name: 'Robin Confirmed' });
    const callback = await signInWithGoogle(existing.email);
    expect(callback.headers.location).toBe(`${PUBLIC_URL}/auth/google?redirect=%2Fdashboard`);
    expect(callback.cookies.find((c) => c.name === 'tf.session_token' && c.value)).toBeDefined();
    const rows = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, existing.email));
    expect(rows).toEqual([{ id: existing.id }]);
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
