import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { HOLD_REASONS } from '@teenfreelance/contracts/messages';
import { gigs } from './gigs.ts';
import { jobs } from './job-posts.ts';
import { users } from './users.ts';

/**
 * A conversation between a buyer and a seller, about one gig, one job post (a
 * hire) or nothing (from the seller's profile): one per buyer, seller and
 * subject. Each side's read position
 * is kept here, so the unread count of a conversation is the other side's
 * messages after it. `last_message_*` is denormalised for the inbox list
 * (newest first, without reading every message).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept when the gig is deleted (soft delete), so the thread still says what it was about. */
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'set null' }),
    /** The job post it is about: opened when its poster hired the seller; null otherwise. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessageId: uuid('last_message_id'),
    /** The newest message each side has seen (null: none yet). */
    buyerLastReadAt: timestamp('buyer_last_read_at', { withTimezone: true }),
    sellerLastReadAt: timestamp('seller_last_read_at', { withTimezone: true }),
  },
  (t) => [
    // One conversation per buyer, seller and gig or job; NULLS NOT DISTINCT needs PostgreSQL 15, which we require.
    unique('conversations_parties_subject_key').on(t.buyerId, t.sellerId, t.gigId, t.jobId).nullsNotDistinct(),
    index('conversations_buyer_last_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_last_idx').on(t.sellerId, t.lastMessageAt.desc()),
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/**
 * Messages, stored as the sender wrote them (shown as text, never HTML).
 * `client_id` is the id the sender's browser gave the message, so a retry of
 * the same send is recognised and stored once.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    /** Removed by a moderator: shown as removed; the body stays for the record. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /**
     * Held for review (decision 0044): sent to a minor by someone several people
     * have reported. Only the sender sees it until a moderator releases it
     * (cleared) or removes it (kept, with removed_at).
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** Why it was held (HOLD_REASONS: decision 0062, "Which signals hold"); kept once delivered or removed. */
    heldReason: text('held_reason', { enum: HOLD_REASONS }),
    /**
     * The screening found contact details in it (masked for the minor): a second such message to a
     * minor in the same conversation within HOLD_REPEAT_WINDOW_HOURS is held. Read through the thread index.
     */
    contactDetails: boolean('contact_details').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_idx').on(t.senderId, t.clientId),
    // A thread's pages, newest first, and "after this one" for catch-up.
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    // The moderators' list of messages waiting for review.
    index('messages_held_idx')
      .on(t.heldAt)
      .where(sql`${t.heldAt} is not null and ${t.removedAt} is null`),
    // A held message says why (messages held before the reason was kept were held for reports).
    check('messages_held_reason_check', sql`${t.heldAt} is null or ${t.heldReason} is not null`),
  ],
);
