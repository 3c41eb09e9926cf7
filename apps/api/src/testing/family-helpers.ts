import { bornByForAge, GROWING_UP_EMAIL_TASK, GROWING_UP_TASK } from '../features/accounts/family/growing-up.ts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PARENTAL_CONSENT_PATH, type ParentalConsentResult } from '@teenfreelance/contracts/accounts';
import { FAMILY_INVITE_PATH } from '@teenfreelance/contracts/family';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { guardianLinks } from '../db/schema/family.ts';
import { users } from '../db/schema/users.ts';
import { ACCOUNT_EMAIL_TASK } from '../features/accounts/accounts.email-tasks.ts';
import { buildUser, TEST_PASSWORD, type TestUser } from './factories.ts';
import { teenAwaitingConsent } from './job-helpers.ts';
import { emailedToken, sessionCookie } from './test-app.ts';

/**
 * A teen (15, or born on `dateOfBirth`) whose parent consented and made their
 * family account from the link: both signed in.
 */
export async function teenWithGuardian(
  app: FastifyInstance,
  options: { db?: Database; dateOfBirth?: string } = {},
): Promise<{ teen: TestUser; guardian: TestUser }> {
  const teen = await teenAwaitingConsent(app);
  if (options.db && options.dateOfBirth) {
    await options.db.update(users).set({ dateOfBirth: options.dateOfBirth }).where(eq(users.id, teen.id));
  }
  const parentEmail = teen.email.replace(/^teen-/, 'parent-');
  const token = await emailedToken(app, { to: parentEmail, page: 'parental-consent', tasks: [ACCOUNT_EMAIL_TASK] });
  const consent = await app.inject({
    method: 'POST',
    url: PARENTAL_CONSENT_PATH,
    payload: { token, parentName: 'Pat Parent', relationship: 'parent', agree: true },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const { familyToken } = consent.json<ParentalConsentResult>();
  const made = await app.inject({
    method: 'POST',
    url: FAMILY_INVITE_PATH,
    payload: { token: familyToken, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
  });
  expect(made.statusCode, made.body).toBe(200);
  const { user } = made.json<{ user: { id: string; email: string } }>();
  return { teen, guardian: { id: user.id, email: user.email, cookie: sessionCookie(made) } };
}

export interface TeenPlace {
  dateOfBirth: string;
  country: string | null;
  timeZone: string | null;
}

/**
 * A freelancer stored straight in the database as a consented teen born on
 * `dateOfBirth` where `place` says, with a guardian linked to them (no emails):
 * for the rules that read a teen's age and place.
 */
export async function storedTeenWithGuardian(
  app: FastifyInstance,
  db: Database,
  place: TeenPlace,
): Promise<{ teen: TestUser; guardian: TestUser }> {
  const teen = await buildUser(app, db, { role: 'freelancer', name: 'Tia Teen' });
  await db
    .update(users)
    .set({ isMinor: true, parentalConsent: 'granted', ...place })
    .where(eq(users.id, teen.id));
  const guardian = await buildUser(app, db, { role: 'guardian', name: 'Pat Parent' });
  await db.insert(guardianLinks).values({ guardianId: guardian.id, teenId: teen.id, createdAt: new Date(0) });
  return { teen, guardian };
}

/** A run of the growing-up sweep and of the emails it queued, as the queue would work them (decision 0087). */
export const runGrowingUp = (app: FastifyInstance) => app.runHeldTasks([GROWING_UP_TASK, GROWING_UP_EMAIL_TASK]);

export { bornByForAge };
