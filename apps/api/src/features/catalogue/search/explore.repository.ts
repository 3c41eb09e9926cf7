import { and, asc, eq, gte, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { asPlaceholder, asValue, builtOncePerShape, type Bind } from '../../../db/bind.ts';
import type { ExploreSort } from '@teenfreelance/contracts/gigs';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { plannedOnce, selectRows, type Database, type DbOrTx } from '../../../db/client.ts';
import { prepareOnPglite } from '../../../db/pglite-statements.ts';
import { categories } from '../../../db/schema/categories.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { cardColumns, cardsJson, fromCardJson, type GigCardRow } from '../gigs/gig-cards.repository.ts';
import { isPhrase, keysMatch, parsedQueries, textMatch } from './search.repository.ts';
import { searchQueries, type SearchQueries } from '../../../db/text-search.ts';
import { phraseFree, phraseParts } from './tsquery-text.ts';

export interface ExploreCriteria {
  search?: string | undefined;
  /**
   * What the search matches: 'words' (full-text, the last word also as a
   * prefix; the default), 'keys' (the same words, tested on `search_keys` so a
   * walk of the recommended order reads only its index; decision 0045) or
   * 'typos' (titles whose words are close to each searched word and that the
   * words do not already match; decision 0023).
   */
  textMatch?: 'words' | 'keys' | 'typos';
  /** The search's full-text queries as PostgreSQL parsed them (withQueries), which its statements are given. */
  queries?: SearchQueries | undefined;
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
export const SORTS: Record<ExploreSort, SQL[]> = {
  recommended: BY_RATING,
  rating: BY_RATING,
  newest: [proFirst, sql`${gigs.createdAt} desc nulls last`, asc(gigs.id)],
  'price-asc': [proFirst, asc(gigs.priceCents), asc(gigs.id)],
  'price-desc': [proFirst, sql`${gigs.priceCents} desc nulls last`, asc(gigs.id)],
  delivery: [proFirst, asc(gigs.deliveryDays), sql`${gigs.rating} desc nulls last`, asc(gigs.id)],
};

export function exploreWhere(criteria: ExploreCriteria, bind: Bind = asValue): SQL | undefined {
  return and(
    // A plain column, not `= $1`: a generic plan can then use the partial indexes (`where is_public`).
    sql`${gigs.isPublic}`,
    criteria.category ? eq(gigs.categorySlug, bind('category', criteria.category)) : undefined,
    criteria.minPriceCents !== undefined
      ? gte(gigs.priceCents, bind('minPriceCents', criteria.minPriceCents))
      : undefined,
    criteria.maxPriceCents !== undefined
      ? lte(gigs.priceCents, bind('maxPriceCents', criteria.maxPriceCents))
      : undefined,
    criteria.minRating !== undefined ? gte(gigs.rating, bind('minRating', criteria.minRating)) : undefined,
    criteria.maxDelivery !== undefined ? lte(gigs.deliveryDays, bind('maxDelivery', criteria.maxDelivery)) : undefined,
    criteria.proOnly ? sql`${gigs.isPro}` : undefined,
    // The words last: where no index serves them, a walk tests the filters
    // first, on the entry, and the words only on the gigs that pass
    // (PostgreSQL keeps the written order of tests of equal cost). A walk of
    // 47,364 entries for three words under 30 dollars took 29 ms words first
    // and 21 ms filters first, at a million gigs (decision 0102).
    textMatch(criteria.search, criteria.queries, criteria.textMatch, bind),
  );
}

/**
 * The criteria with their search's queries parsed by PostgreSQL, once per
 * process and search text (searchQueries, decision 0052): every statement of
 * a search is given them rather than parsing the text again.
 */
export async function withQueries(db: DbOrTx, criteria: ExploreCriteria): Promise<ExploreCriteria> {
  if (!criteria.search || criteria.queries) return criteria;
  return { ...criteria, queries: await searchQueries(db, criteria.search) };
}

/**
 * The ids of a page in the given order. The limit, and an offset given as a
 * number, are written into the statement: the generic plan of a prepared
 * statement then knows it reads one page, not a tenth of the matches
 * (decision 0046).
 */
function pageIds(
  criteria: ExploreCriteria,
  order: SQL[],
  limit: number,
  offset: number | Placeholder,
  bind: Bind,
  bound?: number,
): SQL {
  const orderBy = sql.join(order, sql`, `);
  // A bounded walk (decision 0076) tests the words on the first `bound` gigs of the order in scope only.
  const from =
    bound === undefined
      ? sql`${gigs} where ${exploreWhere(criteria, bind)}`
      : sql`${walkedScope(criteria, order, literal(bound), bind)} where ${keysMatch(parsedQueries(criteria.queries), bind)}`;
  return sql`(select ${gigs.id} as pid from ${from} order by ${orderBy}
      limit ${literal(limit)} offset ${typeof offset === 'number' ? literal(offset) : offset}) p`;
}
/**
 * The first `bound` public gigs in scope (the criteria's filters, not their
 * words) in `order`, as a table named like `gigs` holding what a walk tests
 * and sorts on (decision 0076): a walk of the order then reads at most
 * `bound` entries of its index, whatever its words match, and a walk that
 * finds too few there says so rather than reading on. In the recommended
 * order every column is in the search walk indexes, so the walk reads them
 * alone. A phrase's pairs are in the table only: its words loosened
 * (phraseFree) are tested on `search_keys` first, and only the gigs that pass
 * are looked up for their pairs (and `search`, when the pairs are not exact;
 * `offset 0` keeps it a lookup: joined, the planner hashed all pairs, 0118).
 */
export function walkedScope(criteria: ExploreCriteria, order: SQL[], bound: SQL | Placeholder, bind: Bind): SQL {
  const columns: PgColumn[] = [gigs.id, gigs.isPro, gigs.rating, gigs.reviewCount, gigs.createdAt, gigs.priceCents];
  const scope = (tested: PgColumn[]) => sql`select ${sql.join([...columns, gigs.deliveryDays, ...tested], sql`, `)}
      from ${gigs} where ${exploreWhere({ ...criteria, search: undefined }, bind)}
      order by ${sql.join(order, sql`, `)} limit ${bound}`;
  const queries = criteria.queries;
  if (!queries || !isPhrase(queries)) return sql`(${scope([gigs.searchKeys])}) as ${gigs}`;
  const walkWords = phraseFree(queries.words);
  const read = phraseParts(queries.words)?.lossy ? [gigs.searchPairs, gigs.search] : [gigs.searchPairs];
  if (walkWords === null) return sql`(${scope([gigs.searchKeys, ...read])}) as ${gigs}`;
  return sql`(select w.*, g.* from (${scope([gigs.searchKeys])}) w cross join lateral
      (select ${sql.join(read, sql`, `)} from ${gigs} where ${gigs.id} = w.${sql.identifier(gigs.id.name)} offset 0) g
      where w.${sql.identifier(gigs.searchKeys.name)} @@ ${bind('walkWords', walkWords)}::tsquery) as ${gigs}`;
}

/**
 * A page in the given order. The page's ids are found first, and only they
 * are joined to their sellers and pictures: rows skipped by the offset cost an
 * index entry each, not three more lookups (a deep page read 2,400 of them).
 * The page is put in order again by the same keys on its own rows: numbering
 * every row the offset skips (row_number) cost a deep page more than reading
 * them (decision 0047).
 */
export async function sortedPage(...args: Parameters<typeof sortedPageQuery>): Promise<GigCardRow[]> {
  const [row] = await sortedPageQuery(...args);
  return (row?.cards ?? []).map(fromCardJson);
}

/** The statement of sortedPage: its cards as one JSON array (cardsJson). */
export function sortedPageQuery(
  db: DbOrTx,
  criteria: ExploreCriteria,
  order: SQL[],
  limit: number,
  offset: number,
  /** Walk at most this many gigs of the order in scope (walkedScope). */
  bound?: number,
) {
  return db
    .select({ cards: cardsJson(sql.join(order, sql`, `)) })
    .from(pageIds(criteria, order, limit, offset, asValue, bound))
    .innerJoin(gigs, sql`${gigs.id} = p.pid`);
}

/**
 * The same page as one row: its cards as one JSON array (each card an array
 * of cardColumns' values, in the sort's order) and the view's count beside
 * them, whether or not the page has cards. Drivers read two values instead of
 * sixteen for each of 25 rows, and drizzle maps none of them (decision 0047).
 */
function sortedPageAsJson(
  db: DbOrTx,
  criteria: ExploreCriteria,
  order: SQL[],
  limit: number,
  offset: number | Placeholder,
  count: SQL<number | null>,
  bind: Bind,
) {
  return db
    .select({ cards: cardsJson(sql.join(order, sql`, `)), count })
    .from(pageIds(criteria, order, limit, offset, bind))
    .innerJoin(gigs, sql`${gigs.id} = p.pid`);
}

/** A whole number written into a statement's text. */
const literal = (n: number): SQL => sql.raw(String(Math.trunc(n)));

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
 * filter indexes, or no count (null) when `cap` is undefined; the count comes
 * also with an empty page.
 *
 * The statement is built once per shape (the sort, the page's size and which
 * filters are set) and per database, then only given its values (decision
 * 0046): building the SQL cost the server more than the rest of the request.
 * A few hundred shapes at most. The pages of a category, or of all gigs, are
 * one named statement per sort, which PostgreSQL parses once per connection
 * and plans once, on the connections that keep a generic plan (plannedOnce,
 * decision 0050): its values are the category and the offset, and whichever
 * they are, its generic plan walks the sort's index (planning cost three
 * times the execution of a first page; decision 0047). Filtered shapes stay
 * unnamed and are planned for their values at each run: a generic plan cannot
 * know how many gigs a price range holds, and for a wide one it gathered and
 * sorted thousands (20 ms, not 1; decision 0046).
 */
export async function findExplorePageWithCount(
  db: Database,
  criteria: ExploreCriteria,
  sort: ExploreSort,
  limit: number,
  offset: number,
  cap: number | undefined,
): Promise<{ rows: GigCardRow[]; count: number | null }> {
  const byCategory = isCountedByCategory(criteria);
  const shape = `${sort}:${limit}:${cap ?? 'uncounted'}:${filterShape(criteria)}`;
  const statement = preparedPage(db, shape, () => {
    const counted = byCategory
      ? publicGigCount(criteria.category, asPlaceholder)
      : cap === undefined
        ? sql<null>`null::int`
        : cappedCount(criteria, cap, asPlaceholder);
    // A named statement's one plan is its generic plan: on PostgreSQL it runs on connections that keep it (plannedOnce).
    const on = byCategory ? plannedOnce(db) : db;
    const query = sortedPageAsJson(on, criteria, SORTS[sort], limit, sql.placeholder('offset'), counted, asPlaceholder);
    if (byCategory) prepareOnPglite(query.toSQL().sql);
    return query.prepare(byCategory ? `explore_page_${(preparedCount += 1)}` : '');
  });
  const [row] = await statement.execute({ ...criteria, offset });
  return { rows: (row?.cards ?? []).map(fromCardJson), count: row?.count == null ? null : Number(row.count) };
}

/** The filters that change a statement's shape. */
const FILTER_KEYS = ['category', 'minPriceCents', 'maxPriceCents', 'minRating', 'maxDelivery', 'proOnly'] as const;

/** Which filters a view sets: part of the key of each statement built once per shape. */
export function filterShape(criteria: ExploreCriteria): string {
  return FILTER_KEYS.filter((key) => criteria[key] !== undefined && criteria[key] !== false).join(',');
}
const preparedPage = builtOncePerShape<ReturnType<ReturnType<typeof sortedPageAsJson>['prepare']>>();
let preparedCount = 0;

/** The exact number of public gigs, in one category or in all, from the counters kept by triggers (decision 0026). */
function publicGigCount(category?: string, bind: Bind = asValue): SQL<number> {
  const where = category ? sql` where ${categories.slug} = ${bind('category', category)}` : sql``;
  return sql<number>`(select coalesce(sum(${categories.publicGigCount}), 0)::int from ${categories}${where})`;
}

/** How many public gigs match, counting at most `cap` (decision 0020): never reads more than `cap` index entries. */
function cappedCount(criteria: ExploreCriteria, cap: number, bind: Bind = asValue): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${gigs} where ${exploreWhere(criteria, bind)} limit ${literal(cap)}) capped)`;
}

/** The number of public gigs, exact. */
export async function countPublicGigs(db: DbOrTx): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select ${publicGigCount()} as n`);
  return Number(row?.n ?? 0);
}

/** How many public gigs match, exact below `cap` (decision 0020). */
export async function countExplore(db: DbOrTx, criteria: ExploreCriteria, cap: number): Promise<number> {
  const parsed = await withQueries(db, criteria);
  const [row] = await selectRows<{ n: number }>(db, sql`select ${cappedCount(parsed, cap)} as n`);
  return Number(row?.n ?? 0);
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
    .where(eq(gigs.isPublic, true))
    .orderBy(...orderBy)
    .limit(limit);
}
