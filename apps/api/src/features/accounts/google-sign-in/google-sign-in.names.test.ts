import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NAME_CONTACT_DETAILS } from '@teenfreelance/contracts/accounts';
import { users } from '../../../db/schema/users.ts';
import { NAMES_WITH_CONTACT_DETAILS, ORDINARY_NAMES } from '../accounts.test-helpers.ts';
import { googleTestApp } from './google-sign-in.test-helpers.ts';

// The Google sign-up dialog's name is screened as email sign-up's is
// (docs/decisions/0062, "Names"): names reach minors, adults' included.
describe('Google sign-up: the display name', () => {
  const { ctx, session, pendingGoogleUser, complete, storedUser } = googleTestApp();
  const email = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;
  const storedName = async (address: string) =>
    (await ctx.database.db.select({ name: users.name }).from(users).where(eq(users.email, address)))[0]?.name;

  it.each(NAMES_WITH_CONTACT_DETAILS)(
    'refuses a name that holds %s, and the sign-up stays pending',
    async (_, name) => {
      const address = email('contact');
      const cookie = await pendingGoogleUser(address);
      const res = await complete(cookie, { name, role: 'buyer', agreeToTerms: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: NAME_CONTACT_DETAILS } });
      expect(res.json<{ error: { details: unknown } }>().error.details).toEqual([
        { path: 'body.name', message: NAME_CONTACT_DETAILS },
      ]);
      expect((await session(cookie)).json()).toEqual({ user: null });
      expect(await storedUser(address)).toMatchObject({ signupPending: true });
      expect(await storedName(address)).not.toBe(name);
    },
  );

  it.each(ORDINARY_NAMES)('accepts %s as written', async (name) => {
    const address = email('ordinary');
    const cookie = await pendingGoogleUser(address);
    const res = await complete(cookie, { name, role: 'buyer', agreeToTerms: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { name } });
    expect(await storedName(address)).toBe(name);
  });
});
