import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@teenfreelance/contracts/users';
import type { CategorySlug } from '@teenfreelance/contracts/categories';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { gigs } from '../db/schema/gigs.ts';
import { users } from '../db/schema/users.ts';
import { sessionCookie } from './test-app.ts';
import { signUpAndConfirm } from './sign-up.ts';

export const TEST_PASSWORD = 'correct horse battery';
/** A date of birth that makes a freelancer an adult on any day these tests run. */
export const ADULT_DATE_OF_BIRTH = '1990-04-02';

/** A birth date `years` years (and a few days) before today, as YYYY-MM-DD. */
export function bornYearsAgo(years: number, extraDays = 10): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

export interface TestUser {
  id: string;
  email: string;
  cookie: string;
}

/** A valid sign-up body with TEST_PASSWORD; freelancers are adults (tests of minors sign up themselves). */
export function signUpBody(role: 'buyer' | 'freelancer', name: string, email: string) {
  return {
    name,
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    role,
    agreeToTerms: true,
    ...(role === 'freelancer' ? { isMinor: false, dateOfBirth: ADULT_DATE_OF_BIRTH } : {}),
  };
}

/** Signs a new user up through the API (the form and its emailed link) and returns its session cookie. */
export async function buildUser(
  app: FastifyInstance,
  db: Database,
  overrides: { role?: Role; name?: string; isPro?: boolean } = {},
): Promise<TestUser> {
  const email = `user-${randomBytes(6).toString('hex')}@example.com`;
  const signUpRole =
    overrides.role === 'admin' || overrides.role === 'guardian' ? 'buyer' : (overrides.role ?? 'buyer');
  // Signed up as a person is: the form, then the emailed link (decision 0066).
  const response = await signUpAndConfirm(app, signUpBody(signUpRole, overrides.name ?? 'Test User', email));
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const id = response.json<{ user: { id: string } }>().user.id;
  // Admins, guardians and Pro users cannot be made through the public sign-up: set them directly.
  if (overrides.role === 'admin' || overrides.role === 'guardian' || overrides.isPro) {
    await db
      .update(users)
      .set({
        ...(overrides.role === 'admin' || overrides.role === 'guardian' ? { role: overrides.role } : {}),
        ...(overrides.isPro ? { isPro: true } : {}),
      })
      .where(eq(users.id, id));
  }
  return { id, email, cookie: sessionCookie(response) };
}

/**
 * Inserts a gig directly, public unless told otherwise, with the fields explore
 * sorts and filters on. Gigs the wizard would make go through the API instead
 * (`gigInput` in gig-helpers.ts). The browser journeys seed theirs with it too.
 */
export async function buildGig(
  db: Database,
  sellerId: string,
  overrides: Partial<{
    title: string;
    description: string;
    category: CategorySlug;
    priceCents: number;
    deliveryDays: number;
    rating: number;
    reviewCount: number;
    isPro: boolean;
    isPublic: boolean;
    createdAt: Date;
  }> = {},
): Promise<{ id: string }> {
  const isPublic = overrides.isPublic ?? true;
  const [row] = await db
    .insert(gigs)
    .values({
      sellerId,
      title: overrides.title ?? 'Friendly test service',
      shortDescription: 'A short description',
      description: overrides.description ?? 'A longer description of the service.',
      priceCents: overrides.priceCents ?? 2500,
      deliveryDays: overrides.deliveryDays ?? 3,
      categorySlug: overrides.category ?? 'graphic-design',
      tags: ['test'],
      status: isPublic ? 'published' : 'draft',
      isPublic,
      isPro: overrides.isPro ?? false,
      rating: overrides.rating ?? 0,
      reviewCount: overrides.reviewCount ?? 0,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    })
    .returning({ id: gigs.id });
  if (!row) throw new Error('gig insert returned nothing');
  return row;
}
