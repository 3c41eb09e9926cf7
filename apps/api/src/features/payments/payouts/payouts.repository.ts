import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { WithdrawalStatus } from '@teenfreelance/contracts/payouts';
import type { DbOrTx } from '../../../db/client.ts';
import { guardianLinks } from '../../../db/schema/family.ts';
import { payoutAccounts, payoutSetupLinks, withdrawals } from '../../../db/schema/payouts.ts';
import { users } from '../../../db/schema/users.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

export async function findPayoutAccount(db: DbOrTx, userId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
  return row;
}

/** Adds the seller's payout account, or replaces the one they had. */
export async function upsertPayoutAccount(
  db: DbOrTx,
  account: Omit<PayoutAccountRow, 'id'>,
): Promise<PayoutAccountRow> {
  const [row] = await db
    .insert(payoutAccounts)
    .values(account)
    .onConflictDoUpdate({
      target: payoutAccounts.userId,
      set: {
        holderName: account.holderName,
        bankName: account.bankName,
        last4: account.last4,
        providerAccountRef: account.providerAccountRef,
        owner: account.owner,
        guardianName: account.guardianName,
        createdAt: account.createdAt,
      },
    })
    .returning();
  if (!row) throw new Error('payout account not written');
  return row;
}

export async function findSetupLink(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(payoutSetupLinks).where(eq(payoutSetupLinks.userId, userId));
  return row;
}

/** The teen's set-up link: a new one replaces the previous (whose token stops working). */
export async function replaceSetupLink(
  db: DbOrTx,
  link: { userId: string; tokenHash: string; expiresAt: Date; sentAt: Date },
): Promise<void> {
  await db
    .insert(payoutSetupLinks)
    .values(link)
    .onConflictDoUpdate({
      target: payoutSetupLinks.userId,
      set: { tokenHash: link.tokenHash, expiresAt: link.expiresAt, sentAt: link.sentAt },
    });
}

/** The open set-up link with this token's hash and its teen's name; `lock` holds it until `db`'s transaction ends. */
export async function findSetupLinkByTokenHash(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({
      userId: payoutSetupLinks.userId,
      expiresAt: payoutSetupLinks.expiresAt,
      teenName: users.name,
    })
    .from(payoutSetupLinks)
    .innerJoin(users, eq(users.id, payoutSetupLinks.userId))
    .where(eq(payoutSetupLinks.tokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: payoutSetupLinks }) : await query;
  return row;
}

export async function spendSetupLink(db: DbOrTx, userId: string): Promise<void> {
  await db.update(payoutSetupLinks).set({ tokenHash: null }).where(eq(payoutSetupLinks.userId, userId));
}

export async function insertWithdrawal(db: DbOrTx, row: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [inserted] = await db.insert(withdrawals).values(row).returning();
  if (!inserted) throw new Error('withdrawal not written');
  return inserted;
}

export async function findWithdrawals(db: DbOrTx, userId: string, limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(limit);
}

/** The withdrawal whose approval link has this token's hash, with its teen's name. */
export async function findWithdrawalByApprovalHash(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db
    .select({ withdrawal: withdrawals, teenName: users.name })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.approvalTokenHash, tokenHash));
  const [row] = lock ? await query.for('update', { of: withdrawals }) : await query;
  return row;
}

/** The teen (id and name) when a guardian account is linked to them (the family's table, read for /family). */
export async function findGuardiansTeen(
  db: DbOrTx,
  guardianId: string,
  teenId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.teenId))
    .where(and(eq(guardianLinks.guardianId, guardianId), eq(guardianLinks.teenId, teenId)));
  return row;
}

/** The teen's withdrawals waiting for their guardian's approval, oldest first. */
export async function findAwaitingApproval(db: DbOrTx, teenId: string): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, teenId), eq(withdrawals.status, 'awaiting_approval')))
    .orderBy(withdrawals.createdAt);
}

/** The withdrawal of `id` with its seller's name, as the approval link finds it; locked with `lock`. */
export async function findWithdrawalForApproval(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select({ withdrawal: withdrawals, teenName: users.name })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  const [row] = lock ? await query.for('update', { of: withdrawals }) : await query;
  return row;
}

/** Withdrawals the sweep has to move on at `now`, oldest first. */
export async function findDueWithdrawals(db: DbOrTx, now: Date, limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(
      and(
        lte(withdrawals.nextStepAt, now),
        inArray(withdrawals.status, ['awaiting_approval', 'pending', 'in_transit']),
      ),
    )
    .orderBy(withdrawals.nextStepAt)
    .limit(limit);
}

/**
 * Moves a withdrawal from `from` to its next state, in `db`'s transaction;
 * false (nothing changed) when it is not in `from` any more: another process
 * or request moved it first.
 */
export async function moveWithdrawal(
  db: DbOrTx,
  id: string,
  from: WithdrawalStatus,
  set: Partial<Omit<WithdrawalRow, 'id' | 'userId' | 'amountCents' | 'createdAt'>> & { updatedAt: Date },
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set(set)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return row;
}

export async function findWithdrawalsByStatus(db: DbOrTx, status: WithdrawalStatus, limit: number) {
  return db
    .select({ withdrawal: withdrawals, userName: users.name, isMinor: users.isMinor })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.status, status))
    .orderBy(desc(withdrawals.updatedAt))
    .limit(limit);
}

/** How many withdrawals are in each status (those with none left out). */
export async function countWithdrawalsByStatus(db: DbOrTx): Promise<{ status: WithdrawalStatus; count: number }[]> {
  return db.select({ status: withdrawals.status, count: count() }).from(withdrawals).groupBy(withdrawals.status);
}

/** The seller's name and email, for the emails about their payouts. */
export async function findSeller(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, isMinor: users.isMinor })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
