import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bornYearsAgo } from '../../../testing/factories.ts';
import { signUpAndConfirm } from '../../../testing/sign-up.ts';
import { minorFreelancer } from '../accounts.test-helpers.ts';
import { googleTestApp } from './google-sign-in.test-helpers.ts';

describe('Google sign-in (OpenID Connect against oidc-provider)', () => {
  const { ctx, session, pendingGoogleUser, complete, storedUser } = googleTestApp();

  it.each([
    [15, 'This date of birth means you are under 18: sign up with email so a parent or guardian can give consent'],
    [11, 'You must be at least 13 years old to join TeenFreelance'],
  ])('refuses a freelancer aged %i who says isAdult: true, and stores nothing of it', async (age, message) => {
    const email = `teen.${age}.${randomBytes(4).toString('hex')}@example.com`;
    const cookie = await pendingGoogleUser(email);
    const res = await complete(cookie, {
      name: 'Teen Google',
      role: 'freelancer',
      agreeToTerms: true,
      isAdult: true,
      dateOfBirth: bornYearsAgo(age),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    expect(res.json<{ error: { details: unknown } }>().error.details).toContainEqual({
      path: 'body.dateOfBirth',
      message,
    });
    expect((await session(cookie)).json()).toEqual({ user: null });
    expect(await storedUser(email)).toMatchObject({ signupPending: true, dateOfBirth: null });
  });

  it('an adult freelancer is accepted with the date of birth stored, and never as a minor', async () => {
    const email = `adult.${randomBytes(4).toString('hex')}@example.com`;
    const cookie = await pendingGoogleUser(email);
    const dateOfBirth = bornYearsAgo(18, 1);
    const res = await complete(cookie, { name: 'Ada Google', role: 'freelancer', agreeToTerms: true, dateOfBirth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { role: 'freelancer', isMinor: false, parentalConsent: 'not_required' } });
    expect(await storedUser(email)).toEqual({
      signupPending: false,
      role: 'freelancer',
      dateOfBirth,
      isMinor: false,
      parentalConsent: 'not_required',
    });
  });

  it('a buyer is asked no date and none is kept, whatever the body carries', async () => {
    const email = `buyer.${randomBytes(4).toString('hex')}@example.com`;
    const cookie = await pendingGoogleUser(email);
    const res = await complete(cookie, {
      name: 'Bo Google',
      role: 'buyer',
      agreeToTerms: true,
      dateOfBirth: '2015-01-01',
    });
    expect(res.statusCode).toBe(200);
    expect(await storedUser(email)).toMatchObject({ signupPending: false, role: 'buyer', dateOfBirth: null });
  });

  it('a teen sent to email sign-up can give the Google sign-up up and register that address with email', async () => {
    const email = `teen.switch.${randomBytes(4).toString('hex')}@example.com`;
    const cookie = await pendingGoogleUser(email);
    const discard = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/google/pending', headers: { cookie } });
    expect(discard.statusCode).toBe(204);
    expect(discard.cookies.find((c) => c.name === 'tf.session_token')?.value).toBe('');
    expect(await storedUser(email)).toBeUndefined();
    const pending = await ctx.app.inject({ method: 'GET', url: '/api/auth/google/pending', headers: { cookie } });
    expect(pending.statusCode).toBe(404);

    const signUp = await signUpAndConfirm(ctx.app, minorFreelancer({ email }));
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toMatchObject({ user: { email, isMinor: true, parentalConsent: 'pending' } });
  });
});
