import { sql, type SQL } from 'drizzle-orm';
import { notifications } from './schema/notifications.ts';

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

/** A grouped row's title with its count after one more (`before` and `after` are values of the statement). */
export const countedTitleSql = (before: unknown, after: unknown) =>
  sql`${before} || (${notifications.count} + 1)::text || ${after}`;

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
    on conflict (user_id, group_key) where ${UNREAD_GROUP.targetWhere}
    do update set count = ${notifications.count} + 1, body = excluded.body, updated_at = excluded.updated_at,
      title = ${countedTitleSql(value('titleBefore'), value('titleAfter'))}
    returning id, count`;
}
