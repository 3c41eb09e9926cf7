import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSENT_LINK_INVALID } from '@teenfreelance/contracts/accounts';
import { gigs } from '../../db/schema/gigs.ts';
import { parentalConsents } from '../../db/schema/parental-consents.ts';
import { users } from '../../db/schema/users.ts';
import { buildGig, buildUser } from '../../testing/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { createTestApp, sessionCookie, type TestContext } from '../../testing/test-app.ts';

type ErrorBody = { error: { code: string; message: string; details?: { path: string; message: string }[] } };
type UserBody = { user: { id: string; name: string; isMinor: boolean; parentalConsent: string } | null };

const unique = (label: string) => `${label}-${randomBytes(5).toString('hex')}@example.com`;

/** A birth date `years` years (and a few days) before today, as YYYY-MM-DD. */
function bornYearsAgo(years: number, extraDays = 10): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

const buyer = () => ({
  name: 'Bea Buyer',
  email: unique('buyer'),
  password: 'sunny-day-42',
  confirmPassword: 'sunny-day-42',
  role: 'buyer',
  agreeToTerms: true,
});

const minorFreelancer = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tia Teen',
  email: unique('teen'),
  password: 'sunny-day-42',
  confirmPassword: 'sunny-day-42',
  role: 'freelancer',
  agreeToTerms: true,
  isMinor: true,
  dateOfBirth: bornYearsAgo(15),
  parentName: 'Pat Parent',
  parentEmail: unique('parent'),
  parentPhone: '+1 555 123 4567',
  parentConsent: true,
  ...overrides,
});

describe('registration and parental consent', () => {
  let t: TestContext;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // Each sign-up from its own address, so the per-IP limit never trips a test.
  const signUp = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload,
      remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
  const session = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  const consentInfo = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/accounts/parental-consent?token=${encodeURIComponent(token)}` });
  const consent = (token: string, parentName = 'Pat Parent', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/parental-consent',
      payload: { token, parentName, relationship: 'parent', agree: true },
      remoteAddress: '203.0.113.7',
      headers: { 'user-agent': 'ParentBrowser/1.0', ...(cookie ? { cookie } : {}) },
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    });
  const resend = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/me/parental-consent/resend',
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const issues = (response: { json: <T>() => T }) => response.json<ErrorBody>().error.details ?? [];

  /** The consent link from the newest email to `parentEmail`, as the parent would follow it. */
  async function consentLinkFor(parentEmail: string, after = 0): Promise<URL> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mails = smtp.messages.filter((m) => m.to.includes(parentEmail.toLowerCase()));
      const mail = mails[mails.length - 1];
      if (mail && mails.length > after) {
        const link = /http:\/\/localhost:3000\/parental-consent\?token=[\w%-]+/.exec(mail.text)?.[0];
        if (!link) throw new Error(`no consent link in: ${mail.text}`);
        return new URL(link);
      }
      if (Date.now() > deadline) throw new Error(`no email to ${parentEmail}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  const tokenOf = (link: URL) => link.searchParams.get('token') ?? '';

  it('registers a buyer with the form’s fields: no consent needed', async () => {
    const response = await signUp(buyer());
    expect(response.statusCode).toBe(201);
    expect(response.json<UserBody>().user).toMatchObject({ isMinor: false, parentalConsent: 'not_required' });
  });

  it('registers an adult freelancer who answered No, with the date of birth that says so', async () => {
    const dateOfBirth = bornYearsAgo(30);
    const response = await signUp({ ...minorFreelancer(), isMinor: false, dateOfBirth, parentEmail: undefined });
    expect(response.statusCode).toBe(201);
    const user = response.json<UserBody>().user;
    expect(user).toMatchObject({ isMinor: false, parentalConsent: 'not_required' });
    const [stored] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? ''));
    expect(stored).toMatchObject({ isMinor: false, dateOfBirth, parentalConsent: 'not_required' });
  });

  // The age is the date of birth's, not the under-18 answer's: a flag cannot make an 11-year-old an adult.
  it.each([
    [{ dateOfBirth: bornYearsAgo(11) }, 'You must be at least 13 years old to join TeenFreelance'],
    [
      { dateOfBirth: bornYearsAgo(15) },
      'This date of birth means you are under 18: answer "Yes" to the under-18 question',
    ],
    [{ dateOfBirth: undefined }, 'Date of birth is required'],
    [{ dateOfBirth: '' }, 'Date of birth is required'],
  ])('refuses a freelancer who answers No with %o, and creates nothing', async (change, message) => {
    const payload = { ...minorFreelancer(), isMinor: false, parentEmail: undefined, ...change };
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({ path: 'body.dateOfBirth', message });
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it('refuses an 11-year-old whatever the under-18 answer says, even with no answer', async () => {
    const payload = { ...minorFreelancer({ dateOfBirth: bornYearsAgo(11) }), isMinor: undefined };
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({
      path: 'body.dateOfBirth',
      message: 'You must be at least 13 years old to join TeenFreelance',
    });
  });

  it('uses the service-layer messages for fields an API client leaves out', async () => {
    const missing = await signUp({ email: unique('x'), password: 'sunny-day-42', confirmPassword: 'sunny-day-42' });
    expect(missing.statusCode).toBe(400);
    expect(issues(missing)).toEqual(
      expect.arrayContaining([
        { path: 'body.name', message: 'All fields are required' },
        { path: 'body.role', message: 'All fields are required' },
      ]),
    );
    const noAge = await signUp({ ...minorFreelancer(), isMinor: undefined });
    expect(noAge.statusCode).toBe(400);
    expect(issues(noAge)).toContainEqual({
      path: 'body.isMinor',
      message: 'Age confirmation required for freelancers',
    });
  });

  it.each([
    [{ name: '' }, 'body.name', 'Name is required'],
    [{ email: 'not-an-email' }, 'body.email', 'Email is invalid'],
    [{ password: '12345', confirmPassword: '12345' }, 'body.password', 'Password must be at least 6 characters'],
    [{ confirmPassword: 'something-else' }, 'body.confirmPassword', 'Passwords do not match'],
    [{ agreeToTerms: false }, 'body.agreeToTerms', 'You must agree to the Terms of Service'],
    [{ isMinor: null }, 'body.isMinor', 'Age confirmation is required'],
    [{ parentConsent: false }, 'body.parentConsent', 'Parental consent is required'],
    [{ parentName: ' ' }, 'body.parentName', 'Parent/guardian name is required'],
    [{ parentEmail: '' }, 'body.parentEmail', 'Parent/guardian email is required'],
    [{ parentEmail: 'mum-at-home' }, 'body.parentEmail', 'Parent/guardian email is invalid'],
    [{ parentPhone: '' }, 'body.parentPhone', 'Parent/guardian phone is required'],
    [{ parentPhone: 'call me' }, 'body.parentPhone', 'Parent/guardian phone is invalid'],
    [{ dateOfBirth: '' }, 'body.dateOfBirth', 'Date of birth is required'],
    [{ dateOfBirth: '2010-02-31' }, 'body.dateOfBirth', 'Date of birth is invalid'],
    [{ dateOfBirth: bornYearsAgo(12) }, 'body.dateOfBirth', 'You must be at least 13 years old to join TeenFreelance'],
    [
      { dateOfBirth: bornYearsAgo(18) },
      'body.dateOfBirth',
      'This date of birth means you are 18 or older: answer "No" to the under-18 question',
    ],
  ])('refuses %o with its message and creates nothing', async (change, path, message) => {
    const payload = minorFreelancer(change);
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.code).toBe('VALIDATION_FAILED');
    expect(issues(response)).toContainEqual({ path, message });
    const rows = await t.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a parent email equal to the teen’s own, in any case', async () => {
    const email = unique('same');
    const response = await signUp(minorFreelancer({ email, parentEmail: email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({
      path: 'body.parentEmail',
      message: 'Parent/guardian email must be different from your own email',
    });
  });

  // The same mailbox spelled differently is still the teen's own inbox (`id` keeps each run's addresses unique).
  it.each([
    [(id: string) => `tia.teen.${id}@example.com`, (id: string) => `Tia.Teen.${id}+mum@Example.com`],
    [(id: string) => `tia.teen.${id}@gmail.com`, (id: string) => `tiateen${id}@googlemail.com`],
    [(id: string) => `tia.teen.${id}@gmail.com`, (id: string) => `T.i.a.T.e.e.n${id}+parent@GMAIL.com`],
  ])('refuses a parent email that is the teen’s own mailbox (%#)', async (teenEmail, parentEmail) => {
    const id = randomBytes(4).toString('hex');
    const payload = minorFreelancer({ email: teenEmail(id), parentEmail: parentEmail(id) });
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({
      path: 'body.parentEmail',
      message: 'Parent/guardian email must be different from your own email',
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it('refuses a forged admin role', async () => {
    const payload = { ...buyer(), role: 'admin' };
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toContainEqual({ path: 'body.role', message: 'Role must be buyer or freelancer' });
    expect(await t.database.db.select().from(users).where(eq(users.email, payload.email))).toHaveLength(0);
  });

  it('stores a minor as pending, keeps the token hashed and emails the parent a 7-day link', async () => {
    const payload = minorFreelancer();
    const response = await signUp(payload);
    expect(response.statusCode).toBe(201);
    const user = response.json<UserBody>().user;
    expect(user).toMatchObject({ name: 'Tia Teen', isMinor: true, parentalConsent: 'pending' });
    expect((await session(sessionCookie(response))).json<UserBody>().user).toMatchObject({
      isMinor: true,
      parentalConsent: 'pending',
    });

    const [stored] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? ''));
    expect(stored).toMatchObject({ isMinor: true, dateOfBirth: payload.dateOfBirth, parentalConsent: 'pending' });

    const mail = await smtp.waitFor(payload.parentEmail);
    expect(mail.subject).toContain('Tia Teen');
    expect(mail.text).toContain('Hello Pat Parent');
    expect(mail.text).not.toContain(payload.email);
    const token = tokenOf(await consentLinkFor(payload.parentEmail));
    expect(token.length).toBeGreaterThanOrEqual(43);

    const [row] = await t.database.db
      .select()
      .from(parentalConsents)
      .where(eq(parentalConsents.userId, user?.id ?? ''));
    expect(row).toMatchObject({
      parentName: 'Pat Parent',
      parentEmail: payload.parentEmail,
      parentPhone: '+1 555 123 4567',
      consentedAt: null,
    });
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('follows the emailed link: the parent sees the teen, consents once, and the teen’s gigs become public', async () => {
    const payload = minorFreelancer({ name: 'Noa Young' });
    const response = await signUp(payload);
    const teen = { id: response.json<UserBody>().user?.id ?? '', cookie: sessionCookie(response) };
    const gig = await buildGig(t.database.db, teen.id, { isPublic: false });
    await t.database.db.update(gigs).set({ status: 'published' }).where(eq(gigs.id, gig.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}` })).statusCode).toBe(404);

    const token = tokenOf(await consentLinkFor(payload.parentEmail));
    const info = await consentInfo(token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ teenName: 'Noa Young', parentName: 'Pat Parent' });
    expect(info.body).not.toContain(payload.email);

    const agreed = await consent(token, 'Patricia Parent');
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json()).toMatchObject({ teenName: 'Noa Young' });
    const [row] = await t.database.db.select().from(parentalConsents).where(eq(parentalConsents.userId, teen.id));
    expect(row).toMatchObject({
      consentedByName: 'Patricia Parent',
      consentedRelationship: 'parent',
      consentedIp: '203.0.113.7',
      consentedUserAgent: 'ParentBrowser/1.0',
      tokenHash: null,
    });
    expect(row?.consentedAt).toBeInstanceOf(Date);
    expect((await session(teen.cookie)).json<UserBody>().user?.parentalConsent).toBe('granted');

    // The teen hears that consent was given, and by whom.
    const told = await smtp.waitFor(payload.email);
    expect(told.subject).toBe('Your parent or guardian has given consent on TeenFreelance');
    expect(told.text).toContain('Hello Noa Young');
    expect(told.text).toContain('Patricia Parent');
    expect(told.text).toContain('your parent');

    const [after] = await t.database.db.select().from(gigs).where(eq(gigs.id, gig.id));
    expect(after?.isPublic).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gig.id}` })).statusCode).toBe(200);

    // The teen's bell: the consent, and the gig it made public.
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: teen.cookie } });
    expect(bell.json<{ notifications: { kind: string; body: string; link: string; read: boolean }[] }>()).toMatchObject(
      {
        notifications: expect.arrayContaining([
          expect.objectContaining({
            kind: 'consent_given',
            body: expect.stringContaining('Patricia Parent'),
            read: false,
          }),
          expect.objectContaining({ kind: 'gig_published', link: `/gig/${gig.id}`, read: false }),
        ]),
      },
    );

    // The link works once.
    const reused = await consent(token);
    expect(reused.statusCode).toBe(404);
    expect(reused.json<ErrorBody>().error.message).toBe(CONSENT_LINK_INVALID);
    expect((await consentInfo(token)).statusCode).toBe(404);
    // Consent given: nothing left to resend.
    expect((await resend(teen.cookie)).statusCode).toBe(409);
  });

  it('refuses consent from any session of the teen’s own account, and changes nothing', async () => {
    const payload = minorFreelancer();
    const response = await signUp(payload);
    const teenId = response.json<UserBody>().user?.id ?? '';
    const signUpCookie = sessionCookie(response);
    // A second browser the teen signed in on later.
    const otherCookie = sessionCookie(await signIn(payload.email, payload.password));
    const token = tokenOf(await consentLinkFor(payload.parentEmail));
    const refusal =
      'You are signed in to the account this consent is for. Only a parent or guardian can give it: if that is you, log out first and open the link from your email again.';

    for (const cookie of [signUpCookie, otherCookie]) {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/accounts/parental-consent?token=${encodeURIComponent(token)}`,
        headers: { cookie },
      });
      expect(page.statusCode).toBe(403);
      expect(page.json<ErrorBody>().error).toMatchObject({ code: 'FORBIDDEN', message: refusal });
      const agreed = await consent(token, 'Pat Parent', cookie);
      expect(agreed.statusCode).toBe(403);
      expect(agreed.json<ErrorBody>().error).toMatchObject({ code: 'FORBIDDEN', message: refusal });
    }
    const [row] = await t.database.db.select().from(parentalConsents).where(eq(parentalConsents.userId, teenId));
    expect(row).toMatchObject({ consentedAt: null, consentedByName: null });
    expect((await session(signUpCookie)).json<UserBody>().user?.parentalConsent).toBe('pending');

    // Someone else signed in (a parent with an account of their own) may consent; the link still works.
    const aParent = await buildUser(t.app, t.database.db, { role: 'buyer' });
    expect((await consent(token, 'Pat Parent', aParent.cookie)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const payload = minorFreelancer();
    const response = await signUp(payload);
    const userId = response.json<UserBody>().user?.id ?? '';
    const token = tokenOf(await consentLinkFor(payload.parentEmail));
    await t.database.db
      .update(parentalConsents)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(parentalConsents.userId, userId));
    const info = await consentInfo(token);
    expect(info.statusCode).toBe(404);
    expect(info.json<ErrorBody>().error.message).toBe(CONSENT_LINK_INVALID);
    expect((await consent(token)).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(stored?.parentalConsent).toBe('pending');
  });

  it('refuses unknown tokens and a consent without the parent’s name, relationship or agreement', async () => {
    expect((await consentInfo('not-a-real-token')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/parental-consent' })).statusCode).toBe(400);
    const noAgree = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/parental-consent',
      payload: { token: 'x', parentName: '', agree: false },
    });
    expect(noAgree.statusCode).toBe(400);
    expect(issues(noAgree)).toEqual(
      expect.arrayContaining([
        { path: 'body.parentName', message: 'Your full name is required' },
        { path: 'body.relationship', message: 'Please choose your relationship to the teen' },
        { path: 'body.agree', message: 'You must agree to give consent' },
      ]),
    );
    const strangeRelationship = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/parental-consent',
      payload: { token: 'x', parentName: 'Pat Parent', relationship: 'friend', agree: true },
    });
    expect(strangeRelationship.statusCode).toBe(400);
    expect(issues(strangeRelationship)).toContainEqual({
      path: 'body.relationship',
      message: 'Please choose your relationship to the teen',
    });
  });

  it('resends a new link that replaces the old one, at most once a minute', async () => {
    const payload = minorFreelancer();
    const response = await signUp(payload);
    const userId = response.json<UserBody>().user?.id ?? '';
    const cookie = sessionCookie(response);
    const first = tokenOf(await consentLinkFor(payload.parentEmail));

    const tooSoon = await resend(cookie);
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    await t.database.db
      .update(parentalConsents)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(parentalConsents.userId, userId));
    const again = await resend(cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sentTo: `p${'*'.repeat(payload.parentEmail.indexOf('@') - 1)}@example.com` });

    const second = tokenOf(await consentLinkFor(payload.parentEmail, 1));
    expect(second).not.toBe(first);
    expect((await consentInfo(first)).statusCode).toBe(404);
    expect((await consentInfo(second)).statusCode).toBe(200);
  });

  it('lets only a teen waiting for consent resend: visitor 401, buyer, adult freelancer and admin 403', async () => {
    expect((await resend()).statusCode).toBe(401);
    const aBuyer = await buildUser(t.app, t.database.db, { role: 'buyer' });
    expect((await resend(aBuyer.cookie)).statusCode).toBe(403);
    const adult = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    expect((await resend(adult.cookie)).statusCode).toBe(403);
    const admin = await buildUser(t.app, t.database.db, { role: 'admin' });
    expect((await resend(admin.cookie)).statusCode).toBe(403);
  });
});
