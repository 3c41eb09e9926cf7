import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A guardian's weekly summary email (decision 0087): whether they want it
 * (the off switch on /family, or the email's unsubscribe link) and the week
 * it was last sent for, which makes it once a week across processes.
 * No row: on, never sent.
 */
export const weeklySummaries = pgTable('weekly_summaries', {
  guardianId: text('guardian_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  /** The Monday (YYYY-MM-DD, UTC) of the week the last summary was sent for. */
  lastSentWeek: text('last_sent_week'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
