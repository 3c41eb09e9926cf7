import { PARENT_DELETE_ACCOUNT_PATH } from '@teenfreelance/contracts/privacy';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { accountsTestApp, minorFreelancer, type UserBody } from './accounts.test-helpers.ts';

describe("a parent deletes their child's account through the consent link", () => {
  const { t, signUp, session, consentInfo, consent, consentLinkFor, tokenOf } = accountsTestApp();

  const deleteWith = (token: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: PARENT_DELETE_ACCOUNT_PATH,
      headers: cookie ? { cookie } : {},
      payload: { token },
    });

  it('erases the teen instead of consenting, and the link is spent', async () => {
    const teen = minorFreelancer();
    const signedUp = await signUp(teen);
    const teenId = signedUp.json<UserBody>().user?.id ?? '';
    const cookie = signedUp.headers['set-cookie'];
    const token = tokenOf(await consentLinkFor(String(teen.parentEmail)));

    // Not from the teen's own session.
    const teenCookie = (Array.isArray(cookie) ? (cookie[0] ?? '') : (cookie ?? '')).split(';')[0] ?? '';
    expect((await deleteWith(token, teenCookie)).statusCode).toBe(403);

    const deleted = await deleteWith(token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, teenId));
    expect(row).toMatchObject({ name: 'Deleted user', dateOfBirth: null });
    expect((await session(teenCookie)).json<UserBody>().user).toBeNull();
    // The link opens nothing any more: neither consent nor a second deletion.
    expect((await consentInfo(token)).statusCode).toBe(404);
    expect((await consent(token)).statusCode).toBe(404);
    expect((await deleteWith(token)).statusCode).toBe(404);
  });

  it('refuses an unknown or malformed link', async () => {
    expect((await deleteWith('not-a-real-token')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: PARENT_DELETE_ACCOUNT_PATH, payload: {} })).statusCode).toBe(400);
  });
});
