import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONSENT_LINK_INVALID } from '@teenfreelance/contracts/accounts';
import { gigs } from '../../db/schema/gigs.ts';
import { parentalConsents } from '../../db/schema/parental-consents.ts';
import { users } from '../../db/schema/users.ts';
import { buildGig, buildUser } from '../../testing/factories.ts';
import { sessionCookie } from '../../testing/test-app.ts';
import { accountsTestApp, minorFreelancer, type ErrorBody, type UserBody } from './accounts.test-helpers.ts';
import { DAY_MS } from '@teenfreelance/contracts/time';

describe('parental consent', () => {
  const { t, smtp, signUp, session, consentInfo, consent, signIn, resend, issues, consentLinkFor, tokenOf } =
    accountsTestApp();

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
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / DAY_MS;
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
