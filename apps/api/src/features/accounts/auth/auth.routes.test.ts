import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { emailOutbox } from '../../../db/schema/email.ts';
import { deliverSignUpEmails, signUpAndConfirm } from '../../../testing/sign-up.ts';
import { sessions, users } from '../../../db/schema/users.ts';
import { buildUser, signUpBody, TEST_PASSWORD } from '../../../testing/factories.ts';
import { createTestApp, sessionCookie, type TestContext } from '../../../testing/test-app.ts';

type UserBody = { user: { id: string; email: string; role: string; isPro: boolean; provider: string } | null };
type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

describe('sign-up, sign-in, session and sign-out', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The form's confirmation, terms and age answer (features/accounts tests every registration rule).
  // Signed up as a person is: the form, then the emailed link (decision 0066).
  const signUp = (payload: { email: string; password?: string } & Record<string, unknown>) =>
    signUpAndConfirm(t.app, {
      confirmPassword: payload.password,
      agreeToTerms: true,
      isMinor: false,
      ...payload,
    });
  const signIn = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload, ...(cookie ? { headers: { cookie } } : {}) });
  const session = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/session', ...(cookie ? { headers: { cookie } } : {}) });

  it('signs a new freelancer up, stores an argon2id hash and starts a session', async () => {
    const response = await signUp({
      name: 'Ava Teen',
      email: 'Ava@Example.com',
      password: 'sunny-day-42',
      role: 'freelancer',
      dateOfBirth: '1990-04-02',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<UserBody>();
    expect(body.user).toMatchObject({
      email: 'ava@example.com',
      role: 'freelancer',
      isPro: false,
      provider: 'password',
    });
    const cookie = response.cookies.find((c) => c.name === 'tf.session_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // At least 128 bits of randomness in the token (32 characters of a 62-letter alphabet).
    expect((cookie?.value ?? '').split('.')[0]?.length).toBeGreaterThanOrEqual(32);

    const me = await session(sessionCookie(response));
    expect(me.json<UserBody>().user?.email).toBe('ava@example.com');

    const [stored] = await t.database.db.query.accounts.findMany({
      where: (a, { eq: is }) => is(a.userId, body.user?.id ?? ''),
    });
    expect(stored?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('makes no second account with the same email, in any case: its owner is emailed instead', async () => {
    await signUp({ name: 'First', email: 'taken@example.com', password: 'sunny-day-42', role: 'buyer' });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: signUpBody('buyer', 'Second', 'TAKEN@example.com'),
    });
    expect(second.statusCode).toBe(202);
    await deliverSignUpEmails(t.app);
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'taken@example.com'));
    expect(rows.map((row) => row.name)).toEqual(['First']);
    const [note] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'taken@example.com'), like(emailOutbox.subject, 'Someone tried%')));
    expect(note?.text).toContain('Hello First');
  });

  it('refuses a forged admin role at sign-up and creates nothing', async () => {
    const response = await signUp({
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'sunny-day-42',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe('VALIDATION_FAILED');
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'mallory@example.com'));
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{ name: 'A', email: 'not-an-email', password: 'sunny-day-42', role: 'buyer' }, 'body.email', 'Email is invalid'],
    [
      { name: 'A', email: 'a@example.com', password: '12345', role: 'buyer' },
      'body.password',
      'Password must be at least 6 characters',
    ],
    [{ name: '  ', email: 'a@example.com', password: 'sunny-day-42', role: 'buyer' }, 'body.name', 'Name is required'],
    [
      { name: 'A', email: 'a@example.com', password: 'x'.repeat(129), role: 'buyer' },
      'body.password',
      'Password must be at most 128 characters',
    ],
  ])('explains invalid sign-up input %#', async (payload, path, message) => {
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.details).toContainEqual({ path, message });
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await buildUser(t.app, t.database.db);
    const wrong = await signIn({ email: user.email, password: 'not-the-password' });
    const unknown = await signIn({ email: 'nobody@example.com', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json<ErrorBody>().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
      details: null,
    });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('uses the specification messages for missing sign-in fields', async () => {
    const response = await signIn({ email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.details).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Email is required' },
        { path: 'body.password', message: 'Password is required' },
      ]),
    );
  });

  it('rotates the session at sign-in: the browser’s previous session ends', async () => {
    const user = await buildUser(t.app, t.database.db);
    const again = await signIn({ email: user.email, password: TEST_PASSWORD }, user.cookie);
    expect(again.statusCode).toBe(200);
    const fresh = sessionCookie(again);
    expect(fresh).not.toBe(user.cookie);
    expect((await session(user.cookie)).json<UserBody>().user).toBeNull();
    expect((await session(fresh)).json<UserBody>().user?.id).toBe(user.id);
  });

  it('ends the session on the server at sign-out', async () => {
    const user = await buildUser(t.app, t.database.db);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'tf.session_token')?.maxAge).toBe(0);
    expect((await session(user.cookie)).json<UserBody>().user).toBeNull();
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('answers null for visitors and for forged cookies', async () => {
    expect((await session()).json<UserBody>()).toEqual({ user: null });
    expect((await session('tf.session_token=forged.value')).json<UserBody>()).toEqual({ user: null });
  });

  it('lists the demo accounts only when the demo data is there', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(response.statusCode).toBe(404);
  });

  it('limits sign-in attempts per IP with 429 and Retry-After', async () => {
    let last = await signIn({ email: 'flood@example.com', password: 'wrong-password' });
    for (let i = 0; i < 12 && last.statusCode !== 429; i++) {
      last = await signIn({ email: 'flood@example.com', password: 'wrong-password' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json<ErrorBody>().error.code).toBe('RATE_LIMITED');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
