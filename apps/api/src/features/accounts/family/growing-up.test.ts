import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SIGN_IN_PATH } from '@teenfreelance/contracts/auth';
import { FAMILY_PATH, type FamilyOverview } from '@teenfreelance/contracts/family';
import { NOTIFICATIONS_PATH, type NotificationPage } from '@teenfreelance/contracts/notifications';
import { familyWorkHoursPath } from '@teenfreelance/contracts/work-hours';
import { guardianLinks } from '../../../db/schema/family.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { payoutAccounts } from '../../../db/schema/payouts.ts';
import { users } from '../../../db/schema/users.ts';
import { manualClock } from '../../../testing/clock.ts';
import { storedTeenWithGuardian } from '../../../testing/family-helpers.ts';
import { buildGig, TEST_PASSWORD, type TestUser } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { mailSentBy, sessionCookie } from '../../../testing/test-app.ts';
import { bornByForAge, GROWING_UP_EMAIL_TASK, GROWING_UP_TASK } from './growing-up.ts';

const clock = manualClock(Date.UTC(2026, 10, 4, 12));
const t = testAppForTests(() => ({ clock }));
const db = () => t.database.db;

/** A run of the sweep and of the emails it queued, as the queue would work them. */
const sweep = () => t.app.runHeldTasks([GROWING_UP_TASK, GROWING_UP_EMAIL_TASK]);
const get = <T>(url: string, who: TestUser) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } }).then((response) => response.json<T>());
const kindsOf = async (who: TestUser) =>
  (await get<NotificationPage>(NOTIFICATIONS_PATH, who)).notifications.map((notice) => notice.kind);
/** `who` signs in again: their account is still theirs. */
async function signedInAgain(who: TestUser): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: SIGN_IN_PATH,
    headers: { origin: 'http://localhost:3000' },
    payload: { email: who.email, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(sessionCookie(response)).toContain('tf.session_token=');
}
const mailTo = (who: TestUser) =>
  mailSentBy(t.app).filter((message) => message.to === who.email && message.subject.includes(' turned '));

describe('growing up', () => {
  it('tells the teen and guardian at 16, ends the link at 18, each once, with the guardian keeping their account', async () => {
    clock.set(Date.UTC(2026, 10, 4, 12)); // the day before the 16th birthday
    const { teen, guardian } = await storedTeenWithGuardian(t.app, db(), {
      dateOfBirth: '2010-11-05',
      country: 'United States',
      timeZone: 'America/New_York',
    });
    await db().insert(payoutAccounts).values({
      userId: teen.id,
      holderName: 'Pat Parent',
      bankName: 'First Bank',
      last4: '6789',
      providerAccountRef: 'acct_test',
      owner: 'guardian',
      guardianName: 'Pat Parent',
      createdAt: clock.now(),
    });
    // 'Approve new gigs' on (the default under 16), a gig waiting for the guardian, the stricter contact rule.
    await db()
      .update(users)
      .set({ gigApprovalRequired: true, contactRule: 'verified_buyers' })
      .where(eq(users.id, teen.id));
    const waiting = await buildGig(db(), teen.id, { title: 'Waiting bracelets' });
    await db().update(gigs).set({ approval: 'awaiting', isPublic: false }).where(eq(gigs.id, waiting.id));
    const gigState = async () =>
      (
        await db()
          .select({ approval: gigs.approval, isPublic: gigs.isPublic })
          .from(gigs)
          .where(eq(gigs.id, waiting.id))
      )[0];
    const controls = async () =>
      (
        await db()
          .select({ approvals: users.gigApprovalRequired, contact: users.contactRule })
          .from(users)
          .where(eq(users.id, teen.id))
      )[0];
    await sweep();
    expect(await kindsOf(teen)).not.toContain('turned_16');
    expect(await gigState()).toEqual({ approval: 'awaiting', isPublic: false });
    const before = (await get<FamilyOverview>(FAMILY_PATH, guardian)).teens[0]?.workHours;
    expect(before?.law?.name).toBe('us-flsa');

    clock.set(Date.UTC(2026, 10, 5, 0, 30)); // the birthday, just past midnight UTC
    await sweep();
    await sweep(); // a second run (another process) acts on nothing more
    expect((await kindsOf(teen)).filter((kind) => kind === 'turned_16')).toHaveLength(1);
    expect(mailTo(guardian).map((message) => message.subject)).toEqual([
      'Tia Teen turned 16: their work-hour rules have changed',
    ]);
    // At 16 approvals relax: the waiting gig is public, and the guardian is told; the contact rule stays.
    expect(await gigState()).toEqual({ approval: null, isPublic: true });
    expect(await controls()).toEqual({ approvals: false, contact: 'verified_buyers' });
    expect(mailTo(guardian)[0]?.text).toContain("'Approve new gigs' is off now");
    // The law's hours end by themselves; the guardian still sees the teen and can keep limits.
    const at16 = await get<FamilyOverview>(FAMILY_PATH, guardian);
    expect(at16.teens[0]?.workHours).toMatchObject({ law: null, applied: null });

    const linksOf = () => db().select().from(guardianLinks).where(eq(guardianLinks.teenId, teen.id));
    clock.set(Date.UTC(2028, 10, 4, 23)); // the day before the 18th
    await sweep();
    expect(await linksOf()).toHaveLength(1);
    clock.set(Date.UTC(2028, 10, 5, 1));
    await sweep();
    await sweep();
    expect(mailTo(guardian).at(-1)?.subject).toBe('Tia Teen turned 18: their account is now their own');
    // The guardian's account is theirs still: they sign in as before.
    await signedInAgain(guardian);
    // Sessions expire on better-auth's own (real) time: the first ones are read back at the first clock.
    clock.set(Date.UTC(2026, 10, 5, 1));
    expect((await kindsOf(teen)).filter((kind) => kind === 'guardian_link_ended')).toHaveLength(1);
    // The guardian keeps nothing of the teen's.
    expect((await get<FamilyOverview>(FAMILY_PATH, guardian)).teens).toEqual([]);
    const choose = await t.app.inject({
      method: 'PUT',
      url: familyWorkHoursPath(teen.id),
      headers: { cookie: guardian.cookie },
      payload: { eveningEndHour: 17, weeklyHours: null },
    });
    expect(choose.statusCode).toBe(404);
    expect(await linksOf()).toEqual([]);
    expect(await db().select().from(payoutAccounts).where(eq(payoutAccounts.userId, teen.id))).toEqual([]);
    const [adult] = await db()
      .select({ isMinor: users.isMinor, consent: users.parentalConsent })
      .from(users)
      .where(eq(users.id, teen.id));
    expect(adult).toEqual({ isMinor: false, consent: 'not_required' });
    // The guardian's controls ended with the link: anyone may contact the adult seller.
    expect(await controls()).toEqual({ approvals: false, contact: 'anyone' });
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(bornByForAge(new Date(Date.UTC(2032, 1, 29)), 17)).toBe('2015-02-28');
    expect(bornByForAge(new Date(Date.UTC(2028, 1, 29)), 16)).toBe('2012-02-29');
    expect(bornByForAge(new Date(Date.UTC(2026, 10, 5)), 16)).toBe('2010-11-05');
  });
});
