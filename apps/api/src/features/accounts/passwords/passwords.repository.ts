import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { passwordResetTokens } from '../../../db/schema/password-resets.ts';
import { accounts, sessions, users } from '../../../db/schema/users.ts';

/** The account behind an email, with whether it has a password (a 'credential' account). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      hasPassword: sql<boolean>`exists (select 1 from ${accounts} where ${and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential'))})`,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function insertResetToken(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/**
 * Marks the token used if it is unused and unexpired, in one statement (so two
 * concurrent uses cannot both succeed). Returns its user, or undefined.
 */
export async function consumeResetToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

export async function findResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Ends every other reset link of the user: one reset uses them all up. */
export async function useUpResetTokens(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The stored password hash of the user's credential account, if there is one. */
export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

/** Replaces the hash of the user's credential account; returns whether there was one. */
export async function updatePasswordHash(db: DbOrTx, userId: string, hash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ password: hash, updatedAt: at })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Ends the user's sessions, all of them or all but the one with `keepToken`. */
export async function deleteSessions(db: DbOrTx, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(keepToken ? and(eq(sessions.userId, userId), ne(sessions.token, keepToken)) : eq(sessions.userId, userId));
}

export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
