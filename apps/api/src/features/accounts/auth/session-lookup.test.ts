import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONVERSATIONS_PATH,
  MESSAGE_TEXTS,
  conversationMessagesPath,
  type ConversationSummary,
  type Message,
} from '@teenfreelance/contracts/messages';
import type { Database } from '../../../db/client.ts';
import { sessions, users } from '../../../db/schema/users.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

type SessionBody = { user: { id: string } | null };

/** Who a request with `cookie` acts for (its user's id), or null for nobody, as one way of reading it sees it. */
type Reader = (cookie: string) => Promise<string | null>;

/**
 * The two ways a request's session is read: the look-up of every signed-in request (`GET
 * /api/auth/session` answers it), and the send of a message, whose own first statement reads the session
 * (decision 0104). Each is made ready for `user` while their cookie still works: the send needs a
 * conversation of theirs.
 */
type ReaderFor = (app: FastifyInstance, db: Database, user: TestUser) => Promise<Reader>;

const lookUp: ReaderFor = async (app) => async (cookie) =>
  (await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<SessionBody>().user?.id ??
  null;

const sending: ReaderFor = async (app, db, user) => {
  const seller = await buildUser(app, db, { role: 'freelancer' });
  const gig = await buildGig(db, seller.id);
  const started = await app.inject({
    method: 'POST',
    url: CONVERSATIONS_PATH,
    headers: { cookie: user.cookie },
    payload: { gigId: gig.id },
  });
  const conversationId = started.json<ConversationSummary>().id;
  return async (cookie) => {
    const sent = await app.inject({
      method: 'POST',
      url: conversationMessagesPath(conversationId),
      headers: { cookie },
      payload: { clientId: randomUUID(), text: 'Is this still available?' },
    });
    if (sent.statusCode === 201) return sent.json<Message>().senderId;
    expect({ status: sent.statusCode, message: sent.json().error.message }).toEqual({
      status: 401,
      message: MESSAGE_TEXTS.notSignedIn,
    });
    return null;
  };
};

const readers = { 'the session look-up': lookUp, 'sending a message': sending };

/*
 * The session behind a request is read from the signed session cookie in one
 * query (security/session-cookie.ts), as better-auth would read it: these are
 * the cookies it must refuse, by the look-up and by the send that reads its own.
 */
describe.each(Object.entries(readers))('the session a request carries, read by %s', (_, readerFor) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signedIn = async () => {
    const user = await buildUser(t.app, t.database.db);
    return { user, sessionOf: await readerFor(t.app, t.database.db, user) };
  };
  const parts = (cookie: string) => {
    const [name = '', value = ''] = cookie.split(/=(.*)/s);
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf('.');
    return { name, token: decoded.slice(0, dot), signature: decoded.slice(dot + 1) };
  };

  it('is the signed-in user for their cookie, URI-encoded as browsers send it or not', async () => {
    const { user, sessionOf } = await signedIn();
    const { name, token, signature } = parts(user.cookie);
    expect(await sessionOf(user.cookie)).toBe(user.id);
    expect(await sessionOf(`${name}=${token}.${signature}`)).toBe(user.id);
    expect(await sessionOf(`other=1; ${name}=${encodeURIComponent(`${token}.${signature}`)}`)).toBe(user.id);
  });

  it('is nobody for a real token whose signature was changed, missing, or made with another secret', async () => {
    const { user, sessionOf } = await signedIn();
    const { name, token, signature } = parts(user.cookie);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const foreign = createHmac('sha256', 'not-our-secret-at-all-not-our-secret').update(token).digest('base64');
    for (const value of [`${token}.${flipped}`, token, `${token}.`, `${token}.${foreign}`, `.${signature}`]) {
      expect(await sessionOf(`${name}=${encodeURIComponent(value)}`)).toBeNull();
    }
  });

  it('is nobody once the session has expired, and the expired session is removed', async () => {
    const { user, sessionOf } = await signedIn();
    const { token } = parts(user.cookie);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect(await sessionOf(user.cookie)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it('is nobody for a signed-out session, a sign-up that is not completed or a suspended account', async () => {
    const signedOut = await signedIn();
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: signedOut.user.cookie } });
    expect(await signedOut.sessionOf(signedOut.user.cookie)).toBeNull();

    const pending = await signedIn();
    await t.database.db.update(users).set({ signupPending: true }).where(eq(users.id, pending.user.id));
    expect(await pending.sessionOf(pending.user.cookie)).toBeNull();

    const suspended = await signedIn();
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    expect(await suspended.sessionOf(suspended.user.cookie)).toBeNull();
  });
});

/* better-auth writes a session's end a week after sign-in; the app reads it on the clock buildApp is given. */
describe("a session's end, on the app's clock", () => {
  const clock = manualClock(Date.now());
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('keeps the user signed in for a week, and not a minute more', async () => {
    const user = await buildUser(t.app, t.database.db);
    const sends = await sending(t.app, t.database.db, user);
    // The session's week starts on the system's time (better-auth's): count from now, however long set-up took.
    clock.set(Date.now());
    const sessionOf = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: user.cookie } })
      ).json<SessionBody>().user;
    clock.advance(7 * 24 * 60 * 60_000 - 60_000);
    expect((await sessionOf())?.id).toBe(user.id);
    expect(await sends(user.cookie)).toBe(user.id);
    clock.advance(2 * 60_000);
    expect(await sends(user.cookie)).toBeNull();
    expect(await sessionOf()).toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });
});
