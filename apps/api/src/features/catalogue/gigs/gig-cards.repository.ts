import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { gigs } from '../../../db/schema/gigs.ts';

/** What a gig card needs, in one row per gig. */
export const cardColumns = {
  id: gigs.id,
  title: gigs.title,
  shortDescription: gigs.shortDescription,
  priceCents: gigs.priceCents,
  categorySlug: gigs.categorySlug,
  rating: gigs.rating,
  reviewCount: gigs.reviewCount,
  deliveryDays: gigs.deliveryDays,
  isPro: gigs.isPro,
  isPublic: gigs.isPublic,
  createdAt: gigs.createdAt,
  sellerId: gigs.sellerId,
  // The seller's and the first picture's, as triggers keep them on the gig
  // (decision 0048): a card is one row of gigs, joined to nothing. The
  // seller's plan is isPro.
  sellerName: gigs.sellerName,
  sellerImage: gigs.sellerImage,
  firstImage: gigs.firstImage,
};
export type GigCardRow = {
  id: string;
  title: string;
  shortDescription: string;
  priceCents: number;
  categorySlug: string;
  rating: number;
  reviewCount: number;
  deliveryDays: number;
  isPro: boolean;
  isPublic: boolean;
  createdAt: Date;
  sellerId: string;
  sellerName: string;
  sellerImage: string | null;
  /** The first picture's [id, storage key], or null. */
  firstImage: string[] | null;
};

/**
 * The card columns as one JSON array, in cardColumns' order, for a list read
 * as one JSON value (decision 0047); fromCardJson names them again. Only the
 * date arrives as text.
 */
export const cardJson: SQL = sql`json_build_array(${sql.join(Object.values(cardColumns), sql`, `)})`;
export type CardJson = unknown[];
const CARD_KEYS = Object.keys(cardColumns) as (keyof GigCardRow)[];

/**
 * A list's cards as one JSON array, in `order`, and only the rows `only`
 * keeps (a list with a row that joins no gig): drivers read one value
 * instead of sixteen a card, and drizzle maps none (decision 0047). PGlite
 * gains most: its protocol layer copies and decodes every value it reads.
 */
export const cardsJson = (order: SQL, only?: SQL): SQL<CardJson[]> =>
  sql<
    CardJson[]
  >`coalesce(json_agg(${cardJson} order by ${order})${only ? sql` filter (where ${only})` : sql``}, '[]')`;

/**
 * A card row from its JSON array. A plain loop: built with Object.fromEntries
 * and a spread, a card cost 5.7 µs, not 1.3, and a page's 25 were 6% of the
 * server's time on explore (decision 0048).
 */
export function fromCardJson(values: CardJson): GigCardRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < CARD_KEYS.length; i += 1) row[CARD_KEYS[i] as string] = values[i];
  row.createdAt = new Date(row.createdAt as string);
  return row as GigCardRow;
}

/** A seller's gigs (not deleted), newest first; `includePrivate` adds drafts and gigs awaiting consent. */
export function findSellerCards(db: DbOrTx, sellerId: string, includePrivate: boolean): Promise<GigCardRow[]> {
  return db
    .select(cardColumns)
    .from(gigs)
    .where(
      and(eq(gigs.sellerId, sellerId), isNull(gigs.deletedAt), includePrivate ? undefined : eq(gigs.isPublic, true)),
    )
    .orderBy(desc(gigs.createdAt), asc(gigs.id));
}

/** Gigs by id, cards only (favourites); order is the caller's. */
export function findCardsByIds(db: DbOrTx, ids: string[]): Promise<GigCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(cardColumns).from(gigs).where(inArray(gigs.id, ids));
}
