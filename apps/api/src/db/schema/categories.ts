import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The thirteen categories; rows are written by a migration from the contracts' list.
 * `public_gig_count` is kept by triggers on gigs (migration 0006): counting a
 * category's gigs at a million rows took seconds, reading the counter takes nothing.
 */
export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  position: smallint('position').notNull(),
  publicGigCount: integer('public_gig_count').notNull().default(0),
});
