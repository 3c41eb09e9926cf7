import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { manualClock } from '../../testing/clock.ts';
import { runDisputeWork } from '../../testing/dispute-helpers.ts';
import { actionsOnClock, deliveredOrder, placedOrder } from '../../testing/order-helpers.ts';
import { mailSentBy } from '../../testing/test-app.ts';
import { testAppForTests } from '../../testing/set-up-for-tests.ts';
import { ORDER_EMAIL_TASK } from './order-effects.ts';

// Wednesday 2 December 2026, 02:00 UTC: still Tuesday evening (9 pm) in New York.
// The gigs deliver in 3 days: due Saturday 02:00 UTC, which is Friday 9 pm in New York.
const clock = manualClock(Date.UTC(2026, 11, 2, 2));
const t = testAppForTests(() => ({ clock }));
const db = () => t.database.db;
const { actOk } = actionsOnClock(() => t.app, clock);

const setZone = (userId: string, timeZone: string | null) =>
  db().update(users).set({ timeZone }).where(eq(users.id, userId));
const textTo = (to: string, subject: string) =>
  mailSentBy(t.app).find((m) => m.to === to && m.subject.includes(subject))?.text ?? '';

describe('dates in order emails', () => {
  it('gives the new order’s due date in the seller’s time zone, or in UTC said so', async () => {
    const zoned = await placedOrder(t.app, db(), { title: 'Podcast intro' });
    await setZone(zoned.seller.id, 'America/New_York');
    const plain = await placedOrder(t.app, db(), { title: 'Science poster' });
    await setZone(plain.seller.id, null);
    expect(zoned.order.dueAt).toBe('2026-12-05T02:00:00.000Z');
    await t.app.runHeldTasks([ORDER_EMAIL_TASK]);

    const toZoned = textTo(zoned.seller.email, 'New order');
    expect(toZoned).toContain('It is due by 9:00 pm on Friday, 4 December (your time).');
    // The UTC date (5 December) no longer appears: the teen's evening deadline is not moved to the next day.
    expect(toZoned).not.toContain('2026-12-05');
    expect(textTo(plain.seller.email, 'New order')).toContain('It is due by 2:00 am on Saturday, 5 December (UTC).');
  });

  it('says when a request for more time and a dispute’s answer are due, in the reader’s zone', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db(), { title: 'Birthday video' });
    await setZone(buyer.id, 'Europe/London');
    await actOk(seller, order.id, { action: 'request_extension', days: 2, reason: 'Exams' });
    await t.app.runHeldTasks([ORDER_EMAIL_TASK]);
    // Asked at 02:00 UTC on Wednesday; it expires 48 hours later, 2 am in London in December.
    expect(textTo(buyer.email, 'more days')).toContain(
      'If you do not answer by 2:00 am on Friday, 4 December (your time), the request expires',
    );

    const delivered = await deliveredOrder(t.app, db(), { title: 'Logo sketch' });
    await setZone(delivered.seller.id, 'Asia/Tokyo');
    await actOk(delivered.buyer, delivered.order.id, { action: 'open_dispute', statement: 'Not what we agreed' });
    await runDisputeWork(t.app);
    // Three days to answer: Saturday 02:00 UTC is 11 am in Tokyo.
    expect(textTo(delivered.seller.email, 'opened a dispute')).toContain(
      'If you do not answer by 11:00 am on Saturday, 5 December (your time), an admin decides',
    );
  });
});
