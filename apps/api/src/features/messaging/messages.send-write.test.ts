import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PATH } from '@teenfreelance/contracts/live';
import { MESSAGES_PER_MINUTE, conversationMessagesPath, type Message } from '@teenfreelance/contracts/messages';
import { NOTIFICATIONS_PATH, type NotificationPage } from '@teenfreelance/contracts/notifications';
import { manualClock } from '../../testing/clock.ts';
import { conversationGroupKey } from '../../db/grouped-notifications.ts';
import { rateLimits } from '../../db/schema/rate-limits.ts';
import { createRateLimitsService } from '../../platform/rate-limits/rate-limits.service.ts';
import { buyerWritesToSeller } from '../../testing/conversation-helpers.ts';
import { counterStores } from '../../testing/counter-stores.ts';
import type { TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import type { Notice } from '../notifications/notifications.service.ts';
import { countStoreAndAnnounce } from './message-delivery.ts';

/**
 * A message that is not held is written in one statement (decision 0100): the sender's rate-limit hit
 * when the counters are in the database, the message, its conversation, the recipient's grouped
 * notification and the live events. These tests read what a client sees of each part, with the counters
 * in the database and in Redis (TEST_REDIS_URL), where the hit is counted before the statement.
 */
describe.for(counterStores())('sending a message, with the counters in $name', (store) => {
  const skip = store.skip;
  let t: TestContext;
  let liveUrl: string;
  const sockets: WebSocket[] = [];

  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp({ env: store.env });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    liveUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${LIVE_PATH}`;
  });
  afterAll(async () => {
    if (skip) return;
    for (const socket of sockets) socket.terminate();
    await t.close();
  });

  const send = (who: TestUser, conversationId: string, text: string) =>
    t.app.inject({
      method: 'POST',
      url: conversationMessagesPath(conversationId),
      headers: { cookie: who.cookie },
      payload: { clientId: randomUUID(), text },
    });
  const notificationsOf = async (who: TestUser) =>
    (
      await t.app.inject({ method: 'GET', url: NOTIFICATIONS_PATH, headers: { cookie: who.cookie } })
    ).json<NotificationPage>().notifications;

  const conversation = async () => {
    const { seller, buyer, id } = await buyerWritesToSeller(t.app, t.database.db);
    return { seller, buyer, conversationId: id };
  };

  async function liveFrames(user: TestUser) {
    const socket = new WebSocket(liveUrl, { headers: { origin: 'http://localhost:3000', cookie: user.cookie } });
    sockets.push(socket);
    const frames: { type: string; [key: string]: unknown }[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as (typeof frames)[number]));
    await expect.poll(() => frames.some((f) => f.type === 'live.ready')).toBe(true);
    return frames;
  }

  it.skipIf(skip)('tells both tabs of the message and the recipient of their notification, by its id', async () => {
    const { seller, buyer, conversationId } = await conversation();
    const [sellerFrames, buyerFrames] = [await liveFrames(seller), await liveFrames(buyer)];
    const sent = await send(buyer, conversationId, 'Hi Sam!');
    expect(sent.statusCode).toBe(201);
    const message = sent.json<Message>();
    for (const frames of [sellerFrames, buyerFrames]) {
      await expect
        .poll(() => frames.find((f) => f.type === 'message.created'))
        .toEqual({ type: 'message.created', conversationId, messageId: message.id, senderId: buyer.id });
    }
    const [notification] = await notificationsOf(seller);
    expect(notification).toMatchObject({ title: 'New message from Maya', body: 'Guitar lessons: Hi Sam!' });
    await expect
      .poll(() => sellerFrames.find((f) => f.type === 'notifications.changed'))
      .toEqual({ type: 'notifications.changed', notificationId: notification?.id });
    expect(buyerFrames.some((f) => f.type === 'notifications.changed')).toBe(false);

    // The next one counts into the same unread notification, and its title says how many.
    expect((await send(buyer, conversationId, 'Are you free on Friday?')).statusCode).toBe(201);
    expect(await notificationsOf(seller)).toMatchObject([
      { id: notification?.id, title: '2 new messages from Maya', body: 'Guitar lessons: Are you free on Friday?' },
    ]);
  });

  it.skipIf(skip)(
    `refuses the message past ${MESSAGES_PER_MINUTE} a minute: nothing stored, nobody notified`,
    async () => {
      const { seller, buyer, conversationId } = await conversation();
      for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) {
        expect((await send(buyer, conversationId, `Message ${i + 1}`)).statusCode).toBe(201);
      }
      const sellerFrames = await liveFrames(seller);
      const refused = await send(buyer, conversationId, 'One too many');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.json().error.details.retryAfterSeconds).toBeLessThanOrEqual(60);
      const page = await t.app.inject({
        method: 'GET',
        url: conversationMessagesPath(conversationId),
        headers: { cookie: seller.cookie },
      });
      expect(page.json().messages.map((m: Message) => m.text)).not.toContain('One too many');
      expect((await notificationsOf(seller))[0]?.title).toBe(`${MESSAGES_PER_MINUTE} new messages from Maya`);
      // Only the seller's own reply travels: nothing of the refused message was announced.
      expect((await send(seller, conversationId, 'Slow down!')).statusCode).toBe(201);
      await expect.poll(() => sellerFrames.filter((f) => f.type === 'message.created').length).toBe(1);
      // The counter is where the configuration says.
      const rows = await t.database.db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `messages:user:${buyer.id}`));
      expect(rows.length).toBe(store.name === 'the database' ? 1 : 0);
    },
  );
});

describe('a send whose recipient read the conversation between its two reads', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('still schedules the email of the new unread notification, right after the statement', async () => {
    const db = t.database.db;
    const clock = manualClock();
    const { seller, buyer, id: conversationId } = await buyerWritesToSeller(t.app, db);
    const followed: number[] = [];
    const notice = (n: Notice) => ({
      row: { userId: n.userId, kind: n.kind, title: 'New message from Maya', body: 'Hi', link: '/messages' },
      countedTitle: { before: '', after: ' new messages from Maya' },
    });
    const written = await countStoreAndAnnounce(
      db,
      {
        notificationsService: {
          notify: () => Promise.reject(new Error('the one statement writes the notification')),
          groupedRow: (n) => ({
            ...notice(n),
            row: { ...notice(n).row, groupKey: conversationGroupKey(conversationId) },
          }),
          written: async (_tx, _notice, count) => void followed.push(count),
        },
        rateLimits: createRateLimitsService({ db, clock }),
        ownHosts: [],
      },
      { key: `messages:user:${buyer.id}`, rule: { max: 30, windowSeconds: 60 } },
      {
        // The send context saw an unread notification; the seller has read it since: there is none.
        conversation: {
          ...{ id: conversationId, buyerId: buyer.id, sellerId: seller.id, gigTitle: 'Guitar lessons' },
          ...{ involvesMinor: false, recipientHasUnread: true },
        } as Parameters<typeof countStoreAndAnnounce>[3]['conversation'],
        sender: { id: buyer.id, name: 'Maya' },
        message: {
          ...{ senderId: buyer.id, clientId: randomUUID(), body: 'Hi', createdAt: clock.now() },
          decision: { contactDetails: false, reason: null },
        },
      },
    );
    expect(written?.body).toBe('Hi');
    // A new notification (count 1): what follows it (its email) was asked for.
    expect(followed).toEqual([1]);
  });
});
