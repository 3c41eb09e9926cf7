import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../../db/schema/password-resets.ts';
import { randomClientAddress, signUpAndConfirm } from '../../testing/sign-up.ts';
import { users } from '../../db/schema/users.ts';
import { newOneTimeToken } from '../../platform/email/one-time-tokens.ts';
import { buildUser, TEST_PASSWORD } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

type ErrorBody = { error: { code: string; message: string; details: { path: string; message: string }[] } };

/**
 * A password of nothing but spaces (or tabs, or line breaks) is refused wherever
 * a password is set: sign-up (here, in accounts), reset and change (passwords).
 * One file for the one rule of packages/contracts/src/passwords.ts.
 */
describe('passwords that are only whitespace', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // Each request from its own address, so no per-IP limit trips a test.
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: randomClientAddress(),
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password });
  const details = (response: { json: <T>() => T }) => response.json<ErrorBody>().error.details;

  it.each(['      ', '\t\t\t\t\t\t', ' \n \n \n '])('refuses %j at sign-up and creates nothing', async (password) => {
    const email = `blank-${randomBytes(5).toString('hex')}@example.com`;
    const response = await post('/api/auth/sign-up', {
      name: 'Bea Blank',
      email,
      password,
      confirmPassword: password,
      role: 'buyer',
      agreeToTerms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe('VALIDATION_FAILED');
    expect(details(response)).toContainEqual({ path: 'body.password', message: 'Password cannot be only spaces' });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('still accepts a passphrase with spaces in it', async () => {
    const response = await signUpAndConfirm(t.app, {
      name: 'Sam Spaces',
      email: `spaces-${randomBytes(5).toString('hex')}@example.com`,
      password: ' violet kayak sunrise ',
      confirmPassword: ' violet kayak sunrise ',
      role: 'buyer',
      agreeToTerms: true,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses it as a reset password, and the link and the old password keep working', async () => {
    const user = await buildUser(t.app, t.database.db);
    const { token, tokenHash } = newOneTimeToken();
    await t.database.db
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + 3_600_000) });

    const blank = await post('/api/auth/password/reset', {
      token,
      newPassword: '        ',
      confirmPassword: '        ',
    });
    expect(blank.statusCode).toBe(400);
    expect(details(blank)).toContainEqual({ path: 'body.newPassword', message: 'Password cannot be only spaces' });
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);

    const real = await post('/api/auth/password/reset', {
      token,
      newPassword: 'violet-kayak-sunrise',
      confirmPassword: 'violet-kayak-sunrise',
    });
    expect(real.statusCode).toBe(200);
  });

  it('refuses it as a new password on the profile, with the specification’s weak-password message', async () => {
    const user = await buildUser(t.app, t.database.db);
    const response = await post(
      '/api/auth/password/change',
      { currentPassword: TEST_PASSWORD, newPassword: '\t     \t', confirmPassword: '\t     \t' },
      user.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(details(response)).toContainEqual({
      path: 'body.newPassword',
      message: 'New password is too weak. Use at least 6 characters.',
    });
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
