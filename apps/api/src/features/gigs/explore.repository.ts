import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ExploreSort } from '@teenfreelance/contracts/gigs';
import type { DbOrTx } from '../../db/client.ts';
import { categories } from '../../db/schema/categories.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { users } from '../../db/schema/users.ts';
import { cardColumns, type GigCardRow } from './gig-cards.repository.ts';
import { textMatch, wordsQuery } from './search.repository.ts';

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

function exploreWhere(criteria: ExploreCriteria): SQL | undefined {
  return and(
    eq(gigs.isPublic, true),
    textMatch(criteria.search, criteria.textMatch),
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
  estimatedMatches?: number,
): Promise<GigCardRow[]> {
  const order = hasFewMatches ? unindexed(SORTS[sort]) : SORTS[sort];
  if (!criteria.search || sort !== 'recommended' || offset >= RANKED_WINDOW) {
    return sortedPage(db, criteria, order, limit, offset);
  }
  const inWindow = Math.min(limit, RANKED_WINDOW - offset);
  // Many matches: the window is gathered from a band of the order first (decision 0033).
  const band =
    !hasFewMatches && estimatedMatches !== undefined
      ? recommendedBand(await recommendedOrderMarks(db), estimatedMatches)
      : undefined;
  const ranked = await findRankedPage(db, criteria, order, inWindow, offset, band);
  if (inWindow === limit || ranked.length < inWindow) return ranked;
  // A page that crosses the window's edge goes on in the recommended order,
  // which is the order the window was taken in: no gig twice, none skipped.
  return [...ranked, ...(await sortedPage(db, criteria, order, limit - inWindow, RANKED_WINDOW))];
}

/**
 * A page in the given order, each row carrying `matchCount` (null unless asked
 * for). The page's ids are found first, and only they are joined to their
 * sellers and pictures: rows skipped by the offset cost an index entry each,
 * not three more lookups (a deep page read 2,400 of them).
 */
function sortedPage(
  db: DbOrTx,
  criteria: ExploreCriteria,
  order: SQL[],
  limit: number,
  offset: number,
  matchCount: SQL<number | null> = sql<null>`null`,
) {
  const page = db
    .select({
      pid: sql<string>`${gigs.id}`.as('pid'),
      pos: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('pos'),
    })
    .from(gigs)
    .where(exploreWhere(criteria))
    .orderBy(...order)
    .limit(limit)
    .offset(offset)
    .as('p');
  return db
    .select({ ...cardColumns, matchCount })
    .from(page)
    .innerJoin(gigs, eq(gigs.id, page.pid))
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .orderBy(asc(page.pos));
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

/**
 * Where the recommended order crosses a share of the public gigs, for the
 * ranked window's bands (decision 0033): `key` is `is_pro * 10 + rating`, so
 * the gigs whose key is at least `key` are a prefix of the recommended order.
 */
export interface OrderMark {
  share: number;
  key: number;
}

/**
 * The shares of the public gigs whose marks are kept. A band is worth reading
 * only while it is a small part of the order: a larger one costs more to list
 * than gathering the matches whole.
 */
const MARK_SHARES = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05];
/** About this many public gigs are sampled to place the marks. */
const MARK_SAMPLE = 20_000;
/** The marks are placed again after this long; stale marks cost speed, never correctness. */
const MARKS_TTL_MS = 60_000;
/** A band is chosen to hold this many times the window's matches, as the planner's estimate expects them. */
const BAND_MARGIN = 3;

const marksByDatabase = new WeakMap<object, { at: number; marks: Promise<OrderMark[]> }>();

/** The recommended order's marks, placed from a sample of the public gigs and kept for a minute per database. */
export function recommendedOrderMarks(db: DbOrTx, now = Date.now()): Promise<OrderMark[]> {
  const cached = marksByDatabase.get(db);
  if (cached && now - cached.at < MARKS_TTL_MS) return cached.marks;
  const marks = placeMarks(db).catch(() => [] as OrderMark[]);
  marksByDatabase.set(db, { at: now, marks });
  return marks;
}

async function placeMarks(db: DbOrTx): Promise<OrderMark[]> {
  const total = await countPublicGigs(db);
  if (total === 0) return [];
  // SYSTEM sampling reads whole pages at random: a few hundred pages at a million gigs.
  const percent = Math.min(100, (100 * MARK_SAMPLE) / total);
  const shares = sql.raw(`array[${MARK_SHARES.join(',')}]::float8[]`);
  const [row] = await selectRows<{ keys: number[] | string | null }>(
    db,
    sql`select percentile_disc(${shares}) within group (order by ${gigs.isPro}::int * 10 + ${gigs.rating}::float8 desc) as keys
          from ${gigs} tablesample system (${sql.raw(String(percent))}) where ${gigs.isPublic}`,
  );
  const keys = typeof row?.keys === 'string' ? row.keys.slice(1, -1).split(',').map(Number) : (row?.keys ?? []);
  return MARK_SHARES.flatMap((share, i) => (keys[i] == null ? [] : [{ share, key: Number(keys[i]) }]));
}

/**
 * The band of the recommended order a window is first gathered from: the
 * smallest prefix (by mark) expected to hold the window's matches
 * `BAND_MARGIN` times over, as the condition that selects it. Undefined when
 * no mark is small enough to help (few matches are gathered whole anyway).
 */
export function recommendedBand(marks: OrderMark[], estimatedMatches: number): SQL | undefined {
  const needed = (BAND_MARGIN * RANKED_WINDOW) / Math.max(1, estimatedMatches);
  const mark = marks.find((m) => m.share >= needed);
  if (!mark) return undefined;
  // Rounded down: a slightly larger band, and a key that compares cleanly with a real.
  if (mark.key >= 10) {
    const rating = Math.floor((mark.key - 10) * 100) / 100;
    return sql`(${gigs.isPro} = true and ${gigs.rating} >= ${rating})`;
  }
  const rating = Math.floor(mark.key * 100) / 100;
  return sql`(${gigs.isPro} = true or (${gigs.isPro} = false and ${gigs.rating} >= ${rating}))`;
}

async function findRankedPage(
  db: DbOrTx,
  criteria: ExploreCriteria,
  order: SQL[],
  limit: number,
  offset: number,
  band: SQL | undefined,
) {
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
  const windowPart = (part: SQL | undefined) =>
    db
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
      .where(and(exploreWhere(criteria), part))
      .orderBy(...order)
      .limit(RANKED_WINDOW);
  // The window is the first RANKED_WINDOW matches in the recommended order.
  // With a band, they are gathered from the band first (few rows, through the
  // GIN and sort indexes together) and only the rest of the order is walked
  // when the band holds fewer: the executor never starts the second part when
  // the first fills the window (decision 0033).
  const window = band
    ? unionAll(windowPart(band), windowPart(sql`not ${band}`))
        .limit(RANKED_WINDOW)
        .as('w')
    : windowPart(undefined).as('w');
  const rankOrder = [
    sql`${window.wpro} desc`,
    sql`${window.wtier} asc`,
    sql`${window.wrank} desc`,
    sql`${window.wrating} desc`,
    sql`${window.wreviews} desc`,
    sql`${window.wcreated} desc`,
    sql`${window.wid} asc`,
  ];
  // The page is cut from the ranked window before the cards are joined: one
  // page of gigs, sellers and pictures read, not the whole window's.
  const page = db
    .select({
      pid: sql<string>`${window.wid}`.as('pid'),
      pos: sql<number>`row_number() over (order by ${sql.join(rankOrder, sql`, `)})`.as('pos'),
    })
    .from(window)
    .orderBy(...rankOrder)
    .limit(limit)
    .offset(offset)
    .as('p');
  return db
    .select(cardColumns)
    .from(page)
    .innerJoin(gigs, eq(gigs.id, page.pid))
    .innerJoin(users, eq(users.id, gigs.sellerId))
    .orderBy(asc(page.pos));
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
