import { and, sql, type SQL } from 'drizzle-orm';
import type { ExploreSort } from '@teenfreelance/contracts/gigs';
import type { DbOrTx } from '../../../db/client.ts';
import { gigs } from '../../../db/schema/gigs.ts';
import { exploreWhere, SORTS, withQueries, type ExploreCriteria } from './explore.repository.ts';
import { cardsJson, fromCardJson, type GigCardRow } from '../gigs/gig-cards.repository.ts';
import { RANKED_WINDOW } from './search-page.repository.ts';
import { isPhrase, parsedQueries, typoMatch, typoWords } from './search.repository.ts';
import { withIndexedWords } from './search-lexemes.repository.ts';

// A search's matches gathered in one read when they are few: their exact
// count and the page (decisions 0033 and 0046).

/** The order of each sort over the gathered matches' columns (the same orders as SORTS, on `m`). */
const GATHERED_SORTS: Record<ExploreSort, string[]> = {
  recommended: ['mpro desc', 'mrating desc', 'mreviews desc', 'mcreated desc', 'mid asc'],
  rating: ['mpro desc', 'mrating desc', 'mreviews desc', 'mcreated desc', 'mid asc'],
  newest: ['mpro desc', 'mcreated desc', 'mid asc'],
  'price-asc': ['mpro desc', 'mprice asc', 'mid asc'],
  'price-desc': ['mpro desc', 'mprice desc', 'mid asc'],
  delivery: ['mpro desc', 'mdelivery asc', 'mrating desc', 'mid asc'],
};

/**
 * A search whose matches the planner expects to be few enough to gather
 * (decision 0033), or its typo group (0046): they are read once, at most
 * `cap` + 1 of them, and that one read gives both their number and the page,
 * ranked within the window in the recommended sort. `count` is the number
 * gathered (above `cap`, `cap` + 1 and no page: the caller reads it as for
 * many matches).
 *
 * The typo group is gathered from at most `TYPO_CANDIDATES` titles, the
 * first gigs in scope in the recommended order (decisions 0047 and 0099):
 * `examined` says how many were, and when it is that many, more titles a
 * typo away may exist than were counted.
 */
export async function findGatheredSearchPage(
  ...[db, criteria, ...rest]: Parameters<typeof gatheredSearchQuery>
): Promise<{ rows: GigCardRow[]; count: number; examined?: number }> {
  const [row] = await gatheredSearchQuery(db, await gatheredCriteria(db, criteria), ...rest);
  const cards = (row?.cards ?? []).map(fromCardJson);
  const count = Number(row?.matchCount ?? 0);
  const examined = row?.examined;
  return examined == null ? { rows: cards, count } : { rows: cards, count, examined: Number(examined) };
}

/**
 * The criteria a gathered read is given: the words parsed (withQueries) and,
 * read through the GIN index, their prefixes spelled out (withIndexedWords,
 * decision 0112). A typo group or a read of a category's walk index tests
 * `search_keys` row by row, where a prefix costs nothing more.
 */
export async function gatheredCriteria(db: DbOrTx, criteria: ExploreCriteria): Promise<ExploreCriteria> {
  const parsed = await withQueries(db, criteria);
  const { queries } = parsed;
  if (queries === undefined || (parsed.textMatch ?? 'words') !== 'words') return parsed;
  return { ...parsed, queries: await withIndexedWords(db, queries) };
}

/**
 * The most titles a typo group examines, the best gigs in scope in the
 * recommended order (decision 0099): the trigram index offered titles in the
 * table's order, a heap page each, 25,000 of a million for 'afforadble'
 * (8,000-25,000 buffers, 88-272 ms), and most of them failed its test. A
 * thousand titles cost about a thousand buffers and 6 ms at any size.
 */
export const TYPO_CANDIDATES = 1000;

/** The statement of findGatheredSearchPage (its plan is tested to stay on the indexes it is meant for). */
export function gatheredSearchQuery(
  db: DbOrTx,
  criteria: ExploreCriteria,
  sort: ExploreSort,
  limit: number,
  offset: number,
  cap: number,
  /**
   * `whole` plans the read of the matches for all of them (a materialized
   * CTE), though it still stops at `cap` + 1: for words the planner's
   * statistics do not hold (decision 0076), whose estimate (1.4-2.4% of the
   * gigs) made a capped read look cheapest as a sequential scan, which read
   * the whole table and its TOAST to find none (9.9 s at 1,000,000 gigs).
   * Planned whole, the read goes through the GIN index. `rare` is planned
   * whole with the filters in a form no index serves, for words rarer than
   * any the statistics hold (decision 0099): else the planner ANDed their
   * GIN bitmap (none) with a price index's (295,893 entries, 80 ms at a
   * million gigs for `embroidery` under 30 dollars).
   */
  planned: 'capped' | 'whole' | 'rare' = 'capped',
) {
  const search = criteria.search ?? '';
  const queries = parsedQueries(criteria.queries);
  const order = sql.raw(GATHERED_SORTS[sort].join(', '));
  const gate = sql`(select n from counted) <= ${cap}`;
  // The page's ids and positions: in the sort's order, or, in the recommended
  // sort, the window's first RANKED_WINDOW by Pro, word forms before prefixes,
  // then ts_rank (as findRankedPage orders them), and past the window in the
  // recommended order again.
  const inWindow = sort === 'recommended' && offset < RANKED_WINDOW;
  const pastWindow = sql`select mid, rn + 0 from (select mid, row_number() over (order by ${order}) as rn from m where ${gate}) r
                          where rn > ${RANKED_WINDOW}`;
  // Typo matches rank by the title's closeness (as in findRankedPage); only they read it, words may read an index alone.
  const isTypos = criteria.textMatch === 'typos';
  const relevance = isTypos
    ? sql`word_similarity(${search}, w.mtitle) desc`
    : sql`case when w.msearch @@ ${queries.exact}::tsquery then 0 else 1 end,
              ts_rank(w.msearch, ${queries.words}::tsquery) desc`;
  const page = inWindow
    ? sql`select w.mid as pid, row_number() over (order by w.mpro desc, ${relevance},
              w.mrating desc, w.mreviews desc, w.mcreated desc, w.mid asc) as pos
            from (select * from m where ${gate} order by ${order} limit ${RANKED_WINDOW}) w
          ${offset + limit > RANKED_WINDOW ? sql`union all ${pastWindow}` : sql``}`
    : sql`select mid as pid, row_number() over (order by ${order}) as pos from m where ${gate}`;
  // A typo group's matches come from the first TYPO_CANDIDATES gigs in scope
  // in the recommended order, each tested for a title a typo away, gated by
  // the letters it must hold (typoMatch), then word by word, and not a
  // match of the words (typoChecks): on `search_keys`, or for a phrase the
  // parser made of a word ("o'neil", "e-commerce"), on its pairs and `search`,
  // which the candidates then carry.
  const typed = isTypos ? typoWords(search) : null;
  const phraseColumns = isPhrase(queries) ? sql`, ${gigs.search}, ${gigs.searchPairs}` : sql``;
  const candidates = typed
    ? sql`c as (
      select ${gigs.id}, ${gigs.isPro}, ${gigs.rating}, ${gigs.reviewCount}, ${gigs.createdAt}, ${gigs.priceCents},
             ${gigs.deliveryDays}, ${gigs.searchKeys}, ${gigs.title}${phraseColumns}
        from ${gigs} where ${exploreWhere({ ...criteria, search: undefined })}
        order by ${sql.join(SORTS.recommended, sql`, `)}
        limit ${TYPO_CANDIDATES}
    ), `
    : sql``;
  const matches = typed
    ? sql`c as ${gigs} where ${typoMatch(search, typed, queries, true)}`
    : sql`${gigs} where ${exploreWhere(criteria)}`;
  const columns = sql`${gigs.id} as mid, ${gigs.isPro} as mpro, ${gigs.rating} as mrating, ${gigs.reviewCount} as mreviews,
             ${gigs.createdAt} as mcreated, ${gigs.priceCents} as mprice, ${gigs.deliveryDays} as mdelivery,
             ${gigs.searchKeys} as msearch${isTypos ? sql`, ${gigs.title} as mtitle` : sql``}`;
  const isWhole = planned !== 'capped' && !typed;
  const rare = sql`${gigs} where ${and(exploreWhere({ search, queries: criteria.queries }), unindexedFilters(criteria))}`;
  const read = planned === 'rare' ? rare : matches;
  const whole = isWhole ? sql`hits as materialized (select ${columns} from ${read}), ` : sql``;
  const pageIds = sql`(
    with ${candidates}${whole}m as (
      ${isWhole ? sql`select * from hits` : sql`select ${columns} from ${matches}`} limit ${cap + 1}
    ), counted as (select count(*)::int as n${typed ? sql`, (select count(*)::int from c) as k` : sql`, null::int as k`} from m),
    page as (select pid, pos from (${page}) ordered order by pos limit ${limit} offset ${offset})
    select pid, pos, (select n from counted) as n, (select k from counted) as k from page
    -- An empty page still answers the count, on a row that joins no gig.
    union all select null, null, n, k from counted where not exists (select 1 from page)
  ) p`;
  // One row: the page's cards as one JSON array (cardsJson), the count and how many were examined.
  return db
    .select({
      cards: cardsJson(sql`p.pos`, sql`${gigs.id} is not null`),
      matchCount: sql<number | null>`max(p.n)`,
      examined: sql<number | null>`max(p.k)`,
    })
    .from(pageIds)
    .leftJoin(gigs, sql`${gigs.id} = p.pid`);
}

/**
 * The filters of exploreWhere, written so that no index serves them (`+ 0`,
 * `|| ''`): tested on the rows the GIN index gives, never ANDed as bitmaps.
 */
function unindexedFilters(criteria: ExploreCriteria): SQL | undefined {
  const { category, minPriceCents, maxPriceCents, minRating, maxDelivery, proOnly } = criteria;
  return and(
    category ? sql`${gigs.categorySlug} || '' = ${category}` : undefined,
    minPriceCents !== undefined ? sql`${gigs.priceCents} + 0 >= ${minPriceCents}` : undefined,
    maxPriceCents !== undefined ? sql`${gigs.priceCents} + 0 <= ${maxPriceCents}` : undefined,
    minRating !== undefined ? sql`${gigs.rating} + 0 >= ${minRating}` : undefined,
    maxDelivery !== undefined ? sql`${gigs.deliveryDays} + 0 <= ${maxDelivery}` : undefined,
    proOnly ? sql`${gigs.isPro} is true` : undefined,
  );
}
