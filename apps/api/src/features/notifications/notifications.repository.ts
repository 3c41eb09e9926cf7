import { and, eq, isNull, sql } from 'drizzle-orm';
import { countedUpSet, UNREAD_GROUP, type CountedTitle } from '../../db/grouped-notifications.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  groupKey: string | null;
  at: Date;
}

/**
 * Adds a notification, or, when an unread one of the same group exists,
 * counts it up and refreshes its body and time (the partial unique index
 * notifications_unread_group_idx is the conflict target), and its title when
 * `countedTitle` says how it reads with the new count. Returns the row's id
 * and its count after the write (1: a new row).
 */
export async function upsertNotification(
  tx: DbOrTx,
  row: NewNotification,
  countedTitle?: CountedTitle,
): Promise<{ id: string; count: number }> {
  const values = { ...row, createdAt: row.at, updatedAt: row.at };
  const insert = tx.insert(notifications).values(values);
  const [written] = row.groupKey
    ? await insert
        .onConflictDoUpdate({
          ...UNREAD_GROUP,
          set: countedUpSet(countedTitle),
        })
        .returning({ id: notifications.id, count: notifications.count })
    : await insert.returning({ id: notifications.id, count: notifications.count });
  if (!written) throw new Error('notification not written');
  return written;
}

export async function setNotificationTitle(tx: DbOrTx, id: string, title: string): Promise<void> {
  await tx.update(notifications).set({ title }).where(eq(notifications.id, id));
}

/** One page, newest first by (updated_at, seq), after the row `beforeId` when given; one more than `limit` tells if there is more. */
export async function findNotificationPage(
  db: DbOrTx,
  userId: string,
  limit: number,
  beforeId: string | null,
): Promise<NotificationRow[]> {
  const after = beforeId
    ? sql`(${notifications.updatedAt}, ${notifications.seq}) < (select n.updated_at, n.seq from ${notifications} n where n.id = ${beforeId} and n.user_id = ${userId})`
    : undefined;
  return (
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), after))
      // As the index `notifications_user_updated_idx` is written (drizzle's desc is DESC NULLS LAST): a plain DESC
      // means NULLS FIRST, and PostgreSQL would sort the user's notifications instead of reading the index in order.
      .orderBy(sql`${notifications.updatedAt} desc nulls last`, sql`${notifications.seq} desc nulls last`)
      .limit(limit + 1)
  );
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function findNotification(db: DbOrTx, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row;
}

/** Marks one notification read; undefined when it is not the user's. */
export async function markNotificationRead(
  db: DbOrTx,
  userId: string,
  id: string,
  at: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks read the user's unread notifications (of one group when given); returns how many changed. */
export async function markUnreadRead(db: DbOrTx, userId: string, at: Date, groupKey?: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        groupKey === undefined ? undefined : eq(notifications.groupKey, groupKey),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** The unread notification of a group, with whether its user wants message emails, and their address. */
export async function findUnreadGroupForEmail(db: DbOrTx, userId: string, groupKey: string) {
  const [row] = await db
    .select({
      id: notifications.id,
      count: notifications.count,
      email: users.email,
      name: users.name,
      messageEmails: users.messageEmails,
      isMinor: users.isMinor,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(notifications.userId, userId), eq(notifications.groupKey, groupKey), isNull(notifications.readAt)));
  return row;
}
