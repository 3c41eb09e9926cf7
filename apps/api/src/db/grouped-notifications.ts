import { sql, type SQL } from 'drizzle-orm';
import { notifications } from './schema/notifications.ts';
import { setClause } from './set-clause.ts';

/**
 * How notifications group: one unread row per user and group, counted up with its title. Here, out of
 * the notifications feature, because the send's single statement (messaging, decision 0100) writes a
 * message's notification itself, with the same rules as the feature's own upsert.
 */

/** A grouped notification's title around its count: `before`, the count in digits, `after`. */
export interface CountedTitle {
  before: string;
  after: string;
}

/** A grouped notice as a statement writes it: its row's words and how its title reads around the count. */
export interface GroupedNotice {
  row: { userId: string; kind: string; title: string; body: string; link: string; groupKey: string };
  countedTitle: CountedTitle;
}

/** The group of a conversation's message notifications. */
export const conversationGroupKey = (conversationId: string): string => `conversation:${conversationId}`;

/** The grouping upsert's conflict target: the partial unique index notifications_unread_group_idx. */
export const UNREAD_GROUP = {
  target: [notifications.userId, notifications.groupKey],
  targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
};

/**
 * What counting one more into an unread group changes: the count, the body, time and write order of the new
 * notice (the row that would have been inserted, `excluded`), and its title around the new count when `countedTitle`
 * says how it reads (`before` and `after` are values of the statement).
 */
export function countedUpSet(countedTitle?: { before: unknown; after: unknown }): Record<string, SQL> {
  return {
    count: sql`${notifications.count} + 1`,
    body: sql`excluded.body`,
    updatedAt: sql`excluded.updated_at`,
    // The sequence's value drawn for the row that would have been inserted: counted up is written last.
    seq: sql`excluded.seq`,
    ...(countedTitle
      ? { title: sql`${countedTitle.before} || (${notifications.count} + 1)::text || ${countedTitle.after}` }
      : {}),
  };
}

/** The values of a grouped notification's row, by name, in a statement built once (placeholders). */
export type GroupedNotificationValue =
  'userId' | 'kind' | 'title' | 'body' | 'link' | 'groupKey' | 'at' | 'titleBefore' | 'titleAfter';

/**
 * upsertNotification of a grouped notice with a counted title, as a part of another statement (the send's,
 * decision 0100): one row for each row of `from` (none: nothing written), its values given by `value`.
 * Returns `id` and `count`.
 */
export function groupedNotificationUpsert(from: SQL, value: (name: GroupedNotificationValue) => unknown): SQL {
  const at = sql`${value('at')}::timestamptz`;
  return sql`insert into ${notifications} (user_id, kind, title, body, link, group_key, created_at, updated_at)
    select ${value('userId')}, ${value('kind')}, ${value('title')}, ${value('body')}, ${value('link')},
      ${value('groupKey')}, ${at}, ${at}
    from ${from}
    on conflict (${sql.join(
      UNREAD_GROUP.target.map((column) => sql.identifier(column.name)),
      sql`, `,
    )}) where ${UNREAD_GROUP.targetWhere}
    do update set ${setClause(notifications, countedUpSet({ before: value('titleBefore'), after: value('titleAfter') }))}
    returning id, count`;
}
