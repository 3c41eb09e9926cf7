import { randomUUID } from 'node:crypto';
import { MASK } from '@teenfreelance/contracts/contact-masking';
import {
  conversationMessagesPath,
  CONVERSATIONS_PATH,
  MESSAGE_TEXTS,
  type Message,
  type MessagePage,
} from '@teenfreelance/contracts/messages';
import { DATA_EXPORT_PATH, type DataExport } from '@teenfreelance/contracts/privacy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../db/schema/conversations.ts';
import { users } from '../../../db/schema/users.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { jobBody, postedJob, sentProposal } from '../../../testing/job-helpers.ts';
import { pay } from '../../../testing/order-helpers.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

describe('downloading one’s data', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const exportOf = async (who: TestUser) => {
    const response = await t.app.inject({ method: 'GET', url: DATA_EXPORT_PATH, headers: { cookie: who.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="teenfreelance-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    return { data: response.json<DataExport>(), text: response.body };
  };

  it("holds the user's profile, gigs, orders, conversations, job posts and proposals, and nobody else's", async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Mia Mine' });
    const buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Bob Buyer' });
    const stranger = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Sue Stranger' });
    const gig = await buildGig(t.database.db, seller.id, { title: 'Mia draws comics' });
    await buildGig(t.database.db, stranger.id, { title: 'Someone else entirely' });
    expect((await pay(t.app, buyer, gig.id)).statusCode).toBe(201);
    const started = await t.app.inject({
      method: 'POST',
      url: CONVERSATIONS_PATH,
      headers: { cookie: buyer.cookie },
      payload: { gigId: gig.id },
    });
    const conversationId = started.json<{ id: string }>().id;
    await t.app.inject({
      method: 'POST',
      url: conversationMessagesPath(conversationId),
      headers: { cookie: buyer.cookie },
      payload: { clientId: randomUUID(), text: 'Can you draw my cat?' },
    });
    const job = await postedJob(t.app, buyer, jobBody({ title: 'A comic for my club' }));
    await sentProposal(t.app, seller, job.id);

    const { data, text } = await exportOf(seller);
    expect(data.profile).toMatchObject({ id: seller.id, name: 'Mia Mine', email: seller.email, role: 'freelancer' });
    expect(data.gigs.map((g) => g.title)).toEqual(['Mia draws comics']);
    expect(data.orders).toEqual([expect.objectContaining({ title: 'Mia draws comics', myRole: 'seller' })]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        with: 'Bob Buyer',
        about: 'Mia draws comics',
        messages: [expect.objectContaining({ fromMe: false, text: 'Can you draw my cat?' })],
      }),
    ]);
    expect(data.proposals.map((p) => p.jobTitle)).toEqual(['A comic for my club']);
    expect(data.jobPosts).toEqual([]);
    // Nobody else's private fields or things: not the buyer's email, not the stranger's gig.
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain('Someone else entirely');
    expect(text).not.toContain(stranger.id);

    const bought = (await exportOf(buyer)).data;
    expect(bought.orders).toEqual([expect.objectContaining({ myRole: 'buyer' })]);
    expect(bought.jobPosts.map((j) => j.title)).toEqual(['A comic for my club']);
    expect(bought.gigs).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: DATA_EXPORT_PATH })).statusCode).toBe(401);
  });

  describe('with a minor: what each person was shown, not the stored originals', () => {
    const phone = 'Text me on 555-123-4567 after school';
    const disguised = 'My mail: j o h n @ g m a i l . c o m';

    const startAbout = async (buyer: TestUser, seller: TestUser) => {
      const gig = await buildGig(t.database.db, seller.id, { title: 'Stickers for your laptop' });
      const started = await t.app.inject({
        method: 'POST',
        url: CONVERSATIONS_PATH,
        headers: { cookie: buyer.cookie },
        payload: { gigId: gig.id },
      });
      expect(started.statusCode, started.body).toBe(201);
      return started.json<{ id: string }>().id;
    };
    const send = async (who: TestUser, conversationId: string, text: string) => {
      const sent = await t.app.inject({
        method: 'POST',
        url: conversationMessagesPath(conversationId),
        headers: { cookie: who.cookie },
        payload: { clientId: randomUUID(), text },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json<Message>();
    };
    /** The thread as `who` reads it, in the export's words. */
    const threadOf = async (who: TestUser, conversationId: string) => {
      const page = await t.app.inject({
        method: 'GET',
        url: conversationMessagesPath(conversationId),
        headers: { cookie: who.cookie },
      });
      return page.json<MessagePage>().messages.map((message) => ({
        fromMe: message.senderId === who.id,
        text: message.text,
        masked: message.masked,
        held: message.held,
        createdAt: message.createdAt,
      }));
    };
    const exportedThread = async (who: TestUser, conversationId: string) =>
      (await exportOf(who)).data.conversations.find((talk) => talk.id === conversationId)?.messages;

    it('gives a minor the masked text adults sent them, as their thread does, and keeps the originals stored', async () => {
      const teen = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Tia Teen' });
      await t.database.db.update(users).set({ isMinor: true, parentalConsent: 'granted' }).where(eq(users.id, teen.id));
      const adult = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Ada Adult' });
      const conversationId = await startAbout(adult, teen);
      const sentPhone = await send(adult, conversationId, phone);
      const sentMail = await send(adult, conversationId, disguised);
      // One held for review and one delivered, then removed by a moderator (written as the moderation
      // paths would: the screening holds both, contact details again within a day; decision 0062).
      const held = await send(adult, conversationId, 'Held: call 555-987-6543');
      expect(held.held).toBe(true);
      const removed = await send(adult, conversationId, 'Removed: I am at 12 Oak Street');
      await t.database.db
        .update(messages)
        .set({ heldAt: null, removedAt: new Date() })
        .where(eq(messages.id, removed.id));

      const minor = await exportOf(teen);
      const minorThread = await exportedThread(teen, conversationId);
      expect(minorThread?.map((message) => message.text)).toContain(`Text me on ${MASK} after school`);
      expect(minorThread).toEqual(expect.arrayContaining([expect.objectContaining({ text: MESSAGE_TEXTS.removed })]));
      for (const original of ['555-123-4567', 'g m a i l', '555-987-6543', 'Held:', 'Oak Street']) {
        expect(minor.text).not.toContain(original);
      }
      // The minor's export and thread agree, and so do the adult's (who sees their held message, marked).
      expect(minorThread).toEqual(await threadOf(teen, conversationId));
      const adultThread = await exportedThread(adult, conversationId);
      expect(adultThread).toEqual(await threadOf(adult, conversationId));
      expect(adultThread).toEqual([
        expect.objectContaining({ fromMe: true, text: `Text me on ${MASK} after school`, masked: true, held: false }),
        expect.objectContaining({ fromMe: true, text: `My mail: ${MASK}`, masked: true }),
        expect.objectContaining({ fromMe: true, text: `Held: call ${MASK}`, held: true }),
        expect.objectContaining({ fromMe: true, text: MESSAGE_TEXTS.removed }),
      ]);
      if (!sentMail.held) expect(minorThread?.map((message) => message.text)).toContain(`My mail: ${MASK}`);

      // The stored originals are untouched, for moderators.
      const stored = await t.database.db
        .select({ body: messages.body })
        .from(messages)
        .where(eq(messages.conversationId, conversationId));
      expect(stored.map((row) => row.body)).toEqual(
        expect.arrayContaining([phone, disguised, 'Held: call 555-987-6543', 'Removed: I am at 12 Oak Street']),
      );
      expect(sentPhone.masked).toBe(true);
    });

    it('leaves a conversation between adults as written', async () => {
      const seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Andy Adult' });
      const buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Bea Buyer' });
      const conversationId = await startAbout(buyer, seller);
      await send(buyer, conversationId, phone);
      await send(buyer, conversationId, disguised);
      for (const who of [seller, buyer]) {
        const thread = await exportedThread(who, conversationId);
        expect(thread?.map((message) => message.text)).toEqual([phone, disguised]);
        expect(thread).toEqual(await threadOf(who, conversationId));
      }
    });
  });
});
