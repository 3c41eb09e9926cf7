import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

/**
 * Stores `userId` as a teen freelancer whose parent consented, as sign-up and
 * the consent page leave one (the session reads both from the row).
 */
export async function makeTeen(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ isMinor: true, parentalConsent: 'granted' }).where(eq(users.id, userId));
}

/** Writes a display name directly, as names were stored before the name rule (decision 0062). */
export async function setStoredName(db: Database, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}
