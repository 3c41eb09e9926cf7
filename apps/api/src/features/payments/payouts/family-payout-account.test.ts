import { describe, expect, it } from 'vitest';
import { familyWithdrawConsentPath } from '@teenfreelance/contracts/family';
import { familyPayoutAccountPath, type FamilyPayoutAccount } from '@teenfreelance/contracts/family-payouts';
import { NOTIFICATIONS_PATH, type NotificationPage } from '@teenfreelance/contracts/notifications';
import {
  PAYOUT_ACCOUNT_PATH,
  PAYOUT_MESSAGES,
  PAYOUT_SETUP_PATH,
  TEST_BANK,
  type PayoutAccountState,
} from '@teenfreelance/contracts/payouts';
import { guardianLinks } from '../../../db/schema/family.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { askGuardian, bankBody, consentedTeen, emailedToken, reasonOf } from './payouts.test-helpers.ts';

const clock = manualClock(Date.UTC(2026, 10, 2, 15));
const t = testAppForTests(() => ({ clock }));
const db = () => t.database.db;

/** A 15-year-old whose parent consented, and that parent's family account (Pat Parent), linked to them. */
async function family() {
  const { teen, guardianEmail } = await consentedTeen(t.app, db());
  const guardian = await buildUser(t.app, db(), { role: 'guardian', name: 'Pat Parent' });
  await db().insert(guardianLinks).values({ guardianId: guardian.id, teenId: teen.id, createdAt: clock.now() });
  return { teen, guardian, guardianEmail };
}

const read = (teenId: string, who?: TestUser) =>
  t.app.inject({ method: 'GET', url: familyPayoutAccountPath(teenId), headers: who ? { cookie: who.cookie } : {} });
const setUp = (teenId: string, body: object, who?: TestUser) =>
  t.app.inject({
    method: 'PUT',
    url: familyPayoutAccountPath(teenId),
    headers: who ? { cookie: who.cookie } : {},
    payload: body,
  });
const teensView = async (teen: TestUser) =>
  (
    await t.app.inject({ method: 'GET', url: PAYOUT_ACCOUNT_PATH, headers: { cookie: teen.cookie } })
  ).json<PayoutAccountState>();
const teensNotices = async (teen: TestUser) =>
  (await t.app.inject({ method: 'GET', url: NOTIFICATIONS_PATH, headers: { cookie: teen.cookie } }))
    .json<NotificationPage>()
    .notifications.map((n) => [n.title, n.body]);

describe('the payout account on /family', () => {
  it('is set up and replaced by the linked guardian; the teen sees it and is told each time', async () => {
    const { teen, guardian } = await family();
    expect((await read(teen.id, guardian)).json()).toEqual({ teenName: 'Tia Teen', account: null });

    const added = await setUp(
      teen.id,
      { ...bankBody('pays', 'Pat Parent'), accountNumber: '0001 2345 6789' },
      guardian,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json<FamilyPayoutAccount>()).toEqual({
      teenName: 'Tia Teen',
      account: {
        holderName: 'Pat Parent',
        bankName: 'STRIPE TEST BANK',
        last4: '6789',
        owner: 'guardian',
        guardianName: 'Pat Parent',
        addedAt: clock.now().toISOString(),
      },
    });
    // Only the safe summary leaves the server.
    expect(added.body).not.toContain(TEST_BANK.accountPays);
    expect(added.body).not.toContain(TEST_BANK.routingNumber);
    expect((await read(teen.id, guardian)).json<FamilyPayoutAccount>().account?.last4).toBe('6789');
    expect(await teensView(teen)).toMatchObject({
      managedBy: 'guardian',
      account: { last4: '6789', owner: 'guardian', guardianName: 'Pat Parent' },
    });

    clock.advance(60_000);
    const replaced = await setUp(teen.id, { ...bankBody('fails', 'Pat Q. Parent') }, guardian);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<FamilyPayoutAccount>().account).toMatchObject({
      holderName: 'Pat Q. Parent',
      last4: '1116',
      addedAt: clock.now().toISOString(),
    });
    expect((await teensView(teen)).account?.last4).toBe('1116');
    expect(await teensNotices(teen)).toEqual(
      expect.arrayContaining([
        ['Pat Parent set up your payout account', 'What you withdraw is paid to their account ending 6789.'],
        ['Pat Parent changed your payout account', 'What you withdraw is paid to their account ending 1116.'],
      ]),
    );
  });

  it('is refused to another family’s guardian, the teen, a buyer and a visitor, and changes nothing', async () => {
    const { teen, guardian } = await family();
    const other = await buildUser(t.app, db(), { role: 'guardian', name: 'Other Parent' });
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    const cases: [TestUser | undefined, number, string | undefined][] = [
      [other, 404, undefined],
      [teen, 403, 'NOT_A_GUARDIAN'],
      [buyer, 403, 'NOT_A_GUARDIAN'],
      [undefined, 401, undefined],
    ];
    for (const [who, status, reason] of cases) {
      const put = await setUp(teen.id, bankBody('pays', 'Not Theirs'), who);
      expect([put.statusCode, reason && reasonOf(put)], who?.email ?? 'visitor').toEqual([status, reason]);
      expect((await read(teen.id, who)).statusCode, who?.email ?? 'visitor').toBe(status);
    }
    // An unknown teen is as unknown as another family's.
    expect((await setUp('no-such-teen', bankBody(), guardian)).statusCode).toBe(404);
    expect((await teensView(teen)).account).toBeNull();
    expect(await teensNotices(teen)).toEqual([]);
  });

  it('refuses bad input with the same messages as the emailed link', async () => {
    const { teen, guardian } = await family();
    const checksum = await setUp(teen.id, { ...bankBody(), routingNumber: '110000001' }, guardian);
    expect(checksum.statusCode).toBe(400);
    expect(checksum.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'body.routingNumber', message: expect.any(String) }] },
    });
    const short = await setUp(teen.id, { ...bankBody(), routingNumber: '12345' }, guardian);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: { details: [{ path: 'body.routingNumber', message: PAYOUT_MESSAGES.routingNumberInvalid }] },
    });
    for (const body of [
      { ...bankBody(), accountNumber: '12' },
      { ...bankBody(), holderName: ' ' },
      { ...bankBody(), extra: true },
      { holderName: 'Pat Parent' },
    ]) {
      const refused = await setUp(teen.id, body, guardian);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    // The emailed link's form answers the same words for the same field.
    const { teen: other, guardianEmail } = await consentedTeen(t.app, db());
    expect((await askGuardian(t.app, other)).statusCode).toBe(200);
    const token = await emailedToken(t.app, guardianEmail, 'payout-setup');
    const byLink = await t.app.inject({
      method: 'PUT',
      url: PAYOUT_SETUP_PATH,
      payload: { token, ...bankBody(), routingNumber: '12345' },
    });
    expect(byLink.json()).toMatchObject({ error: { details: short.json().error.details } });
    expect((await teensView(teen)).account).toBeNull();
  });

  it('needs consent in force; the emailed link still works alongside', async () => {
    const { teen, guardian, guardianEmail } = await family();
    expect((await askGuardian(t.app, teen)).statusCode).toBe(200);
    const token = await emailedToken(t.app, guardianEmail, 'payout-setup');
    expect((await setUp(teen.id, bankBody('pays', 'Pat Parent'), guardian)).statusCode).toBe(200);
    // A parent who used the emailed link instead replaces it there, as before.
    const byLink = await t.app.inject({
      method: 'PUT',
      url: PAYOUT_SETUP_PATH,
      payload: { token, ...bankBody('fails', 'Pat Parent') },
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
    expect((await read(teen.id, guardian)).json<FamilyPayoutAccount>().account?.last4).toBe('1116');

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: familyWithdrawConsentPath(teen.id),
      headers: { cookie: guardian.cookie },
      payload: { confirm: true },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const refused = await setUp(teen.id, bankBody('pays', 'Pat Parent'), guardian);
    expect([refused.statusCode, reasonOf(refused)]).toEqual([409, 'CONSENT_NOT_GIVEN']);
    expect((await read(teen.id, guardian)).json<FamilyPayoutAccount>().account?.last4).toBe('1116');
  });
});
