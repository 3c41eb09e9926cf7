import { describe, expect, it } from 'vitest';
import {
  PAYOUT_SETUP_PATH,
  WITHDRAWAL_APPROVAL_PATH,
  type WithdrawalApprovalRequest,
} from '@teenfreelance/contracts/payouts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { manualClock } from '../../../testing/clock.ts';
import type { TestUser } from '../../../testing/factories.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { sellerBalances } from '../../../testing/ledger-helpers.ts';
import {
  PAYOUT_TEST_ENV,
  askGuardian,
  bankBody,
  consentedTeen,
  earn,
  emailedToken,
  reasonOf,
  sweepPayouts,
  withdrawOk,
  withdrawals,
} from './payouts.test-helpers.ts';

const clock = manualClock(Date.UTC(2026, 4, 1, 12));
const t = testAppForTests(() => ({ clock, env: PAYOUT_TEST_ENV }));
const db = () => t.database.db;

const approvalPage = (token: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${WITHDRAWAL_APPROVAL_PATH}?token=${encodeURIComponent(token)}`,
    headers: cookie ? { cookie } : {},
  });
const decide = (token: string, decision: 'approve' | 'decline', cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: WITHDRAWAL_APPROVAL_PATH,
    payload: { token, decision },
    headers: cookie ? { cookie } : {},
  });

/** A consented teen who earned `cents`, with the guardian's account set up through the emailed link. */
async function teenWithGuardianAccount(cents: number) {
  const { teen, guardianEmail } = await consentedTeen(t.app, db());
  await earn(t.app, db(), teen, cents);
  expect((await askGuardian(t.app, teen)).statusCode).toBe(200);
  const token = await emailedToken(t.app, guardianEmail, 'payout-setup');
  const setUp = await t.app.inject({
    method: 'PUT',
    url: PAYOUT_SETUP_PATH,
    payload: { token, ...bankBody('pays', 'Pat Parent') },
  });
  expect(setUp.statusCode, setUp.body).toBe(200);
  return { teen, guardianEmail };
}

const statusOf = async (teen: TestUser, id: string) =>
  (await withdrawals(t.app, teen)).withdrawals.find((w) => w.id === id)?.status;

describe('a minor’s withdrawal above $100', () => {
  it('waits for the guardian’s emailed approval, then is paid to the guardian’s account', async () => {
    const { teen, guardianEmail } = await teenWithGuardianAccount(20_000);
    expect((await withdrawals(t.app, teen)).approvalAboveCents).toBe(10_000);
    const withdrawal = await withdrawOk(t.app, teen, 15_000);
    expect(withdrawal).toMatchObject({
      status: 'awaiting_approval',
      account: { last4: '6789', owner: 'guardian', guardianName: 'Pat Parent' },
    });
    // Out of available already: it cannot be withdrawn twice.
    expect(await sellerBalances(db(), teen.id)).toMatchObject({ available: 5000, inTransit: 15_000 });
    await sweepPayouts(t.app);
    expect(await statusOf(teen, withdrawal.id)).toBe('awaiting_approval');

    const token = await emailedToken(t.app, guardianEmail, 'withdrawal-approval');
    expect((await approvalPage(token, teen.cookie)).statusCode).toBe(403);
    expect((await decide(token, 'approve', teen.cookie)).statusCode).toBe(403);
    const page = await approvalPage(token);
    expect(page.json<WithdrawalApprovalRequest>()).toMatchObject({
      teenName: 'Tia Teen',
      guardianName: 'Pat Parent',
      amountCents: 15_000,
      last4: '6789',
      status: 'awaiting_approval',
    });

    const approved = await decide(token, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<WithdrawalApprovalRequest>().status).toBe('pending');
    const twice = await decide(token, 'decline');
    expect([twice.statusCode, reasonOf(twice)]).toEqual([409, 'WITHDRAWAL_ALREADY_DECIDED']);

    await sweepPayouts(t.app);
    clock.advance(61_000);
    await sweepPayouts(t.app);
    expect(await statusOf(teen, withdrawal.id)).toBe('paid');
    expect(await sellerBalances(db(), teen.id)).toMatchObject({ available: 5000, inTransit: 0, paidOut: 15_000 });
  });

  it('declined by the guardian: the money is back and the teen is told why', async () => {
    const { teen, guardianEmail } = await teenWithGuardianAccount(12_000);
    const withdrawal = await withdrawOk(t.app, teen, 12_000);
    const token = await emailedToken(t.app, guardianEmail, 'withdrawal-approval');
    const declined = await decide(token, 'decline');
    expect(declined.json<WithdrawalApprovalRequest>().status).toBe('declined');
    expect((await withdrawals(t.app, teen)).withdrawals.find((w) => w.id === withdrawal.id)).toMatchObject({
      status: 'declined',
      failureReason: 'Your parent or guardian declined this withdrawal',
    });
    expect(await sellerBalances(db(), teen.id)).toMatchObject({ available: 12_000, inTransit: 0 });
  });

  it('left unanswered for 7 days expires with the money back; $100 or less needs no approval', async () => {
    const { teen } = await teenWithGuardianAccount(25_000);
    const waiting = await withdrawOk(t.app, teen, 10_001);
    const small = await withdrawOk(t.app, teen, 10_000);
    expect(small.status).toBe('pending');
    clock.advance(7 * DAY_MS + 1000);
    await sweepPayouts(t.app);
    expect(await statusOf(teen, waiting.id)).toBe('expired');
    expect(await sellerBalances(db(), teen.id)).toMatchObject({ available: 15_000 });
  });
});
