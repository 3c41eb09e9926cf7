import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A guardian's stricter work hours for their teen (decision 0086): an earlier
 * evening end, fewer hours a week; null keeps the law's. The law's own figures
 * are not stored: they follow from the teen's age, country and the date.
 */
export const workHourChoices = pgTable('work_hour_choices', {
  teenId: text('teen_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  eveningEndHour: integer('evening_end_hour'),
  weeklyHours: integer('weekly_hours'),
  /** The guardian who chose them last. */
  chosenBy: text('chosen_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The birthdays the growing-up sweep has acted on (decision 0087): '16' (the
 * work-hour law ends, the guardian is told) and '18' (the guardian link ends).
 * The primary key makes each happen once, however many processes sweep.
 */
export const familyMilestones = pgTable(
  'family_milestones',
  {
    teenId: text('teen_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    milestone: text('milestone', { enum: ['16', '18'] }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.teenId, t.milestone] })],
);
