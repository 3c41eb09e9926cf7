import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NAME_CONTACT_DETAILS } from '@teenfreelance/contracts/accounts';
import { users } from '../../db/schema/users.ts';
import {
  accountsTestApp,
  buyer,
  minorFreelancer,
  NAMES_WITH_CONTACT_DETAILS,
  ORDINARY_NAMES,
  type UserBody,
} from './accounts.test-helpers.ts';

// Names reach minors (inbox, orders, email subjects): a display name with contact
// details, plain or disguised, is refused at sign-up and on edit, adults included
// (docs/decisions/0062, "Names").

describe('display names at sign-up', () => {
  const { t, signUp, issues } = accountsTestApp();
  const storedByEmail = (email: string) => t.database.db.select().from(users).where(eq(users.email, email));

  it.each(NAMES_WITH_CONTACT_DETAILS)('refuses a buyer whose name holds %s, and creates nothing', async (_, name) => {
    const payload = { ...buyer(), name };
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: NAME_CONTACT_DETAILS } });
    expect(issues(response)).toEqual([{ path: 'body.name', message: NAME_CONTACT_DETAILS }]);
    expect(await storedByEmail(payload.email)).toHaveLength(0);
  });

  it('refuses a minor freelancer whose name holds a phone number', async () => {
    const payload = minorFreelancer({ name: 'Tia 555 321 7654' });
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual([{ path: 'body.name', message: NAME_CONTACT_DETAILS }]);
    expect(await storedByEmail(payload.email)).toHaveLength(0);
  });

  it.each(ORDINARY_NAMES)('accepts %s as written', async (name) => {
    const response = await signUp({ ...buyer(), name });
    expect(response.statusCode).toBe(201);
    expect(response.json<UserBody>().user).toMatchObject({ name });
  });
});

describe('display names on profile edit', () => {
  const { t, signUp, issues } = accountsTestApp();

  async function signedInBuyer(): Promise<{ cookie: string; id: string }> {
    const response = await signUp({ ...buyer(), name: 'Bea Buyer' });
    const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return { cookie, id: response.json<UserBody>().user?.id ?? '' };
  }
  const patch = (cookie: string, payload: object, url = '/api/profiles/me') =>
    t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });
  const storedName = async (id: string) =>
    (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

  it.each(NAMES_WITH_CONTACT_DETAILS)('refuses a new name that holds %s, and keeps the old one', async (_, name) => {
    const { cookie, id } = await signedInBuyer();
    for (const url of ['/api/profiles/me', `/api/profiles/${id}`]) {
      const response = await patch(cookie, { name, bio: 'A buyer of logos and posters.' }, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: NAME_CONTACT_DETAILS } });
      expect(issues(response)).toEqual([{ path: 'body.name', message: NAME_CONTACT_DETAILS }]);
    }
    expect(await storedName(id)).toBe('Bea Buyer');
  });

  it.each(ORDINARY_NAMES)('saves %s as written', async (name) => {
    const { cookie, id } = await signedInBuyer();
    const response = await patch(cookie, { name });
    expect(response.statusCode).toBe(200);
    expect(await storedName(id)).toBe(name);
  });

  it('leaves an edit without a name alone', async () => {
    const { cookie } = await signedInBuyer();
    const response = await patch(cookie, { bio: 'Call me on the platform, please.' });
    expect(response.statusCode).toBe(200);
  });
});
