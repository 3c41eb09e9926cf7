import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from './categories.ts';
import { users } from './users.ts';
import { gigApprovalStates, gigStatuses } from '@teenfreelance/contracts/gig-dtos';
import type { GigRequirement } from '@teenfreelance/contracts/orders';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const gigStatus = pgEnum('gig_status', gigStatuses);

/** A teen's gig waiting for their guardian, or declined by them ('Approve new gigs', decision 0084); null otherwise. */
export const gigApproval = pgEnum('gig_approval', gigApprovalStates);

/**
 * Services offered by freelancers. `isPublic` is derived by the services that
 * change a gig or its seller (published, not deleted, seller allowed to sell),
 * so listing queries filter on one indexed column. `isPro` copies the seller's
 * plan for the same reason: Pro gigs always list first.
 */
export const gigs = pgTable(
  'gigs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    title: varchar('title', { length: 80 }).notNull(),
    shortDescription: varchar('short_description', { length: 150 }).notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    deliveryDays: smallint('delivery_days').notNull(),
    revisions: text('revisions').notNull().default('Unlimited'),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => categories.slug),
    tags: text('tags').array().notNull().default([]),
    /** The questions the buyer answers after paying (at most 5, checked by the contracts; decision 0094). */
    requirements: jsonb('requirements').$type<GigRequirement[]>().notNull().default([]),
    status: gigStatus('status').notNull().default('draft'),
    isPublic: boolean('is_public').notNull().default(false),
    /** The seller's plan: written by the gigs service with the gig and whenever the plan changes. */
    isPro: boolean('is_pro').notNull().default(false),
    rating: real('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by a moderator (or with its seller's suspension): never public again by itself. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** 'awaiting' or 'declined' by the teen's guardian: not public until approved (decision 0084). */
    approval: gigApproval('approval'),
    // What a card shows of the seller and of the first picture, copied here by
    // triggers (migration 0019, decision 0048): from the seller's row when the
    // gig is written and whenever the seller's name or picture change, and
    // from gig_images whenever its rows change. A list of cards then reads one
    // row per gig and no other table. Never written by the services. The
    // seller's plan is `isPro` above, which the gigs service keeps (migration
    // 0021 dropped the second copy a trigger kept).
    sellerName: text('seller_name').notNull().default(''),
    sellerImage: text('seller_image'),
    /** The first picture's [id, storage key], or null when the gig has none. */
    firstImage: text('first_image').array(),
    // Title weighs more than the descriptions in ranking (weight A over B).
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("short_description", '') || ' ' || coalesce("description", '')), 'B')`,
      ),
    // The same words as `search`, narrower (decision 0045): the title with its
    // positions (weight A), the descriptions' words without positions (ranked as
    // weight D). Search tests and ranks it walking gigs_public_search_walk_idx,
    // which carries it, so the window never reads the table.
    searchKeys: tsvector('search_keys')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || strip(to_tsvector('english', coalesce("short_description", '') || ' ' || coalesce("description", '')))`,
      ),
    // The document's adjacent words as pairs, one lexeme each ('play logo'),
    // from the function of migration 0028 (decision 0076): a phrase is found
    // through the GIN index of its pairs instead of reading every candidate's
    // positions from `search`, kept out of line.
    searchPairs: tsvector('search_pairs')
      .notNull()
      .generatedAlwaysAs(
        sql`gig_word_pairs(to_tsvector('english', coalesce("title", '')) || to_tsvector('english', coalesce("short_description", '') || ' ' || coalesce("description", '')))`,
      ),
  },
  (t) => [
    // The words with the category (btree_gin, migration 0037): GIN intersects a
    // category's postings with the words' inside one scan, skipping what the
    // words exclude, where ANDing a bitmap of the category's 76,923 entries at a
    // million gigs took 10-28 ms (decision 0103). Searches without a category
    // read its `search` keys alone, as they read the single-column index it
    // replaced.
    index('gigs_category_search_idx').using('gin', t.categorySlug, t.search),
    index('gigs_search_pairs_idx').using('gin', t.searchPairs),
    index('gigs_public_order_idx')
      .on(t.isPro.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isPublic}`),
    // A category's pages in each sort (decision 0033): walked in order from the
    // category's first entry, deep pages included, without reading other categories.
    // Migration 0020 adds to each sort's index (here and below, but the recommended
    // order's, whose walk indexes carry them already) `INCLUDE` of the filter
    // columns its keys lack (price_cents, rating, delivery_days), which drizzle
    // cannot declare: a filtered view's walk tests them on the entries alone
    // (decision 0048).
    index('gigs_public_category_newest_idx')
      .on(t.categorySlug, t.isPro.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isPublic}`),
    index('gigs_public_category_recommended_idx')
      .on(t.categorySlug, t.isPro.desc(), t.rating.desc(), t.reviewCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isPublic}`),
    index('gigs_public_category_price_idx')
      .on(t.categorySlug, t.isPro.desc(), t.priceCents, t.id)
      .where(sql`${t.isPublic}`),
    index('gigs_public_category_price_desc_idx')
      .on(t.categorySlug, t.isPro.desc(), t.priceCents.desc(), t.id)
      .where(sql`${t.isPublic}`),
    index('gigs_public_category_delivery_idx')
      .on(t.categorySlug, t.isPro.desc(), t.deliveryDays, t.rating.desc(), t.id)
      .where(sql`${t.isPublic}`),
    index('gigs_seller_idx').on(t.sellerId),
    // Explore: one partial index per sort, each led by isPro (Pro gigs always first),
    // so the first page of any sort is read in order without sorting the table.
    index('gigs_public_recommended_idx')
      .on(t.isPro.desc(), t.rating.desc(), t.reviewCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isPublic}`),
    // The recommended order with what a search tests and ranks, for index-only
    // walks (decision 0045). Migration 0017 adds `INCLUDE (search_keys,
    // category_slug, price_cents, delivery_days)`, which drizzle cannot declare
    // (its snapshot has the keys only, so generate never drops the list).
    index('gigs_public_search_walk_idx')
      .on(t.isPro.desc(), t.rating.desc(), t.reviewCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isPublic}`),
    // The same within a category: `INCLUDE (search_keys, price_cents, delivery_days)`.
    index('gigs_public_category_search_walk_idx')
      .on(t.categorySlug, t.isPro.desc(), t.rating.desc(), t.reviewCount.desc(), t.createdAt.desc(), t.id)
      .where(sql`${t.isPublic}`),
    index('gigs_public_price_idx')
      .on(t.isPro.desc(), t.priceCents, t.id)
      .where(sql`${t.isPublic}`),
    index('gigs_public_price_desc_idx')
      .on(t.isPro.desc(), t.priceCents.desc(), t.id)
      .where(sql`${t.isPublic}`),
    // Filtered counts (decision 0020) read only these indexes (index-only scans), never the rows.
    index('gigs_public_filter_category_idx')
      .on(t.categorySlug, t.priceCents, t.rating, t.deliveryDays, t.isPro)
      .where(sql`${t.isPublic}`),
    index('gigs_public_filter_price_idx')
      .on(t.priceCents, t.rating, t.deliveryDays, t.isPro)
      .where(sql`${t.isPublic}`),
    // Home's "Recently added": newest first regardless of Pro.
    index('gigs_public_recent_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.isPublic}`),
    index('gigs_public_delivery_idx')
      .on(t.isPro.desc(), t.deliveryDays, t.rating.desc(), t.id)
      .where(sql`${t.isPublic}`),
  ],
);

/**
 * A gig's pictures, in order. `storageKey` names the files: `{key}-{size}.webp`
 * for each size the pages use (see storage/images.ts).
 */
export const gigImages = pgTable(
  'gig_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gig_images_gig_idx').on(t.gigId, t.position)],
);

/**
 * Views of a gig's page: one row per visitor, gig and hour, so a view is one
 * insert that a repeat within the hour skips (ON CONFLICT DO NOTHING), and a
 * gig's views are its rows (the seller's dashboard counts them through the
 * key, which leads with the gig). `visitor` is the account's id, or a keyed
 * hash of a visitor's address and browser: never the address itself.
 */
export const gigViews = pgTable(
  'gig_views',
  {
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    /** The hour of the view (UTC), truncated. */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gigId, t.visitor, t.hour] })],
);
