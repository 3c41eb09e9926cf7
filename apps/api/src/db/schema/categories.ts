import { pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** The thirteen categories; rows are written by a migration from the contracts' list. */
export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  position: smallint('position').notNull(),
});
