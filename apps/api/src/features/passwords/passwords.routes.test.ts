import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email.ts';
import { passwordResetTokens } from '../../db/schema/password-resets.ts';
import { accounts, sessions, users } from '../../db/schema/users.ts';
import { buildUser, TEST_PASSWORD, type TestUser } from '../../testing/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, sessionCookie, type TestContext } from '../../testing/test-app.ts';
import { hashOneTimeToken } from '../../email/one-time-tokens.ts';

type ErrorBody = { error: { code: string; message: string; details?: unknown } };
type UserBody = { user: { id: string; isDemo: boolean } | null };

const FORGOT_ANSWER = {
  message: 'If an account exists for that email, we have sent a link to reset your password. It works for 1 hour.',
};

describe('forgot, reset and change password', () => {
  let t: TestContext;
  let smtp: TestSmtp;
  let ipCounter = 0;
  /** A fresh address per request unless a test means to share one. */
  const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, options: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.ip ?? nextIp(),
      ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    });
  const forgot = (email: string, ip?: string) => post('/api/auth/password/forgot', { email }, ip ? { ip } : {});
  const reset = (payload: object) => post('/api/auth/password/reset', payload);
  const change = (payload: object, cookie?: string) =>
    post('/api/auth/password/change', payload, cookie ? { cookie } : {});
  const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password });
  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<UserBody>().user;

  /** The reset link of the newest email to `address`, waiting for it to arrive. */
  async function resetLinkFor(address: string, previousCount = 0): Promise<URL> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mails = smtp.messages.filter((m) => m.to.includes(address.toLowerCase()));
      if (mails.length > previousCount) {
        const link = /http:\/\/localhost:3000\/reset-password\?token=[\w%-]+/.exec(mails.at(-1)?.text ?? '')?.[0];
        if (!link) throw new Error(`no reset link in: ${mails.at(-1)?.text ?? ''}`);
        return new URL(link);
      }
      if (Date.now() > deadline) throw new Error(`no email to ${address}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address.toLowerCase())).length;

  describe('forgot and reset', () => {
    let user: TestUser;
    let link: URL;
    const newPassword = 'violet-kayak-sunrise';

    beforeAll(async () => {
      user = await buildUser(t.app, t.database.db);
    });

    it('answers 202 and emails a one-time link to /reset-password, storing only its SHA-256', async () => {
      const response = await forgot(user.email.toUpperCase());
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(FORGOT_ANSWER);
      link = await resetLinkFor(user.email);
      expect(smtp.messages.at(-1)?.subject).toBe('Reset your TeenFreelance password');
      const token = link.searchParams.get('token') ?? '';
      expect(token.length).toBeGreaterThanOrEqual(43);
      const [row] = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(row?.tokenHash).toBe(hashOneTimeToken(token));
      expect(row?.tokenHash).not.toContain(token);
      const ttl = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
      expect(Math.abs(ttl - 3600_000)).toBeLessThan(60_000);
    });

    it('answers an unknown email identically and sends nothing', async () => {
      const unknown = await forgot('nobody-at-all@example.com');
      expect(unknown.statusCode).toBe(202);
      expect(unknown.json()).toEqual(FORGOT_ANSWER);
      // A later request for a real account arrives; nothing ever went to the unknown address.
      const other = await buildUser(t.app, t.database.db);
      await forgot(other.email);
      await resetLinkFor(other.email);
      expect(mailsTo('nobody-at-all@example.com')).toBe(0);
      const outbox = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, 'nobody-at-all@example.com'));
      expect(outbox).toHaveLength(0);
    });

    it('explains a mismatch and a common password, and changes nothing', async () => {
      const token = link.searchParams.get('token') ?? '';
      const mismatch = await reset({ token, newPassword, confirmPassword: 'something-else' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json<ErrorBody>().error.details).toContainEqual({
        path: 'body.confirmPassword',
        message: "Passwords don't match",
      });
      const common = await reset({ token, newPassword: 'iloveyou', confirmPassword: 'iloveyou' });
      expect(common.statusCode).toBe(400);
      expect(common.json<ErrorBody>().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'This password is too common. Please choose another.',
        details: [{ path: 'body.newPassword', message: 'This password is too common. Please choose another.' }],
      });
      const short = await reset({ token, newPassword: '12345', confirmPassword: '12345' });
      expect(short.json<ErrorBody>().error.details).toContainEqual({
        path: 'body.newPassword',
        message: 'Password must be at least 6 characters',
      });
      expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('sets the new password from the link and ends every session', async () => {
      const token = link.searchParams.get('token') ?? '';
      const response = await reset({ token, newPassword, confirmPassword: newPassword });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Your password has been reset. Please log in with your new password.',
      });
      expect(await sessionOf(user.cookie)).toBeNull();
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
    });

    it('refuses the same link a second time', async () => {
      const token = link.searchParams.get('token') ?? '';
      const again = await reset({ token, newPassword: 'another-fine-pass', confirmPassword: 'another-fine-pass' });
      expect(again.statusCode).toBe(422);
      expect(again.json<ErrorBody>().error).toEqual({
        code: 'UNPROCESSABLE',
        message: 'This password reset link has already been used. Please request a new one.',
        details: { reason: 'RESET_LINK_USED' },
      });
      expect((await signIn(user.email, newPassword)).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      const before = mailsTo(user.email);
      await forgot(user.email);
      const expired = await resetLinkFor(user.email, before);
      const token = expired.searchParams.get('token') ?? '';
      await t.database.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.tokenHash, hashOneTimeToken(token)));
      const response = await reset({ token, newPassword: 'another-fine-pass', confirmPassword: 'another-fine-pass' });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().error.message).toBe(
        'This password reset link has expired. Please request a new one.',
      );
    });

    it('refuses an unknown token and bad input with clear errors', async () => {
      const unknown = await reset({
        token: 'made-up-token',
        newPassword: 'another-fine-pass',
        confirmPassword: 'another-fine-pass',
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json<ErrorBody>().error.message).toBe(
        'This password reset link is invalid. Please request a new one.',
      );
      const missing = await reset({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json<ErrorBody>().error.details).toEqual(
        expect.arrayContaining([
          { path: 'body.token', message: 'This password reset link is invalid. Please request a new one.' },
          { path: 'body.newPassword', message: 'Password must be at least 6 characters' },
          { path: 'body.confirmPassword', message: 'Confirm password is required' },
        ]),
      );
      const badEmail = await forgot('not-an-email');
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json<ErrorBody>().error.details).toContainEqual({
        path: 'body.email',
        message: 'Email is invalid',
      });
      const wrongType = await post('/api/auth/password/forgot', { email: 42 });
      expect(wrongType.statusCode).toBe(400);
    });

    it('tells a Google account (no password) to sign in with Google, and makes no link', async () => {
      const google = await buildUser(t.app, t.database.db);
      await t.database.db
        .delete(accounts)
        .where(and(eq(accounts.userId, google.id), eq(accounts.providerId, 'credential')));
      const response = await forgot(google.email);
      expect(response.json()).toEqual(FORGOT_ANSWER);
      const mail = await smtp.waitFor(google.email);
      expect(mail.subject).toBe('Signing in to TeenFreelance');
      expect(mail.text).toContain('you signed up with Google');
      expect(mail.text).not.toContain('reset-password');
      expect(
        await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, google.id)),
      ).toHaveLength(0);
    });

    it('answers alike for a demo account but makes no link (its password is shared)', async () => {
      const demo = await buildUser(t.app, t.database.db);
      await t.database.db.update(users).set({ email: 'sam@demo.teenfreelance.com' }).where(eq(users.id, demo.id));
      const response = await forgot('sam@demo.teenfreelance.com');
      expect(response.json()).toEqual(FORGOT_ANSWER);
      // A later request for a real account arrives; nothing went to the demo address.
      const other = await buildUser(t.app, t.database.db);
      await forgot(other.email);
      await resetLinkFor(other.email);
      expect(mailsTo('sam@demo.teenfreelance.com')).toBe(0);
      expect(
        await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, demo.id)),
      ).toHaveLength(0);
    });

    it('limits forgot requests per IP (429) and emails per address (quietly)', async () => {
      const target = await buildUser(t.app, t.database.db);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await forgot(target.email, '198.51.100.9')).statusCode);
      expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Three emails per address per hour; the rest are answered alike but send nothing.
      await expect.poll(() => mailsTo(target.email)).toBe(3);
      const tokens = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, target.id));
      expect(tokens).toHaveLength(3);
    });
  });

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
