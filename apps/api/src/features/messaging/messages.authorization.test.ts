import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATIONS_PATH,
  MESSAGE_TEXTS,
  UNREAD_CONVERSATIONS_PATH,
  conversationMessagesPath,
  conversationPath,
  type ConversationSummary,
  type Message,
} from '@teenfreelance/contracts/messages';
import { manualClock } from '../../testing/clock.ts';
import { buildGig, buildUser, type TestUser } from '../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { createRateLimitsService } from '../../platform/rate-limits/rate-limits.service.ts';
import { createMessagesService } from './messages.service.ts';

/** Every messaging endpoint against every actor, with the exact status each gets: ids reveal nothing (404, never 403). */
let ctx: TestContext;
let actors: Record<'buyer' | 'seller' | 'stranger' | 'admin', TestUser>;
let conversationId: string;
let messageId: string;
let gigId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  actors = {
    buyer: await buildUser(ctx.app, db, { role: 'buyer' }),
    seller: await buildUser(ctx.app, db, { role: 'freelancer' }),
    stranger: await buildUser(ctx.app, db, { role: 'freelancer' }),
    admin: await buildUser(ctx.app, db, { role: 'admin' }),
  };
  gigId = (await buildGig(db, actors.seller.id)).id;
  const started = await ctx.app.inject({
    method: 'POST',
    url: CONVERSATIONS_PATH,
    headers: { cookie: actors.buyer.cookie },
    payload: { gigId },
  });
  conversationId = started.json<ConversationSummary>().id;
  const sent = await ctx.app.inject({
    method: 'POST',
    url: conversationMessagesPath(conversationId),
    headers: { cookie: actors.buyer.cookie },
    payload: { clientId: randomUUID(), text: 'Hello' },
  });
  messageId = sent.json<Message>().id;
});
afterAll(() => ctx.close());

type Actor = 'visitor' | keyof typeof actors;
const cookieOf = (actor: Actor) => (actor === 'visitor' ? {} : { cookie: actors[actor].cookie });
const call = (actor: Actor, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookieOf(actor), ...(payload ? { payload } : {}) });

const matrix: {
  name: string;
  expected: Record<Actor, number>;
  send: (actor: Actor) => Promise<LightMyRequestResponse>;
}[] = [
  {
    name: 'GET /api/conversations/:id',
    expected: { visitor: 401, buyer: 200, seller: 200, stranger: 404, admin: 404 },
    send: (actor) => call(actor, 'GET', conversationPath(conversationId)),
  },
  {
    name: 'GET /api/conversations/:id/messages',
    expected: { visitor: 401, buyer: 200, seller: 200, stranger: 404, admin: 404 },
    send: (actor) => call(actor, 'GET', conversationMessagesPath(conversationId)),
  },
  {
    name: 'GET /api/conversations/:id/messages?before=',
    expected: { visitor: 401, buyer: 200, seller: 200, stranger: 404, admin: 404 },
    send: (actor) => call(actor, 'GET', `${conversationMessagesPath(conversationId)}?before=${messageId}`),
  },
  {
    name: 'POST /api/conversations/:id/messages',
    expected: { visitor: 401, buyer: 201, seller: 201, stranger: 404, admin: 404 },
    send: (actor) =>
      call(actor, 'POST', conversationMessagesPath(conversationId), { clientId: randomUUID(), text: `From ${actor}` }),
  },
  {
    name: 'POST /api/conversations/:id/read',
    expected: { visitor: 401, buyer: 200, seller: 200, stranger: 404, admin: 404 },
    send: (actor) => call(actor, 'POST', `${conversationPath(conversationId)}/read`),
  },
  {
    name: 'POST /api/conversations',
    // The seller is refused only for messaging themselves (422).
    expected: { visitor: 401, buyer: 200, seller: 422, stranger: 201, admin: 201 },
    send: (actor) => call(actor, 'POST', CONVERSATIONS_PATH, { gigId }),
  },
  {
    name: 'GET /api/conversations',
    expected: { visitor: 401, buyer: 200, seller: 200, stranger: 200, admin: 200 },
    send: (actor) => call(actor, 'GET', CONVERSATIONS_PATH),
  },
  {
    name: 'GET /api/me/messages/unread',
    expected: { visitor: 401, buyer: 200, seller: 200, stranger: 200, admin: 200 },
    send: (actor) => call(actor, 'GET', UNREAD_CONVERSATIONS_PATH),
  },
];

describe('who may do what with a conversation', () => {
  for (const row of matrix) {
    for (const [actor, status] of Object.entries(row.expected) as [Actor, number][]) {
      it(`${row.name} as ${actor}: ${status}`, async () => {
        const answer = await row.send(actor);
        expect(answer.statusCode, answer.body).toBe(status);
        if (status === 401) {
          expect(answer.json()).toEqual({
            error: { code: 'UNAUTHENTICATED', message: MESSAGE_TEXTS.notSignedIn, details: null },
          });
        }
        if (status === 404) expect(answer.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND');
      });
    }
  }

  it("a stranger's refused calls change nothing: no message stored, no read position moved", async () => {
    const before = await call('buyer', 'GET', conversationPath(conversationId));
    await call('stranger', 'POST', conversationMessagesPath(conversationId), { clientId: randomUUID(), text: 'Hi' });
    await call('stranger', 'POST', `${conversationPath(conversationId)}/read`);
    const after = await call('buyer', 'GET', conversationPath(conversationId));
    expect(after.json()).toEqual(before.json());
  });

  it('answers unknown and malformed conversation ids with 404 on every endpoint, even to a participant', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', messageId]) {
      const answers = [
        await call('buyer', 'GET', conversationPath(id)),
        await call('buyer', 'GET', conversationMessagesPath(id)),
        await call('buyer', 'POST', conversationMessagesPath(id), { clientId: randomUUID(), text: 'Hi' }),
        await call('buyer', 'POST', `${conversationPath(id)}/read`),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    }
  });

  it('answers a visitor 401 before looking at the body', async () => {
    const answer = await call('visitor', 'POST', conversationMessagesPath(conversationId), { text: '' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('assertParticipant (what the live channel asks before relaying typing)', () => {
  it('names the other participant to either side, and answers 404 to anyone else', async () => {
    const db = ctx.database.db;
    const clock = manualClock();
    const unused = () => Promise.reject(new Error('assertParticipant writes nothing'));
    const service = createMessagesService({
      db,
      clock,
      rateLimits: createRateLimitsService({ db, clock }),
      notificationsService: {
        notify: unused,
        markConversationRead: unused,
        written: unused,
        groupedRow: () => undefined,
      },
      safetyService: { assertMayMessage: unused },
      ownHosts: [],
      sessions: { userOfSession: unused },
    });
    expect(await service.assertParticipant(actors.buyer.id, conversationId)).toEqual({ otherUserId: actors.seller.id });
    expect(await service.assertParticipant(actors.seller.id, conversationId)).toEqual({ otherUserId: actors.buyer.id });
    for (const [userId, id] of [
      [actors.stranger.id, conversationId],
      [actors.admin.id, conversationId],
      [actors.buyer.id, randomUUID()],
      [actors.buyer.id, 'not-a-uuid'],
    ] as const) {
      await expect(service.assertParticipant(userId, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
