import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

/**
 * What a user is told about (the header's bell and /notifications). `kind` is
 * one of the contracts' notification kinds. A notification with a
 * `group_key` (new messages of one conversation) is one row while it is
 * unread: later events update it and count up instead of adding rows.
 * Newest first is by `updated_at`, then by `seq`: the order the rows were
 * written or last counted up, so that notices written in one transaction
 * (one time) list the last one written on top.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path in the web app (e.g. /messages/{id}). */
    link: text('link').notNull(),
    groupKey: text('group_key'),
    /** How many events this row stands for (grouped kinds). */
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Write order: a new value from the sequence on each insert and each count up (`countedUpSet`). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.seq.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // At most one unread row per group: the grouping upsert's target.
    uniqueIndex('notifications_unread_group_idx')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} is null and ${t.groupKey} is not null`),
  ],
);
