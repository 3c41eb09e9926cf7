import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { AUDIT_ACTIONS } from '@teenfreelance/contracts/admin';
import { REPORT_TARGET_KINDS, reportReasonValues } from '@teenfreelance/contracts/safety';

export const reportTargetKind = pgEnum('report_target_kind', REPORT_TARGET_KINDS);
export const reportReason = pgEnum('report_reason', reportReasonValues);
export const reportStatus = pgEnum('report_status', ['open', 'dismissed', 'actioned']);

/**
 * What users report, for the admins' review queue: one row per reporter and
 * target (reporting again changes nothing). `reported_user_id` is the person
 * the target belongs to (a message's sender, a gig's seller...), found when
 * the report is made, so the queue can count reports per person.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: reportTargetKind('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reportedUserId: text('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: reportReason('reason').notNull(),
    note: text('note'),
    status: reportStatus('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_idx').on(t.reporterId, t.targetKind, t.targetId),
    // The review queue: open reports, newest first; and the reports about one person.
    index('reports_status_created_idx').on(t.status, t.createdAt.desc()),
    index('reports_reported_user_idx').on(t.reportedUserId, t.status),
    index('reports_target_idx').on(t.targetKind, t.targetId),
    check('reports_note_length', sql`${t.note} is null or char_length(${t.note}) <= 1000`),
  ],
);

/** Who blocked whom. The (blocked_id) index answers "who blocked this viewer" on every guarded read. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    check('blocks_two_people', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const moderationAction = pgEnum('moderation_action', AUDIT_ACTIONS);

/** The audit log: every admin action, with who did it, when, to what and why. Rows are never changed. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: moderationAction('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt.desc())],
);
