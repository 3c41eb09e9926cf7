import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADULT_AGE } from '@teenfreelance/contracts/accounts';
import { NOTIFICATIONS_PATH, type NotificationPage } from '@teenfreelance/contracts/notifications';
import { PAYOUT_TEXTS } from '@teenfreelance/contracts/payout-texts';
import { PAYOUT_SETUP_PATH, WITHDRAWAL_APPROVAL_PATH } from '@teenfreelance/contracts/payouts';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { guardianLinks } from '../../../db/schema/family.ts';
import { users } from '../../../db/schema/users.ts';
import { manualClock } from '../../../testing/clock.ts';
import { bornByForAge, runGrowingUp } from '../../../testing/family-helpers.ts';
import { buildUser } from '../../../testing/factories.ts';
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
  withdrawals,
} from './payouts.test-helpers.ts';

// Today at noon UTC: sessions expire on better-auth's own (real) time, so the clock stays near it.
const today = new Date();
const clock = manualClock(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12));
const tomorrow = () => new Date(clock.now().getTime() + DAY_MS);
const t = testAppForTests(() => ({ clock, env: PAYOUT_TEST_ENV }));
const db = () => t.database.db;

describe('a withdrawal waiting for the guardian at the 18th birthday', () => {
  it('comes back to the now adult seller, who is told to set up their own account; the link is spent', async () => {
    const { teen, guardianEmail } = await consentedTeen(t.app, db());
    // 18 tomorrow; the parent who consented has a guardian account linked to the teen.
    const dateOfBirth = bornByForAge(tomorrow(), ADULT_AGE);
    await db().update(users).set({ dateOfBirth }).where(eq(users.id, teen.id));
    const guardian = await buildUser(t.app, db(), { role: 'guardian', name: 'Pat Parent' });
    await db().insert(guardianLinks).values({ guardianId: guardian.id, teenId: teen.id, createdAt: clock.now() });
    await earn(t.app, db(), teen, 20_000);
    expect((await askGuardian(t.app, teen)).statusCode).toBe(200);
    const setUp = await t.app.inject({
      method: 'PUT',
      url: PAYOUT_SETUP_PATH,
      payload: { token: await emailedToken(t.app, guardianEmail, 'payout-setup'), ...bankBody('pays', 'Pat Parent') },
    });
    expect(setUp.statusCode, setUp.body).toBe(200);
    const withdrawal = await withdrawOk(t.app, teen, 15_000);
    expect(withdrawal.status).toBe('awaiting_approval');
    const approvalToken = await emailedToken(t.app, guardianEmail, 'withdrawal-approval');

    const sweep = () => runGrowingUp(t.app);
    await sweep(); // the day before: nothing moves
    expect((await withdrawals(t.app, teen)).withdrawals[0]?.status).toBe('awaiting_approval');
    clock.set(tomorrow().getTime() - 11 * 60 * 60 * 1000); // one in the morning UTC, the birthday
    await sweep();
    await sweep(); // a second run (another process) returns nothing twice

    const state = await withdrawals(t.app, teen);
    expect(state.withdrawals[0]).toMatchObject({ id: withdrawal.id, status: 'expired' });
    expect(state.approvalAboveCents).toBeNull();
    expect(await sellerBalances(db(), teen.id)).toMatchObject({ available: 20_000, inTransit: 0, paidOut: 0 });
    const page = await t.app.inject({ method: 'GET', url: NOTIFICATIONS_PATH, headers: { cookie: teen.cookie } });
    const returned = page.json<NotificationPage>().notifications.filter((n) => n.kind === 'withdrawal_declined');
    expect(returned).toHaveLength(1);
    expect(returned[0]?.body).toContain(PAYOUT_TEXTS.turned18Reason);
    // The guardian's emailed link can no longer send it to their account.
    const late = await t.app.inject({
      method: 'POST',
      url: WITHDRAWAL_APPROVAL_PATH,
      payload: { token: approvalToken, decision: 'approve' },
    });
    expect([late.statusCode, reasonOf(late)]).toEqual([409, 'WITHDRAWAL_ALREADY_DECIDED']);
  });
});
