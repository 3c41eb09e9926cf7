import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PAYOUT_ACCOUNT_PATH,
  PAYOUT_SETUP_PATH,
  TEST_BANK,
  type PayoutAccountState,
  type PayoutSetupRequest,
} from '@teenfreelance/contracts/payouts';
import { DELETE_ACCOUNT_PATH } from '@teenfreelance/contracts/privacy';
import { selectRows } from '../../../db/client.ts';
import { buildUser, TEST_PASSWORD } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { askGuardian, bankBody, consentedTeen, emailedToken, putAccount, reasonOf } from './payouts.test-helpers.ts';

const t = testAppForTests();
const db = () => t.database.db;

const getAccount = (cookie: string) => t.app.inject({ method: 'GET', url: PAYOUT_ACCOUNT_PATH, headers: { cookie } });
const setupPage = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${PAYOUT_SETUP_PATH}?token=${encodeURIComponent(token)}`,
    headers: cookie ? { cookie } : {},
  });
const setUp = (body: object, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: PAYOUT_SETUP_PATH, payload: body, headers: cookie ? { cookie } : {} });

/** Every stored text of the payouts' tables, to look for a whole account number. */
const storedPayoutText = async () =>
  JSON.stringify(await selectRows(db(), sql`select * from payout_accounts full join withdrawals on false`));

describe('an adult seller’s payout account', () => {
  it('is added with Stripe’s test numbers, and only its last four digits are kept', async () => {
    const seller = await buildUser(t.app, db(), { role: 'freelancer', name: 'Sam Seller' });
    expect((await getAccount(seller.cookie)).json()).toEqual({ managedBy: 'self', account: null, guardianSetup: null });

    const saved = await putAccount(t.app, seller, { ...bankBody(), accountNumber: '0001 2345 6789' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<PayoutAccountState>().account).toMatchObject({
      holderName: 'Sam Seller',
      bankName: 'STRIPE TEST BANK',
      last4: '6789',
      owner: 'self',
      guardianName: null,
    });
    expect(saved.body).not.toContain(TEST_BANK.accountPays);
    expect(await storedPayoutText()).not.toContain(TEST_BANK.accountPays);
    expect((await getAccount(seller.cookie)).json<PayoutAccountState>().account?.last4).toBe('6789');
  });

  it('refuses a routing number that fails the bank’s checksum on that field, and malformed numbers', async () => {
    const seller = await buildUser(t.app, db(), { role: 'freelancer' });
    const bad = await putAccount(t.app, seller, { ...bankBody(), routingNumber: '110000001' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: [{ path: 'body.routingNumber', message: expect.any(String) }] },
    });
    for (const body of [
      { ...bankBody(), routingNumber: '12345' },
      { ...bankBody(), accountNumber: '12' },
      { ...bankBody(), holderName: ' ' },
      { ...bankBody(), extra: true },
    ]) {
      const refused = await putAccount(t.app, seller, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await getAccount(seller.cookie)).json<PayoutAccountState>().account).toBeNull();
  });

  it('is for freelancers: a buyer gets 403, a visitor 401', async () => {
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    const refused = await putAccount(t.app, buyer, bankBody());
    expect([refused.statusCode, reasonOf(refused)]).toEqual([403, 'NOT_A_FREELANCER']);
    expect((await t.app.inject({ method: 'GET', url: PAYOUT_ACCOUNT_PATH })).statusCode).toBe(401);
  });
});

describe('a minor’s payout account', () => {
  it('cannot be added by the teen: the consenting guardian sets it up by emailed link', async () => {
    const { teen, guardianEmail } = await consentedTeen(t.app, db());
    const refused = await putAccount(t.app, teen, bankBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: {
        details: {
          reason: 'PAYOUT_ACCOUNT_BY_GUARDIAN',
          guardianSetup: { guardianName: 'Pat Parent', linkSentAt: null },
        },
      },
    });

    const sent = await askGuardian(t.app, teen);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ guardianName: 'Pat Parent', linkSentAt: expect.any(String) });
    // Asked again at once: too soon.
    expect((await askGuardian(t.app, teen)).statusCode).toBe(429);
    const token = await emailedToken(t.app, guardianEmail, 'payout-setup');

    // The teen's own session cannot use the guardian's link; the guardian needs no account.
    expect((await setupPage(token, teen.cookie)).statusCode).toBe(403);
    const page = await setupPage(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<PayoutSetupRequest>()).toMatchObject({
      teenName: 'Tia Teen',
      guardianName: 'Pat Parent',
      account: null,
    });

    const badRouting = await setUp({ token, ...bankBody('pays', 'Pat Parent'), routingNumber: '123456789' });
    expect(badRouting.statusCode).toBe(400);
    const done = await setUp({ token, ...bankBody('pays', 'Pat Parent') });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ teenName: 'Tia Teen', account: { last4: '6789', owner: 'guardian' } });
    // One use only.
    expect((await setUp({ token, ...bankBody('pays', 'Pat Parent') })).statusCode).toBe(404);
    expect((await setupPage(token)).statusCode).toBe(404);

    expect((await getAccount(teen.cookie)).json<PayoutAccountState>()).toMatchObject({
      managedBy: 'guardian',
      account: { last4: '6789', owner: 'guardian', guardianName: 'Pat Parent', holderName: 'Pat Parent' },
      guardianSetup: { guardianName: 'Pat Parent' },
    });
    expect(await storedPayoutText()).not.toContain(TEST_BANK.accountPays);
  });

  it('is erased with the seller’s account, as is the guardian’s set-up link', async () => {
    const seller = await buildUser(t.app, db(), { role: 'freelancer', name: 'Gone Soon' });
    expect((await putAccount(t.app, seller, bankBody())).statusCode).toBe(200);
    const { teen } = await consentedTeen(t.app, db());
    expect((await askGuardian(t.app, teen)).statusCode).toBe(200);
    const storedOf = (userId: string) =>
      selectRows<{ kept: number }>(
        db(),
        sql`select (select count(*) from payout_accounts where user_id = ${userId})::int
          + (select count(*) from payout_setup_links where user_id = ${userId})::int as kept`,
      );
    expect((await storedOf(seller.id))[0]?.kept).toBe(1);
    expect((await storedOf(teen.id))[0]?.kept).toBe(1);

    for (const who of [seller, teen]) {
      const deleted = await t.app.inject({
        method: 'POST',
        url: DELETE_ACCOUNT_PATH,
        headers: { cookie: who.cookie },
        payload: { confirmation: TEST_PASSWORD },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await storedOf(who.id))[0]?.kept).toBe(0);
    }
  });

  it('refuses unknown links, and an adult asking for a guardian link', async () => {
    expect((await setupPage('not-a-token')).statusCode).toBe(404);
    expect((await setUp({ token: 'not-a-token', ...bankBody() })).statusCode).toBe(404);
    const adult = await buildUser(t.app, db(), { role: 'freelancer' });
    expect((await askGuardian(t.app, adult)).statusCode).toBe(403);
  });
});
