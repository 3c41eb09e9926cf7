import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { gigs } from './gigs.ts';
import { users } from './users.ts';

/**
 * The emailed link that lets the parent who consented make (or link) their
 * family account (decision 0083): one per teen, replaced at each consent, only
 * the token's SHA-256 kept (decision 0015); used once.
 */
export const guardianInvites = pgTable(
  'guardian_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teenId: text('teen_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the teen gave for their parent: the family account's email. */
    email: text('email').notNull(),
    /** The name the parent confirmed when consenting. */
    guardianName: text('guardian_name').notNull(),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('guardian_invites_token_hash_idx').on(t.tokenHash)],
);

/** A guardian account and a teen it may see and steer from /family. */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    guardianId: text('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teenId: text('teen_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.guardianId, t.teenId] }), index('guardian_links_teen_idx').on(t.teenId)],
);

/**
 * The emailed link with which a guardian approves or declines a teen's gig
 * waiting for them ('Approve new gigs', decision 0084): one per gig, replaced
 * at each new request, only the token's SHA-256 kept (decision 0015); removed
 * once the gig is decided, from the link or the dashboard.
 */
export const gigApprovalLinks = pgTable(
  'gig_approval_links',
  {
    gigId: uuid('gig_id')
      .primaryKey()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gig_approval_links_token_hash_idx').on(t.tokenHash)],
);
