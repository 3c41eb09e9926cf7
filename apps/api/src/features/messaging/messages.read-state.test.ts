import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conversationPath,
  type ConversationDetail,
  type ConversationSummary,
  type Message,
  type ReadState,
} from '@teenfreelance/contracts/messages';
import type { LiveEnvelope } from '../../platform/live/live-events.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { hearLive } from '../../testing/conversation-helpers.ts';
import { buildGig } from '../../testing/factories.ts';
import { setUpForTests } from '../../testing/set-up-for-tests.ts';
import { messagesTestApp } from './messages.test-helpers.ts';

describe('conversations and messages', () => {
  const { t, db, user, start, send, get, read, list, unread, conversationAboutGig } = messagesTestApp();
  const heard: LiveEnvelope[] = [];
  setUpForTests(
    async () => ({ stop: await hearLive(t.database, heard) }),
    ({ stop }) => stop(),
  );

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
