import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { checkoutPath, type CheckoutQuote } from '@teenfreelance/contracts/checkout';
import { FAMILY_PATH, type FamilyOverview } from '@teenfreelance/contracts/family';
import { MY_FAMILY_PATH, type TeenFamilyPanel } from '@teenfreelance/contracts/family-controls';
import { OWN_PROFILE_PATH } from '@teenfreelance/contracts/profiles';
import { familyWorkHoursPath, WORK_HOURS_TEXTS, type WorkHours } from '@teenfreelance/contracts/work-hours';
import { orders } from '../../../db/schema/orders.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { refusal } from '../../../testing/job-helpers.ts';
import { pay, payBody } from '../../../testing/order-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { storedTeenWithGuardian, type TeenPlace } from '../../../testing/family-helpers.ts';

// Monday 2 November 2026, 10:00 in New York (15:00 UTC): a school week, outside the FLSA summer.
const clock = manualClock(Date.UTC(2026, 10, 2, 15));
const t = testAppForTests(() => ({ clock }));
const db = () => t.database.db;

const NEW_YORK_14: TeenPlace = { dateOfBirth: '2012-06-01', country: 'United States', timeZone: 'America/New_York' };

const quote = async (buyer: TestUser, gigId: string) => {
  const response = await t.app.inject({ method: 'GET', url: checkoutPath(gigId), headers: { cookie: buyer.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckoutQuote>();
};
const choose = (who: TestUser, teenId: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: familyWorkHoursPath(teenId), headers: { cookie: who.cookie }, payload });
const dueAtOf = async (orderId: string) =>
  (await db().select({ dueAt: orders.dueAt }).from(orders).where(eq(orders.id, orderId)))[0]?.dueAt.toISOString();
const ordersOf = async (sellerId: string) =>
  (await db().select({ id: orders.id }).from(orders).where(eq(orders.sellerId, sellerId))).length;

async function teenGig(place: TeenPlace = NEW_YORK_14, deliveryDays = 2) {
  clock.set(Date.UTC(2026, 10, 2, 15));
  const family = await storedTeenWithGuardian(t.app, db(), place);
  const gig = await buildGig(db(), family.teen.id, { deliveryDays });
  const buyer = await buildUser(t.app, db(), { role: 'buyer' });
  return { ...family, gig, buyer };
}

describe('work hours of a 14-year-old seller in New York', () => {
  it('checkout offers only due dates at 7 pm their time, at least the delivery days away; an adult’s has none', async () => {
    const { gig, buyer } = await teenGig();
    const { deliveryDates } = await quote(buyer, gig.id);
    // Two days from Monday 10 am is Wednesday 10 am: the first date is Wednesday, due at 7 pm (midnight UTC).
    expect(deliveryDates).toEqual({
      timeZone: 'America/New_York',
      eveningEndHour: 19,
      options: ['04', '05', '06', '07', '08'].map((day) => ({
        date: `2026-11-${day}`,
        dueAt: new Date(Date.UTC(2026, 10, Number(day) + 1, 0)).toISOString(),
      })),
    });
    const adult = await buildUser(t.app, db(), { role: 'freelancer' });
    const adultGig = await buildGig(db(), adult.id);
    expect((await quote(buyer, adultGig.id)).deliveryDates).toBeNull();
    // A date chosen for an adult's gig is not one offered: refused before the card, nothing ordered.
    const refused = await pay(t.app, buyer, adultGig.id, { ...payBody(), dueDate: '2026-11-06' });
    expect(refusal(refused)).toMatchObject({ status: 422, reason: 'DUE_DATE_NOT_OFFERED' });
    expect(await ordersOf(adult.id)).toBe(0);
  });

  it('pays with the first date when none is chosen, with the chosen one, and refuses a date not offered', async () => {
    const { teen, gig, buyer } = await teenGig();
    const first = await pay(t.app, buyer, gig.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(await dueAtOf(first.json<{ id: string }>().id)).toBe('2026-11-05T00:00:00.000Z');
    const chosen = await pay(t.app, buyer, gig.id, { ...payBody(), dueDate: '2026-11-06' });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(await dueAtOf(chosen.json<{ id: string }>().id)).toBe('2026-11-07T00:00:00.000Z');
    // Tomorrow is sooner than the gig's two delivery days: the buyer is told to choose an offered date.
    const tooSoon = await pay(t.app, buyer, gig.id, { ...payBody(), dueDate: '2026-11-03' });
    expect(refusal(tooSoon)).toEqual({
      status: 422,
      code: 'UNPROCESSABLE',
      message: WORK_HOURS_TEXTS.dateNotOffered,
      reason: 'DUE_DATE_NOT_OFFERED',
    });
    expect(await ordersOf(teen.id)).toBe(2);
  });

  it('caps a week’s open orders at the weekly hours, one hour a delivery day, and offers the next week', async () => {
    const { teen, guardian, gig, buyer } = await teenGig();
    expect((await choose(guardian, teen.id, { eveningEndHour: null, weeklyHours: 4 })).statusCode).toBe(200);
    // Two orders of two delivery days fill the week of 2 November (Tue-Wed and Wed-Thu: 4 hours).
    expect((await pay(t.app, buyer, gig.id)).statusCode).toBe(201);
    expect((await pay(t.app, buyer, gig.id, { ...payBody(), dueDate: '2026-11-05' })).statusCode).toBe(201);
    // A third fits from Tuesday 10 November (its days Monday and Tuesday); Monday's would spill into Sunday.
    const { deliveryDates } = await quote(buyer, gig.id);
    expect(deliveryDates?.options[0]?.date).toBe('2026-11-10');
    const full = await pay(t.app, buyer, gig.id, { ...payBody(), dueDate: '2026-11-06' });
    expect(refusal(full)).toMatchObject({ status: 422, reason: 'DUE_DATE_NOT_OFFERED' });
    expect(await ordersOf(teen.id)).toBe(2);
  });

  it('refuses an order when the next four weeks are full, in words the buyer understands', async () => {
    const { teen, guardian, buyer } = await teenGig();
    expect((await choose(guardian, teen.id, { eveningEndHour: null, weeklyHours: 1 })).statusCode).toBe(200);
    // Thirty delivery days at one hour each cannot fit weeks of one hour.
    const long = await buildGig(db(), teen.id, { deliveryDays: 30 });
    expect((await quote(buyer, long.id)).deliveryDates?.options).toEqual([]);
    const refused = await pay(t.app, buyer, long.id);
    expect(refusal(refused)).toMatchObject({ status: 422, message: WORK_HOURS_TEXTS.noRoom('Tia Teen') });
    expect(await ordersOf(teen.id)).toBe(0);
  });
});

describe('the guardian’s choice', () => {
  it('makes the hours stricter, never looser, and /family shows the law and what applies', async () => {
    const { teen, guardian, gig, buyer } = await teenGig();
    const later = await choose(guardian, teen.id, { eveningEndHour: 20, weeklyHours: null });
    expect(refusal(later)).toEqual({
      status: 422,
      code: 'UNPROCESSABLE',
      message: WORK_HOURS_TEXTS.looser(19, 18),
      reason: 'WORK_HOURS_LOOSER',
    });
    expect(refusal(await choose(guardian, teen.id, { eveningEndHour: null, weeklyHours: 19 }))).toMatchObject({
      status: 422,
      reason: 'WORK_HOURS_LOOSER',
    });
    const stricter = await choose(guardian, teen.id, { eveningEndHour: 17, weeklyHours: 10 });
    expect(stricter.statusCode, stricter.body).toBe(200);
    expect(stricter.json<WorkHours>()).toEqual({
      law: { name: 'us-flsa', eveningEndHour: 19, weeklyHours: 18, schoolDayHours: 3 },
      chosen: { eveningEndHour: 17, weeklyHours: 10 },
      applied: { eveningEndHour: 17, weeklyHours: 10, schoolDayHours: 3 },
      timeZone: 'America/New_York',
    });
    const family = await t.app.inject({ method: 'GET', url: FAMILY_PATH, headers: { cookie: guardian.cookie } });
    expect(family.json<FamilyOverview>().teens[0]?.workHours).toEqual(stricter.json());
    // The teen reads the same hours in their own Family panel.
    const panel = await t.app.inject({ method: 'GET', url: MY_FAMILY_PATH, headers: { cookie: teen.cookie } });
    expect(panel.json<TeenFamilyPanel>().workHours).toEqual({ eveningEndHour: 17, weeklyHours: 10, schoolDayHours: 3 });
    // Checkout follows at once: due at 5 pm in New York (22:00 UTC).
    expect((await quote(buyer, gig.id)).deliveryDates?.options[0]?.dueAt).toBe('2026-11-04T22:00:00.000Z');
  });

  it('is the teen’s guardian’s alone: the teen and another family’s guardian cannot set it', async () => {
    const { teen } = await teenGig();
    const other = await buildUser(t.app, db(), { role: 'guardian' });
    const body = { eveningEndHour: 15, weeklyHours: 2 };
    expect(refusal(await choose(other, teen.id, body))).toMatchObject({ status: 404 });
    expect(refusal(await choose(teen, teen.id, body))).toMatchObject({ status: 403, reason: 'NOT_A_GUARDIAN' });
    const loose = await t.app.inject({ method: 'PUT', url: familyWorkHoursPath(teen.id), payload: body });
    expect(loose.statusCode).toBe(401);
  });
});

describe('the law by date, country and age', () => {
  it('ends at 9 pm from June 1 through Labor Day in the US, and keeps 7 pm and 12 hours in the UK', async () => {
    const us = await teenGig();
    const uk = await teenGig({ dateOfBirth: '2012-06-01', country: 'United Kingdom', timeZone: null });
    clock.set(Date.UTC(2026, 8, 7, 15)); // Labor Day 2026 (Monday 7 September)
    const usSummer = (await quote(us.buyer, us.gig.id)).deliveryDates;
    expect(usSummer?.eveningEndHour).toBe(21);
    const ukHours = await choose(uk.guardian, uk.teen.id, { eveningEndHour: null, weeklyHours: null });
    expect(ukHours.json<WorkHours>()).toMatchObject({
      law: { name: 'uk-eu', eveningEndHour: 19, weeklyHours: 12, schoolDayHours: 2 },
      timeZone: 'Europe/London',
    });
    clock.set(Date.UTC(2026, 8, 8, 15)); // the day after Labor Day: 7 pm again
    expect((await quote(us.buyer, us.gig.id)).deliveryDates?.eveningEndHour).toBe(19);
  });

  it('sets no hours at 16 unless the guardian keeps some', async () => {
    const { teen, guardian, gig, buyer } = await teenGig({ ...NEW_YORK_14, dateOfBirth: '2010-06-01' });
    expect((await quote(buyer, gig.id)).deliveryDates).toBeNull();
    const kept = await choose(guardian, teen.id, { eveningEndHour: 18, weeklyHours: null });
    expect(kept.json<WorkHours>()).toMatchObject({ law: null, applied: { eveningEndHour: 18, weeklyHours: 40 } });
    expect((await quote(buyer, gig.id)).deliveryDates?.eveningEndHour).toBe(18);
  });
});

describe('the time zone', () => {
  it('comes from the browser with a profile save, else from the country; an unknown zone is refused', async () => {
    const { teen, guardian, gig, buyer } = await teenGig({ dateOfBirth: '2012-06-01', country: 'USA', timeZone: null });
    const hours = async () =>
      (await choose(guardian, teen.id, { eveningEndHour: null, weeklyHours: null })).json<WorkHours>().timeZone;
    expect(await hours()).toBe('America/New_York');
    const save = (timeZone: string) =>
      t.app.inject({ method: 'PATCH', url: OWN_PROFILE_PATH, headers: { cookie: teen.cookie }, payload: { timeZone } });
    expect((await save('Mars/Olympus_Mons')).statusCode).toBe(400);
    expect((await save('America/Los_Angeles')).statusCode).toBe(200);
    expect(await hours()).toBe('America/Los_Angeles');
    // 7 pm in Los Angeles is 03:00 UTC the next day.
    expect((await quote(buyer, gig.id)).deliveryDates?.options[0]?.dueAt).toBe('2026-11-05T03:00:00.000Z');
  });
});
