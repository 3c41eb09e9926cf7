import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, users } from '../../../db/schema/users.ts';
import { buildUser, TEST_PASSWORD } from '../../../testing/factories.ts';
import { sessionCookie } from '../../../testing/test-app.ts';
import { passwordsTestApp, type ErrorBody } from './passwords.test-helpers.ts';

describe('forgot, reset and change password', () => {
  const { t, post, change, signIn, sessionOf } = passwordsTestApp();

  describe('change password', () => {
    const payload = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
      currentPassword,
      newPassword,
      confirmPassword,
    });

    it('needs a session', async () => {
      const response = await change(payload(TEST_PASSWORD, 'violet-kayak-sunrise'));
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorBody>().error.code).toBe('UNAUTHENTICATED');
    });

    it('changes the password, keeps this session and ends the others', async () => {
      const user = await buildUser(t.app, t.database.db);
      const otherBrowser = sessionCookie(await signIn(user.email, TEST_PASSWORD));
      const response = await change(payload(TEST_PASSWORD, 'violet-kayak-sunrise'), user.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Password changed successfully!' });
      expect((await sessionOf(user.cookie))?.id).toBe(user.id);
      expect(await sessionOf(otherBrowser)).toBeNull();
      expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(user.email, 'violet-kayak-sunrise')).statusCode).toBe(200);
    });

    it('checks the current password on the server, and limits wrong guesses', async () => {
      const user = await buildUser(t.app, t.database.db);
      const wrong = await change(payload('not-my-password', 'violet-kayak-sunrise'), user.cookie);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<ErrorBody>().error).toMatchObject({
        message: 'Current password is incorrect',
        details: [{ path: 'body.currentPassword', message: 'Current password is incorrect' }],
      });
      for (let i = 0; i < 4; i++) await change(payload('not-my-password', 'violet-kayak-sunrise'), user.cookie);
      const limited = await change(payload(TEST_PASSWORD, 'violet-kayak-sunrise'), user.cookie);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      [payload(TEST_PASSWORD, '12345'), 'body.newPassword', 'New password must be at least 6 characters'],
      [payload(TEST_PASSWORD, '      '), 'body.newPassword', 'New password is too weak. Use at least 6 characters.'],
      [payload(TEST_PASSWORD, 'violet-kayak-sunrise', ''), 'body.confirmPassword', 'Confirm password is required'],
      [
        payload(TEST_PASSWORD, 'violet-kayak-sunrise', 'violet-kayak-sunset'),
        'body.confirmPassword',
        "Passwords don't match",
      ],
      [payload('', 'violet-kayak-sunrise'), 'body.currentPassword', 'Current password is required'],
      [payload(TEST_PASSWORD, 'password1'), 'body.newPassword', 'This password is too common. Please choose another.'],
      [
        payload(TEST_PASSWORD, TEST_PASSWORD),
        'body.newPassword',
        'New password must be different from the current password',
      ],
      [payload(TEST_PASSWORD, 'x'.repeat(129)), 'body.newPassword', 'Password must be at most 128 characters'],
    ])('explains bad input %#', async (body, path, message) => {
      const user = await buildUser(t.app, t.database.db);
      const response = await change(body, user.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.details).toContainEqual({ path, message });
      expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses demo accounts and Google accounts with the specification’s words', async () => {
      const demo = await buildUser(t.app, t.database.db);
      await t.database.db.update(users).set({ email: 'maya@demo.teenfreelance.com' }).where(eq(users.id, demo.id));
      expect((await sessionOf(demo.cookie))?.isDemo).toBe(true);
      const refusedDemo = await change(payload(TEST_PASSWORD, 'violet-kayak-sunrise'), demo.cookie);
      expect(refusedDemo.statusCode).toBe(403);
      expect(refusedDemo.json<ErrorBody>().error).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Password cannot be changed for demo accounts',
      });

      const google = await buildUser(t.app, t.database.db);
      expect((await sessionOf(google.cookie))?.isDemo).toBe(false);
      await t.database.db
        .delete(accounts)
        .where(and(eq(accounts.userId, google.id), eq(accounts.providerId, 'credential')));
      const refusedGoogle = await change(payload('anything-at-all', 'violet-kayak-sunrise'), google.cookie);
      expect(refusedGoogle.statusCode).toBe(403);
      expect(refusedGoogle.json<ErrorBody>().error.message).toBe('Password change not available for Google accounts');
    });
  });

  it('refuses one of the 10,000 most common passwords at sign-up', async () => {
    const response = await post('/api/auth/sign-up', {
      name: 'Common Carl',
      email: 'common-carl@example.com',
      password: 'Qwerty123',
      confirmPassword: 'Qwerty123',
      role: 'buyer',
      agreeToTerms: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.details).toContainEqual({
      path: 'body.password',
      message: 'This password is too common. Please choose another.',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'common-carl@example.com'))).toHaveLength(0);
  });
});
