import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { guardianLinks } from '../db/schema/family.ts';
import { users } from '../db/schema/users.ts';
import { buildUser, type TestUser } from './factories.ts';

export interface TeenPlace {
  dateOfBirth: string;
  country: string | null;
  timeZone: string | null;
}

/** A freelancer stored as a consented teen born on `dateOfBirth`, with a guardian linked to them. */
export async function teenWithGuardian(
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
