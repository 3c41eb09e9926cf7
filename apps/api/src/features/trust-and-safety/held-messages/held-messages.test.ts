import { randomUUID } from 'node:crypto';
import {
  ADMIN_AUDIT_PATH,
  ADMIN_DISMISS_PATH,
  ADMIN_HELD_MESSAGES_PATH,
  adminHeldMessagePath,
  type AuditEntry,
  type HeldMessage,
} from '@teenfreelance/contracts/admin';
import {
  CONVERSATIONS_PATH,
  conversationMessagesPath,
  MESSAGE_TEXTS,
  UNREAD_CONVERSATIONS_PATH,
  type ConversationList,
  type Message,
  type MessagePage,
} from '@teenfreelance/contracts/messages';
import { HOLD_AFTER_REPORTERS, REPORTS_PATH } from '@teenfreelance/contracts/safety';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/users.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

/**
 * QUALITY.md, "Protecting minors": messages from a sender whom several recipients have
 * reported are held for review before reaching a minor; a moderator delivers or removes them.
 */
describe('messages held for review before they reach a minor', () => {
  let t: TestContext;
  let admin: TestUser;
  let sender: TestUser;
  let teen: TestUser;
  let withTeen: string;
  /** The sender's conversations with the people who report them. */
  const reported: { reporter: TestUser; conversationId: string }[] = [];

  const call = (who: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
  const conversationAboutGigOf = async (seller: TestUser) => {
    const gig = await buildGig(t.database.db, seller.id);
    const started = await call(sender, 'POST', CONVERSATIONS_PATH, { gigId: gig.id });
    expect(started.statusCode, started.body).toBe(201);
    return started.json<{ id: string }>().id;
  };
  const send = async (conversationId: string, text: string) => {
    const sent = await call(sender, 'POST', conversationMessagesPath(conversationId), { clientId: randomUUID(), text });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json<Message>();
  };
  const thread = async (who: TestUser, conversationId: string) =>
    (await call(who, 'GET', conversationMessagesPath(conversationId))).json<MessagePage>().messages;
  const heldList = async () =>
    (await call(admin, 'GET', ADMIN_HELD_MESSAGES_PATH)).json<{ messages: HeldMessage[] }>().messages;
  const decide = (who: TestUser, id: string, decision: 'deliver' | 'remove', reason = 'Checked by a moderator') =>
    call(who, 'POST', adminHeldMessagePath(id, decision), { reason });
  const notificationsOf = async (who: TestUser) =>
    (await call(who, 'GET', '/api/notifications')).json<{ notifications: { title: string; body: string }[] }>()
      .notifications;
  const unreadOf = async (who: TestUser) =>
    (await call(who, 'GET', UNREAD_CONVERSATIONS_PATH)).json<{ conversations: number }>().conversations;
  const unreadWithTeen = async () =>
    (await call(teen, 'GET', CONVERSATIONS_PATH)).json<ConversationList>().conversations.find((c) => c.id === withTeen)
      ?.unreadCount;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.app, t.database.db, { role: 'admin', name: 'Ada Admin' });
    sender = await buildUser(t.app, t.database.db, { role: 'buyer', name: 'Rex Reported' });
    teen = await buildUser(t.app, t.database.db, { role: 'freelancer', name: 'Tia Teen' });
    await t.database.db.update(users).set({ isMinor: true, parentalConsent: 'granted' }).where(eq(users.id, teen.id));
    withTeen = await conversationAboutGigOf(teen);
    for (let i = 0; i < HOLD_AFTER_REPORTERS; i += 1) {
      const reporter = await buildUser(t.app, t.database.db, { role: 'freelancer', name: `Reporter ${i + 1}` });
      const conversationId = await conversationAboutGigOf(reporter);
      await send(conversationId, 'Hello, can we talk somewhere else?');
      reported.push({ reporter, conversationId });
    }
  });
  afterAll(() => t.close());

  const reportSender = async ({ reporter, conversationId }: { reporter: TestUser; conversationId: string }) => {
    const answer = await call(reporter, 'POST', REPORTS_PATH, {
      targetKind: 'conversation',
      targetId: conversationId,
      reason: 'contact_outside',
    });
    expect(answer.statusCode, answer.body).toBe(201);
  };

  it('delivers as usual while fewer than the threshold have reported the sender', async () => {
    for (const one of reported.slice(0, HOLD_AFTER_REPORTERS - 1)) await reportSender(one);
    const message = await send(withTeen, 'Hi Tia, I like your drawings.');
    expect(message.held).toBe(false);
    expect((await thread(teen, withTeen)).map((m) => m.id)).toContain(message.id);
  });

  it('holds a message to the minor once enough recipients reported the sender: only the sender sees it', async () => {
    const reportedAt = reported.at(-1);
    if (!reportedAt) throw new Error('no reporter');
    await reportSender(reportedAt);
    const unreadBefore = await unreadOf(teen);
    const unreadInThread = await unreadWithTeen();
    const bellBefore = (await notificationsOf(teen)).length;

    const held = await send(withTeen, 'Add me on snap: rexy_22, I pay more there.');
    expect(held).toMatchObject({ held: true, masked: true });
    expect((await thread(sender, withTeen)).at(-1)).toMatchObject({ id: held.id, held: true });

    // The minor: not in the thread, not unread, no notification, not the inbox's last message.
    expect((await thread(teen, withTeen)).map((m) => m.id)).not.toContain(held.id);
    expect(await unreadOf(teen)).toBe(unreadBefore);
    expect(await unreadWithTeen()).toBe(unreadInThread);
    expect(await notificationsOf(teen)).toHaveLength(bellBefore);
    const inbox = (await call(teen, 'GET', CONVERSATIONS_PATH)).json<ConversationList>().conversations;
    expect(inbox.find((c) => c.id === withTeen)?.lastMessage?.text).toBe('Hi Tia, I like your drawings.');
    // Nor can the minor report what has not reached them.
    const report = await call(teen, 'POST', REPORTS_PATH, { targetKind: 'message', targetId: held.id, reason: 'spam' });
    expect(report.statusCode).toBe(404);

    // An adult recipient gets the sender's messages as before.
    const toAdult = await send(reportedAt.conversationId, 'Sorry about that.');
    expect(toAdult.held).toBe(false);
  });

  it('lists held messages as written for admins only, and refuses bad decisions', async () => {
    const [first] = await heldList();
    expect(first).toMatchObject({
      text: 'Add me on snap: rexy_22, I pay more there.',
      conversationId: withTeen,
      sender: { id: sender.id, name: 'Rex Reported', isMinor: false },
      recipient: { id: teen.id, isMinor: true },
      senderReporters: HOLD_AFTER_REPORTERS,
    });
    expect(first?.thread.map((m) => m.text)).toContain('Add me on snap: rexy_22, I pay more there.');

    for (const who of [sender, teen]) {
      expect((await call(who, 'GET', ADMIN_HELD_MESSAGES_PATH)).statusCode).toBe(403);
      expect((await decide(who, first?.id ?? '', 'deliver')).statusCode).toBe(403);
      expect((await decide(who, first?.id ?? '', 'remove')).statusCode).toBe(403);
    }
    expect((await call(null, 'GET', ADMIN_HELD_MESSAGES_PATH)).statusCode).toBe(401);
    const noReason = await decide(admin, first?.id ?? '', 'deliver', '');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ error: { message: 'Please say why, for the audit log' } });
    expect((await decide(admin, randomUUID(), 'deliver')).statusCode).toBe(404);
    expect((await decide(admin, 'not-a-message', 'remove')).statusCode).toBe(404);
    expect(await heldList()).toHaveLength(1);
  });

  it('delivers a held message: new and unread to the minor, notified, audited, and only once', async () => {
    const [held] = await heldList();
    if (!held) throw new Error('nothing held');
    const unreadBefore = (await unreadWithTeen()) ?? 0;
    expect((await decide(admin, held.id, 'deliver')).json()).toEqual({ id: held.id, outcome: 'delivered' });

    const seen = (await thread(teen, withTeen)).at(-1);
    expect(seen).toMatchObject({ id: held.id, held: false, masked: true });
    expect(seen?.text).not.toContain('rexy_22');
    expect(await unreadWithTeen()).toBe(unreadBefore + 1);
    expect((await notificationsOf(teen))[0]?.title).toContain('Rex Reported');
    expect((await thread(sender, withTeen)).at(-1)).toMatchObject({ id: held.id, held: false });

    expect((await decide(admin, held.id, 'deliver')).statusCode).toBe(404);
    expect(await heldList()).toHaveLength(0);
    const audit = (await call(admin, 'GET', ADMIN_AUDIT_PATH)).json<{ entries: AuditEntry[] }>().entries;
    expect(audit[0]).toMatchObject({ action: 'release_message', targetId: held.id, admin: { id: admin.id } });
  });

  it('removes a held message: never delivered, the sender told, audited', async () => {
    const held = await send(withTeen, 'Whats your address? I can drop by.');
    expect(held.held).toBe(true);
    expect((await decide(admin, held.id, 'remove')).json()).toEqual({ id: held.id, outcome: 'removed' });

    expect((await thread(teen, withTeen)).map((m) => m.id)).not.toContain(held.id);
    expect((await thread(sender, withTeen)).at(-1)).toMatchObject({
      id: held.id,
      text: MESSAGE_TEXTS.removed,
      held: false,
    });
    expect((await notificationsOf(sender)).map((n) => n.title)).toContain('A moderator removed one of your messages');
    const audit = (await call(admin, 'GET', ADMIN_AUDIT_PATH)).json<{ entries: AuditEntry[] }>().entries;
    expect(audit[0]).toMatchObject({ action: 'remove_message', targetKind: 'message', targetId: held.id });
    expect((await decide(admin, held.id, 'deliver')).statusCode).toBe(404);
  });

  it('stops holding when a moderator dismisses reports and fewer than the threshold remain', async () => {
    const [first] = reported;
    if (!first) throw new Error('no reporter');
    const dismissed = await call(admin, 'POST', ADMIN_DISMISS_PATH, {
      targetKind: 'conversation',
      targetId: first.conversationId,
      reason: 'A misunderstanding',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const message = await send(withTeen, 'Thanks for the sketch!');
    expect(message.held).toBe(false);
    expect((await thread(teen, withTeen)).at(-1)?.id).toBe(message.id);
  });
});
