import { randomUUID } from 'node:crypto';
import { conversationMessagesPath, CONVERSATIONS_PATH, type Message } from '@teenfreelance/contracts/messages';
import { REPORTS_PATH, SAFETY_TEXTS, type ReportReceipt } from '@teenfreelance/contracts/safety';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/safety.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { postedJob } from '../../testing/job-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

describe('reports', () => {
  let t: TestContext;
  let buyer: TestUser;
  let seller: TestUser;
  let gigId: string;
  let conversationId: string;
  let messageId: string;
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Rae Reporter' });
    seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Sid Seller' });
    gigId = (await buildGig(t.database.db, seller.id)).id;
    const started = await t.app.inject({
      method: 'POST',
      url: CONVERSATIONS_PATH,
      headers: { cookie: buyer.cookie },
      payload: { gigId },
    });
    conversationId = started.json<{ id: string }>().id;
    const sent = await t.app.inject({
      method: 'POST',
      url: conversationMessagesPath(conversationId),
      headers: { cookie: seller.cookie },
      payload: { clientId: randomUUID(), text: 'Pay me outside the site, it is cheaper' },
    });
    messageId = sent.json<Message>().id;
  });
  afterAll(() => t.close());

  const report = (who: TestUser | null, payload: object) =>
    t.app.inject({ method: 'POST', url: REPORTS_PATH, headers: who ? { cookie: who.cookie } : {}, payload });

  it('stores a report of a message with the person it concerns, tells the reporter, and keeps one per reporter', async () => {
    const first = await report(buyer, { targetKind: 'message', targetId: messageId, reason: 'contact_outside' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ReportReceipt>()).toMatchObject({ message: SAFETY_TEXTS.received, reason: 'contact_outside' });
    const again = await report(buyer, {
      targetKind: 'message',
      targetId: messageId,
      reason: 'spam',
      note: 'Asked again',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<ReportReceipt>().id).toBe(first.json<ReportReceipt>().id);
    const stored = await t.database.db.select().from(reports).where(eq(reports.targetId, messageId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reporterId: buyer.id, reportedUserId: seller.id, status: 'open' });
  });

  it('reports each kind of thing a user can see: conversation, profile, gig, review and job post', async () => {
    const poster = await buildUser(t.app, t.database.db, { role: 'buyer' });
    const job = await postedJob(t.app, poster);
    for (const [targetKind, targetId, owner] of [
      ['conversation', conversationId, seller.id],
      ['profile', seller.id, seller.id],
      ['gig', gigId, seller.id],
      ['job', job.id, poster.id],
    ] as const) {
      const answer = await report(buyer, { targetKind, targetId, reason: 'inappropriate' });
      expect(answer.statusCode, `${targetKind}: ${answer.body}`).toBe(201);
      const [stored] = await t.database.db.select().from(reports).where(eq(reports.targetId, targetId));
      expect(stored?.reportedUserId).toBe(owner);
    }
  });

  it('refuses what the reporter cannot see, their own things, and bad fields, storing nothing', async () => {
    const stranger = await buildUser(t.app, t.database.db, { role: 'buyer' });
    const count = async () => (await t.database.db.select().from(reports)).length;
    const before = await count();
    // Someone else's conversation and message are not found for a stranger.
    expect((await report(stranger, { targetKind: 'message', targetId: messageId, reason: 'spam' })).statusCode).toBe(
      404,
    );
    expect(
      (await report(stranger, { targetKind: 'conversation', targetId: conversationId, reason: 'spam' })).statusCode,
    ).toBe(404);
    expect((await report(stranger, { targetKind: 'gig', targetId: randomUUID(), reason: 'spam' })).statusCode).toBe(
      404,
    );
    expect((await report(stranger, { targetKind: 'gig', targetId: 'not-a-uuid', reason: 'spam' })).statusCode).toBe(
      404,
    );
    const own = await report(seller, { targetKind: 'gig', targetId: gigId, reason: 'spam' });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({ error: { details: { reason: 'CANNOT_REPORT_SELF' } } });

    for (const [payload, message] of [
      [{ targetKind: 'gig', targetId: gigId }, SAFETY_TEXTS.reasonRequired],
      [{ targetKind: 'gig', targetId: gigId, reason: 'boring' }, SAFETY_TEXTS.reasonRequired],
      [{ targetKind: 'gig', targetId: gigId, reason: 'spam', note: 'x'.repeat(1001) }, SAFETY_TEXTS.noteTooLong],
    ] as const) {
      const answer = await report(stranger, payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
    }
    expect((await report(stranger, { targetKind: 'planet', targetId: gigId, reason: 'spam' })).statusCode).toBe(400);
    expect((await report(null, { targetKind: 'gig', targetId: gigId, reason: 'spam' })).statusCode).toBe(401);
    expect(await count()).toBe(before);
  });
});
