import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { accounts, users } from '../../../db/schema/users.ts';

/** One person with everything a profile may show, plus the rating summary of their public gigs. */
export async function findProfileRow(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      isPro: users.isPro,
      bio: users.bio,
      skills: users.skills,
      responseTime: users.responseTime,
      phone: users.phone,
      firstName: users.firstName,
      lastName: users.lastName,
      city: users.city,
      country: users.country,
      isMinor: users.isMinor,
      dateOfBirth: users.dateOfBirth,
      parentalConsent: users.parentalConsent,
      messageEmails: users.messageEmails,
      signupPending: users.signupPending,
      createdAt: users.createdAt,
      hasPassword: sql<boolean>`exists (select 1 from ${accounts} where ${and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential'))})`,
      // Reviews live on gigs for now: the seller's rating is the review-weighted mean of their public gigs.
      // Written out in full: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
      reviewCount: sql<number>`(select coalesce(sum(g.review_count), 0)::int from gigs g where g.seller_id = "users"."id" and g.is_public)`,
      ratingTotal: sql<number>`(select coalesce(sum(g.rating * g.review_count), 0)::float8 from gigs g where g.seller_id = "users"."id" and g.is_public)`,
      serviceCount: sql<number>`(select count(*)::int from gigs g where g.seller_id = "users"."id" and g.is_public)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export interface ProfileChanges {
  name?: string;
  bio?: string | null;
  skills?: string[];
  responseTime?: string | null;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  city?: string | null;
  country?: string | null;
  image?: string | null;
  messageEmails?: boolean;
  timeZone?: string;
}

export async function updateProfileRow(db: DbOrTx, userId: string, changes: ProfileChanges, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: at })
    .where(eq(users.id, userId));
}
