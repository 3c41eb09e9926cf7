import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/users.ts';

export async function findSessionUserRow(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      isPro: users.isPro,
      image: users.image,
      createdAt: users.createdAt,
      isMinor: users.isMinor,
      parentalConsent: users.parentalConsent,
      hasPassword: sql<boolean>`exists (select 1 from ${accounts} where ${and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential'))})`,
    })
    .from(users)
    // A Google sign-up that is not completed yet is no session user (features/google-sign-in).
    .where(and(eq(users.id, userId), eq(users.signupPending, false)))
    .limit(1);
  return rows[0];
}

export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUserRow>>>;
