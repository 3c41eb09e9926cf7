import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LEDGER_PATH, type LedgerReport } from '@teenfreelance/contracts/admin-ledger';
import { ADMIN_DISPUTES_PATH, type DisputeQueue } from '@teenfreelance/contracts/orders';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';
import { guardianLinks } from '../../db/schema/family.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { payments } from '../../db/schema/payments.ts';
import { manualClock } from '../../testing/clock.ts';
import { decide, decideOk, postingsOf, runDisputeWork } from '../../testing/dispute-helpers.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { sellerBalances } from '../../testing/ledger-helpers.ts';
import { makeTeen } from '../../testing/minor-helpers.ts';
import { actionsOnClock, createTestPaymentProvider, deliveredOrder, placedOrder } from '../../testing/order-helpers.ts';
import { createTestApp, mailSentBy, type TestContext } from '../../testing/test-app.ts';

const STATEMENT = { action: 'open_dispute', statement: 'The logo is not the one we agreed on' } as const;
const ANSWER = { action: 'answer_dispute', answer: 'It follows the brief exactly' } as const;
const HALF = { outcome: 'partial_refund', refundCents: 1000, reason: 'Half the brief was delivered' } as const;

describe('disputes with a decision (decision 0088)', () => {
  const clock = manualClock(Date.UTC(2026, 6, 6, 9));
  const provider = createTestPaymentProvider();
  let t: TestContext;
  let ada: TestUser;
  let bea: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ clock, paymentProvider: provider });
    ada = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
    bea = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Bea Admin' });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const { act, actOk, get } = actionsOnClock(() => t.app, clock);
  const kindsOf = async (userId: string, orderId: string) =>
    (
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.link, `/orders/${orderId}`)))
    ).map((n) => n.kind);
  /** What was emailed to `to` about orders (not their sign-up). */
  const mailTo = (to: string) => mailSentBy(t.app).filter((m) => m.to === to && m.subject.includes('#TF-'));
  const paymentOf = async (orderId: string) =>
    (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0];
  const booksOk = async () => {
    const report = await t.app.inject({ method: 'GET', url: ADMIN_LEDGER_PATH, headers: { cookie: ada.cookie } });
    return Object.values(report.json<LedgerReport>().checks).every((check) => check.ok);
  };

  it('opens after a delivery or once late, tells and emails the other party, and attaches the evidence', async () => {
    const early = await placedOrder(t.app, db());
    await actOk(early.seller, early.order.id, { action: 'start' });
    expect((await act(early.buyer, early.order.id, STATEMENT)).statusCode).toBe(409);
    expect((await act(early.buyer, early.order.id, { action: 'open_dispute', statement: ' ' })).statusCode).toBe(400);
    clock.set(new Date(early.order.dueAt).getTime() + HOUR_MS);
    expect((await actOk(early.buyer, early.order.id, STATEMENT)).status).toBe('disputed');

    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    const opened = await actOk(seller, order.id, { ...STATEMENT, statement: 'The buyer will not accept' });
    expect(opened.status).toBe('disputed');
    expect(opened.dispute).toMatchObject({
      openedBy: 'seller',
      statement: 'The buyer will not accept',
      answer: null,
      answerDueAt: new Date(clock.now().getTime() + 3 * DAY_MS).toISOString(),
      // The order's timeline up to and with the statement: placed, started, delivered, disputed.
      evidence: { events: 4, messages: 0, files: 0 },
      decisions: [],
    });
    expect(opened.timeline.at(-1)).toMatchObject({ transition: 'open_dispute', toStatus: 'disputed' });
    expect(await kindsOf(buyer.id, order.id)).toContain('dispute_opened');
    await runDisputeWork(t.app);
    expect(mailTo(buyer.email).some((m) => m.subject.includes('opened a dispute'))).toBe(true);
    // An admin reads the evidence as written; a party only its counts.
    const queue = await t.app.inject({ method: 'GET', url: ADMIN_DISPUTES_PATH, headers: { cookie: ada.cookie } });
    expect(queue.json<DisputeQueue>().disputes.map((d) => d.orderId)).toContain(order.id);
    expect(
      (await t.app.inject({ method: 'GET', url: ADMIN_DISPUTES_PATH, headers: { cookie: buyer.cookie } })).statusCode,
    ).toBe(403);
  });

  it('reminds after 2 days, sends it to an admin unanswered after 3, and refuses a decision before then', async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    await actOk(buyer, order.id, STATEMENT);
    expect((await decide(t.app, ada, order.id, HALF)).statusCode).toBe(409);
    expect((await act(buyer, order.id, ANSWER)).statusCode).toBe(409);
    clock.advance(2 * DAY_MS);
    await runDisputeWork(t.app);
    expect(await kindsOf(seller.id, order.id)).toContain('dispute_reminder');
    expect(mailTo(seller.email).some((m) => m.subject.includes('A day left'))).toBe(true);
    await runDisputeWork(t.app);
    expect((await kindsOf(seller.id, order.id)).filter((k) => k === 'dispute_reminder')).toHaveLength(1);
    clock.advance(DAY_MS);
    expect((await act(seller, order.id, ANSWER)).statusCode).toBe(409);
    await runDisputeWork(t.app);
    const escalated = await get(buyer, order.id);
    expect(escalated.dispute?.escalatedAt).not.toBeNull();
    expect(escalated.timeline.at(-1)).toMatchObject({ transition: 'escalate_dispute', actorRole: 'system' });
    expect((await decideOk(t.app, ada, order.id, HALF)).dispute.decisions).toHaveLength(1);
  });

  it('moves the money of a partial refund once both accept the decision, and both see it with its reason', async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    await actOk(buyer, order.id, STATEMENT);
    await actOk(seller, order.id, ANSWER);
    expect((await decide(t.app, ada, order.id, { ...HALF, refundCents: 2500 })).statusCode).toBe(422);
    await decideOk(t.app, ada, order.id, HALF);
    for (const party of [buyer, seller]) {
      const seen = await get(party, order.id);
      expect(seen.dispute?.decisions[0]).toMatchObject({
        outcome: 'partial_refund',
        reason: 'Half the brief was delivered',
        buyerRefundCents: 1040,
        sellerEarnsCents: 1500,
      });
      expect(seen.actions).toEqual(['request_cancellation', 'accept_decision', 'appeal_dispute']);
    }
    expect(await postingsOf(db(), order.id)).toEqual(['order_payment']);
    await actOk(buyer, order.id, { action: 'accept_decision' });
    expect((await get(buyer, order.id)).status).toBe('disputed');
    const done = await actOk(seller, order.id, { action: 'accept_decision' });
    expect(done).toMatchObject({ status: 'completed', partialRefund: { refundCents: 1000, buyerRefundCents: 1040 } });
    expect(done.dispute?.settledAt).not.toBeNull();
    expect(done.timeline.at(-1)).toMatchObject({ transition: 'settle_dispute_partial', refundCents: 1000 });
    expect(await paymentOf(order.id)).toMatchObject({ status: 'succeeded', refundedCents: 1040 });
    expect(await postingsOf(db(), order.id)).toEqual(['order_completion', 'order_partial_refund', 'order_payment']);
    expect(await sellerBalances(db(), seller.id)).toMatchObject({ pending: 1500 });
    expect(await booksOk()).toBe(true);
  });

  it('takes one appeal, decided by a different admin, and that decision is final', async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    await actOk(buyer, order.id, STATEMENT);
    await actOk(seller, order.id, ANSWER);
    await decideOk(t.app, ada, order.id, { outcome: 'release', reason: 'The delivery matches the gig' });
    expect((await decide(t.app, bea, order.id, HALF)).statusCode).toBe(409);
    await actOk(buyer, order.id, { action: 'appeal_dispute', statement: 'Please look at the brief again' });
    expect((await act(seller, order.id, { action: 'appeal_dispute', statement: 'Me too' })).statusCode).toBe(409);
    const same = await decide(t.app, ada, order.id, { outcome: 'full_refund', reason: 'Changed my mind' });
    expect(same.statusCode).toBe(403);
    expect(same.json().error.details.reason).toBe('APPEAL_NEEDS_ANOTHER_ADMIN');
    const final = await decideOk(t.app, bea, order.id, {
      outcome: 'full_refund',
      reason: 'The brief asked for a logo',
    });
    expect(final.status).toBe('cancelled');
    const seen = await get(seller, order.id);
    expect(seen).toMatchObject({ status: 'cancelled', actions: [] });
    expect(seen.dispute?.decisions.map((d) => [d.round, d.outcome])).toEqual([
      [1, 'release'],
      [2, 'full_refund'],
    ]);
    expect(await postingsOf(db(), order.id)).toEqual(['order_payment', 'order_refund']);
    expect(await kindsOf(seller.id, order.id)).toEqual(expect.arrayContaining(['dispute_appealed', 'dispute_settled']));
    expect(await booksOk()).toBe(true);
  });

  it('settles an unappealed decision when the 7 days end, by the sweep and not before', async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    await actOk(seller, order.id, STATEMENT);
    await actOk(buyer, order.id, ANSWER);
    await decideOk(t.app, ada, order.id, { outcome: 'release', reason: 'The work was delivered' });
    clock.advance(7 * DAY_MS - 60_000);
    await runDisputeWork(t.app);
    expect((await get(buyer, order.id)).status).toBe('disputed');
    clock.advance(60_000);
    expect((await act(buyer, order.id, { action: 'appeal_dispute', statement: 'Too late?' })).statusCode).toBe(409);
    await runDisputeWork(t.app);
    expect((await get(buyer, order.id)).status).toBe('completed');
    expect(await postingsOf(db(), order.id)).toEqual(['order_completion', 'order_payment']);
    expect(mailTo(seller.email).filter((m) => m.subject.includes('An admin decided'))).toHaveLength(1);
  });

  it('lets one of an accepted delivery and a dispute win, never both', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { buyer, seller, order } = await deliveredOrder(t.app, db());
      const [accepted, disputed] = await Promise.all([
        act(buyer, order.id, { action: 'accept' }),
        act(seller, order.id, STATEMENT),
      ]);
      expect([accepted.statusCode, disputed.statusCode].sort()).toEqual([200, 409]);
      const final = await get(buyer, order.id);
      expect(final.status).toBe(accepted.statusCode === 200 ? 'completed' : 'disputed');
      expect(final.dispute === null).toBe(accepted.statusCode === 200);
    }
  }, 60_000);

  it("emails a teen's guardian when a dispute about their order opens and when it is decided, without the words", async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    await makeTeen(db(), seller.id);
    const guardian = await buildUser(t.app, db(), { role: 'guardian', name: 'Gil Guardian' });
    await db().insert(guardianLinks).values({ guardianId: guardian.id, teenId: seller.id, createdAt: clock.now() });
    await actOk(buyer, order.id, STATEMENT);
    await runDisputeWork(t.app);
    expect(mailTo(guardian.email).map((m) => m.subject)).toEqual([expect.stringContaining('A dispute about')]);
    await actOk(seller, order.id, ANSWER);
    await decideOk(t.app, ada, order.id, HALF);
    await runDisputeWork(t.app);
    const sent = mailTo(guardian.email);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.text).toContain('refund part of the price');
    expect(sent.some((m) => m.text.includes(STATEMENT.statement) || m.text.includes(ANSWER.answer))).toBe(false);
  });

  it('leaves a dispute the parties cancelled by agreement to the cancellation, whatever its deadlines', async () => {
    const { buyer, seller, order } = await deliveredOrder(t.app, db());
    await actOk(buyer, order.id, STATEMENT);
    await actOk(seller, order.id, ANSWER);
    await decideOk(t.app, ada, order.id, { outcome: 'release', reason: 'Delivered as described' });
    await actOk(seller, order.id, { action: 'request_cancellation', reason: 'Let us just part ways' });
    expect((await actOk(buyer, order.id, { action: 'confirm_cancellation' })).status).toBe('cancelled');
    clock.advance(8 * DAY_MS);
    await runDisputeWork(t.app);
    const after = await get(buyer, order.id);
    expect(after).toMatchObject({ status: 'cancelled', actions: [] });
    expect(after.dispute?.settledAt).toBeNull();
    expect(await postingsOf(db(), order.id)).toEqual(['order_payment', 'order_refund']);
    expect((await decide(t.app, bea, order.id, HALF)).statusCode).toBe(409);
  });
});
