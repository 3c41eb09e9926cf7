import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationPath } from '@teenfreelance/contracts/messages';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationPage,
  type UnreadNotifications,
} from '@teenfreelance/contracts/notifications';
import { conversationGroupKey } from '../../db/grouped-notifications.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { upsertNotification } from './notifications.repository.ts';
import type { LiveEnvelope } from '../../platform/live/live-events.ts';
import { buyerWritesToSeller, hearLive } from '../../testing/conversation-helpers.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

describe('notifications', () => {
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
  const get = (who: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const post = (who: TestUser, url: string) => t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie } });
  const page = async (who: TestUser, before?: string) =>
    (await get(who, `/api/notifications${before ? `?before=${before}` : ''}`)).json<NotificationPage>();
  const unread = async (who: TestUser) =>
    (await get(who, '/api/notifications/unread')).json<UnreadNotifications>().unread;

  /** A buyer writes to a seller about a gig, through the messages API. */
  const conversation = () => buyerWritesToSeller(t.app, db());

  it('refuses visitors on every endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread'],
      ['POST', '/api/notifications/read-all'],
      ['POST', `/api/notifications/${randomUUID()}/read`],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('groups new messages of one conversation into one unread notification that counts up', async () => {
    const { seller, id, send } = await conversation();
    expect(await unread(seller)).toBe(0);
    await send('Hi! Do you teach beginners?');
    expect(await unread(seller)).toBe(1);
    expect((await page(seller)).notifications).toEqual([
      expect.objectContaining({
        kind: 'message',
        title: 'New message from Maya',
        body: 'Guitar lessons: Hi! Do you teach beginners?',
        link: `/messages/${id}`,
        count: 1,
        read: false,
      }),
    ]);
    // The seller's tabs are told, and only theirs (on PostgreSQL the event arrives after the answer, through NOTIFY).
    await expect
      .poll(() => heard.some((e) => e.event.type === 'notifications.changed' && e.to?.join() === seller.id))
      .toBe(true);

    await send('And on weekends?');
    await send('Thanks!');
    const [grouped] = (await page(seller)).notifications;
    expect(grouped).toMatchObject({ title: '3 new messages from Maya', body: 'Guitar lessons: Thanks!', count: 3 });
    expect(await unread(seller)).toBe(1);

    // Opening the conversation reads its notification; the next message starts a new one.
    expect((await post(seller, `${conversationPath(id)}/read`)).statusCode).toBe(200);
    expect(await unread(seller)).toBe(0);
    await send('Still there?');
    const after = (await page(seller)).notifications;
    expect(after.map((n) => [n.title, n.read])).toEqual([
      ['New message from Maya', false],
      ['3 new messages from Maya', true],
    ]);
  });

  it('marks one read (only the owner’s) and all read', async () => {
    const { seller, buyer, send } = await conversation();
    await send('Hello');
    const [first] = (await page(seller)).notifications;
    if (!first) throw new Error('no notification');

    // Someone else's id, an unknown one and a malformed one all look the same: 404.
    for (const [who, id] of [
      [buyer, first.id],
      [seller, randomUUID()],
      [seller, 'not-an-id'],
    ] as const) {
      const refused = await post(who, `/api/notifications/${id}/read`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.code).toBe('NOT_FOUND');
    }
    expect(await unread(seller)).toBe(1);

    const read = await post(seller, `/api/notifications/${first.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Notification>()).toMatchObject({ id: first.id, read: true });
    expect(await unread(seller)).toBe(0);

    const other = await conversation();
    await other.send('One');
    await db().insert(notifications).values({
      userId: other.seller.id,
      kind: 'gig_published',
      title: 'Your service is now public',
      body: 'x',
      link: '/',
    });
    expect(await unread(other.seller)).toBe(2);
    const all = await post(other.seller, '/api/notifications/read-all');
    expect(all.json()).toEqual({ unread: 0 });
    expect(await unread(other.seller)).toBe(0);
    expect((await page(other.seller)).notifications.every((n) => n.read)).toBe(true);
  });

  it('pages newest first, 20 at a time, without repeats or gaps', async () => {
    const owner = await buildUser(t.app, db());
    const stranger = await buildUser(t.app, db());
    const total = NOTIFICATIONS_PAGE_SIZE + 5;
    const base = Date.UTC(2026, 0, 1);
    await db()
      .insert(notifications)
      .values(
        Array.from({ length: total }, (_, i) => ({
          userId: owner.id,
          kind: 'gig_published',
          title: `n${i}`,
          body: 'b',
          link: '/',
          // Two share each time: the one written later comes first.
          updatedAt: new Date(base + Math.floor(i / 2) * 1000),
        })),
      );
    const first = await page(owner);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    const second = await page(owner, first.notifications.at(-1)?.id);
    expect(second.hasMore).toBe(false);
    const titles = [...first.notifications, ...second.notifications].map((n) => n.title);
    expect(new Set(titles).size).toBe(total);
    expect(titles).toEqual(Array.from({ length: total }, (_, i) => `n${total - 1 - i}`));
    const times = [...first.notifications, ...second.notifications].map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Someone else's list is not theirs.
    expect((await page(stranger)).notifications).toEqual([]);
    expect((await page(stranger, first.notifications[0]?.id)).notifications).toEqual([]);
  });

  it('lists notices written at one time in the order they were written, a counted-up group as written last', async () => {
    const owner = await buildUser(t.app, db());
    const at = new Date(Date.UTC(2026, 0, 2));
    const notice = (title: string, groupKey: string | null) => ({
      userId: owner.id,
      kind: groupKey ? 'message' : 'gig_published',
      title,
      body: 'b',
      link: '/',
      groupKey,
      at,
    });
    const titles = async () => (await page(owner)).notifications.map((n) => n.title);
    const group = conversationGroupKey(randomUUID());
    await db().transaction(async (tx) => {
      for (const title of ['first', 'second', 'third']) await upsertNotification(tx, notice(title, null));
      await upsertNotification(tx, notice('grouped', group));
      await upsertNotification(tx, notice('last', null));
    });
    expect(await titles()).toEqual(['last', 'grouped', 'third', 'second', 'first']);
    // Counting the group up at the same time brings it to the top, as a new message would.
    await upsertNotification(db(), notice('grouped', group));
    expect(await titles()).toEqual(['grouped', 'last', 'third', 'second', 'first']);
  });
});
