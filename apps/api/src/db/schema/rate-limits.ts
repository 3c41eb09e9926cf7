import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process (see docs/decisions/0016).
 * One row per key (e.g. 'sign-in:account:ava@example.com'): the window began at
 * the key's first hit and `count` hits fell in it. Stale rows are swept.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull().default(0),
});
