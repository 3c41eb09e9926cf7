import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CONVERSATIONS_PATH,
  UNREAD_CONVERSATIONS_PATH,
  conversationMessagesPath,
  conversationPath,
  type ConversationList,
  type ConversationSummary,
} from '@teenfreelance/contracts/messages';
import { messages } from '../../db/schema/conversations.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { testAppForTests } from '../../testing/set-up-for-tests.ts';

/** The item at `index`, which the test has just made sure is there. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

/** The app of a messages API test file, and the requests its tests make. */
export function messagesTestApp() {
  const t = testAppForTests();

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

  return { t, db, user, start, send, get, read, list, unread, storedCount, conversationAboutGig };
}
