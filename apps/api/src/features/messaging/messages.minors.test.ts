import { randomUUID } from 'node:crypto';
import { MASK } from '@teenfreelance/contracts/contact-masking';
import {
  CONVERSATIONS_PATH,
  conversationMessagesPath,
  type ConversationDetail,
  type ConversationList,
  type Message,
  type MessagePage,
} from '@teenfreelance/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/conversations.ts';
import { users } from '../../db/schema/users.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

describe('conversations with a minor', () => {
  let t: TestContext;
  let teen: TestUser;
  let buyer: TestUser;
  let conversationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    teen = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Tia Teen' });
    // A 15-year-old whose parent consented (the sign-up and consent paths have their own tests).
    await t.database.db.update(users).set({ isMinor: true, parentalConsent: 'granted' }).where(eq(users.id, teen.id));
    buyer = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Ada Adult' });
    const gig = await buildGig(t.database.db, teen.id, { title: 'Hand-drawn pet portraits' });
    const started = await post(CONVERSATIONS_PATH, buyer, { gigId: gig.id });
    expect(started.statusCode, started.body).toBe(201);
    conversationId = started.json<{ id: string }>().id;
  });
  afterAll(() => t.close());

  const post = (url: string, who: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
  const get = (url: string, who: TestUser) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const send = (who: TestUser, text: string) =>
    post(conversationMessagesPath(conversationId), who, { clientId: randomUUID(), text });

  it('masks contact details for both sides, everywhere the message is shown, and keeps the original', async () => {
    const sent = await send(buyer, 'Great! Text me on 555-123-4567 or ada at gmail dot com. Budget is $120.');
    expect(sent.statusCode).toBe(201);
    const shown = `Great! Text me on ${MASK} or ${MASK}. Budget is $120.`;
    expect(sent.json<Message>()).toMatchObject({ text: shown, masked: true });

    for (const who of [buyer, teen]) {
      const page = (await get(conversationMessagesPath(conversationId), who)).json<MessagePage>();
      expect(page.messages.at(-1)).toMatchObject({ text: shown, masked: true });
      const list = (await get(CONVERSATIONS_PATH, who)).json<ConversationList>();
      expect(list.conversations[0]).toMatchObject({ protectsMinor: true, lastMessage: { text: shown } });
    }
    const bell = await get('/api/notifications', teen);
    expect(bell.body).not.toContain('555-123-4567');
    expect(bell.body).toContain(MASK);

    // The stored message is as written, for moderators.
    const [stored] = await t.database.db.select().from(messages).where(eq(messages.id, sent.json<Message>().id));
    expect(stored?.body).toBe('Great! Text me on 555-123-4567 or ada at gmail dot com. Budget is $120.');
  });

  it('leaves ordinary messages and conversations without a minor as they are', async () => {
    const plain = await send(teen, 'I can deliver order #TF-123456 in 3 days, on 2026-12-01.');
    expect(plain.json<Message>()).toMatchObject({
      text: 'I can deliver order #TF-123456 in 3 days, on 2026-12-01.',
      masked: false,
    });
    const adult = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Andy Adult' });
    const gig = await buildGig(t.database.db, adult.id);
    const started = await post(CONVERSATIONS_PATH, buyer, { gigId: gig.id });
    const detail = started.json<ConversationDetail>();
    expect(detail.protectsMinor).toBe(false);
    const between = await post(conversationMessagesPath(detail.id), buyer, {
      clientId: randomUUID(),
      text: 'Call 555-123-4567',
    });
    expect(between.json<Message>()).toMatchObject({ text: 'Call 555-123-4567', masked: false });
  });

  it('lets nobody contact a minor cold, from their profile: only about a gig of theirs', async () => {
    const refused = await post(CONVERSATIONS_PATH, await buildUser(t.app, t.database.db), { sellerId: teen.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { details: { reason: 'MINOR_NEEDS_SUBJECT' } } });
    const adult = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    expect((await post(CONVERSATIONS_PATH, buyer, { sellerId: adult.id })).statusCode).toBe(201);
  });
});
