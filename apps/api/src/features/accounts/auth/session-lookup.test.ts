import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../db/schema/users.ts';
import { manualClock } from '../../../testing/clock.ts';
import { buildUser } from '../../../testing/factories.ts';
import { createTestApp, type TestContext } from '../../../testing/test-app.ts';

type SessionBody = { user: { id: string } | null };

/*
 * The session behind a request is read from the signed session cookie in one
 * query (security/session-cookie.ts), as better-auth would read it: these are
 * the cookies it must refuse.
 */
describe('the session a request carries', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionOf = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } })).json<SessionBody>().user;
  const parts = (cookie: string) => {
    const [name = '', value = ''] = cookie.split(/=(.*)/s);
    const decoded = decodeURIComponent(value);
    const dot = decoded.lastIndexOf('.');
    return { name, token: decoded.slice(0, dot), signature: decoded.slice(dot + 1) };
  };

  it('is the signed-in user for their cookie, URI-encoded as browsers send it or not', async () => {
    const user = await buildUser(t.app, t.database.db);
    const { name, token, signature } = parts(user.cookie);
    expect((await sessionOf(user.cookie))?.id).toBe(user.id);
    expect((await sessionOf(`${name}=${token}.${signature}`))?.id).toBe(user.id);
    expect((await sessionOf(`other=1; ${name}=${encodeURIComponent(`${token}.${signature}`)}`))?.id).toBe(user.id);
  });

  it('is nobody for a real token whose signature was changed, missing, or made with another secret', async () => {
    const user = await buildUser(t.app, t.database.db);
    const { name, token, signature } = parts(user.cookie);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const foreign = createHmac('sha256', 'not-our-secret-at-all-not-our-secret').update(token).digest('base64');
    for (const value of [`${token}.${flipped}`, token, `${token}.`, `${token}.${foreign}`, `.${signature}`]) {
      expect(await sessionOf(`${name}=${encodeURIComponent(value)}`)).toBeNull();
    }
  });

  it('is nobody once the session has expired, and the expired session is removed', async () => {
    const user = await buildUser(t.app, t.database.db);
    const { token } = parts(user.cookie);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect(await sessionOf(user.cookie)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it('is nobody for a signed-out session or a sign-up that is not completed', async () => {
    const signedOut = await buildUser(t.app, t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: signedOut.cookie } });
    expect(await sessionOf(signedOut.cookie)).toBeNull();

    const pending = await buildUser(t.app, t.database.db);
    await t.database.db.update(users).set({ signupPending: true }).where(eq(users.id, pending.id));
    expect(await sessionOf(pending.cookie)).toBeNull();
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
    // The session's week starts on the system's time (better-auth's): count from now, however long set-up took.
    clock.set(Date.now());
    const sessionOf = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: user.cookie } })
      ).json<SessionBody>().user;
    clock.advance(7 * 24 * 60 * 60_000 - 60_000);
    expect((await sessionOf())?.id).toBe(user.id);
    clock.advance(2 * 60_000);
    expect(await sessionOf()).toBeNull();
    const me = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });
});
