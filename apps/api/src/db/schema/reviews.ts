import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { gigs } from './gigs.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A buyer's review of a completed order's gig (one per order), and the
 * seller's one reply. Gig and seller ratings (average, count, 1-5 breakdown)
 * are computed from these rows once published; `gigs.rating` and
 * `gigs.review_count` are kept from them in the publishing transaction
 * (decision 0093: double-blind, published when both parties wrote or 10 days
 * after completion).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null for the review of a hired proposal's order (it rates the seller, not a gig). */
    gigId: uuid('gig_id').references(() => gigs.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by a moderator: out of the lists and out of every rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When others may see it: the seller's review of the buyer arrived, or the 10 days ran out (decision 0093). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_order_idx').on(t.orderId),
    // The sweep's unpublished reviews (few: at most 10 days' worth).
    index('reviews_unpublished_idx')
      .on(t.createdAt)
      .where(sql`${t.publishedAt} is null`),
    // A gig's and a seller's reviews, newest first (pages by keyset); the breakdown counts by rating over the same rows.
    index('reviews_gig_created_idx').on(t.gigId, t.createdAt.desc(), t.id.desc()),
    index('reviews_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A seller's review of the buyer of a completed order (one per order; decision
 * 0093). Published with the order's review of the seller, or 10 days after
 * completion; a buyer's rating is computed from the published rows.
 */
export const buyerReviews = pgTable(
  'buyer_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('buyer_reviews_order_idx').on(t.orderId),
    // A buyer's rating: their published reviews.
    index('buyer_reviews_buyer_idx')
      .on(t.buyerId)
      .where(sql`${t.publishedAt} is not null`),
    index('buyer_reviews_unpublished_idx')
      .on(t.createdAt)
      .where(sql`${t.publishedAt} is null`),
    check('buyer_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
