import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  MESSAGES_PER_MINUTE,
  conversationMessagesPath,
  type ConversationSummary,
  type Message,
  type MessagePage,
} from '@teenfreelance/contracts/messages';
import { messages } from '../../db/schema/conversations.ts';
import { at, messagesTestApp } from './messages.test-helpers.ts';

describe('conversations and messages', () => {
  const { db, start, send, get, list, storedCount, conversationAboutGig } = messagesTestApp();

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
});
