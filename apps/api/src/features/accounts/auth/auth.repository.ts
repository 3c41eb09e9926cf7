import { and, eq, isNull, sql } from 'drizzle-orm';
import { builtOncePerShape, statementName } from '../../../db/bind.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { prepareOnPglite } from '../../../db/pglite-statements.ts';
import { accounts, sessions, userSellingPaused, users } from '../../../db/schema/users.ts';

const SESSION_USER = statementName('session_user_by_token');

const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  isPro: users.isPro,
  image: users.image,
  createdAt: users.createdAt,
  isMinor: users.isMinor,
  parentalConsent: users.parentalConsent,
  sellingPaused: userSellingPaused,
  hasPassword: sql<boolean>`exists (select 1 from ${accounts} where ${and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential'))})`,
};

export async function findSessionUserRow(db: DbOrTx, userId: string) {
  const rows = await db
    .select(sessionUserColumns)
    .from(users)
    // A Google sign-up that is not completed yet is no session user (features/google-sign-in); nor is a suspended account.
    .where(and(eq(users.id, userId), eq(users.signupPending, false), isNull(users.suspendedAt)))
    .limit(1);
  return rows[0];
}

export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUserRow>>>;

/** Built once per database: the one statement of every signed-in request (below). */
const sessionUserStatement = builtOncePerShape<ReturnType<typeof buildSessionUserStatement>>();

function buildSessionUserStatement(db: Database) {
  const query = db
    .select({ ...sessionUserColumns, expiresAt: sessions.expiresAt, signupPending: users.signupPending })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A suspended account's sessions open nothing, even one made while it was being suspended.
    .where(and(eq(sessions.token, sql.placeholder('token')), isNull(users.suspendedAt)))
    .limit(1);
  // Named: PostgreSQL (and PGlite, with PREPARE) parses it once per connection and keeps one plan (a unique key's).
  prepareOnPglite(query.toSQL().sql);
  return query.prepare(SESSION_USER);
}

/**
 * The session of `token` and its user, in one read (better-auth's lookup reads the session, then the user,
 * and we read the user's fields again): undefined when there is no such session. Every signed-in request
 * makes it, so it is built once per database and prepared (decision 0093's measurements).
 */
export async function findSessionUserByToken(db: Database, token: string) {
  const [row] = await sessionUserStatement(db, 'session', () => buildSessionUserStatement(db)).execute({ token });
  return row;
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Ends every session of a user. */
export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
