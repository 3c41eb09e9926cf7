import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { categories } from '../../db/schema/categories.ts';
import type { ExploreSort } from '@teenfreelance/contracts/gigs';
import type { DbOrTx } from '../../db/client.ts';
import { favorites } from '../../db/schema/favorites.ts';
import { gigImages, gigs } from '../../db/schema/gigs.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';

/** What a gig card needs, in one row per gig. */
const cardColumns = {
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
  sellerName: users.name,
  sellerImage: users.image,
  sellerIsPro: users.isPro,
  // The first picture, through gig_images_gig_idx.
  imageId: sql<
    string | null
  >`(select gi.id from gig_images gi where gi.gig_id = ${gigs.id} order by gi.position limit 1)`,
  imageKey: sql<
    string | null
  >`(select gi.storage_key from gig_images gi where gi.gig_id = ${gigs.id} order by gi.position limit 1)`,
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
  sellerIsPro: boolean;
  imageId: string | null;
  imageKey: string | null;
};

export interface ExploreCriteria {
  search?: string | undefined;
  /**
   * What the search matches: 'words' (full-text, the last word also as a
   * prefix; the default) or 'typos' (titles whose words are close to each
   * searched word and that the words do not already match). Decision 0023.
   */
  textMatch?: 'words' | 'typos';
  category?: string | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
  minRating?: number | undefined;
  maxDelivery?: number | undefined;
  proOnly?: boolean;
}

// Every order starts with isPro (Pro gigs always first) and matches one of the
// partial indexes declared in schema/gigs.ts, nulls ordering included.
const proFirst = sql`${gigs.isPro} desc nulls last`;
/** Recommended is best rated first (gigs_public_recommended_idx); "Best Rating" is the same order. */
const BY_RATING = [
  proFirst,
  sql`${gigs.rating} desc nulls last`,
  sql`${gigs.reviewCount} desc nulls last`,
  sql`${gigs.createdAt} desc nulls last`,
  asc(gigs.id),
];
/**
 * The same orders led by an expression no index provides (`is_pro::int`), for
 * matches known to be few: PostgreSQL then finds them all through the GIN
 * indexes and sorts them, instead of walking a sort index in the hope of
 * meeting them early. Its estimate for a word or prefix it has no statistics
 * on is 0.5% of the table, so it would otherwise walk the whole index looking
 * for a word nothing contains (a second, not milliseconds, at 100,000 gigs).
 */
function unindexed(order: SQL[]): SQL[] {
  return [sql`${gigs.isPro}::int desc`, ...order.slice(1)];
}

const SORTS: Record<ExploreSort, SQL[]> = {
  recommended: BY_RATING,
  rating: BY_RATING,
  newest: [proFirst, sql`${gigs.createdAt} desc nulls last`, asc(gigs.id)],
  'price-asc': [proFirst, asc(gigs.priceCents), asc(gigs.id)],
  'price-desc': [proFirst, sql`${gigs.priceCents} desc nulls last`, asc(gigs.id)],
  delivery: [proFirst, asc(gigs.deliveryDays), sql`${gigs.rating} desc nulls last`, asc(gigs.id)],
};

/** How close each searched word must be to a title word in a typo match (0 to 1, pg_trgm word similarity). */
const TYPO_WORD_SIMILARITY = 0.5;

// A word as the full-text parser sees one: letters and digits only, so it can
// never carry tsquery syntax.
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The last word of a search when it can match as a prefix (what someone is
 * still typing): a plain word, not negated, not inside quotes and not the
 * websearch `or` operator. Null otherwise.
 */
export function prefixWord(search: string): string | null {
  if ((search.match(/"/g) ?? []).length % 2 === 1) return null;
  const last = search.trim().split(/\s+/).at(-1) ?? '';
  return PLAIN_WORD.test(last) && last.toLowerCase() !== 'or' ? last : null;
}

/**
 * The words a typo-tolerant title match looks for, or null when the search uses
 * websearch operators (quotes, `-`, `or`): those say exactly what to match, and
 * a similar title would undo a negation.
 */
export function typoWords(search: string): string[] | null {
  const words = search.trim().split(/\s+/);
  if (search.includes('"') || words.some((w) => w.startsWith('-') || w.toLowerCase() === 'or')) return null;
  const plain = words.map((w) => w.replace(/[^\p{L}\p{N}]+/gu, '')).filter((w) => w.length > 0);
  return plain.length > 0 ? plain : null;
}

/**
 * The full-text query of a search: websearch semantics (quotes, `-`, `or`),
 * with the last typed word also matching as a prefix ('spread' finds
 * 'spreadsheet'). websearch_to_tsquery ends its text with that word's stemmed
 * lexeme, so `:*` is appended there; a stop word (no lexeme) is left as is.
 * Both functions are immutable, so the planner folds this to a constant and
 * estimates it like any tsquery.
 */
function wordsQuery(search: string): SQL {
  const exact = sql`websearch_to_tsquery('english', ${search})`;
  const last = prefixWord(search);
  if (!last) return exact;
  // Only a query text that ends with a lexeme's closing quote takes `:*`; anything else stays as websearch made it.
  return sql`(case when plainto_tsquery('english', ${last}) = ''::tsquery or right(${exact}::text, 1) <> '''' then ${exact}
    else (${exact}::text || ':*')::tsquery end)`;
}

function textMatch(criteria: ExploreCriteria): SQL | undefined {
  if (!criteria.search) return undefined;
  const words = sql`${gigs.search} @@ ${wordsQuery(criteria.search)}`;
  if (criteria.textMatch !== 'typos') return words;
  const typed = typoWords(criteria.search);
  if (!typed) return sql`false`;
  // The whole search close to part of the title (pg_trgm word similarity at its
  // default 0.6, served by the GIN trigram index), and each searched word at
  // least half-close to a word of it, so one long word cannot carry a title
  // that has nothing of the others ('zebrafolk light'). Stop words ('for',
  // 'the') are not required. A search of stop words only matches nothing.
  const closeWords = typed.map(
    (word) =>
      sql`(plainto_tsquery('english', ${word}) = ''::tsquery or word_similarity(${word}, ${gigs.title}) >= ${TYPO_WORD_SIMILARITY})`,
  );
  return and(
    sql`plainto_tsquery('english', ${criteria.search}) <> ''::tsquery`,
    sql`${criteria.search} <% ${gigs.title}`,
    ...closeWords,
    sql`not (${words})`,
  );
}

function exploreWhere(criteria: ExploreCriteria): SQL | undefined {
  return and(
    eq(gigs.isPublic, true),
    textMatch(criteria),
    criteria.category ? eq(gigs.categorySlug, criteria.category) : undefined,
    criteria.minPriceCents !== undefined ? gte(gigs.priceCents, criteria.minPriceCents) : undefined,
    criteria.maxPriceCents !== undefined ? lte(gigs.priceCents, criteria.maxPriceCents) : undefined,
    criteria.minRating !== undefined ? gte(gigs.rating, criteria.minRating) : undefined,
    criteria.maxDelivery !== undefined ? lte(gigs.deliveryDays, criteria.maxDelivery) : undefined,
    criteria.proOnly ? eq(gigs.isPro, true) : undefined,
  );
}

/**
 * Search results are ranked by relevance (ts_rank: title over description)
 * within a window of this many matches taken in the recommended order, so the
 * cost of ranking is bounded however common the words are (decision 0023).
 * A multiple of the page size, so no page straddles the window's edge.
 */
export const RANKED_WINDOW = 240;

/** One page of public gigs matching the criteria, Pro first, then the sort (or relevance when searching). */
export async function findExplorePage(
  db: DbOrTx,
  criteria: ExploreCriteria,
  sort: ExploreSort,
  limit: number,
  offset: number,
  hasFewMatches = false,
): Promise<GigCardRow[]> {
  const order = hasFewMatches ? unindexed(SORTS[sort]) : SORTS[sort];
  if (!criteria.search || sort !== 'recommended' || offset >= RANKED_WINDOW) {
    return sortedPage(db, criteria, order, limit, offset);
  }
  const inWindow = Math.min(limit, RANKED_WINDOW - offset);
  const ranked = await findRankedPage(db, criteria, order, inWindow, offset);
  if (inWindow === limit || ranked.length < inWindow) return ranked;
  // A page that crosses the window's edge goes on in the recommended order,
  // which is the order the window was taken in: no gig twice, none skipped.
  return [...ranked, ...(await sortedPage(db, criteria, order, limit - inWindow, RANKED_WINDOW))];
}

/** A page in the given order, each row carrying `matchCount` (null unless asked for). */
function sortedPage(
  db: DbOrTx,
  criteria: ExploreCriteria,
  order: SQL[],
  limit: number,
  offset: number,
  matchCount: SQL<number | null> = sql<null>`null`,
) {
  return db
    .select({ ...cardColumns, matchCount })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .where(exploreWhere(criteria))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** True when the criteria are at most a category: the trigger-kept counters hold the exact total (decision 0026). */
export function isCountedByCategory(criteria: ExploreCriteria): boolean {
  return (
    !criteria.search &&
    criteria.minPriceCents === undefined &&
    criteria.maxPriceCents === undefined &&
    criteria.minRating === undefined &&
    criteria.maxDelivery === undefined &&
    !criteria.proOnly
  );
}

/**
 * One page of a view without search, and with it the view's count in the same
 * round trip: the exact total from the category counters when the view is at
 * most a category, otherwise the matches counted up to `cap` on the covering
 * filter indexes. `count` is null when the page is empty (no row to carry it).
 */
export async function findExplorePageWithCount(
  db: DbOrTx,
  criteria: ExploreCriteria,
  sort: ExploreSort,
  limit: number,
  offset: number,
  cap: number,
): Promise<{ rows: GigCardRow[]; count: number | null }> {
  const counted = isCountedByCategory(criteria) ? publicGigCount(criteria.category) : cappedCount(criteria, cap);
  const rows = await sortedPage(db, criteria, SORTS[sort], limit, offset, counted);
  return { rows, count: rows[0]?.matchCount ?? null };
}

/** The rows of a raw statement (PGlite and node-postgres both answer `{ rows }`). */
async function selectRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The exact number of public gigs, in one category or in all, from the counters kept by triggers (decision 0026). */
function publicGigCount(category?: string): SQL<number> {
  const where = category ? sql` where ${categories.slug} = ${category}` : sql``;
  return sql<number>`(select coalesce(sum(${categories.publicGigCount}), 0)::int from ${categories}${where})`;
}

/** How many public gigs match, counting at most `cap` (decision 0020): never reads more than `cap` index entries. */
function cappedCount(criteria: ExploreCriteria, cap: number): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${gigs} where ${exploreWhere(criteria)} limit ${cap}) capped)`;
}

/** The number of public gigs, exact. */
export async function countPublicGigs(db: DbOrTx): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select ${publicGigCount()} as n`);
  return Number(row?.n ?? 0);
}

async function findRankedPage(db: DbOrTx, criteria: ExploreCriteria, order: SQL[], limit: number, offset: number) {
  const search = criteria.search ?? '';
  // Within a group, word forms the search names exactly (stemmed: 'designs'
  // finds 'design') come before words it only begins (tier 0, then 1); typo
  // matches are their own group, by how close the title is.
  const tier =
    criteria.textMatch === 'typos'
      ? sql<number>`2`
      : sql<number>`case when ${gigs.search} @@ websearch_to_tsquery('english', ${search}) then 0 else 1 end`;
  const relevance =
    criteria.textMatch === 'typos'
      ? sql<number>`word_similarity(${search}, ${gigs.title})`
      : sql<number>`ts_rank(${gigs.search}, ${wordsQuery(search)})`;
  const window = db
    .select({
      wid: sql<string>`${gigs.id}`.as('wid'),
      wpro: sql<boolean>`${gigs.isPro}`.as('wpro'),
      wtier: tier.as('wtier'),
      wrank: relevance.as('wrank'),
      wrating: sql<number>`${gigs.rating}`.as('wrating'),
      wreviews: sql<number>`${gigs.reviewCount}`.as('wreviews'),
      wcreated: sql<Date>`${gigs.createdAt}`.as('wcreated'),
    })
    .from(gigs)
    .where(exploreWhere(criteria))
    .orderBy(...order)
    .limit(RANKED_WINDOW)
    .as('w');
  return db
    .select(cardColumns)
    .from(window)
    .innerJoin(gigs, eq(gigs.id, window.wid))
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .orderBy(
      sql`${window.wpro} desc`,
      sql`${window.wtier} asc`,
      sql`${window.wrank} desc`,
      sql`${window.wrating} desc`,
      sql`${window.wreviews} desc`,
      sql`${window.wcreated} desc`,
      sql`${window.wid} asc`,
    )
    .limit(limit)
    .offset(offset);
}

/** How many public gigs match, exact below `cap` (decision 0020). */
export async function countExplore(db: DbOrTx, criteria: ExploreCriteria, cap: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select ${cappedCount(criteria, cap)} as n`);
  return Number(row?.n ?? 0);
}

/** The planner's estimate of how many public gigs match (no rows read; decision 0020). */
export async function estimateExplore(db: DbOrTx, criteria: ExploreCriteria): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(gigs)
    .where(exploreWhere(criteria));
  const [first] = await selectRows<Record<string, unknown>>(db, sql`explain (format json) ${query}`);
  const cell = first ? Object.values(first)[0] : undefined;
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

/** Public gigs in a fixed order, for the home page lists. */
export function findPublicCards(
  db: DbOrTx,
  order: 'featured' | 'recent' | 'recommended',
  limit: number,
): Promise<GigCardRow[]> {
  const orderBy =
    order === 'recent'
      ? [sql`${gigs.createdAt} desc nulls last`, asc(gigs.id)]
      : order === 'featured'
        ? SORTS.newest
        : SORTS.recommended;
  return db
    .select(cardColumns)
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .where(eq(gigs.isPublic, true))
    .orderBy(...orderBy)
    .limit(limit);
}

/** A seller's gigs (not deleted), newest first; `includePrivate` adds drafts and gigs awaiting consent. */
export function findSellerCards(db: DbOrTx, sellerId: string, includePrivate: boolean): Promise<GigCardRow[]> {
  return db
    .select(cardColumns)
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .where(
      and(eq(gigs.sellerId, sellerId), isNull(gigs.deletedAt), includePrivate ? undefined : eq(gigs.isPublic, true)),
    )
    .orderBy(desc(gigs.createdAt), asc(gigs.id));
}

/** Gigs by id, cards only (favourites); order is the caller's. */
export function findCardsByIds(db: DbOrTx, ids: string[]): Promise<GigCardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(cardColumns).from(gigs).innerJoin(users, eq(users.id, gigs.sellerId)).where(inArray(gigs.id, ids));
}

/** The gig row with its seller's standing, or undefined (deleted gigs included: callers decide). */
export async function findGigWithSeller(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      gig: gigs,
      seller: {
        id: users.id,
        name: users.name,
        image: users.image,
        isPro: users.isPro,
        role: users.role,
        parentalConsent: users.parentalConsent,
        isMinor: users.isMinor,
        bio: users.bio,
        country: users.country,
        responseTime: users.responseTime,
        createdAt: users.createdAt,
      },
    })
    .from(gigs)
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .where(eq(gigs.id, id))
    .limit(1);
  return row;
}

export function findGigImages(db: DbOrTx, gigId: string) {
  return db
    .select({ id: gigImages.id, storageKey: gigImages.storageKey, width: gigImages.width, height: gigImages.height })
    .from(gigImages)
    .where(eq(gigImages.gigId, gigId))
    .orderBy(asc(gigImages.position));
}

/** Review totals over a seller's public gigs. */
export async function findSellerRating(db: DbOrTx, sellerId: string): Promise<{ rating: number; reviewCount: number }> {
  const [row] = await db
    .select({
      reviews: sql<number>`coalesce(sum(${gigs.reviewCount}), 0)::int`,
      weighted: sql<number>`coalesce(sum(${gigs.rating} * ${gigs.reviewCount}), 0)::float8`,
    })
    .from(gigs)
    .where(and(eq(gigs.sellerId, sellerId), eq(gigs.isPublic, true)));
  const reviews = Number(row?.reviews ?? 0);
  return { reviewCount: reviews, rating: reviews > 0 ? Number(row?.weighted ?? 0) / reviews : 0 };
}

/** The seller's row, locked for the rest of the transaction (serialises gig-limit checks). */
export async function lockSeller(tx: DbOrTx, sellerId: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, isPro: users.isPro, parentalConsent: users.parentalConsent })
    .from(users)
    .where(eq(users.id, sellerId))
    .for('update');
  return row;
}

export async function findSellerStanding(db: DbOrTx, sellerId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, isPro: users.isPro, parentalConsent: users.parentalConsent })
    .from(users)
    .where(eq(users.id, sellerId));
  return row;
}

export async function countActiveGigs(db: DbOrTx, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(gigs)
    .where(and(eq(gigs.sellerId, sellerId), isNull(gigs.deletedAt)));
  return Number(row?.n ?? 0);
}

export type NewGigRow = typeof gigs.$inferInsert;

export async function insertGig(tx: DbOrTx, values: NewGigRow): Promise<string> {
  const [row] = await tx.insert(gigs).values(values).returning({ id: gigs.id });
  if (!row) throw new Error('gig insert returned nothing');
  return row.id;
}

export async function updateGigRow(tx: DbOrTx, id: string, values: Partial<NewGigRow>): Promise<void> {
  await tx.update(gigs).set(values).where(eq(gigs.id, id));
}

/** The caller's uploads among `ids` that are free or already attached to `gigId`. */
export function findUsableUploads(tx: DbOrTx, ownerId: string, ids: string[], gigId: string | null) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select({
      id: uploads.id,
      storageKey: uploads.storageKey,
      width: uploads.width,
      height: uploads.height,
      gigId: uploads.gigId,
    })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.ownerId, ownerId)))
    .then((rows) => rows.filter((r) => r.gigId === null || r.gigId === gigId));
}

/** Replaces a gig's pictures with `images`, in order; uploads among them are marked attached. */
export async function replaceGigImages(
  tx: DbOrTx,
  gigId: string,
  images: { id: string; storageKey: string; width: number; height: number }[],
): Promise<void> {
  await tx.delete(gigImages).where(eq(gigImages.gigId, gigId));
  await tx.insert(gigImages).values(images.map((img, position) => ({ ...img, gigId, position })));
  const ids = images.map((i) => i.id);
  await tx
    .update(uploads)
    .set({ gigId })
    .where(and(inArray(uploads.id, ids), isNull(uploads.gigId)));
}

export async function insertUpload(
  db: DbOrTx,
  values: { ownerId: string; storageKey: string; width: number; height: number },
): Promise<string> {
  const [row] = await db.insert(uploads).values(values).returning({ id: uploads.id });
  if (!row) throw new Error('upload insert returned nothing');
  return row.id;
}

/** How many of `ownerId`'s uploads no gig uses yet. */
export async function countUnattachedUploads(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), isNull(uploads.gigId)));
  return row?.n ?? 0;
}

/** Deletes `ownerId`'s uploads that no gig uses and that were made before `before`; answers their storage keys. */
export async function deleteUnattachedUploadsBefore(db: DbOrTx, ownerId: string, before: Date): Promise<string[]> {
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.ownerId, ownerId), isNull(uploads.gigId), lt(uploads.createdAt, before)))
    .returning({ storageKey: uploads.storageKey });
  return rows.map((r) => r.storageKey);
}

/** The seller's not-deleted gigs with their current visibility inputs. */
export function findSellerGigStates(tx: DbOrTx, sellerId: string) {
  return tx
    .select({ id: gigs.id, status: gigs.status, isPublic: gigs.isPublic, isPro: gigs.isPro })
    .from(gigs)
    .where(and(eq(gigs.sellerId, sellerId), isNull(gigs.deletedAt)));
}

export async function isFavorite(db: DbOrTx, userId: string, gigId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.gigId, gigId)))
    .limit(1);
  return row !== undefined;
}
