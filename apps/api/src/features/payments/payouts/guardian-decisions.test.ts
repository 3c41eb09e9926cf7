import { describe, expect, it } from 'vitest';
import {
  familyWithdrawalDecisionPath,
  familyWithdrawalsPath,
  type FamilyWithdrawals,
} from '@teenfreelance/contracts/family-payouts';
import {
  PAYOUT_SETUP_PATH,
  WITHDRAWAL_APPROVAL_PATH,
  type WithdrawalApprovalRequest,
} from '@teenfreelance/contracts/payouts';
import { guardianLinks } from '../../../db/schema/family.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser, type TestUser } from '../../../testing/factories.ts';
import { sellerBalances } from '../../../testing/ledger-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import {
  PAYOUT_TEST_ENV,
  askGuardian,
  bankBody,
  consentedTeen,
  earn,
  emailedToken,
  reasonOf,
  withdrawOk,
} from './payouts.test-helpers.ts';

const clock = manualClock(Date.UTC(2026, 4, 1, 12));
const t = testAppForTests(() => ({ clock, env: PAYOUT_TEST_ENV }));
const db = () => t.database.db;

/** A teen who earned `cents`, their guardian's account set up by link, and that guardian signed in, linked. */
async function family(cents: number) {
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
  const guardian = await buildUser(t.app, db(), { role: 'guardian', name: 'Pat Parent' });
  await db().insert(guardianLinks).values({ guardianId: guardian.id, teenId: teen.id, createdAt: clock.now() });
  return { teen, guardian, guardianEmail };
}

const waiting = (who: TestUser, teenId: string) =>
  t.app.inject({ method: 'GET', url: familyWithdrawalsPath(teenId), headers: { cookie: who.cookie } });
const decide = (who: TestUser, teenId: string, id: string, decision: 'approve' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: familyWithdrawalDecisionPath(teenId, id),
    headers: { cookie: who.cookie },
    payload: { decision },
  });

describe('withdrawal approvals on /family', () => {
  it('lists the teen’s waiting withdrawals and approves one; the emailed link then finds it decided', async () => {
    const { teen, guardian, guardianEmail } = await family(20_000);
    const withdrawal = await withdrawOk(t.app, teen, 15_000);
    const listed = await waiting(guardian, teen.id);
    expect(listed.json<FamilyWithdrawals>().withdrawals.map((w) => [w.id, w.amountCents])).toEqual([
      [withdrawal.id, 15_000],
    ]);
    const approved = await decide(guardian, teen.id, withdrawal.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<WithdrawalApprovalRequest>().status).toBe('pending');
    expect((await waiting(guardian, teen.id)).json<FamilyWithdrawals>().withdrawals).toEqual([]);
    const again = await decide(guardian, teen.id, withdrawal.id, 'decline');
    expect([again.statusCode, reasonOf(again)]).toEqual([409, 'WITHDRAWAL_ALREADY_DECIDED']);
    const token = await emailedToken(t.app, guardianEmail, 'withdrawal-approval');
    const byLink = await t.app.inject({
      method: 'POST',
      url: WITHDRAWAL_APPROVAL_PATH,
      payload: { token, decision: 'decline' },
    });
    expect([byLink.statusCode, reasonOf(byLink)]).toEqual([409, 'WITHDRAWAL_ALREADY_DECIDED']);
  });

  it('declines with the money back, and is the teen’s guardian’s alone', async () => {
    const { teen, guardian } = await family(12_000);
    const withdrawal = await withdrawOk(t.app, teen, 12_000);
    const other = await buildUser(t.app, db(), { role: 'guardian' });
    expect((await waiting(other, teen.id)).statusCode).toBe(404);
    expect((await decide(other, teen.id, withdrawal.id, 'approve')).statusCode).toBe(404);
    expect((await decide(teen, teen.id, withdrawal.id, 'approve')).statusCode).toBe(403);
    // A withdrawal of another teen is not found under this one.
    const second = await family(12_000);
    const theirs = await withdrawOk(t.app, second.teen, 12_000);
    expect((await decide(guardian, teen.id, theirs.id, 'approve')).statusCode).toBe(404);
    const declined = await decide(guardian, teen.id, withdrawal.id, 'decline');
    expect(declined.json<WithdrawalApprovalRequest>().status).toBe('declined');
    expect(await sellerBalances(db(), teen.id)).toMatchObject({ available: 12_000, inTransit: 0 });
  });
});
