import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';

/** A first-time Google user who has not completed sign-up yet, or undefined. */
export async function findPendingSignUp(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.signupPending, true)))
    .limit(1);
  return rows[0];
}

/**
 * Completes a pending Google sign-up; false when there was nothing pending. A
 * Google account is never a minor's (docs/decisions/0017): a freelancer's date
 * of birth is stored to show why, a buyer's is not asked.
 */
export async function completePendingSignUp(
  db: DbOrTx,
  userId: string,
  values: { name: string; role: 'buyer' | 'freelancer'; dateOfBirth: string | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      name: values.name,
      role: values.role,
      dateOfBirth: values.dateOfBirth,
      isMinor: false,
      parentalConsent: 'not_required',
      signupPending: false,
      updatedAt: values.at,
    })
    .where(and(eq(users.id, userId), eq(users.signupPending, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Removes a pending Google sign-up (its account link and sessions cascade); false when there was nothing pending. */
export async function deletePendingSignUp(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.signupPending, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}
