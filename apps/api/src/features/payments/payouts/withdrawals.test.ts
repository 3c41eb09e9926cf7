import { describe, expect, it } from 'vitest';
import { ADMIN_PAYOUTS_PATH, WITHDRAWALS_PATH, type AdminPayouts } from '@teenfreelance/contracts/payouts';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { NOTIFICATIONS_PATH, type NotificationPage } from '@teenfreelance/contracts/notifications';
import { METRICS_PATH } from '@teenfreelance/contracts/health';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { mailSentBy } from '../../../testing/test-app.ts';
import { ledgerInvariants, sellerBalances } from '../../../testing/ledger-helpers.ts';
import {
  PAYOUT_TEST_ENV,
  adultSeller,
  reasonOf,
  sweepPayouts,
  withdraw,
  withdrawOk,
  withdrawals,
} from './payouts.test-helpers.ts';

const clock = manualClock(Date.UTC(2026, 4, 1, 12));
const t = testAppForTests(() => ({ clock, env: PAYOUT_TEST_ENV }));
const db = () => t.database.db;
const SETTLE_MS = 61_000;

const statusOf = async (who: TestUser, id: string) =>
  (await withdrawals(t.app, who)).withdrawals.find((w) => w.id === id);

async function notificationTitles(who: TestUser): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: NOTIFICATIONS_PATH, headers: { cookie: who.cookie } });
  return response.json<NotificationPage>().notifications.map((n) => n.title);
}

describe('an adult seller’s withdrawal', () => {
  it('goes pending → in transit → paid, moving the money through the ledger', async () => {
    const seller = await adultSeller(t.app, db(), 5000);
    expect(await withdrawals(t.app, seller)).toMatchObject({
      availableCents: 5000,
      minimumCents: 1000,
      approvalAboveCents: null,
    });

    const withdrawal = await withdrawOk(t.app, seller, 3000);
    expect(withdrawal).toMatchObject({
      amountCents: 3000,
      status: 'pending',
      account: { last4: '6789', owner: 'self' },
    });
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ available: 2000, inTransit: 3000, paidOut: 0 });

    await sweepPayouts(t.app);
    expect((await statusOf(seller, withdrawal.id))?.status).toBe('in_transit');
    // Not settled before its time.
    await sweepPayouts(t.app);
    expect((await statusOf(seller, withdrawal.id))?.status).toBe('in_transit');

    clock.advance(SETTLE_MS);
    await sweepPayouts(t.app);
    expect((await statusOf(seller, withdrawal.id))?.status).toBe('paid');
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ available: 2000, inTransit: 0, paidOut: 3000 });
    expect(await notificationTitles(seller)).toContain('Your withdrawal of $30.00 was paid');
    // A second run moves nothing and posts nothing again.
    await sweepPayouts(t.app);
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ available: 2000, inTransit: 0, paidOut: 3000 });
    expect(await ledgerInvariants(db())).toEqual({ total: 0, unbalanced: 0, drifted: 0 });
  });

  it('fails on Stripe’s failing account: the money returns and the seller is told why', async () => {
    const seller = await adultSeller(t.app, db(), 4000, 'fails');
    const withdrawal = await withdrawOk(t.app, seller, 4000);
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ available: 0, inTransit: 4000 });
    await sweepPayouts(t.app);
    clock.advance(SETTLE_MS);
    await sweepPayouts(t.app);

    expect(await statusOf(seller, withdrawal.id)).toMatchObject({
      status: 'failed',
      failureReason: PAYOUT_TEXTS.failureNoAccount,
    });
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ available: 4000, inTransit: 0, paidOut: 0 });
    expect(await notificationTitles(seller)).toContain('Your withdrawal of $40.00 failed');
    const mail = mailSentBy(t.app).find((m) => m.to === seller.email && m.subject.includes('did not go through'));
    expect(mail?.text).toContain('The bank account could not be found');

    const admin = await buildUser(t.app, db(), { role: 'admin' });
    const listed = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_PAYOUTS_PATH}?status=failed`,
      headers: { cookie: admin.cookie },
    });
    expect(listed.json<AdminPayouts>().payouts.map((p) => p.id)).toContain(withdrawal.id);
    // Operators see it too: /metrics counts the withdrawals in each status from the database.
    const scraped = await t.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(scraped.body).toMatch(/^payouts\{status="failed"\} [1-9]\d*$/m);
    expect(scraped.body).toMatch(/^payouts\{status="expired"\} 0$/m);
    const notAdmin = await t.app.inject({ method: 'GET', url: ADMIN_PAYOUTS_PATH, headers: { cookie: seller.cookie } });
    expect([notAdmin.statusCode, reasonOf(notAdmin)]).toEqual([403, 'NOT_AN_ADMIN']);
  });

  it('is refused below $10, above the available balance, without a payout account, and to buyers', async () => {
    const seller = await adultSeller(t.app, db(), 2500);
    const small = await withdraw(t.app, seller, 999);
    expect(small.statusCode).toBe(400);
    const tooMuch = await withdraw(t.app, seller, 2501);
    expect([tooMuch.statusCode, reasonOf(tooMuch)]).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect(tooMuch.json()).toMatchObject({ error: { details: { availableCents: 2500 } } });
    const noKey = await t.app.inject({
      method: 'POST',
      url: WITHDRAWALS_PATH,
      headers: { cookie: seller.cookie },
      payload: { amountCents: 1000 },
    });
    expect(noKey.statusCode).toBe(400);

    const noAccount = await adultSeller(t.app, db(), 2500, 'none');
    const refused = await withdraw(t.app, noAccount, 1000);
    expect([refused.statusCode, reasonOf(refused)]).toEqual([422, 'NO_PAYOUT_ACCOUNT']);
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    const byBuyer = await withdraw(t.app, buyer, 1000);
    expect([byBuyer.statusCode, reasonOf(byBuyer)]).toEqual([403, 'NOT_A_FREELANCER']);
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ available: 2500, inTransit: 0 });
  });

  it('replays the first answer for the same Idempotency-Key, and refuses the key with another amount', async () => {
    const seller = await adultSeller(t.app, db(), 5000);
    const first = await withdraw(t.app, seller, 1500, 'key-1');
    const again = await withdraw(t.app, seller, 1500, 'key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
    const other = await withdraw(t.app, seller, 2000, 'key-1');
    expect([other.statusCode, reasonOf(other)]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ available: 3500, inTransit: 1500 });
  });
});
