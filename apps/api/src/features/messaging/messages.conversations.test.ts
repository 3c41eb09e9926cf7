import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationPath, MESSAGE_TEXTS, type ConversationSummary } from '@teenfreelance/contracts/messages';
import { conversations } from '../../db/schema/conversations.ts';
import { gigs } from '../../db/schema/gigs.ts';
import type { LiveEnvelope } from '../../platform/live/live-events.ts';
import { hearLive } from '../../testing/conversation-helpers.ts';
import { buildGig } from '../../testing/factories.ts';
import { at, messagesTestApp } from './messages.test-helpers.ts';

describe('conversations and messages', () => {
  const { t, db, user, start, send, get, list, unread, conversationAboutGig } = messagesTestApp();

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
      // The seller sees the starter on the buyer side, once they have written.
      expect((await send(buyer, conversation.id, 'Hello!')).statusCode).toBe(201);
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
      // The seller's inbox leaves out the one the buyer started and never wrote in.
      expect((await list(seller)).map((c) => c.id)).toEqual([first, third, second]);
      expect(await list(stranger)).toEqual([]);
    });

    it("shows a conversation in the other person's inbox only once it has a message, told live", async () => {
      const seller = await user('freelancer', 'Sky Seller');
      const gig = await buildGig(db(), seller.id, { title: 'Posters for the school play' });
      // Two buyers of the same name contact the seller about the same gig.
      const [first, second] = [await user('buyer', 'Sam Same'), await user('buyer', 'Sam Same')];
      const [fromFirst, fromSecond] = [
        (await start(first, { gigId: gig.id })).json<ConversationSummary>(),
        (await start(second, { gigId: gig.id })).json<ConversationSummary>(),
      ];
      // The starters see theirs at once; the seller sees nothing yet, and nothing is unread.
      expect((await list(first)).map((c) => c.id)).toEqual([fromFirst.id]);
      expect((await list(second)).map((c) => c.id)).toEqual([fromSecond.id]);
      expect(await list(seller)).toEqual([]);
      expect(await unread(seller)).toBe(0);
      // The conversation itself is still the seller's to open (a link from a hire or an order names it).
      expect((await get(seller, conversationPath(fromFirst.id))).statusCode).toBe(200);

      // The first message reaches the seller's open inbox live: the event it refetches on.
      const heard: LiveEnvelope[] = [];
      const stopHearing = await hearLive(t.database, heard);
      try {
        expect((await send(first, fromFirst.id, 'Could you do three posters by Friday?')).statusCode).toBe(201);
        await expect
          .poll(() =>
            heard.some(
              ({ event, to }) =>
                event.type === 'message.created' &&
                event.conversationId === fromFirst.id &&
                (to ?? []).includes(seller.id),
            ),
          )
          .toBe(true);
      } finally {
        await stopHearing();
      }
      expect((await list(seller)).map((c) => c.id)).toEqual([fromFirst.id]);
      await send(second, fromSecond.id, 'Is a poster for our bake sale something you do?');

      // Two rows the seller tells apart: the gig each is about and the first words of the last message.
      const rows = (await list(seller)).map((c) => [c.id, c.other.name, c.gig?.title, c.lastMessage?.text]);
      expect(rows).toEqual([
        [fromSecond.id, 'Sam Same', 'Posters for the school play', 'Is a poster for our bake sale something you do?'],
        [fromFirst.id, 'Sam Same', 'Posters for the school play', 'Could you do three posters by Friday?'],
      ]);
    });
  });
});
