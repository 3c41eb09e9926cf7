import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PARENTAL_CONSENT_PATH, type ParentalConsentResult } from '@teenfreelance/contracts/accounts';
import { checkoutPath } from '@teenfreelance/contracts/checkout';
import {
  FAMILY_INVITE_PATH,
  FAMILY_PATH,
  familySellingPath,
  familyWithdrawConsentPath,
  type FamilyInvite,
  type FamilyOverview,
  type FamilyTeen,
} from '@teenfreelance/contracts/family';
import { CONVERSATIONS_PATH, conversationMessagesPath } from '@teenfreelance/contracts/messages';
import { NOTIFICATIONS_PATH, type NotificationPage } from '@teenfreelance/contracts/notifications';
import { gigPath } from '@teenfreelance/contracts/api-paths';
import { randomUUID } from 'node:crypto';
import { gigs } from '../../../db/schema/gigs.ts';
import { orders } from '../../../db/schema/orders.ts';
import { buildGig, buildUser, TEST_PASSWORD, type TestUser } from '../../../testing/factories.ts';
import { refusal, teenAwaitingConsent } from '../../../testing/job-helpers.ts';
import { pay } from '../../../testing/order-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { emailedToken as emailedLinkToken, sessionCookie } from '../../../testing/test-app.ts';
import { ACCOUNT_EMAIL_TASK } from '../accounts.email-tasks.ts';

const t = testAppForTests();
const db = () => t.database.db;

/** The token of the newest link to `page` emailed to `to` by the account emails. */
const emailedToken = (to: string, page: string) => emailedLinkToken(t.app, { to, page, tasks: [ACCOUNT_EMAIL_TASK] });

const parentEmailOf = (teen: TestUser) => teen.email.replace(/^teen-/, 'parent-');

/** A teen whose parent consented on the consent page: the consent's answer carries the family link's token. */
async function consentGiven(): Promise<{ teen: TestUser; familyToken: string; parentEmail: string }> {
  const teen = await teenAwaitingConsent(t.app);
  const parentEmail = parentEmailOf(teen);
  const token = await emailedToken(parentEmail, 'parental-consent');
  const consent = await t.app.inject({
    method: 'POST',
    url: PARENTAL_CONSENT_PATH,
    payload: { token, parentName: 'Pat Parent', relationship: 'parent', agree: true },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  return { teen, familyToken: consent.json<ParentalConsentResult>().familyToken, parentEmail };
}

const join = (body: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: FAMILY_INVITE_PATH, payload: body, headers: cookie ? { cookie } : {} });
const get = (url: string, who?: { cookie: string }) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const setSelling = (who: { cookie: string }, teenId: string, paused: boolean) =>
  t.app.inject({ method: 'PUT', url: familySellingPath(teenId), headers: { cookie: who.cookie }, payload: { paused } });

/** The parent makes their family account from the link: signed in as a guardian. */
async function guardianFrom(familyToken: string): Promise<TestUser> {
  const made = await join({ token: familyToken, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
  expect(made.statusCode, made.body).toBe(200);
  const { user } = made.json<{ user: { id: string; email: string; role: string } }>();
  expect(user.role).toBe('guardian');
  return { id: user.id, email: user.email, cookie: sessionCookie(made) };
}

const isPublic = async (gigId: string) =>
  (await db().select({ isPublic: gigs.isPublic }).from(gigs).where(eq(gigs.id, gigId)))[0]?.isPublic;

describe('the family account', () => {
  it('is made from the consent’s link with a password, once, as a guardian linked to the teen', async () => {
    const { teen, familyToken, parentEmail } = await consentGiven();
    // The same link is emailed to the parent.
    expect(await emailedToken(parentEmail, 'family/join')).toBe(familyToken);
    const invite = await get(`${FAMILY_INVITE_PATH}?token=${encodeURIComponent(familyToken)}`);
    expect(invite.json<FamilyInvite>()).toEqual({
      teenName: 'Tia Teen',
      guardianName: 'Pat Parent',
      email: parentEmail,
      accountExists: false,
    });
    const mismatched = await join({ token: familyToken, password: TEST_PASSWORD, confirmPassword: 'other words' });
    expect(mismatched.statusCode).toBe(400);

    const guardian = await guardianFrom(familyToken);
    expect(
      (await join({ token: familyToken, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD })).statusCode,
    ).toBe(404);
    expect((await get(`${FAMILY_INVITE_PATH}?token=${encodeURIComponent(familyToken)}`)).statusCode).toBe(404);

    const overview = (await get(FAMILY_PATH, guardian)).json<FamilyOverview>();
    expect(overview.teens).toHaveLength(1);
    expect(overview.teens[0]).toMatchObject({
      id: teen.id,
      name: 'Tia Teen',
      age: 15,
      parentalConsent: 'granted',
      sellingPaused: false,
      earnings: { pendingCents: 0, availableCents: 0, withdrawnCents: 0 },
      payoutAccount: null,
    });
    // The guardian signs in with the password they set.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: parentEmail, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('links a second teen to the guardian who is signed in, without a new password', async () => {
    const first = await consentGiven();
    const guardian = await guardianFrom(first.familyToken);
    const second = await consentGiven();
    // Without a session (or as someone else), the link asks to sign in first.
    const anonymous = await join({ token: second.familyToken });
    expect([anonymous.statusCode, refusal(anonymous).reason]).toEqual([409, 'SIGN_IN_TO_LINK']);
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    const asBuyer = await join({ token: second.familyToken }, buyer.cookie);
    expect([asBuyer.statusCode, refusal(asBuyer).reason]).toEqual([409, 'EMAIL_NOT_A_GUARDIAN']);

    expect((await join({ token: second.familyToken }, guardian.cookie)).statusCode).toBe(200);
    const teens = (await get(FAMILY_PATH, guardian)).json<FamilyOverview>().teens.map((teen) => teen.id);
    expect(teens).toEqual([first.teen.id, second.teen.id]);
  });

  it('shows the teen’s gigs, orders and who they talk to, but never the messages', async () => {
    const { teen, familyToken } = await consentGiven();
    const guardian = await guardianFrom(familyToken);
    const gig = await buildGig(db(), teen.id, { title: 'Hand-lettered birthday cards', priceCents: 2000 });
    const buyer = await buildUser(t.app, db(), { role: 'buyer', name: 'Bea Buyer' });
    const started = await t.app.inject({
      method: 'POST',
      url: CONVERSATIONS_PATH,
      headers: { cookie: buyer.cookie },
      payload: { gigId: gig.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    const secret = 'my favourite colour is teal';
    await t.app.inject({
      method: 'POST',
      url: conversationMessagesPath(started.json<{ id: string }>().id),
      headers: { cookie: buyer.cookie },
      payload: { clientId: randomUUID(), text: secret },
    });
    expect((await pay(t.app, buyer, gig.id)).statusCode).toBe(201);

    const answer = await get(FAMILY_PATH, guardian);
    const family = answer.json<FamilyOverview>().teens[0] as FamilyTeen;
    expect(family.gigs).toEqual([
      { id: gig.id, title: 'Hand-lettered birthday cards', status: 'public', views: 0, priceCents: 2000 },
    ]);
    expect(family.orders).toMatchObject([{ title: 'Hand-lettered birthday cards', status: 'paid', priceCents: 2000 }]);
    expect(family.conversations).toMatchObject([
      { withName: 'Bea Buyer', about: { kind: 'gig', title: 'Hand-lettered birthday cards' } },
    ]);
    expect(answer.body).not.toContain(secret);
  });

  it('answers only guardians, and a guardian only about their own teens', async () => {
    const { teen, familyToken } = await consentGiven();
    const guardian = await guardianFrom(familyToken);
    const otherFamily = await guardianFrom((await consentGiven()).familyToken);
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });

    expect((await get(FAMILY_PATH)).statusCode).toBe(401);
    const asTeen = await get(FAMILY_PATH, teen);
    expect([asTeen.statusCode, refusal(asTeen).reason]).toEqual([403, 'NOT_A_GUARDIAN']);
    expect((await get(FAMILY_PATH, buyer)).statusCode).toBe(403);
    // The teen cannot lift a pause themselves; another family cannot touch this teen.
    expect((await setSelling(teen, teen.id, false)).statusCode).toBe(403);
    expect((await setSelling(otherFamily, teen.id, true)).statusCode).toBe(404);
    const withdraw = await t.app.inject({
      method: 'POST',
      url: familyWithdrawConsentPath(teen.id),
      headers: { cookie: otherFamily.cookie },
      payload: { confirm: true },
    });
    expect(withdraw.statusCode).toBe(404);
    expect((await get(FAMILY_PATH, otherFamily)).json<FamilyOverview>().teens.map((x) => x.id)).not.toContain(teen.id);
    expect((await setSelling(guardian, teen.id, true)).statusCode).toBe(200);

    // A family account neither buys nor starts conversations.
    const gig = await buildGig(db(), (await buildUser(t.app, db(), { role: 'freelancer' })).id);
    const contact = await t.app.inject({
      method: 'POST',
      url: CONVERSATIONS_PATH,
      headers: { cookie: guardian.cookie },
      payload: { gigId: gig.id },
    });
    expect([contact.statusCode, refusal(contact).reason]).toEqual([403, 'GUARDIAN_ACCOUNT']);
    expect((await get(checkoutPath(gig.id), guardian)).statusCode).toBe(403);
  });
});

describe('the guardian’s controls', () => {
  it('pauses selling: the gig leaves the catalogue, no new order, the teen is told; resuming undoes it', async () => {
    const { teen, familyToken } = await consentGiven();
    const guardian = await guardianFrom(familyToken);
    const gig = await buildGig(db(), teen.id, { title: 'Pet portraits', priceCents: 3000 });
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    const open = await pay(t.app, buyer, gig.id);
    expect(open.statusCode).toBe(201);

    const paused = await setSelling(guardian, teen.id, true);
    expect(paused.json<FamilyTeen>()).toMatchObject({ sellingPaused: true, gigs: [{ status: 'private' }] });
    expect(await isPublic(gig.id)).toBe(false);
    expect((await get(gigPath(gig.id), buyer)).statusCode).toBe(404);
    expect((await pay(t.app, buyer, gig.id)).statusCode).not.toBe(201);
    // The open order goes on.
    const [order] = await db().select({ status: orders.status }).from(orders).where(eq(orders.sellerId, teen.id));
    expect(order?.status).toBe('paid');
    const told = (await get(NOTIFICATIONS_PATH, teen)).json<NotificationPage>().notifications.map((n) => n.title);
    expect(told).toContain('Pat Parent paused your selling');
    const session = (await get('/api/auth/session', teen)).json<{ user: { sellingPaused: boolean } }>();
    expect(session.user.sellingPaused).toBe(true);

    expect((await setSelling(guardian, teen.id, false)).json<FamilyTeen>().sellingPaused).toBe(false);
    expect(await isPublic(gig.id)).toBe(true);
    expect((await get(gigPath(gig.id), buyer)).statusCode).toBe(200);
  });

  it('withdraws consent: the gigs go private, open orders are cancelled and refunded, the teen is told', async () => {
    const { teen, familyToken } = await consentGiven();
    const guardian = await guardianFrom(familyToken);
    const gig = await buildGig(db(), teen.id, { priceCents: 2500 });
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    expect((await pay(t.app, buyer, gig.id)).statusCode).toBe(201);
    expect((await pay(t.app, buyer, gig.id)).statusCode).toBe(201);

    const withdraw = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: familyWithdrawConsentPath(teen.id),
        headers: { cookie: guardian.cookie },
        payload: body,
      });
    expect((await withdraw({})).statusCode).toBe(400);
    const done = await withdraw({ confirm: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<FamilyOverview>().teens[0]).toMatchObject({
      parentalConsent: 'pending',
      gigs: [{ status: 'private' }],
    });
    const statuses = await db().select({ status: orders.status }).from(orders).where(eq(orders.sellerId, teen.id));
    expect(statuses.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    const told = (await get(NOTIFICATIONS_PATH, teen)).json<NotificationPage>().notifications.map((n) => n.title);
    expect(told).toContain('Parental consent was withdrawn');
    const buyerTold = (await get(NOTIFICATIONS_PATH, buyer)).json<NotificationPage>().notifications;
    expect(buyerTold.length).toBeGreaterThan(0);
    // Nothing to withdraw twice.
    const again = await withdraw({ confirm: true });
    expect([again.statusCode, refusal(again).reason]).toEqual([409, 'CONSENT_NOT_GIVEN']);
  });
});
