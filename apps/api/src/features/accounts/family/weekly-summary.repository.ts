import { eq, inArray, sql } from 'drizzle-orm';
import { ORDER_LIST_STATUSES } from '@teenfreelance/contracts/orders';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { guardianLinks } from '../../../db/schema/family.ts';
import { orders } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { weeklySummaries } from '../../../db/schema/weekly-summaries.ts';

/** How many guardians one run of the sweep writes to; the next run takes the rest. */
const BATCH = 200;

export async function findSummarySetting(db: DbOrTx, guardianId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: weeklySummaries.enabled })
    .from(weeklySummaries)
    .where(eq(weeklySummaries.guardianId, guardianId));
  return row?.enabled ?? true;
}

export async function saveSummarySetting(db: DbOrTx, guardianId: string, enabled: boolean, at: Date) {
  await db
    .insert(weeklySummaries)
    .values({ guardianId, enabled, updatedAt: at })
    .onConflictDoUpdate({ target: weeklySummaries.guardianId, set: { enabled, updatedAt: at } });
}

/** Whether the guardian's account still exists (an unsubscribe link outlives a deleted account). */
export async function guardianExists(db: DbOrTx, guardianId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, guardianId));
  return row !== undefined;
}

/** Guardians with a linked teen whose summary is on and not yet sent for `week`. */
export async function findGuardiansDue(db: DbOrTx, week: string) {
  return selectRows<{ id: string; name: string; email: string }>(
    db,
    sql`select distinct g.id, g.name, g.email from ${guardianLinks} l
      join ${users} g on g.id = l.guardian_id
      left join ${weeklySummaries} s on s.guardian_id = g.id
      where coalesce(s.enabled, true) and s.last_sent_week is distinct from ${week}
      limit ${BATCH}`,
  );
}

/** Marks the week sent; false when it was sent already or turned off meanwhile (another process, a click). */
export async function claimSummaryWeek(tx: DbOrTx, guardianId: string, week: string, at: Date): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`insert into ${weeklySummaries} (guardian_id, enabled, last_sent_week, updated_at)
      values (${guardianId}, true, ${week}, ${at.toISOString()}::timestamptz)
      on conflict (guardian_id) do update set last_sent_week = excluded.last_sent_week, updated_at = excluded.updated_at
      where ${weeklySummaries}.enabled and ${weeklySummaries}.last_sent_week is distinct from excluded.last_sent_week
      returning guardian_id as id`,
  );
  return rows.length > 0;
}

/** Each teen's orders of the week: new ones (and their prices), completed ones; and their open orders now. */
export async function findWeekOrders(db: DbOrTx, teenIds: readonly string[], since: Date) {
  if (teenIds.length === 0) return [];
  const open = inArray(orders.status, [...ORDER_LIST_STATUSES.active]);
  return db
    .select({
      teenId: orders.sellerId,
      newOrders: sql<number>`(count(*) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
      newOrdersCents: sql<number>`(coalesce(sum(${orders.priceCents}) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz), 0))::float8`,
      completed: sql<number>`(count(*) filter (where ${orders.completedAt} >= ${since.toISOString()}::timestamptz))::int`,
      completedCents: sql<number>`(coalesce(sum(${orders.priceCents}) filter (where ${orders.completedAt} >= ${since.toISOString()}::timestamptz), 0))::float8`,
      open: sql<number>`(count(*) filter (where ${open}))::int`,
      nextDueAt: sql<string | null>`min(${orders.dueAt}) filter (where ${open})`,
    })
    .from(orders)
    .where(inArray(orders.sellerId, [...teenIds]))
    .groupBy(orders.sellerId);
}
