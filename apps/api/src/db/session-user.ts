import { and, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { accounts, sessions, userSellingPaused, users } from './schema/users.ts';

/**
 * A session user's columns, as the session look-up of every signed-in request reads them
 * (features/accounts/auth) and as a statement that reads the session itself with the rest of what it
 * needs does (the send path, decision 0104).
 */
export const sessionUserColumns = {
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

/** What a session's read answers: its user's columns, when it ends, and whether its user's sign-up is pending. */
export const sessionColumns = {
  ...sessionUserColumns,
  expiresAt: sessions.expiresAt,
  signupPending: users.signupPending,
};

/** A session read with sessionColumns: the auth feature decides from it who signed in (expired, pending or not). */
export type SessionRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'role' | 'isPro' | 'image' | 'createdAt' | 'isMinor' | 'parentalConsent' | 'signupPending'
> & { sellingPaused: boolean; hasPassword: boolean; expiresAt: Date };

/**
 * The session of `token` joined to its user (`from sessions inner join users on` this): a suspended
 * account's sessions open nothing, even one made while it was being suspended.
 */
export const sessionUserJoin = eq(users.id, sessions.userId);

/** The session whose cookie carries `token`, of an account that is not suspended. */
export const sessionOfToken = (token: SQL | Placeholder | string): SQL =>
  and(eq(sessions.token, token), isNull(users.suspendedAt)) as SQL;
