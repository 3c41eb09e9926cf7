import { and, asc, count, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderFiles } from '../../db/schema/orders.ts';

export type OrderFileRow = typeof orderFiles.$inferSelect;

export async function insertOrderFile(db: DbOrTx, values: typeof orderFiles.$inferInsert): Promise<OrderFileRow> {
  const [row] = await db.insert(orderFiles).values(values).returning();
  if (!row) throw new Error('order file insert returned nothing');
  return row;
}

/** Files uploaded to the order and not delivered yet. */
export async function countPendingFiles(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), isNull(orderFiles.eventId)));
  return row?.n ?? 0;
}

/** Of `ids`, the order's files not delivered yet. */
export async function findPendingFiles(db: DbOrTx, orderId: string, ids: string[]): Promise<OrderFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), isNull(orderFiles.eventId), inArray(orderFiles.id, ids)));
}

export async function attachFiles(tx: DbOrTx, ids: string[], eventId: string): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(orderFiles).set({ eventId }).where(inArray(orderFiles.id, ids));
}

/** The order's delivered files, oldest first. */
export async function findDeliveredFiles(db: DbOrTx, orderId: string): Promise<OrderFileRow[]> {
  return db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), isNotNull(orderFiles.eventId)))
    .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
}

export async function findOrderFile(db: DbOrTx, orderId: string, fileId: string): Promise<OrderFileRow | undefined> {
  const [row] = await db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.id, fileId)))
    .limit(1);
  return row;
}
