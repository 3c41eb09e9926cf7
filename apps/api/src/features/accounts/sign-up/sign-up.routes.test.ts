import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '@teenfreelance/contracts/time';
import { SIGN_UP_ANSWER, SIGN_UP_LINK_HOURS } from '@teenfreelance/contracts/auth';
import { pendingSignUps } from '../../../db/schema/pending-sign-ups.ts';
import { users } from '../../../db/schema/users.ts';
import { buildUser, signUpBody, TEST_PASSWORD } from '../../../testing/factories.ts';
import { confirmSignUp } from '../../../testing/sign-up.ts';
import { sessionCookie } from '../../../testing/test-app.ts';
import { minorFreelancer, unique } from '../accounts.test-helpers.ts';
import { signUpTestApp } from './sign-up.test-helpers.ts';

/** What a client can see of an answer, apart from what differs on every request. */
function visible(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe('sign-up answers the same for a new and a registered address (decision 0066)', () => {
  const { t, db, signUpForm, deliver, mailTo, tokensTo, signIn } = signUpTestApp();

  it('gives byte-identical answers, without a session, and tells each address what concerns it by email', async () => {
    const owner = await buildUser(t.app, db(), { name: 'Olive Owner' });
    const fresh = unique('fresh');
    const forRegistered = await signUpForm(signUpBody('buyer', 'Someone Else', owner.email), '10.9.9.1');
    const forNew = await signUpForm(signUpBody('buyer', 'Nia New', fresh), '10.9.9.2');

    expect(visible(forRegistered)).toEqual(visible(forNew));
    expect(forNew.statusCode).toBe(202);
    expect(forNew.json()).toEqual({ message: SIGN_UP_ANSWER });
    expect(forNew.headers['set-cookie']).toBeUndefined();
    expect(forRegistered.headers['set-cookie']).toBeUndefined();

    await deliver();
    const [note] = await mailTo(owner.email).then((mails) => mails.filter((m) => m.subject.startsWith('Someone')));
    expect(note?.text).toContain('Hello Olive Owner');
    expect(note?.text).toContain('http://localhost:3000/login');
    expect(note?.text).toContain('http://localhost:3000/forgot-password');
    expect(await tokensTo(owner.email)).toHaveLength(1); // only buildUser's own link
    const [welcome] = await mailTo(fresh);
    expect(welcome?.subject).toBe('Confirm your email to finish signing up to TeenFreelance');
    expect(welcome?.text).toMatch(/http:\/\/localhost:3000\/register\/confirm\?token=/);
    // The registered account is untouched and nothing waits for its address.
    const [stored] = await db().select().from(users).where(eq(users.id, owner.id));
    expect(stored?.name).toBe('Olive Owner');
    expect((await signIn(owner.email)).statusCode).toBe(200);
  });

  it('keeps only the hashed password while the address is unconfirmed, and no account that can sign in', async () => {
    const email = unique('waiting');
    expect((await signUpForm(signUpBody('buyer', 'Wes Waiting', email))).statusCode).toBe(202);
    await deliver();
    const [pending] = await db().select().from(pendingSignUps).where(eq(pendingSignUps.email, email));
    expect(pending?.form?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(pending)).not.toContain(TEST_PASSWORD);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const refused = await signIn(email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual((await signIn(unique('nobody'))).json());
  });

  it('still answers a malformed form with its field errors, and sends nothing', async () => {
    const email = unique('bad');
    const response = await signUpForm({ ...signUpBody('buyer', 'Bad Form', email), confirmPassword: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { details: unknown[] } }>().error.details).toContainEqual({
      path: 'body.confirmPassword',
      message: 'Passwords do not match',
    });
    await deliver();
    expect(await mailTo(email)).toHaveLength(0);
  });
});

describe('the emailed sign-up link', () => {
  const { t, clock, db, signUpForm, resend, deliver, mailTo, tokensTo } = signUpTestApp();

  const signedUp = async (payload: { email: string }) => {
    expect((await signUpForm(payload)).statusCode).toBe(202);
    await deliver();
    return (await tokensTo(payload.email)).at(-1) ?? '';
  };

  it('creates the account once, signed in with the session cookie sign-in sets; a second use is refused', async () => {
    const email = unique('once');
    const token = await signedUp(signUpBody('freelancer', 'Fay Freelance', email));
    const confirmed = await confirmSignUp(t.app, token);
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).toMatchObject({
      user: { email, name: 'Fay Freelance', role: 'freelancer', isMinor: false },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: sessionCookie(confirmed) },
    });
    expect(session.json()).toMatchObject({ user: { email } });
    // The cookie carries the attributes better-auth's own sign-in gives it.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: TEST_PASSWORD },
    });
    const attributes = (response: typeof signIn) => String(response.headers['set-cookie']).replace(/^[^;]*/, '');
    expect(attributes(confirmed)).toBe(attributes(signIn));

    const again = await confirmSignUp(t.app, token);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: { details: { reason: 'SIGN_UP_LINK_USED' } } });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('expires: a link followed after its hours creates nothing', async () => {
    const email = unique('late');
    const token = await signedUp(signUpBody('buyer', 'Lee Late', email));
    clock.advance(SIGN_UP_LINK_HOURS * HOUR_MS + 1000);
    const late = await confirmSignUp(t.app, token);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({
      error: {
        message: 'This sign-up link has expired. Please sign up again.',
        details: { reason: 'SIGN_UP_LINK_EXPIRED' },
      },
    });
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // Signing up again gives a link that works.
    const fresh = await signedUp(signUpBody('buyer', 'Lee Late', email));
    expect((await confirmSignUp(t.app, fresh)).statusCode).toBe(201);
  });

  it('is replaced by signing up again: the earlier link stops working, the newer form is the one kept', async () => {
    const email = unique('twice');
    const first = await signedUp(signUpBody('buyer', 'First Try', email));
    const second = await signedUp(signUpBody('freelancer', 'Second Try', email));
    const old = await confirmSignUp(t.app, first);
    expect(old.statusCode).toBe(422);
    expect(old.json()).toMatchObject({ error: { details: { reason: 'SIGN_UP_LINK_INVALID' } } });
    const confirmed = await confirmSignUp(t.app, second);
    expect(confirmed.json()).toMatchObject({ user: { name: 'Second Try', role: 'freelancer' } });
  });

  it('emails a minor’s parent only once the teen’s address is confirmed', async () => {
    const teen = minorFreelancer();
    const token = await signedUp(teen);
    expect(await mailTo(teen.parentEmail)).toHaveLength(0);
    const confirmed = await confirmSignUp(t.app, token);
    expect(confirmed.json()).toMatchObject({ user: { isMinor: true, parentalConsent: 'pending' } });
    await deliver();
    const [consent] = await mailTo(teen.parentEmail);
    expect(consent?.subject).toBe('Please confirm your consent for Tia Teen on TeenFreelance');
  });

  it('sends a new link on resend (the earlier stops working), the same answer for any address', async () => {
    const email = unique('resend');
    const first = await signedUp(signUpBody('buyer', 'Rae Resend', email));
    const registered = await buildUser(t.app, db());
    const answers = await Promise.all(
      [email, registered.email, unique('nobody')].map((address, i) => resend(address, `10.8.8.${i + 1}`)),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(visible(answer)))).size).toBe(1);
    expect(answers[0]?.statusCode).toBe(202);
    await deliver();
    const [, second] = await tokensTo(email);
    expect((await confirmSignUp(t.app, first)).statusCode).toBe(422);
    expect((await confirmSignUp(t.app, second ?? '')).statusCode).toBe(201);
    const notes = (await mailTo(registered.email)).filter((m) => m.subject.startsWith('Someone'));
    expect(notes).toHaveLength(1);
  });

  it('limits resends per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await resend(unique('many'), '10.7.7.7')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
