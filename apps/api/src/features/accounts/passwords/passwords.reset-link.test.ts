import { eq } from 'drizzle-orm';
import { RESET_LINK_PATH } from '@teenfreelance/contracts/passwords';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../../db/schema/password-resets.ts';
import { hashOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { passwordsTestApp } from './passwords.test-helpers.ts';

/** GET /api/auth/password/reset-link: what /reset-password says on load, before anything is typed. */
describe("a reset link's state, checked without using it", () => {
  const { t, forgot, reset, signIn, resetLinkFor, mailsTo } = passwordsTestApp();
  const newPassword = 'amber-canoe-morning';
  let user: TestUser;
  let token: string;

  const check = (query: string) => t.app.inject({ method: 'GET', url: `${RESET_LINK_PATH}${query}` });

  beforeAll(async () => {
    user = await buildUser(t.app, t.database.db);
    await forgot(user.email);
    token = (await resetLinkFor(user.email)).searchParams.get('token') ?? '';
  });

  it('says a fresh link is usable, and checking it uses nothing up', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await check(`?token=${encodeURIComponent(token)}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ state: 'usable', message: null });
    }
    const [row] = await t.database.db
      .select({ usedAt: passwordResetTokens.usedAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashOneTimeToken(token)));
    expect(row?.usedAt).toBeNull();
    // The checked link still sets the password.
    expect((await reset({ token, newPassword, confirmPassword: newPassword })).statusCode).toBe(200);
  });

  it('says a used link was used, in the words a refused reset gives', async () => {
    const response = await check(`?token=${encodeURIComponent(token)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      state: 'used',
      message: 'This password reset link has already been used. Please request a new one.',
    });
    expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
  });

  it('says an expired link has expired', async () => {
    const before = mailsTo(user.email);
    await forgot(user.email);
    const expired = (await resetLinkFor(user.email, before)).searchParams.get('token') ?? '';
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashOneTimeToken(expired)));
    expect((await check(`?token=${encodeURIComponent(expired)}`)).json()).toEqual({
      state: 'expired',
      message: 'This password reset link has expired. Please request a new one.',
    });
  });

  it('says an unknown, empty or missing token is invalid', async () => {
    const invalid = {
      state: 'invalid',
      message: 'This password reset link is invalid. Please request a new one.',
    };
    for (const query of ['?token=not-a-real-token', '?token=', '']) {
      const response = await check(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(invalid);
    }
    const tooLong = await check(`?token=${'x'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});
