import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MASK } from '@teenfreelance/contracts/contact-masking';
import {
  orderFilesPath,
  orderPath,
  REQUIREMENT_MESSAGES,
  type GigRequirement,
  type Order,
  type OrderFile,
} from '@teenfreelance/contracts/orders';
import { DAY_MS, HOUR_MS } from '@teenfreelance/contracts/time';
import { gigs } from '../../db/schema/gigs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { payments } from '../../db/schema/payments.ts';
import { manualClock } from '../../testing/clock.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { multipart } from '../../testing/gig-helpers.ts';
import { makeTeen } from '../../testing/minor-helpers.ts';
import { act, actOk, placedOrder } from '../../testing/order-helpers.ts';
import { testAppForTests } from '../../testing/set-up-for-tests.ts';

/** Requirements on the order (decision 0094): answered by the buyer, the delivery clock starting then. */

const clock = manualClock(Date.UTC(2026, 5, 1, 12));
const t = testAppForTests(() => ({ clock }));
const db = () => t.database.db;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const QUESTIONS: GigRequirement[] = [
  { kind: 'text', question: 'What is your brand about?', required: true, options: [] },
  { kind: 'choice', question: 'Which style?', required: true, options: ['Minimal', 'Playful'] },
  { kind: 'file', question: 'Attach your old logo', required: true, options: [] },
  { kind: 'text', question: 'Anything else?', required: false, options: [] },
];

const read = async (who: TestUser, orderId: string) =>
  (await t.app.inject({ method: 'GET', url: orderPath(orderId), headers: { cookie: who.cookie } })).json<Order>();
const upload = (who: TestUser, orderId: string) => {
  const body = multipart(PDF, { filename: 'old-logo.pdf', contentType: 'application/pdf' });
  return t.app.inject({
    method: 'POST',
    url: orderFilesPath(orderId),
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
};
const answers = (fileId: string | null, overrides: Record<number, object> = {}) =>
  [
    { text: 'A bakery in Leeds', option: null, fileId: null },
    { text: null, option: 'Playful', fileId: null },
    { text: null, option: null, fileId },
    { text: null, option: null, fileId: null },
  ].map((answer, i) => ({ ...answer, ...overrides[i] }));
const noticesOf = async (userId: string, kind: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('an order with questions waits for the buyer’s answers', () => {
  it('starts awaiting them, the clock not running; only the buyer answers, and every answer is checked', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db(), { requirements: QUESTIONS });
    const stranger = await buildUser(t.app, db(), { role: 'buyer' });
    expect(order).toMatchObject({ status: 'awaiting_requirements', actions: ['submit_requirements', 'cancel'] });
    expect(order.requirements).toMatchObject({
      answeredAt: null,
      expiresAt: new Date(clock.now().getTime() + 7 * DAY_MS).toISOString(),
      questions: QUESTIONS.map((q) => ({ ...q, answer: null, file: null })),
    });
    expect((await read(seller, order.id)).actions).toEqual(['request_cancellation']);

    // The seller cannot answer nor upload; a stranger does not see the order.
    expect(
      (await act(t.app, seller, order.id, { action: 'submit_requirements', answers: answers(null) })).statusCode,
    ).toBe(403);
    expect((await upload(seller, order.id)).statusCode).toBe(403);
    expect(
      (await act(t.app, stranger, order.id, { action: 'submit_requirements', answers: answers(null) })).statusCode,
    ).toBe(404);

    const refusals: [ReturnType<typeof answers>, string, string][] = [
      [answers(null).slice(0, 3), 'body.answers', REQUIREMENT_MESSAGES.answersCount],
      [answers(null, { 0: { text: '   ' } }), 'body.answers.0.text', REQUIREMENT_MESSAGES.answerRequired],
      [answers(null, { 1: { option: 'Gothic' } }), 'body.answers.1.option', REQUIREMENT_MESSAGES.notAnOption],
      [answers(null, { 1: { option: null } }), 'body.answers.1.option', REQUIREMENT_MESSAGES.answerRequired],
      [answers(null), 'body.answers.2.fileId', REQUIREMENT_MESSAGES.fileRequired],
      [answers('7d1f4c1e-5f7e-4a43-9d55-3d7c0c5f2b11'), 'body.answers.2.fileId', REQUIREMENT_MESSAGES.fileRequired],
    ];
    for (const [body, path, message] of refusals) {
      const refused = await act(t.app, buyer, order.id, { action: 'submit_requirements', answers: body });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().error.details).toContainEqual({ path, message });
    }
    expect((await read(buyer, order.id)).status).toBe('awaiting_requirements');
  });

  it('starts the delivery clock at the answer time, and shows the answers to both parties and admins', async () => {
    const { buyer, seller, gigId, order } = await placedOrder(t.app, db(), { requirements: QUESTIONS });
    const admin = await buildUser(t.app, db(), { role: 'admin' });
    clock.advance(DAY_MS + 3 * HOUR_MS);
    const uploaded = await upload(buyer, order.id);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json<OrderFile>();

    const answeredAt = clock.now();
    const answered = await actOk(t.app, buyer, order.id, { action: 'submit_requirements', answers: answers(file.id) });
    expect(answered.status).toBe('paid');
    // Delivery days (3, the factory's) from the answers, not from the payment.
    expect(answered.dueAt).toBe(new Date(answeredAt.getTime() + 3 * DAY_MS).toISOString());
    expect(answered.requirements?.answeredAt).toBe(answeredAt.toISOString());
    expect(answered.requirements?.expiresAt).toBeNull();
    expect(await noticesOf(seller.id, 'requirements_submitted')).toHaveLength(1);

    // The seller may start now; the gig changing later does not change what the order asked.
    await db().update(gigs).set({ requirements: [] }).where(eq(gigs.id, gigId));
    for (const who of [seller, admin]) {
      const seen = await read(who, order.id);
      expect(seen.requirements?.questions.map((q) => [q.question, q.answer, q.file?.fileName ?? null])).toEqual([
        ['What is your brand about?', 'A bakery in Leeds', null],
        ['Which style?', 'Playful', null],
        ['Attach your old logo', null, 'old-logo.pdf'],
        ['Anything else?', null, null],
      ]);
      const event = seen.timeline.at(-1);
      expect(event).toMatchObject({ transition: 'submit_requirements', actorRole: 'buyer', toStatus: 'paid' });
      expect(event?.message).toContain('Which style?\nPlayful');
      expect(event?.files.map((f) => f.fileName)).toEqual(['old-logo.pdf']);
      // The buyer's attachment is no delivery.
      expect(seen.files).toEqual([]);
      const download = await t.app.inject({ method: 'GET', url: file.url, headers: { cookie: who.cookie } });
      expect(download.statusCode).toBe(200);
    }
    expect((await read(seller, order.id)).actions).toContain('start');
    // Answered once: a second answer is refused by the machine.
    expect(
      (await act(t.app, buyer, order.id, { action: 'submit_requirements', answers: answers(file.id) })).statusCode,
    ).toBe(409);
  });

  it('starts at once, as before, when the gig asks nothing', async () => {
    const { order } = await placedOrder(t.app, db());
    expect(order).toMatchObject({ status: 'paid', requirements: null });
    expect(order.dueAt).toBe(new Date(clock.now().getTime() + 3 * DAY_MS).toISOString());
  });

  it('lets the buyer cancel for a full refund while the order waits', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, db(), { requirements: QUESTIONS });
    const cancelled = await actOk(t.app, buyer, order.id, { action: 'cancel', reason: 'Changed my mind' });
    expect(cancelled.status).toBe('cancelled');
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe('refunded');
    expect(await noticesOf(seller.id, 'order_cancelled')).toHaveLength(1);
  });

  it('masks contact details in answers to a teen seller, and refuses a disguise', async () => {
    const questions = [QUESTIONS[0] as GigRequirement];
    const { buyer, seller, order } = await placedOrder(t.app, db(), { requirements: questions });
    await makeTeen(db(), seller.id);
    const disguised = await act(t.app, buyer, order.id, {
      action: 'submit_requirements',
      answers: [{ text: 'mail j o h n @ g m a i l . c o m', option: null, fileId: null }],
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().error.details[0].path).toBe('body.answers.0.text');

    await actOk(t.app, buyer, order.id, {
      action: 'submit_requirements',
      answers: [{ text: 'A bakery, call me on 555-867-5309', option: null, fileId: null }],
    });
    for (const who of [seller, buyer]) {
      const seen = await read(who, order.id);
      expect(seen.requirements?.questions[0]?.answer).toBe(`A bakery, call me on ${MASK}`);
      expect(seen.requirements?.masked).toBe(true);
      // Placed and answered at the same moment on the test's clock: found by name, not by place.
      expect(seen.timeline.find((e) => e.transition === 'submit_requirements')?.message).toContain(MASK);
    }
  });
});
