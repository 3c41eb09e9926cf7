import { and, eq, isNull, sql } from 'drizzle-orm';
import { builtOncePerShape, statementName } from '../../../db/bind.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { prepareOnPglite } from '../../../db/pglite-statements.ts';
import { sessions, users } from '../../../db/schema/users.ts';
import {
  sessionColumns,
  sessionOfToken,
  sessionUserColumns,
  sessionUserJoin,
  type SessionRow,
} from '../../../db/session-user.ts';

const SESSION_USER = statementName('session_user_by_token');

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
    .select(sessionColumns)
    .from(sessions)
    .innerJoin(users, sessionUserJoin)
    .where(sessionOfToken(sql.placeholder('token')))
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
export async function findSessionUserByToken(db: Database, token: string): Promise<SessionRow | undefined> {
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
