import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email.ts';
import { emailTime } from '../../platform/email/email-time.ts';
import { actOk, placedOrder } from '../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { isSignUpLinkMail } from '../../testing/sign-up.ts';

describe('order emails', () => {
  let t: TestContext;

  beforeAll(async () => {
    // No SMTP_URL: mail goes to the outbox table, which the test reads.
    t = await createTestApp({ background: { enabled: true, pollingIntervalSeconds: 0.5 } });
  });
  afterAll(async () => t.close());

  /** What `email` was sent, their own sign-up link aside (buildUser confirms through it). */
  const mailTo = async (email: string) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).filter(
      (mail) => !isSignUpLinkMail(mail),
    );
  async function eventually<T>(read: () => Promise<T[]>, count: number): Promise<T[]> {
    const until = Date.now() + 15_000;
    for (;;) {
      const rows = await read();
      if (rows.length >= count || Date.now() > until) return rows;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('emails the seller about a new order and the buyer about a delivery, once each', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, t.database.db, { title: 'Podcast intro' });
    const [toSeller] = await eventually(() => mailTo(seller.email), 1);
    expect(toSeller?.subject).toBe(`New order ${order.number}: Podcast intro`);
    expect(toSeller?.text).toContain(`http://localhost:3000/orders/${order.id}`);
    expect(toSeller?.text).toContain('Maya Buyer bought "Podcast intro" for $25.00');
    expect(toSeller?.text).not.toContain('4242');

    await actOk(t.app, seller, order.id, { action: 'start' });
    await actOk(t.app, seller, order.id, { action: 'deliver', message: 'Enjoy', fileIds: [] });
    const [toBuyer] = await eventually(() => mailTo(buyer.email), 1);
    expect(toBuyer?.subject).toBe(`Your order ${order.number} was delivered`);
    expect(toBuyer?.text).toContain('Sam Seller delivered "Podcast intro"');
    // Starting the work sends no email; nothing is sent twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailTo(buyer.email)).toHaveLength(1);
    expect(await mailTo(seller.email)).toHaveLength(1);
  });

  it('emails the buyer a request for more time, which expires unanswered after 48 hours', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, t.database.db, { title: 'Science poster' });
    const asked = await actOk(t.app, seller, order.id, { action: 'request_extension', days: 2, reason: 'Exams' });
    const [mail] = await eventually(() => mailTo(buyer.email), 1);
    expect(mail?.subject).toBe(`Sam Seller asked for 2 more days on order ${order.number}`);
    expect(mail?.text).toContain('Sam Seller asked for 2 more days to deliver "Science poster"');
    const expiresAt = asked.extensionRequest?.expiresAt ?? '';
    // The buyer's profile has no time zone: the time is in UTC, said so (orders.email-times.test.ts has zones).
    expect(mail?.text).toContain(
      `If you do not answer by ${emailTime(new Date(expiresAt), null)}, the request expires`,
    );
    expect(mail?.text).toMatch(/answer by \d{1,2}:\d{2} [ap]m on \w+day, \d{1,2} \w+ \(UTC\)/);
    expect(mail?.text).toContain(`http://localhost:3000/orders/${order.id}`);
  });

  it('emails a partial refund to the other party, with what each would get, and its answer to the proposer', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, t.database.db, { title: 'Birthday video' });
    await actOk(t.app, seller, order.id, { action: 'start' });
    await actOk(t.app, seller, order.id, { action: 'propose_partial_refund', refundCents: 1000, message: 'Half done' });
    const [proposal] = await eventually(() => mailTo(buyer.email), 1);
    expect(proposal?.subject).toBe(`Sam Seller proposed a partial refund on order ${order.number}`);
    expect(proposal?.text).toContain('with $10.00 of the price refunded');
    expect(proposal?.text).toContain('The buyer would get back $10.40 and the seller would earn $15.00.');
    expect(proposal?.text).toContain(`http://localhost:3000/orders/${order.id}`);
    await actOk(t.app, buyer, order.id, { action: 'accept_partial_refund' });
    const answers = await eventually(
      async () => (await mailTo(seller.email)).filter((mail) => mail.subject.includes('partial refund')),
      1,
    );
    expect(answers.map((mail) => mail.subject)).toEqual([
      `Maya Buyer accepted your partial refund on order ${order.number}`,
    ]);
  });
});
