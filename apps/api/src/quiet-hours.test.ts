import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PATH, type NotificationPage } from '@teenfreelance/contracts/notifications';
import { ORDER_EMAIL_TASK } from './features/orders/order-effects.ts';
import { manualClock } from './testing/clock.ts';
import { buildGig, buildUser, type TestUser } from './testing/factories.ts';
import { pay } from './testing/order-helpers.ts';
import { testAppForTests } from './testing/set-up-for-tests.ts';
import { mailSentBy } from './testing/test-app.ts';
import { QUIET_EMAIL_TASK } from './features/accounts/family/quiet-emails.ts';
import { storedTeenWithGuardian } from './testing/family-helpers.ts';

const clock = manualClock(Date.UTC(2026, 10, 2, 15));
const t = testAppForTests(() => ({ clock }));
const db = () => t.database.db;

/** The order emails `who` received. */
const mailTo = (who: TestUser) =>
  mailSentBy(t.app).filter((message) => message.to === who.email && message.subject.startsWith('New order'));

async function orderFrom(dateOfBirth: string) {
  clock.set(Date.UTC(2026, 10, 2, 15));
  const { teen } = await storedTeenWithGuardian(t.app, db(), {
    dateOfBirth,
    country: 'United States',
    timeZone: 'America/New_York',
  });
  const gig = await buildGig(db(), teen.id);
  const buyer = await buildUser(t.app, db(), { role: 'buyer' });
  return { teen, gig, buyer };
}

describe('quiet hours for a teen under 16', () => {
  it('holds an order email from 9 pm to 7 am in their zone, while the bell shows it at once', async () => {
    const { teen, gig, buyer } = await orderFrom('2012-06-01');
    clock.set(Date.UTC(2026, 10, 3, 3)); // 10 pm in New York
    expect((await pay(t.app, buyer, gig.id)).statusCode).toBe(201);
    await t.app.runHeldTasks([ORDER_EMAIL_TASK]);
    expect(mailTo(teen)).toHaveLength(0);
    const bell = await t.app.inject({ method: 'GET', url: NOTIFICATIONS_PATH, headers: { cookie: teen.cookie } });
    expect(bell.json<NotificationPage>().notifications.length).toBeGreaterThan(0);
    // The queue sends it at 7 am (its delay); a test's queue keeps it until asked.
    clock.set(Date.UTC(2026, 10, 3, 12));
    await t.app.runHeldTasks([QUIET_EMAIL_TASK]);
    expect(mailTo(teen)).toHaveLength(1);
  });

  it('sends at once in the day, and at night to a 16-year-old', async () => {
    const young = await orderFrom('2012-06-01');
    clock.set(Date.UTC(2026, 10, 3, 16)); // 11 am in New York
    expect((await pay(t.app, young.buyer, young.gig.id)).statusCode).toBe(201);
    await t.app.runHeldTasks([ORDER_EMAIL_TASK]);
    expect(mailTo(young.teen)).toHaveLength(1);
    const older = await orderFrom('2010-06-01');
    clock.set(Date.UTC(2026, 10, 3, 3));
    expect((await pay(t.app, older.buyer, older.gig.id)).statusCode).toBe(201);
    await t.app.runHeldTasks([ORDER_EMAIL_TASK]);
    expect(mailTo(older.teen)).toHaveLength(1);
  });
});
