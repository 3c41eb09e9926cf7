import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the product sends. Without SMTP configured this is where mail
 * goes (and the server log), so a local user can still follow a link. When SMTP
 * delivered it, only the envelope is kept: bodies carry one-time links.
 */
export const emailOutbox = pgTable('email_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text'),
  html: text('html'),
  transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
