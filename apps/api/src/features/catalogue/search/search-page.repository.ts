import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { asPlaceholder, asValue, builtOncePerShape, type Bind } from '../../../db/bind.ts';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ExploreSort } from '@teenfreelance/contracts/gigs';
import { selectRows, type DbOrTx } from '../../../db/client.ts';
import { keptPerDatabase } from '../../../db/kept-per-database.ts';
import { categories } from '../../../db/schema/categories.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import {
  countPublicGigs,
  exploreWhere,
  filterShape,
  sortedPage,
  SORTS,
  walkedScope,
  withQueries,
  type ExploreCriteria,
} from './explore.repository.ts';
import { keysMatch, parsedQueries } from './search.repository.ts';
import { phraseFree, phraseParts } from './tsquery-text.ts';
import { cardsJson, fromCardJson, type CardJson, type GigCardRow } from '../gigs/gig-cards.repository.ts';

// The pages of a search: its ranked window, gathered from a band of the
// recommended order when the words are common (decisions 0023 and 0033).

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
  asked: ExploreCriteria,
  sort: ExploreSort,
  limit: number,
  offset: number,
  /** How many gigs the search is estimated to match, as of `now` (the marks are kept a minute). */
  estimated?: { matches: number; now: Date },
): Promise<GigCardRow[]> {
  const criteria = await withQueries(db, asked);
  const order = SORTS[sort];
  // Many matches in the recommended order, which "Best Rating" shares, are
  // walked from the search walk indexes alone (decisions 0045 and 0046).
  const isMany = order === SORTS.recommended;
  const walked = isMany ? walkable(criteria) : criteria;
  if (!criteria.search || sort !== 'recommended' || offset >= RANKED_WINDOW) {
    return sortedPage(db, walked, order, limit, offset);
  }
  const inWindow = Math.min(limit, RANKED_WINDOW - offset);
  // Given an estimate, the window is gathered from a band of the order first,
  // through the GIN index (decision 0033): the caller asks for it when the
  // matches are too few for a short walk.
  const band =
    isMany && estimated !== undefined
      ? recommendedBand(await recommendedOrderMarks(db, estimated.now), estimated.matches)
      : undefined;
  const ranked = await findRankedPage(db, band ? criteria : walked, inWindow, offset, band);
  if (inWindow === limit || ranked.length < inWindow) return ranked;
  // A page that crosses the window's edge goes on in the recommended order,
  // which is the order the window was taken in: no gig twice, none skipped.
  return [...ranked, ...(await sortedPage(db, walked, order, limit - inWindow, RANKED_WINDOW))];
}

/** The criteria with their words tested on `search_keys`, for a read of a search walk index (the typo group is never walked: it is gathered). */
export function walkable(criteria: ExploreCriteria): ExploreCriteria {
  return { ...criteria, textMatch: 'keys' };
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

/** The shares of the public gigs whose marks are kept: a larger band costs more to list than gathering the matches whole. */
const MARK_SHARES = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05];
/** About this many public gigs are sampled to place the marks. */
const MARK_SAMPLE = 20_000;
/** The marks are placed again after this long; stale marks cost speed, never correctness. */
const MARKS_TTL_MS = 60_000;
/** A band is chosen to hold this many times the window's matches, as the planner's estimate expects them. */
const BAND_MARGIN = 3;

/**
 * How many public gigs a search walks through at most: those of its category,
 * or all, from the counters kept by triggers (decision 0026), read once a
 * minute per database. They only choose how a search is read (decision 0045),
 * so a minute-old figure costs speed at worst, never a wrong answer.
 */
export async function publicGigsInScope(db: DbOrTx, now: Date, category?: string): Promise<number> {
  const counts = await publicGigCounts(db, now);
  if (category) return counts.get(category) ?? 0;
  let all = 0;
  for (const n of counts.values()) all += n;
  return all;
}

/** The public gigs of each category, by slug, from the counters. */
const publicGigCounts = keptPerDatabase(MARKS_TTL_MS, async (db) => {
  const rows = await selectRows<{ slug: string; n: number }>(
    db,
    sql`select ${categories.slug} as slug, ${categories.publicGigCount}::int as n from ${categories}`,
  );
  return new Map(rows.map((row) => [row.slug, Number(row.n)]));
});

/** The recommended order's marks, placed from a sample of the public gigs and kept for a minute per database. */
export const recommendedOrderMarks = keptPerDatabase(MARKS_TTL_MS, (db) =>
  placeMarks(db).catch(() => [] as OrderMark[]),
);

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

/**
 * The ranked window's page. Without a band, its statement is built once per
 * shape (which filters are set, how the words are matched, a phrase or not,
 * the page's size, whether the walk is bounded) and then only given its
 * values, the parsed queries and the offset among them (decision 0051):
 * drizzle took about a quarter of a millisecond to build it, an eighth of the
 * server's time for a search. A band's statement (rare: few matches, gathered
 * first) is built for its values.
 *
 * With `bound`, the window is taken from the first `bound` gigs of the order
 * in scope only (walkedScope, decision 0076), and `windowSize` says how many
 * matches it found there (up to RANKED_WINDOW; 0 with an empty page).
 */
export async function findRankedPage(
  db: DbOrTx,
  criteria: ExploreCriteria,
  limit: number,
  offset: number,
  band: SQL | undefined,
  bound?: number,
): Promise<GigCardRow[] & { windowSize?: number }> {
  if (band) return rankedCards(await rankedPageQuery(db, criteria, limit, offset, band, asValue));
  const queries = parsedQueries(criteria.queries);
  const parts = phraseParts(queries.words);
  // A bounded walk of a phrase tests its loosened words first (walkedScope).
  const walkWords = parts && bound !== undefined ? phraseFree(queries.words) : null;
  // A phrase's statement names the parts it has (phraseMatch).
  const words = parts
    ? `phrase-${parts.pairs === null ? '' : 'p'}${parts.loose === null ? '' : 'l'}${parts.lossy ? 'x' : ''}${walkWords === null ? '' : 'w'}`
    : 'words';
  const bounded = bound === undefined ? 'whole' : 'bounded';
  const shape = `${criteria.textMatch ?? 'words'}:${words}:${filterShape(criteria)}:${limit}:${bounded}`;
  const statement = rankedPage(db, shape, () =>
    rankedPageQuery(
      db,
      criteria,
      limit,
      sql.placeholder('offset'),
      undefined,
      asPlaceholder,
      bound === undefined ? undefined : sql.placeholder('bound'),
    ).prepare(''),
  );
  const phrase = { pairs: parts?.pairs, loose: parts?.loose, walkWords };
  const rows = await statement.execute({
    ...criteria,
    ...phrase,
    words: queries.words,
    exact: queries.exact,
    offset,
    bound,
  });
  return rankedCards(rows);
}

/** The ranked page's cards from its one row, and how many matches its window found. */
function rankedCards(rows: { cards: CardJson[]; windowSize: number | null }[]): GigCardRow[] & { windowSize: number } {
  const [row] = rows;
  return Object.assign((row?.cards ?? []).map(fromCardJson), { windowSize: Number(row?.windowSize ?? 0) });
}

const rankedPage = builtOncePerShape<ReturnType<ReturnType<typeof rankedPageQuery>['prepare']>>();

function rankedPageQuery(
  db: DbOrTx,
  criteria: ExploreCriteria,
  limit: number,
  offset: number | Placeholder,
  band: SQL | undefined,
  bind: Bind,
  bound?: Placeholder,
) {
  const queries = parsedQueries(criteria.queries);
  const order = SORTS.recommended;
  // Within a group, word forms the search names exactly (stemmed: 'designs'
  // finds 'design') come before words it only begins (tier 0, then 1). The
  // typo group never comes here: it is gathered (decision 0047). Relevance is
  // ranked on `search_keys` (decision 0045): title words weigh A, description
  // words D, so a title match comes before a description match.
  const tier = sql<number>`case when ${gigs.searchKeys} @@ ${bind('exact', queries.exact)}::tsquery then 0 else 1 end`;
  const relevance = sql<number>`ts_rank(${gigs.searchKeys}, ${bind('words', queries.words)}::tsquery)`;
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
      .from(bound === undefined ? gigs : walkedScope(criteria, order, bound, bind))
      .where(bound === undefined ? and(exploreWhere(criteria, bind), part) : keysMatch(queries, bind))
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
      wn: sql<number>`count(*) over ()`.as('wn'),
    })
    .from(window)
    .orderBy(...rankOrder)
    .limit(limit)
    .offset(offset)
    .as('p');
  // One row: the page's cards as one JSON array (cardsJson) and the window's size (none without cards).
  return db
    .select({ cards: cardsJson(sql`${page.pos}`), windowSize: sql<number | null>`max(${page.wn})` })
    .from(page)
    .innerJoin(gigs, eq(gigs.id, page.pid));
}
