import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATIONS_PATH,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  MESSAGES_PER_MINUTE,
  UNREAD_CONVERSATIONS_PATH,
  conversationMessagesPath,
  conversationPath,
  type ConversationDetail,
  type ConversationList,
  type ConversationSummary,
  type Message,
  type MessagePage,
  type ReadState,
} from '@teenfreelance/contracts/messages';
import type { LiveEnvelope } from '../../realtime/live-events.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { hearLive } from '../../testing/conversation-helpers.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

/** The item at `index`, which the test has just made sure is there. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

describe('conversations and messages', () => {
  let t: TestContext;
  let stopHearing: () => Promise<void>;
  const heard: LiveEnvelope[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    stopHearing = await hearLive(t.database, heard);
  });
  afterAll(async () => {
    await stopHearing();
    await t.close();
  });

  const db = () => t.database.db;
  const user = (role: 'buyer' | 'freelancer' = 'buyer', name?: string) =>
    buildUser(t.app, db(), { role, ...(name ? { name } : {}) });

  const start = (who: TestUser, payload: { gigId: string } | { sellerId: string }) =>
    t.app.inject({ method: 'POST', url: CONVERSATIONS_PATH, headers: { cookie: who.cookie }, payload });
  const send = (who: TestUser, conversationId: string, text: string, clientId: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: conversationMessagesPath(conversationId),
      headers: { cookie: who.cookie },
      payload: { clientId, text },
    });
  const get = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const read = (who: TestUser, conversationId: string) =>
    t.app.inject({ method: 'POST', url: `${conversationPath(conversationId)}/read`, headers: { cookie: who.cookie } });
  const list = async (who: TestUser) => (await get(who, CONVERSATIONS_PATH)).json<ConversationList>().conversations;
  const unread = async (who: TestUser) =>
    (await get(who, UNREAD_CONVERSATIONS_PATH)).json<{ conversations: number }>().conversations;
  const storedCount = async (conversationId: string) =>
    (await db().select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversationId))).length;

  /** A seller with a public gig, a buyer, and the conversation the buyer started from the gig. */
  async function conversationAboutGig(title = 'Logo design for your band') {
    const seller = await user('freelancer', 'Maya Seller');
    const buyer = await user('buyer', 'Ben Buyer');
    const gig = await buildGig(db(), seller.id, { title });
    const started = await start(buyer, { gigId: gig.id });
    expect(started.statusCode).toBe(201);
    return { seller, buyer, gig, conversation: started.json<ConversationSummary>() };
  }

  describe('starting', () => {
    it('starts the one conversation of buyer, seller and gig (201), and reopens it (200)', async () => {
      const { seller, buyer, gig, conversation } = await conversationAboutGig();
      expect(conversation).toMatchObject({
        other: { id: seller.id, name: 'Maya Seller', role: 'freelancer', tag: 'Seller', avatarUrl: null },
        gig: { id: gig.id, title: 'Logo design for your band' },
        lastMessage: null,
        unreadCount: 0,
      });
      const again = await start(buyer, { gigId: gig.id });
      expect(again.statusCode).toBe(200);
      expect(again.json<ConversationSummary>().id).toBe(conversation.id);
      // The seller sees the starter on the buyer side.
      const sellers = await list(seller);
      expect(sellers.map((c) => [c.id, c.other.id, c.other.tag])).toEqual([[conversation.id, buyer.id, 'Buyer']]);
    });

    it('gives everyone starting at once the same conversation, made once', async () => {
      const seller = await user('freelancer');
      const buyer = await user();
      const gig = await buildGig(db(), seller.id);
      const answers = await Promise.all(Array.from({ length: 10 }, () => start(buyer, { gigId: gig.id })));
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(9);
      expect(new Set(answers.map((a) => a.json<ConversationSummary>().id)).size).toBe(1);
      const rows = await db().select().from(conversations).where(eq(conversations.sellerId, seller.id));
      expect(rows).toHaveLength(1);
    });

    it("starts from a freelancer's profile without a gig: another conversation than the gig's", async () => {
      const { seller, buyer, conversation } = await conversationAboutGig();
      const fromProfile = await start(buyer, { sellerId: seller.id });
      expect(fromProfile.statusCode).toBe(201);
      const summary = fromProfile.json<ConversationSummary>();
      expect(summary.gig).toBeNull();
      expect(summary.other).toMatchObject({ id: seller.id, tag: 'Seller' });
      expect(summary.id).not.toBe(conversation.id);
      const again = await start(buyer, { sellerId: seller.id });
      expect(again.statusCode).toBe(200);
      expect(again.json<ConversationSummary>().id).toBe(summary.id);
    });

    it('refuses a profile that is not a seller, and unknown people or gigs, with 404', async () => {
      const buyer = await user();
      const otherBuyer = await user();
      for (const payload of [
        { sellerId: otherBuyer.id },
        { sellerId: 'no-such-user' },
        { gigId: randomUUID() },
        { gigId: 'not-a-uuid' },
      ]) {
        const answer = await start(buyer, payload);
        expect(answer.statusCode, JSON.stringify(payload)).toBe(404);
        expect(answer.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
      }
    });

    it('refuses messaging yourself, from your gig or your profile', async () => {
      const seller = await user('freelancer');
      const gig = await buildGig(db(), seller.id);
      for (const payload of [{ gigId: gig.id }, { sellerId: seller.id }]) {
        const answer = await start(seller, payload);
        expect(answer.statusCode).toBe(422);
        expect(answer.json()).toEqual({
          error: { code: 'UNPROCESSABLE', message: MESSAGE_TEXTS.selfContact, details: null },
        });
      }
      expect(await list(seller)).toEqual([]);
    });

    it('cannot start about a gig that is not public, but an existing conversation about it goes on', async () => {
      const { seller, buyer, gig, conversation } = await conversationAboutGig('Soon to be gone');
      const draft = await buildGig(db(), seller.id, { isPublic: false });
      const refused = await start(buyer, { gigId: draft.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ error: { message: string } }>().error.message).toBe(MESSAGE_TEXTS.gigUnavailable);

      // The seller deletes the gig (a soft delete: it stops being public).
      await db().update(gigs).set({ isPublic: false, deletedAt: new Date() }).where(eq(gigs.id, gig.id));
      const reopened = await start(buyer, { gigId: gig.id });
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json<ConversationSummary>()).toMatchObject({
        id: conversation.id,
        gig: { id: gig.id, title: 'Soon to be gone' },
      });
      expect((await send(buyer, conversation.id, 'Is it still on?')).statusCode).toBe(201);
      expect((await send(seller, conversation.id, 'Yes, for you.')).statusCode).toBe(201);
      // Someone else cannot start a new one about it.
      const newcomer = await user();
      const late = await start(newcomer, { gigId: gig.id });
      expect(late.statusCode).toBe(422);
      expect(late.json<{ error: { message: string } }>().error.message).toBe(MESSAGE_TEXTS.gigUnavailable);
    });
  });

  describe('sending', () => {
    it('stores the text exactly as written and answers the message (201)', async () => {
      const { buyer, conversation } = await conversationAboutGig();
      const text = '  <b>Hello</b> & <script>alert(1)</script>\nsecond line  ';
      const clientId = randomUUID();
      const answer = await send(buyer, conversation.id, text, clientId);
      expect(answer.statusCode).toBe(201);
      const message = answer.json<Message>();
      expect(message).toMatchObject({ conversationId: conversation.id, senderId: buyer.id, clientId, text });
      const page = (await get(buyer, conversationMessagesPath(conversation.id))).json<MessagePage>();
      expect(page.messages.map((m) => m.text)).toEqual([text]);
      const [summary] = await list(buyer);
      expect(summary?.lastMessage).toEqual({ text, senderId: buyer.id, createdAt: message.createdAt });
    });

    it("refuses blank and over-long text in the specification's words, storing nothing", async () => {
      const { buyer, conversation } = await conversationAboutGig();
      for (const [text, message] of [
        ['', MESSAGE_TEXTS.empty],
        ['   \n\t ', MESSAGE_TEXTS.empty],
        ['x'.repeat(MESSAGE_MAX_LENGTH + 1), MESSAGE_TEXTS.tooLong],
      ] as const) {
        const answer = await send(buyer, conversation.id, text);
        expect(answer.statusCode).toBe(400);
        const body = answer.json<{ error: { code: string; message: string } }>();
        expect(body.error.code).toBe('VALIDATION_FAILED');
        expect(body.error.message).toBe(message);
      }
      expect(await storedCount(conversation.id)).toBe(0);
      expect((await send(buyer, conversation.id, 'x'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
    });

    it('stores a retried clientId once and answers the stored message (200)', async () => {
      const { buyer, seller, conversation } = await conversationAboutGig();
      const clientId = randomUUID();
      const first = await send(buyer, conversation.id, 'Only once please', clientId);
      expect(first.statusCode).toBe(201);
      const retry = await send(buyer, conversation.id, 'Only once please', clientId);
      expect(retry.statusCode).toBe(200);
      expect(retry.json<Message>()).toEqual(first.json<Message>());
      expect(await storedCount(conversation.id)).toBe(1);
      // Another sender may use the same client id: it is theirs.
      expect((await send(seller, conversation.id, 'Mine', clientId)).statusCode).toBe(201);
      expect(await storedCount(conversation.id)).toBe(2);
    });

    it('stores ten identical sends made at once as one message', async () => {
      const { buyer, seller, conversation } = await conversationAboutGig();
      const clientId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => send(buyer, conversation.id, 'Are you there?', clientId)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(answers.map((a) => a.json<Message>().id)).size).toBe(1);
      expect(await storedCount(conversation.id)).toBe(1);
      expect((await list(seller))[0]?.unreadCount).toBe(1);
    });

    it(`allows ${MESSAGES_PER_MINUTE} messages a minute per user, then answers 429 and stores nothing`, async () => {
      const { buyer, seller, gig, conversation } = await conversationAboutGig();
      const sent: string[] = [];
      for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) {
        const clientId = randomUUID();
        const answer = await send(buyer, conversation.id, `Message ${i + 1}`, clientId);
        expect(answer.statusCode).toBe(201);
        sent.push(clientId);
      }
      // The limit is per user, in all conversations together.
      const other = await start(buyer, { sellerId: seller.id });
      const refused = await send(buyer, other.json<ConversationSummary>().id, 'One too many');
      expect(refused.statusCode).toBe(429);
      const body = refused.json<{ error: { code: string; details: { retryAfterSeconds: number } } }>();
      expect(body.error.code).toBe('RATE_LIMITED');
      expect(body.error.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(await storedCount(other.json<ConversationSummary>().id)).toBe(0);
      // A retry of a message already stored still gets its answer, and the other side is not limited.
      expect((await send(buyer, conversation.id, 'Message 1', sent[0])).statusCode).toBe(200);
      expect((await send(seller, conversation.id, 'Slow down!')).statusCode).toBe(201);
      expect(gig.id).toBeTruthy();
    });
  });

  describe('reading pages', () => {
    it('pages 120 messages newest first with before=, and catches up with after=, each exactly once in order', async () => {
      const { buyer, seller, conversation } = await conversationAboutGig();
      // Inserted directly (the API allows 30 a minute); pairs share a timestamp, so the id breaks ties.
      const base = Date.UTC(2026, 0, 1, 9);
      const rows = Array.from({ length: 120 }, (_, i) => ({
        conversationId: conversation.id,
        senderId: i % 3 === 0 ? seller.id : buyer.id,
        clientId: randomUUID(),
        body: `m${i}`,
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      }));
      await db().insert(messages).values(rows);
      const inOrder = (await db().select().from(messages).where(eq(messages.conversationId, conversation.id))).sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
      );

      const pages: MessagePage[] = [];
      let url = conversationMessagesPath(conversation.id);
      for (;;) {
        const answer = await get(buyer, url);
        expect(answer.statusCode).toBe(200);
        const page = answer.json<MessagePage>();
        pages.push(page);
        if (!page.hasOlder) break;
        url = `${conversationMessagesPath(conversation.id)}?before=${page.messages[0]?.id}`;
      }
      expect(pages.map((p) => p.messages.length)).toEqual([50, 50, 20]);
      const seen = pages.reverse().flatMap((p) => p.messages.map((m) => m.id));
      expect(seen).toEqual(inOrder.map((m) => m.id));

      const anchor = at(inOrder, 9);
      const caughtUp = (
        await get(buyer, `${conversationMessagesPath(conversation.id)}?after=${anchor.id}`)
      ).json<MessagePage>();
      expect(caughtUp.messages.map((m) => m.id)).toEqual(inOrder.slice(10).map((m) => m.id));
      const latest = at(inOrder, inOrder.length - 1);
      const nothingNew = (
        await get(buyer, `${conversationMessagesPath(conversation.id)}?after=${latest.id}`)
      ).json<MessagePage>();
      expect(nothingNew.messages).toEqual([]);
    });

    it("answers a page anchored on an unknown message, or another conversation's, with 404", async () => {
      const first = await conversationAboutGig();
      const second = await conversationAboutGig();
      const foreign = (await send(second.buyer, second.conversation.id, 'elsewhere')).json<Message>();
      for (const query of [`before=${foreign.id}`, `after=${foreign.id}`, `before=${randomUUID()}`, 'after=nope']) {
        const answer = await get(first.buyer, `${conversationMessagesPath(first.conversation.id)}?${query}`);
        expect(answer.statusCode, query).toBe(404);
      }
      const both = await get(first.buyer, `${conversationMessagesPath(first.conversation.id)}?before=a&after=b`);
      expect(both.statusCode).toBe(400);
    });
  });

  describe('read state', () => {
    it('counts the other side’s unread messages until the right person reads, and tells the sender when', async () => {
      const { buyer, seller, conversation } = await conversationAboutGig();
      for (const text of ['one', 'two', 'three']) {
        expect((await send(buyer, conversation.id, text)).statusCode).toBe(201);
      }
      expect((await list(seller))[0]?.unreadCount).toBe(3);
      expect((await list(buyer))[0]?.unreadCount).toBe(0);
      expect(await unread(seller)).toBe(1);
      expect(await unread(buyer)).toBe(0);
      const before = (await get(buyer, conversationPath(conversation.id))).json<ConversationDetail>();
      expect(before.otherLastReadAt).toBeNull();

      // The buyer reading changes nothing for the seller.
      expect((await read(buyer, conversation.id)).statusCode).toBe(200);
      expect(await unread(seller)).toBe(1);

      const answer = await read(seller, conversation.id);
      expect(answer.statusCode).toBe(200);
      const state = answer.json<ReadState>();
      expect(state.conversationId).toBe(conversation.id);
      expect((await list(seller))[0]?.unreadCount).toBe(0);
      expect(await unread(seller)).toBe(0);
      const seenBy = (await get(buyer, conversationPath(conversation.id))).json<ConversationDetail>();
      expect(seenBy.otherLastReadAt).toBe(state.readAt);
      expect(Date.parse(seenBy.otherLastReadAt ?? '')).toBeGreaterThanOrEqual(
        Date.parse(seenBy.lastMessage?.createdAt ?? 'never'),
      );

      // The seller replies: now the buyer has one unread, and the seller has read their own words.
      expect((await send(seller, conversation.id, 'Thanks!')).statusCode).toBe(201);
      expect(await unread(buyer)).toBe(1);
      expect((await list(buyer))[0]?.unreadCount).toBe(1);
      expect(await unread(seller)).toBe(0);
      const sellerView = (await get(seller, conversationPath(conversation.id))).json<ConversationDetail>();
      expect(sellerView.unreadCount).toBe(0);
    });

    it('counts conversations, not messages, for the header', async () => {
      const seller = await user('freelancer');
      const gigA = await buildGig(db(), seller.id, { title: 'A' });
      const gigB = await buildGig(db(), seller.id, { title: 'B' });
      const buyer = await user();
      for (const gig of [gigA, gigB]) {
        const id = (await start(buyer, { gigId: gig.id })).json<ConversationSummary>().id;
        await send(buyer, id, 'hello');
        await send(buyer, id, 'again');
      }
      expect(await unread(seller)).toBe(2);
    });
  });

  describe('the list', () => {
    it("holds only the caller's conversations, newest last message first, those without messages last", async () => {
      const seller = await user('freelancer', 'Sam Seller');
      const buyer = await user('buyer', 'Bea Buyer');
      const stranger = await user();
      const ids: string[] = [];
      for (const title of ['First gig', 'Second gig', 'Third gig']) {
        const gig = await buildGig(db(), seller.id, { title });
        ids.push((await start(buyer, { gigId: gig.id })).json<ConversationSummary>().id);
      }
      const [first, second, third] = [at(ids, 0), at(ids, 1), at(ids, 2)];
      const quiet = (await start(buyer, { sellerId: seller.id })).json<ConversationSummary>().id;
      await send(buyer, second, 'about the second');
      await send(seller, first, 'about the first');
      await send(buyer, third, 'about the third');
      await send(buyer, first, 'the first again');

      const buyers = await list(buyer);
      expect(buyers.map((c) => c.id)).toEqual([first, third, second, quiet]);
      expect(buyers.map((c) => c.gig?.title ?? null)).toEqual(['First gig', 'Third gig', 'Second gig', null]);
      expect(buyers[0]?.lastMessage?.text).toBe('the first again');
      expect(buyers.every((c) => c.other.name === 'Sam Seller' && c.other.tag === 'Seller')).toBe(true);
      expect((await list(seller)).map((c) => c.id)).toEqual([first, third, second, quiet]);
      expect(await list(stranger)).toEqual([]);
    });
  });

  describe('live events and notifications', () => {
    it('publishes message.created to both participants when the message is stored, and nothing for a refused send', async () => {
      const { buyer, seller, conversation } = await conversationAboutGig();
      const stranger = await user();
      const forConversation = () =>
        heard.filter((e) => 'conversationId' in e.event && e.event.conversationId === conversation.id);

      expect((await send(buyer, conversation.id, '   ')).statusCode).toBe(400);
      expect((await send(stranger, conversation.id, 'let me in')).statusCode).toBe(404);
      const answer = await send(buyer, conversation.id, 'Live!');
      const message = answer.json<Message>();
      await expect.poll(() => forConversation().length).toBe(1);
      expect(forConversation()[0]).toEqual({
        event: { type: 'message.created', conversationId: conversation.id, messageId: message.id, senderId: buyer.id },
        to: [buyer.id, seller.id],
      });
      // A retry stores nothing and publishes nothing.
      expect((await send(buyer, conversation.id, 'Live!', message.clientId)).statusCode).toBe(200);

      const readAt = (await read(seller, conversation.id)).json<ReadState>().readAt;
      await expect.poll(() => forConversation().length).toBe(2);
      expect(forConversation()[1]).toEqual({
        event: { type: 'conversation.read', conversationId: conversation.id, readerId: seller.id, readAt },
        to: [buyer.id],
      });
      expect(forConversation().filter((e) => e.event.type === 'message.created')).toHaveLength(1);
    });

    it('notifies the recipient of a message and marks it read when they open the conversation', async () => {
      const { buyer, seller, conversation } = await conversationAboutGig();
      const groupKey = `conversation:${conversation.id}`;
      const noticesOf = (userId: string) =>
        db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey)));

      await send(buyer, conversation.id, 'Hi, are you free this week?');
      await send(buyer, conversation.id, 'It is for a school project.');
      const notices = await noticesOf(seller.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ kind: 'message', readAt: null, count: 2 });
      expect(await noticesOf(buyer.id)).toEqual([]);

      await read(seller, conversation.id);
      const after = await noticesOf(seller.id);
      expect(after).toHaveLength(1);
      expect(after[0]?.readAt).not.toBeNull();
    });
  });
});
