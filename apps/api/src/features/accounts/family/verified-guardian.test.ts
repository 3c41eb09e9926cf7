import { describe, expect, it } from 'vitest';
import { ADMIN_MINORS_PATH, type MinorAccount } from '@teenfreelance/contracts/admin';
import { PAYMENT_VERIFICATION_PATH } from '@teenfreelance/contracts/card-check';
import { familyControlsPath, MY_FAMILY_PATH, type TeenFamilyPanel } from '@teenfreelance/contracts/family-controls';
import { familySellingPath } from '@teenfreelance/contracts/family';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { teenWithGuardian } from '../../../testing/family-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';

const t = testAppForTests();

const get = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
const put = (who: TestUser, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie: who.cookie }, payload });
const minorOf = async (admin: TestUser, teenId: string) =>
  (await get(admin, ADMIN_MINORS_PATH)).json<{ minors: MinorAccount[] }>().minors.find((m) => m.id === teenId);

describe('the verified guardian and the teen’s Family panel', () => {
  it('keeps who consented and shows the admin a guardian who passed the $0 card check', async () => {
    const { teen, guardian } = await teenWithGuardian(t.app);
    const admin = await buildUser(t.app, t.database.db, { role: 'admin' });
    expect((await minorOf(admin, teen.id))?.consentedBy).toMatchObject({ name: 'Pat Parent', verified: false });

    const verified = await t.app.inject({
      method: 'POST',
      url: PAYMENT_VERIFICATION_PATH,
      headers: { cookie: guardian.cookie },
      payload: { fullName: 'Pat Parent', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await minorOf(admin, teen.id))?.consentedBy).toMatchObject({ name: 'Pat Parent', verified: true });
  });

  it('shows the teen their guardian and every control in force, and nothing to a buyer', async () => {
    const { teen, guardian } = await teenWithGuardian(t.app);
    expect((await get(teen, MY_FAMILY_PATH)).json<TeenFamilyPanel>()).toEqual({
      guardians: [{ name: 'Pat Parent', verified: false }],
      sellingPaused: false,
      controls: { approveNewGigs: true, contactRule: 'anyone' },
      // 15 and no country: the US law's hours (decision 0086); 7 pm, or 9 pm from June 1 to Labor Day.
      workHours: { eveningEndHour: expect.any(Number), weeklyHours: 18, schoolDayHours: 3 },
    });
    await put(guardian, familyControlsPath(teen.id), { contactRule: 'verified_buyers' });
    await put(guardian, familySellingPath(teen.id), { paused: true });
    expect((await get(teen, MY_FAMILY_PATH)).json<TeenFamilyPanel>()).toMatchObject({
      sellingPaused: true,
      controls: { approveNewGigs: true, contactRule: 'verified_buyers' },
    });

    const buyer = await buildUser(t.app, t.database.db);
    expect((await get(buyer, MY_FAMILY_PATH)).json<TeenFamilyPanel>().guardians).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: MY_FAMILY_PATH })).statusCode).toBe(401);
  });
});
