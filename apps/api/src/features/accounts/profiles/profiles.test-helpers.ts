import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { gigs } from '../../../db/schema/gigs.ts';
import { users } from '../../../db/schema/users.ts';
import { buildGig, buildUser, type TestUser } from '../../../testing/factories.ts';
import type { TestContext } from '../../../testing/test-app.ts';

export const privateDetails = {
  phone: '+1 555 0100',
  personalInfo: { firstName: 'Sam', lastName: 'Private', city: 'Springfield', country: 'USA' },
};

export interface ProfilePeople {
  adult: TestUser;
  minor: TestUser;
  buyer: TestUser;
}

/**
 * The people of the profile tests: an adult Pro seller and a teen seller,
 * both with private details, and a buyer; the adult has two public gigs with
 * reviews and one that is not public.
 */
export async function seedProfilePeople(ctx: TestContext): Promise<ProfilePeople> {
  const db = ctx.database.db;
  const adult = await buildUser(ctx.app, db, { role: 'freelancer', name: 'Adult Seller', isPro: true });
  const minor = await buildUser(ctx.app, db, { role: 'freelancer', name: 'Teen Seller' });
  const buyer = await buildUser(ctx.app, db, { role: 'buyer', name: 'Bea Buyer' });
  await db
    .update(users)
    .set({ isMinor: true, dateOfBirth: '2011-04-02', parentalConsent: 'pending' })
    .where(eq(users.id, minor.id));
  for (const who of [adult, minor]) {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: who.cookie },
      payload: privateDetails,
    });
    expect(res.statusCode).toBe(200);
  }
  const first = await buildGig(db, adult.id);
  const second = await buildGig(db, adult.id);
  await buildGig(db, adult.id, { isPublic: false });
  await db.update(gigs).set({ rating: 5, reviewCount: 3 }).where(eq(gigs.id, first.id));
  await db.update(gigs).set({ rating: 4, reviewCount: 1 }).where(eq(gigs.id, second.id));
  return { adult, minor, buyer };
}

/** `GET /api/profiles/:id`, as a visitor or with a cookie. */
export const getPublicProfile = (ctx: TestContext, id: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers: cookie ? { cookie } : {} });
