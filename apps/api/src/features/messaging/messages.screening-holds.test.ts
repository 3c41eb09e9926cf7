import { randomUUID } from 'node:crypto';
import { ADMIN_HELD_MESSAGES_PATH, adminHeldMessagePath, type HeldMessage } from '@teenfreelance/contracts/admin';
import { MASK } from '@teenfreelance/contracts/contact-masking';
import {
  CONVERSATIONS_PATH,
  HOLD_REPEAT_WINDOW_HOURS,
  UNREAD_CONVERSATIONS_PATH,
  conversationMessagesPath,
  type Message,
  type MessagePage,
} from '@teenfreelance/contracts/messages';
import { NOTIFICATIONS_PATH } from '@teenfreelance/contracts/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { manualClock } from '../../testing/clock.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

/**
 * Decision 0062, "Which signals hold": a message to a minor whose screening finds contact
 * details only the normalised text reveals, or contact details again within the window, waits
 * for a moderator; plain contact details, once, are delivered masked; adults write freely.
 */
describe('screening holds messages to a minor that hide or repeat contact details', () => {
  const clock = manualClock(Date.UTC(2026, 5, 1, 12));
  let t: TestContext;
  let admin: TestUser;
  let adult: TestUser;
  let teen: TestUser;
  let withTeen: string;

  const call = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });
  const conversationWith = async (buyer: TestUser, seller: TestUser) => {
    const gig = await buildGig(t.database.db, seller.id);
    const started = await call(buyer, 'POST', CONVERSATIONS_PATH, { gigId: gig.id });
    expect(started.statusCode, started.body).toBe(201);
    return started.json<{ id: string }>().id;
  };
  const send = async (who: TestUser, conversationId: string, text: string) => {
    clock.advance(1000); // each message after the one before, as people write them
    const sent = await call(who, 'POST', conversationMessagesPath(conversationId), { clientId: randomUUID(), text });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json<Message>();
  };
  const thread = async (who: TestUser, conversationId: string) =>
    (await call(who, 'GET', conversationMessagesPath(conversationId))).json<MessagePage>().messages;
  const heldList = async () =>
    (await call(admin, 'GET', ADMIN_HELD_MESSAGES_PATH)).json<{ messages: HeldMessage[] }>().messages;
  const teenNotices = async () =>
    (await call(teen, 'GET', NOTIFICATIONS_PATH)).json<{ notifications: unknown[] }>().notifications.length;
  const teenUnread = async () =>
    (await call(teen, 'GET', UNREAD_CONVERSATIONS_PATH)).json<{ conversations: number }>().conversations;

  const phone = 'Text me on 555-123-4567 tonight';
  const disguise = 'call 5\u200b5\u200b5\u200b-\u200b1\u200b2\u200b3\u200b-\u200b4\u200b5\u200b6\u200b7';
  const secondPlain = 'or mail me: tim.baker@gmail';

  beforeAll(async () => {
    t = await createTestApp({ clock });
    admin = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
    adult = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Gus Grownup' });
    teen = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Tia Teen' });
    await t.database.db.update(users).set({ isMinor: true, parentalConsent: 'granted' }).where(eq(users.id, teen.id));
    withTeen = await conversationWith(adult, teen);
  });
  afterAll(() => t.close());

  it('delivers a plain phone number masked, once', async () => {
    const sent = await send(adult, withTeen, phone);
    expect(sent).toMatchObject({ held: false, heldReason: null, masked: true, text: `Text me on ${MASK} tonight` });
    expect((await thread(teen, withTeen)).at(-1)).toMatchObject({ id: sent.id, masked: true, held: false });
    expect(await heldList()).toHaveLength(0);
  });

  it('holds a disguise: the sender told why, nothing reaches the minor, listed for admins with its reason', async () => {
    const notices = await teenNotices();
    const unread = await teenUnread();
    const held = await send(adult, withTeen, disguise);
    expect(held).toMatchObject({ held: true, heldReason: 'disguised_contact', masked: true });
    expect(held.text).not.toContain('5\u200b5');
    expect((await thread(adult, withTeen)).at(-1)).toMatchObject({ id: held.id, heldReason: 'disguised_contact' });

    expect((await thread(teen, withTeen)).map((m) => m.id)).not.toContain(held.id);
    expect(await teenNotices()).toBe(notices);
    expect(await teenUnread()).toBe(unread);

    const [listed] = await heldList();
    expect(listed).toMatchObject({ id: held.id, text: disguise, reason: 'disguised_contact', senderReporters: 0 });
  });

  it('holds a second plain contact detail within the window as repeated', async () => {
    const held = await send(adult, withTeen, secondPlain);
    expect(held).toMatchObject({ held: true, heldReason: 'repeated_contact', masked: true });
    expect((await thread(teen, withTeen)).map((m) => m.id)).not.toContain(held.id);
    expect((await heldList()).map((m) => [m.text, m.reason])).toEqual([
      [disguise, 'disguised_contact'],
      [secondPlain, 'repeated_contact'],
    ]);
    // Ordinary words in between are delivered as written.
    const plain = await send(adult, withTeen, 'The sketch costs $40, ready by Friday 5pm.');
    expect(plain).toMatchObject({ held: false, masked: false, text: 'The sketch costs $40, ready by Friday 5pm.' });
  });

  it('delivers plain contact details masked again once the window has passed', async () => {
    clock.advance((HOLD_REPEAT_WINDOW_HOURS + 1) * 60 * 60 * 1000);
    const sent = await send(adult, withTeen, 'My number again: 555-987-6543');
    expect(sent).toMatchObject({ held: false, masked: true });
  });

  it('a moderator delivers the disguise: the minor then sees it, masked', async () => {
    const [first] = await heldList();
    if (!first) throw new Error('nothing held');
    clock.advance(1000);
    const decided = await call(admin, 'POST', adminHeldMessagePath(first.id, 'deliver'), { reason: 'Checked' });
    expect(decided.statusCode, decided.body).toBe(200);
    const seen = (await thread(teen, withTeen)).at(-1);
    expect(seen).toMatchObject({ id: first.id, held: false, heldReason: null, masked: true });
    expect(seen?.text).not.toMatch(/5\u200b?5\u200b?5/);
  });

  it('holds a minor-to-minor disguise too, and lets adults write to each other as written', async () => {
    const otherTeen = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Max Minor' });
    await t.database.db
      .update(users)
      .set({ isMinor: true, parentalConsent: 'granted' })
      .where(eq(users.id, otherTeen.id));
    const teens = await conversationWith(otherTeen, teen);
    expect(await send(otherTeen, teens, disguise)).toMatchObject({ held: true, heldReason: 'disguised_contact' });

    // A minor writing to an adult is masked at read time (both sides), not held.
    expect(await send(teen, withTeen, disguise)).toMatchObject({ held: false, masked: true });

    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Ola Adult' });
    const adults = await conversationWith(adult, seller);
    const sent = await send(adult, adults, disguise);
    expect(sent).toMatchObject({ held: false, heldReason: null, masked: false, text: disguise });
    expect((await thread(seller, adults)).at(-1)).toMatchObject({ id: sent.id, text: disguise });
  });
});
