import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SESSION_PATH, gigPath } from '@teenfreelance/contracts/api-paths';
import { SIGN_UP_PATH } from '@teenfreelance/contracts/auth';
import type { GigDetail } from '@teenfreelance/contracts/gigs';
import { LIVE_PATH } from '@teenfreelance/contracts/live';
import type { ConversationSummary, Message } from '@teenfreelance/contracts/messages';
import { IMAGE_UPLOADS_PATH, type UploadedImage } from '@teenfreelance/contracts/uploads';
import { emailOutbox } from './db/schema/email.ts';
import { ledgerTransactions } from './db/schema/ledger.ts';
import { orderEvents, orders } from './db/schema/orders.ts';
import { payments, subscriptions } from './db/schema/payments.ts';
import { eventually } from './testing/eventually.ts';
import { buildGig, signUpBody } from './testing/factories.ts';
import { multipart, pngImage } from './testing/gig-helpers.ts';
import { signUpThrough, startTwoProcesses, type Person, type TwoProcesses } from './two-processes.test-helpers.ts';

/**
 * Two real server processes, as two machines would run them: one PostgreSQL
 * (and its streaming replica when TEST_DATABASE_READ_URL is set), one
 * S3-compatible bucket (s3rver), Redis when TEST_REDIS_URL is set (else the
 * database's counters), a DATA_DIR each. Started once for the whole file.
 * PGlite is one process by design (its DATA_DIR is locked): PostgreSQL only.
 */
describe.runIf(process.env.TEST_DB === 'postgresql')('two server processes on one PostgreSQL', () => {
  let two: TwoProcesses;
  /** Signed up through the first process, each with the cookie their browser holds. */
  let seller: Person;
  let buyer: Person;
  beforeAll(async () => {
    two = await startTwoProcesses();
    [seller, buyer] = await Promise.all([
      signUpThrough(two.t, two.a, 'freelancer', 'Process Seller'),
      signUpThrough(two.t, two.a, 'buyer', 'Process Buyer'),
    ]);
    // A busy machine (the whole suite beside it) has taken over 30 s to send the sign-up emails.
  }, 240_000);
  afterAll(async () => two?.close());

  const post = (base: string, url: string, cookie: string, body: object) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });

  it('honours a session made on one process on the other', async () => {
    const session = await fetch(`${two.b}${SESSION_PATH}`, { headers: { cookie: buyer.cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { id: string } | null }).user?.id).toBe(buyer.id);
  });

  it('serves a picture uploaded through one process from the other, nothing written to either DATA_DIR', async () => {
    const body = multipart(await pngImage());
    const uploaded = await fetch(`${two.a}${IMAGE_UPLOADS_PATH}`, {
      method: 'POST',
      headers: { ...body.headers, cookie: seller.cookie },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as UploadedImage;
    const served = await fetch(`${two.b}${image.cardUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).toString('latin1', 8, 12)).toBe('WEBP');
    for (const dir of two.dataDirs) {
      const uploads = path.join(dir, 'uploads');
      expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    }
  });

  it('delivers a message sent through one process to the recipient connected to the other', async () => {
    // The seller's tab is connected to the second process.
    const frames: { type: string; conversationId?: string; messageId?: string }[] = [];
    const socket = new WebSocket(`${two.b.replace('http', 'ws')}${LIVE_PATH}`, { headers: { cookie: seller.cookie } });
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as { type: string }));
    await expect.poll(() => frames.some((f) => f.type === 'live.ready'), { timeout: 10_000 }).toBe(true);

    // The buyer writes through the first.
    const started = await post(two.a, '/api/conversations', buyer.cookie, { sellerId: seller.id });
    expect(started.status).toBe(201);
    const conversation = (await started.json()) as ConversationSummary;
    const sent = await post(two.a, `/api/conversations/${conversation.id}/messages`, buyer.cookie, {
      clientId: randomUUID(),
      text: 'Hi from A',
    });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as Message;

    await expect
      .poll(() => frames.find((f) => f.type === 'message.created'), { timeout: 10_000 })
      .toMatchObject({ conversationId: conversation.id, messageId: message.id });
    socket.terminate();
  });

  it("shows a seller's edit made through one process at once through the other", async () => {
    const { id } = await buildGig(two.t.database.db, seller.id, { title: 'Before the edit' });
    const edit = await fetch(`${two.a}${gigPath(id)}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie: seller.cookie },
      body: JSON.stringify({ title: 'After the edit' }),
    });
    expect(edit.status).toBe(200);
    // The browser sends back what the edit's answer set (the recent-write cookie with a replica, decision 0090).
    const cookies = [seller.cookie, ...edit.headers.getSetCookie().map((c) => c.split(';')[0] ?? '')].join('; ');
    const seen = await fetch(`${two.b}${gigPath(id)}`, { headers: { cookie: cookies } });
    expect(((await seen.json()) as GigDetail).title).toBe('After the edit');
    expect(edit.headers.getSetCookie().some((c) => c.startsWith('tf.wrote='))).toBe(two.withReplica);
  });

  it('runs scheduled work once: the due order completed, the due earnings cleared, each email sent', async () => {
    const db = two.t.database.db;
    const completions = () =>
      db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, two.dueOrderId), eq(orderEvents.transition, 'auto_complete')));
    const clearings = () =>
      db
        .select()
        .from(ledgerTransactions)
        .where(
          and(
            eq(ledgerTransactions.eventId, two.clearingOrderId),
            eq(ledgerTransactions.eventKind, 'earnings_cleared'),
          ),
        );
    await eventually(async () => (await completions()).length > 0 && (await clearings()).length > 0, 30_000);
    // Both processes swept at start and sweep again; give a second run time to do it twice if it would.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await completions()).toHaveLength(1);
    expect(await clearings()).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.id, two.dueOrderId));
    expect(order?.status).toBe('completed');
    // Emails are tasks too: each sign-up link was sent once, by whichever process took the task.
    for (const person of [seller, buyer])
      expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, person.email))).toHaveLength(1);
  });

  it("renews a Pro seller's month once and ends a cancelled one without a charge, across both processes", async () => {
    const db = two.t.database.db;
    const proCharges = (userId: string) =>
      db
        .select({ id: payments.id, status: payments.status })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.purpose, 'pro')));
    const subscriptionOf = async (userId: string) =>
      (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
    await eventually(
      async () =>
        (await proCharges(two.renewingSellerId)).length === 2 &&
        (await subscriptionOf(two.endingSellerId))?.status === 'ended',
      30_000,
    );
    // Both processes swept at start and sweep again; give a second run time to charge twice if it would.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const renewed = await proCharges(two.renewingSellerId);
    expect(renewed.map((charge) => charge.status)).toEqual(['succeeded', 'succeeded']);
    expect((await subscriptionOf(two.renewingSellerId))?.status).toBe('active');
    expect((await subscriptionOf(two.renewingSellerId))?.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    expect(await proCharges(two.endingSellerId)).toHaveLength(1);
    // Each charge is in the ledger once: the month bought and the month renewed.
    const postings = await db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.eventKind, 'pro_charge'),
          inArray(
            ledgerTransactions.eventId,
            renewed.map((charge) => charge.id),
          ),
        ),
      );
    expect(postings).toHaveLength(2);
  });

  it('counts a rate limit across both processes: the eleventh sign-up of a minute from one address', async () => {
    const address = '203.0.113.77';
    const signUp = (base: string, i: number) =>
      fetch(`${base}${SIGN_UP_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify(signUpBody('buyer', 'Limited Person', `limited-${i}-${randomUUID()}@example.com`)),
      });
    for (let i = 0; i < 10; i++) expect((await signUp(i % 2 === 0 ? two.a : two.b, i)).status).toBe(202);
    expect((await signUp(two.a, 10)).status).toBe(429);
    expect((await signUp(two.b, 11)).status).toBe(429);
    // Another client's address, through the same proxy, is not refused.
    const other = await fetch(`${two.b}${SIGN_UP_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.78' },
      body: JSON.stringify(signUpBody('buyer', 'Other Person', `other-${randomUUID()}@example.com`)),
    });
    expect(other.status).toBe(202);
  });
});
