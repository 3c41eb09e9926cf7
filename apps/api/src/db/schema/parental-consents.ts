import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A minor freelancer's parent or guardian, and their consent. The emailed link
 * carries a one-time token; only its SHA-256 hash is stored (docs/decisions/0015).
 * Resending replaces the hash, so an older link stops working.
 */
export const parentalConsents = pgTable(
  'parental_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentName: text('parent_name').notNull(),
    parentEmail: text('parent_email').notNull(),
    parentPhone: text('parent_phone').notNull(),
    /** SHA-256 (hex) of the link's token; null once used. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the last link was sent (resends are rate-limited on it). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** The full name the parent typed when agreeing. */
    consentedByName: text('consented_by_name'),
    /** The relationship the parent stated: 'parent' or 'legal_guardian' (contracts' PARENT_RELATIONSHIPS). */
    consentedRelationship: text('consented_relationship').$type<'parent' | 'legal_guardian'>(),
    consentedIp: text('consented_ip'),
    /** The consenting browser's User-Agent, cut to 512 characters (docs/decisions/0028). */
    consentedUserAgent: text('consented_user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parental_consents_token_hash_idx').on(t.tokenHash)],
);
