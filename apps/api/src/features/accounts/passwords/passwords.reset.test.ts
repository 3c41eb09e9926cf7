import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { emailOutbox } from '../../../db/schema/email.ts';
import { passwordResetTokens } from '../../../db/schema/password-resets.ts';
import { accounts, sessions, users } from '../../../db/schema/users.ts';
import { buildUser, TEST_PASSWORD, type TestUser } from '../../../testing/factories.ts';
import { hashOneTimeToken } from '../../../platform/email/one-time-tokens.ts';
import { FORGOT_ANSWER, passwordsTestApp, type ErrorBody } from './passwords.test-helpers.ts';

describe('forgot, reset and change password', () => {
  const { t, smtp, post, forgot, reset, signIn, sessionOf, resetLinkFor, mailsTo } = passwordsTestApp();

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
      await expect.poll(() => mailsTo(target.email), { timeout: 10_000 }).toBe(3);
      const tokens = await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, target.id));
      expect(tokens).toHaveLength(3);
    });
  });
});
