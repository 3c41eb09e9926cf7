import { describe, expect, it } from 'vitest';
import { FAMILY_PATH, type FamilyOverview } from '@teenfreelance/contracts/family';
import {
  FAMILY_GIG_APPROVAL_PATH,
  familyControlsPath,
  familyGigDecisionPath,
  type GigApprovalRequest,
} from '@teenfreelance/contracts/family-controls';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { NOTIFICATIONS_PATH, type NotificationPage } from '@teenfreelance/contracts/notifications';
import { bornYearsAgo, buildUser, type TestUser } from '../../../testing/factories.ts';
import { teenWithGuardian } from '../../../testing/family-helpers.ts';
import { gigInput, uploadImages } from '../../../testing/gig-helpers.ts';
import { refusal } from '../../../testing/job-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { emailedToken } from '../../../testing/test-app.ts';
import { GIG_APPROVAL_EMAIL_TASK } from './gig-approvals.emails.ts';

const t = testAppForTests();

const get = (url: string, who?: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
const setControls = (who: TestUser, teenId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: familyControlsPath(teenId), headers: { cookie: who.cookie }, payload });
const decide = (who: TestUser, gigId: string, approve: boolean) =>
  t.app.inject({
    method: 'POST',
    url: familyGigDecisionPath(gigId),
    headers: { cookie: who.cookie },
    payload: { approve },
  });

async function createGig(teen: TestUser, title = 'I will draw your pet as a cartoon') {
  const imageIds = await uploadImages(t.app, teen.cookie, 1);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/gigs',
    headers: { cookie: teen.cookie },
    payload: gigInput({ title, imageIds }),
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json<GigDetail>();
}

/** What a stranger gets for the gig page: 200 when it is public. */
const visitorStatus = async (gigId: string) => (await get(`/api/gigs/${gigId}`)).statusCode;
const ownView = async (teen: TestUser, gigId: string) => (await get(`/api/gigs/${gigId}`, teen)).json<GigDetail>();
const teenTold = async (teen: TestUser) =>
  (await get(NOTIFICATIONS_PATH, teen)).json<NotificationPage>().notifications.map((n) => n.title);
const familyGig = async (guardian: TestUser, gigId: string) =>
  (await get(FAMILY_PATH, guardian))
    .json<FamilyOverview>()
    .teens.flatMap((teen) => teen.gigs)
    .find((gig) => gig.id === gigId);

describe("'Approve new gigs'", () => {
  it('is on by default for a 15-year-old, off at 16, and only the guardian can change it', async () => {
    const { teen, guardian } = await teenWithGuardian(t.app);
    const [young] = (await get(FAMILY_PATH, guardian)).json<FamilyOverview>().teens;
    expect(young?.controls).toEqual({ approveNewGigs: true, contactRule: 'anyone' });

    const older = await teenWithGuardian(t.app, { db: t.database.db, dateOfBirth: bornYearsAgo(16) });
    const [sixteen] = (await get(FAMILY_PATH, older.guardian)).json<FamilyOverview>().teens;
    expect(sixteen?.controls.approveNewGigs).toBe(false);

    // The teen cannot change their own controls; another family's guardian does not see this teen.
    expect(refusal(await setControls(teen, teen.id, { approveNewGigs: false }))).toMatchObject({
      status: 403,
      reason: 'NOT_A_GUARDIAN',
    });
    expect((await setControls(older.guardian, teen.id, { approveNewGigs: false })).statusCode).toBe(404);
    expect((await setControls(guardian, teen.id, {})).statusCode).toBe(400);
    const off = await setControls(guardian, teen.id, { approveNewGigs: false });
    expect(off.json()).toEqual({ approveNewGigs: false, contactRule: 'anyone' });
    expect(await teenTold(teen)).toContain('Pat Parent changed your family controls');
  });

  it('keeps a new gig private until the guardian approves it from the dashboard', async () => {
    const { teen, guardian } = await teenWithGuardian(t.app);
    const gig = await createGig(teen);
    expect(gig).toMatchObject({ isPublic: false, approval: 'awaiting' });
    expect(await visitorStatus(gig.id)).toBe(404);
    expect(await familyGig(guardian, gig.id)).toMatchObject({ status: 'awaiting' });

    // The teen cannot approve their own gig; another family's guardian finds no such gig.
    expect(refusal(await decide(teen, gig.id, true))).toMatchObject({ status: 403, reason: 'NOT_A_GUARDIAN' });
    const stranger = await teenWithGuardian(t.app);
    expect((await decide(stranger.guardian, gig.id, true)).statusCode).toBe(404);

    const approved = await decide(guardian, gig.id, true);
    expect(approved.json()).toEqual({ gigId: gig.id, decision: 'approved' });
    expect(await visitorStatus(gig.id)).toBe(200);
    expect(await ownView(teen, gig.id)).toMatchObject({ isPublic: true, approval: null });
    expect(await teenTold(teen)).toContain(`Pat Parent approved your gig '${gig.title}'`);
    expect(refusal(await decide(guardian, gig.id, true))).toMatchObject({ status: 409, reason: 'GIG_NOT_AWAITING' });
  });

  it('takes an edited public gig out of search until approved, and a declined one stays private', async () => {
    const { teen, guardian } = await teenWithGuardian(t.app);
    const gig = await createGig(teen);
    await decide(guardian, gig.id, true);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/gigs/${gig.id}`,
      headers: { cookie: teen.cookie },
      payload: { title: 'I will draw your dog as a superhero' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<GigDetail>()).toMatchObject({ isPublic: false, approval: 'awaiting' });
    expect(await visitorStatus(gig.id)).toBe(404);

    // The guardian declines from the emailed link, without signing in.
    const token = await emailedToken(t.app, {
      to: guardian.email,
      page: 'family/gig-approval',
      tasks: [GIG_APPROVAL_EMAIL_TASK],
    });
    const shown = await get(`${FAMILY_GIG_APPROVAL_PATH}?token=${encodeURIComponent(token)}`);
    expect(shown.json<GigApprovalRequest>()).toMatchObject({
      gigId: gig.id,
      teenName: 'Tia Teen',
      title: 'I will draw your dog as a superhero',
    });
    const declined = await t.app.inject({
      method: 'POST',
      url: FAMILY_GIG_APPROVAL_PATH,
      payload: { token, approve: false },
    });
    expect(declined.json()).toEqual({ gigId: gig.id, decision: 'declined' });
    expect(await visitorStatus(gig.id)).toBe(404);
    expect(await ownView(teen, gig.id)).toMatchObject({ isPublic: false, approval: 'declined' });
    expect(await familyGig(guardian, gig.id)).toMatchObject({ status: 'declined' });
    expect(await teenTold(teen)).toContain(`Pat Parent declined your gig 'I will draw your dog as a superhero'`);
    // The link worked once.
    expect((await get(`${FAMILY_GIG_APPROVAL_PATH}?token=${encodeURIComponent(token)}`)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'POST',
      url: FAMILY_GIG_APPROVAL_PATH,
      payload: { token, approve: true },
    });
    expect(again.statusCode).toBe(404);
  });

  it('publishes what was waiting when the guardian turns it off, and asks nothing of a teen without it', async () => {
    const { teen, guardian } = await teenWithGuardian(t.app);
    const gig = await createGig(teen);
    expect(await visitorStatus(gig.id)).toBe(404);
    await setControls(guardian, teen.id, { approveNewGigs: false });
    expect(await visitorStatus(gig.id)).toBe(200);
    const next = await createGig(teen, 'I will edit your school video');
    expect(next).toMatchObject({ isPublic: true, approval: null });

    // An adult freelancer's gigs never wait for anyone.
    const adult = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    expect(await createGig(adult)).toMatchObject({ isPublic: true, approval: null });
  });

  it('answers each actor of the control and decision endpoints with its exact status', async () => {
    const { teen, guardian } = await teenWithGuardian(t.app);
    const other = await teenWithGuardian(t.app);
    const gig = await createGig(teen);
    const buyer = await buildUser(t.app, t.database.db);
    const admin = await buildUser(t.app, t.database.db, { role: 'admin' });
    const visitor = { id: '', email: '', cookie: '' };
    const cases: [string, TestUser, number][] = [
      ['visitor', visitor, 401],
      ['buyer', buyer, 403],
      ['admin', admin, 403],
      ['the teen', teen, 403],
      ["another family's guardian", other.guardian, 404],
    ];
    for (const [who, user, status] of cases) {
      expect((await setControls(user, teen.id, { contactRule: 'verified_buyers' })).statusCode, who).toBe(status);
      expect((await decide(user, gig.id, true)).statusCode, who).toBe(status);
    }
    // Nothing changed until the teen's own guardian acted.
    expect(await familyGig(guardian, gig.id)).toMatchObject({ status: 'awaiting' });
    expect((await setControls(guardian, teen.id, { contactRule: 'verified_buyers' })).statusCode).toBe(200);
    expect((await decide(guardian, gig.id, true)).statusCode).toBe(200);
  });
});
