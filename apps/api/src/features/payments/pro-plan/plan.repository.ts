import { and, eq, lte, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { subscriptions } from '../../../db/schema/payments.ts';
import { users } from '../../../db/schema/users.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function findSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/** Whether the user has Pro now (a subscription, or Pro given another way: the demo's Pro accounts). */
export async function findIsPro(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ isPro: users.isPro }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.isPro ?? false;
}

/** Pro on or off for the user (their gigs follow through the gigs service). */
export async function setPro(tx: DbOrTx, userId: string, isPro: boolean, at: Date): Promise<void> {
  await tx.update(users).set({ isPro, updatedAt: at }).where(eq(users.id, userId));
}

/** Starts (or restarts) the user's one subscription for a period. */
export async function upsertSubscription(
  tx: DbOrTx,
  values: Pick<
    SubscriptionRow,
    'userId' | 'currentPeriodStart' | 'currentPeriodEnd' | 'paymentMethodRef' | 'cardBrand' | 'cardLast4'
  > & { at: Date },
): Promise<SubscriptionRow> {
  const { at, ...fields } = values;
  const row = { ...fields, status: 'active' as const, cancelAtPeriodEnd: false, updatedAt: at };
  const [saved] = await tx
    .insert(subscriptions)
    .values({ ...row, createdAt: at })
    .onConflictDoUpdate({ target: subscriptions.userId, set: row })
    .returning();
  if (!saved) throw new Error('subscription upsert returned nothing');
  return saved;
}

export async function updateSubscription(
  tx: DbOrTx,
  id: string,
  values: Partial<Pick<SubscriptionRow, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodStart' | 'currentPeriodEnd'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id));
}

/**
 * One subscription whose period has ended and that still gives Pro, locked
 * for the caller's transaction; locked ones are skipped, so two processes
 * sweeping at once never take the same (and so are `skippedIds`, the ones
 * this sweep could not settle).
 */
export async function lockNextDueSubscription(
  tx: DbOrTx,
  now: Date,
  skippedIds: readonly string[] = [],
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        ne(subscriptions.status, 'ended'),
        lte(subscriptions.currentPeriodEnd, now),
        skippedIds.length > 0 ? notInArray(subscriptions.id, [...skippedIds]) : undefined,
      ),
    )
    .orderBy(subscriptions.currentPeriodEnd)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}
