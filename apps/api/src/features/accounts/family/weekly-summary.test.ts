import { describe, expect, it } from 'vitest';
import {
  FAMILY_WEEKLY_SUMMARY_PATH,
  FAMILY_WEEKLY_SUMMARY_UNSUBSCRIBE_PATH,
  type WeeklySummarySetting,
} from '@teenfreelance/contracts/family-summary';
import { DAY_MS } from '@teenfreelance/contracts/time';
import { manualClock } from '../../../testing/clock.ts';
import { storedTeenWithGuardian } from '../../../testing/family-helpers.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { refusal } from '../../../testing/job-helpers.ts';
import { pay } from '../../../testing/order-helpers.ts';
import { testAppForTests } from '../../../testing/set-up-for-tests.ts';
import { mailSentBy } from '../../../testing/test-app.ts';
import { summaryWeekOf, WEEKLY_SUMMARY_EMAIL_TASK, WEEKLY_SUMMARY_TASK } from './weekly-summary.ts';

const clock = manualClock(Date.UTC(2026, 10, 2, 15)); // Monday 2 November 2026
const t = testAppForTests(() => ({ clock }));
const db = () => t.database.db;

const sweep = () => t.app.runHeldTasks([WEEKLY_SUMMARY_TASK, WEEKLY_SUMMARY_EMAIL_TASK]);
const summariesTo = (who: TestUser) =>
  mailSentBy(t.app).filter(
    (message) => message.to === who.email && message.subject === 'Your weekly TeenFreelance family summary',
  );
const setting = (who: TestUser, method: 'GET' | 'PUT', payload?: WeeklySummarySetting) =>
  t.app.inject({
    method,
    url: FAMILY_WEEKLY_SUMMARY_PATH,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

describe('the weekly summary email', () => {
  it('tells each guardian once a week what their teen sold, their open orders and safety, with a working unsubscribe link', async () => {
    const { teen, guardian } = await storedTeenWithGuardian(t.app, db(), {
      dateOfBirth: '2012-06-01',
      country: 'United States',
      timeZone: 'America/New_York',
    });
    const gig = await buildGig(db(), teen.id, { priceCents: 2500 });
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    expect((await pay(t.app, buyer, gig.id)).statusCode).toBe(201);

    await sweep();
    await sweep(); // another run in the same week sends nothing more
    const [summary, ...more] = summariesTo(guardian);
    expect(more).toEqual([]);
    expect(summary?.text).toContain('Tia Teen\n- Sold: 1 order ($25.00)');
    expect(summary?.text).toContain('- Open orders: 1, the next due Thu, Nov 5, 7:00 PM EST');
    expect(summary?.text).toContain('- Safety: nothing to report');
    expect(summary?.text).not.toContain('undefined');

    // The next week, another; the off switch on /family stops the one after.
    clock.advance(7 * DAY_MS);
    await sweep();
    expect(summariesTo(guardian)).toHaveLength(2);
    expect((await setting(guardian, 'PUT', { enabled: false })).json()).toEqual({ enabled: false });
    clock.advance(7 * DAY_MS);
    await sweep();
    expect(summariesTo(guardian)).toHaveLength(2);

    // On again; the email's link turns it off without signing in, and a forged one does nothing.
    expect((await setting(guardian, 'PUT', { enabled: true })).json()).toEqual({ enabled: true });
    const link = /\/family\/weekly-summary\/off\?guardian=([^&\s]+)&token=(\S+)/.exec(summary?.text ?? '');
    const [, id = '', token = ''] = link ?? [];
    const unsubscribe = (payload: object) =>
      t.app.inject({ method: 'POST', url: FAMILY_WEEKLY_SUMMARY_UNSUBSCRIBE_PATH, payload });
    expect(refusal(await unsubscribe({ guardian: decodeURIComponent(id), token: `${token}x` })).status).toBe(404);
    expect(refusal(await unsubscribe({ guardian: teen.id, token })).status).toBe(404);
    expect((await unsubscribe({ guardian: decodeURIComponent(id), token })).json()).toEqual({ enabled: false });
    expect((await setting(guardian, 'GET')).json()).toEqual({ enabled: false });
    clock.advance(7 * DAY_MS);
    await sweep();
    expect(summariesTo(guardian)).toHaveLength(2);
  });

  it('is a guardian’s setting only', async () => {
    const buyer = await buildUser(t.app, db(), { role: 'buyer' });
    expect(refusal(await setting(buyer, 'GET'))).toMatchObject({ status: 403, reason: 'NOT_A_GUARDIAN' });
  });

  it('keys each week by its Monday', () => {
    expect(summaryWeekOf(new Date(Date.UTC(2026, 10, 8, 23, 59)))).toBe('2026-11-02');
    expect(summaryWeekOf(new Date(Date.UTC(2026, 10, 9)))).toBe('2026-11-09');
  });
});
