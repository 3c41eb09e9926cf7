import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_LIST_STATUSES } from '@teenfreelance/contracts/orders';
import type { WorkHoursInput } from '@teenfreelance/contracts/work-hours';
import type { DbOrTx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/orders.ts';
import { users } from '../../../db/schema/users.ts';
import { workHourChoices } from '../../../db/schema/work-hours.ts';
import type { OpenWork } from './work-hours.rules.ts';

const factColumns = {
  id: users.id,
  name: users.name,
  isMinor: users.isMinor,
  dateOfBirth: users.dateOfBirth,
  country: users.country,
  timeZone: users.timeZone,
  eveningEndHour: workHourChoices.eveningEndHour,
  weeklyHours: workHourChoices.weeklyHours,
};

/** What the work-hour rules read of these users: their facts and their guardian's choice. */
export async function findWorkHourFacts(db: DbOrTx, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select(factColumns)
    .from(users)
    .leftJoin(workHourChoices, eq(workHourChoices.teenId, users.id))
    .where(inArray(users.id, [...userIds]));
}

/** The same facts of the minor with this email, if one has it (emails to them may wait for the morning). */
export async function findMinorFactsByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(factColumns)
    .from(users)
    .leftJoin(workHourChoices, eq(workHourChoices.teenId, users.id))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.isMinor, true)));
  return row;
}

/** An order waiting for the buyer's answers has no due date yet: its hours count from the answers (decision 0094). */
const OPEN_WORK_STATUSES = ORDER_LIST_STATUSES.active.filter((status) => status !== 'awaiting_requirements');

/**
 * The seller's open orders as the weekly count reads them; with `lock`, the
 * seller's row is locked first, so two payments for the last free hours of a
 * week are decided one after the other.
 */
export async function findOpenWork(db: DbOrTx, sellerId: string, lock = false): Promise<OpenWork[]> {
  if (lock) await db.select({ id: users.id }).from(users).where(eq(users.id, sellerId)).for('update');
  return db
    .select({ deliveryDays: orders.deliveryDays, dueAt: orders.dueAt })
    .from(orders)
    .where(and(eq(orders.sellerId, sellerId), inArray(orders.status, [...OPEN_WORK_STATUSES])));
}

export async function saveWorkHourChoice(
  tx: DbOrTx,
  choice: WorkHoursInput & { teenId: string; chosenBy: string; at: Date },
): Promise<void> {
  const values = {
    teenId: choice.teenId,
    eveningEndHour: choice.eveningEndHour,
    weeklyHours: choice.weeklyHours,
    chosenBy: choice.chosenBy,
    updatedAt: choice.at,
  };
  await tx.insert(workHourChoices).values(values).onConflictDoUpdate({ target: workHourChoices.teenId, set: values });
}
