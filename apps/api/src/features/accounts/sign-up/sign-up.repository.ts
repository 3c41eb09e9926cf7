import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { pendingSignUps, type PendingSignUpForm } from '../../../db/schema/pending-sign-ups.ts';
import { accounts, users } from '../../../db/schema/users.ts';

/** Whether an account (of any kind, a Google sign-up not completed included) has this address, and its name. */
export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Stores the address's pending sign-up, replacing any earlier one (its link stops working). */
export async function savePendingSignUp(
  db: DbOrTx,
  values: { email: string; tokenHash: string; form: PendingSignUpForm; expiresAt: Date; at: Date },
): Promise<void> {
  const row = {
    tokenHash: values.tokenHash,
    form: values.form,
    expiresAt: values.expiresAt,
    createdAt: values.at,
    confirmedAt: null,
  };
  await db
    .insert(pendingSignUps)
    .values({ email: values.email, ...row })
    .onConflictDoUpdate({ target: pendingSignUps.email, set: row });
}

export async function findPendingSignUpByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email)).limit(1);
  return row;
}

/** The pending sign-up a link's token hash points to, locked for its confirmation when `forUpdate`. */
export async function findPendingSignUpByTokenHash(db: DbOrTx, tokenHash: string, forUpdate = false) {
  const query = db.select().from(pendingSignUps).where(eq(pendingSignUps.tokenHash, tokenHash)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** A new link for a pending sign-up: the earlier one stops working, the new one works for its own lifetime. */
export async function replacePendingToken(
  db: DbOrTx,
  id: string,
  values: { tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.update(pendingSignUps).set(values).where(eq(pendingSignUps.id, id));
}

/** The link was used: the form (and its password hash) is dropped, the row says when. */
export async function markPendingSignUpConfirmed(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(pendingSignUps).set({ form: null, confirmedAt: at }).where(eq(pendingSignUps.id, id));
}

/**
 * Creates the account a confirmed sign-up asked for, as better-auth's email sign-up
 * writes it (a user and its credential account holding the argon2id hash); the
 * address is verified, since the link reached it. Undefined when the address was
 * taken meanwhile (say by a Google sign-up).
 */
export async function insertConfirmedUser(
  db: DbOrTx,
  values: { email: string; name: string; role: PendingSignUpForm['role'] | 'guardian'; passwordHash: string; at: Date },
): Promise<{ id: string; name: string } | undefined> {
  const id = randomBytes(16).toString('base64url');
  const [user] = await db
    .insert(users)
    .values({
      id,
      name: values.name,
      email: values.email,
      emailVerified: true,
      role: values.role,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, name: users.name });
  if (!user) return undefined;
  await db.insert(accounts).values({
    id: randomBytes(16).toString('base64url'),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: values.passwordHash,
    createdAt: values.at,
    updatedAt: values.at,
  });
  return user;
}
