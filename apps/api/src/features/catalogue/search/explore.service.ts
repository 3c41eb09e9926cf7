import {
  EXPLORE_EXACT_COUNT,
  EXPLORE_MAX_RESULTS,
  EXPLORE_PAGE_SIZE,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
  type ExploreFilters,
  type ExploreSort,
  type ExploreResponse,
  type HomeGigs,
} from '@teenfreelance/contracts/gigs';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import type { ExploreCache } from './explore-cache.ts';
import {
  countPublicGigs,
  estimateExplore,
  findExplorePageWithCount,
  findPublicCards,
  isCountedByCategory,
  withQueries,
  type ExploreCriteria,
} from './explore.repository.ts';
import { estimateFiltered, isClearlyAbove } from './explore-estimate.repository.ts';
import type { GigCardRow } from '../gigs/gig-cards.repository.ts';
import { toCard } from '../gigs/gigs.mappers.ts';
import { findGatheredSearchPage, TYPO_CANDIDATES } from './gathered-search.repository.ts';
import { findExplorePage, publicGigsInScope, RANKED_WINDOW, walkable } from './search-page.repository.ts';
import { parsedQueries, typoWords } from './search.repository.ts';
import { correctedWords, isEstimable, statisticsLexemes } from './lexeme-statistics.repository.ts';
import { findWalkedPage } from './walked-search.repository.ts';

function criteriaFrom(filters: ExploreFilters): ExploreCriteria {
  return {
    search: filters.search ? filters.search : undefined,
    category: filters.category,
    minPriceCents:
      filters.minPriceCents !== undefined && filters.minPriceCents > PRICE_MIN_CENTS
        ? filters.minPriceCents
        : undefined,
    // The top of the slider means "and more", so the default range hides nothing.
    maxPriceCents:
      filters.maxPriceCents !== undefined && filters.maxPriceCents < PRICE_MAX_CENTS
        ? filters.maxPriceCents
        : undefined,
    minRating: filters.minRating ? Number(filters.minRating) : undefined,
    maxDelivery: filters.maxDelivery ? Number(filters.maxDelivery) : undefined,
    proOnly: filters.proOnly === 'true',
  };
}

/** Rounds an estimate down to two significant figures (98,734 → 98,000), never below the exact range. */
function roundEstimate(n: number): number {
  if (n <= EXPLORE_EXACT_COUNT) return EXPLORE_EXACT_COUNT + 1;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.max(EXPLORE_EXACT_COUNT + 1, Math.floor(n / unit) * unit);
}

/**
 * A search expected to match more than EXPLORE_EXACT_COUNT is walked, not
 * gathered (decision 0045), when its window is expected within this many index
 * entries: its first matches in the recommended order are read from the search
 * walk indexes alone (the window over the share of gigs that match: a few
 * thousand entries), while gathering reads every word's GIN postings (a tenth
 * of a million-gig catalogue for a common word) and up to 1,001 rows of the
 * table, only to learn that they are more than 1,000.
 */
const WALK_AT_MOST = 40_000;

/**
 * The most rows of the table a search in another sort than the recommended
 * order (price, delivery, newest) is expected to walk through in its sort's
 * index for a page, to test its words on `search_keys` (decision 0049).
 */
const SORTED_WALK_AT_MOST = 5_000;

/**
 * A walk reads at most this many times the entries its estimate expects, and
 * at least WALK_AT_LEAST, before it hands over to the gathering (decision
 * 0076): the estimate of a conjunction of common words, or of words common in
 * another category than the one searched, can be many times the matches.
 */
const WALK_MARGIN = 4;
const WALK_AT_LEAST = 2_000;

/** A total, and whether it is exact (an estimate is rounded to two figures). */
type Counted = { total: number; exact: boolean };

/**
 * A page of a view without search and its total, in one round trip: exact
 * from the category counters for a view that is at most a category, exact
 * from the capped count up to 1,000, and above that estimated from the sample
 * of public gigs the process keeps (decision 0047; the planner's estimate,
 * another round trip, only where the sample holds too few of the view's scope).
 * A view the sample puts clearly above 1,000 is not counted at all.
 */
async function unsearchedPage(db: Database, criteria: ExploreCriteria, sort: ExploreSort, offset: number, now: Date) {
  const byCategory = isCountedByCategory(criteria);
  const sampled = byCategory ? undefined : await estimateFiltered(db, criteria, now);
  const cap = isClearlyAbove(sampled, EXPLORE_EXACT_COUNT) ? undefined : EXPLORE_EXACT_COUNT + 1;
  const { rows, count } = await findExplorePageWithCount(db, criteria, sort, EXPLORE_PAGE_SIZE + 1, offset, cap);
  let counted: Counted;
  if (count !== null && (byCategory || count <= EXPLORE_EXACT_COUNT)) counted = { total: count, exact: true };
  else counted = { total: roundEstimate(sampled?.total ?? (await estimateExplore(db, criteria))), exact: false };
  return { rows, counted };
}

/**
 * The words' page and total (decisions 0033, 0045 and 0076). The planner's
 * estimate first, trusted only when its statistics hold the words
 * (isEstimable): when it expects more than 1,000 matches, dense enough in the
 * sort's order for a short walk, the page is walked from the order's index,
 * through at most a bounded number of its entries, and the total is the
 * rounded estimate. Otherwise, or when the walk finds too few, up to 1,001
 * matches are read once through the GIN index (for a word the statistics do
 * not hold, this is the cheap count of its matches: none in a fraction of a
 * millisecond), which gives an exact count up to 1,000 and, then, the page
 * ordered from that same read; above, the page is read as for many matches
 * (from a band of the recommended order, or the sort's index).
 */
async function searchWords(
  db: Database,
  criteria: ExploreCriteria,
  sort: ExploreSort,
  offset: number,
  now: Date,
): Promise<{ words: Counted; wordRows: GigCardRow[] }> {
  const [estimate, inScope, lexemes] = await Promise.all([
    estimateExplore(db, criteria),
    publicGigsInScope(db, now, criteria.category),
    statisticsLexemes(db, now),
  ]);
  const isEstimated = isEstimable(parsedQueries(criteria.queries).words, lexemes);
  // How far an order must be walked to pass `wanted` of the matches, as many as their share of the scope says.
  const walkLength = (wanted: number, matches: number) => (wanted * inScope) / Math.max(1, matches);
  const walkEntries = walkLength(RANKED_WINDOW, estimate);
  const isWalked = isEstimated && estimate > EXPLORE_EXACT_COUNT && walkEntries <= WALK_AT_MOST;
  // The other sorts (price, delivery, newest) walk their own index and read
  // each gig it passes from the table: where that walk is short, the words
  // are tested on `search_keys`, kept in the row, rather than on `search`,
  // which most rows keep out of line (three more pages a row; decision 0049).
  // A longer one stays on `search`, where the planner may gather the matches
  // through GIN instead.
  const isIndexOnly = sort === 'recommended' || sort === 'rating';
  const wanted = sort === 'recommended' && offset < RANKED_WINDOW ? RANKED_WINDOW : offset + EXPLORE_PAGE_SIZE + 1;
  const expected = walkLength(wanted, estimate);
  if (isWalked && (isIndexOnly || expected <= SORTED_WALK_AT_MOST)) {
    // The walk reads a few times the entries expected, and never more than a
    // long walk's: a walk that finds too few there hands over to the gathering.
    const bound = Math.ceil(Math.min(WALK_AT_MOST, Math.max(WALK_MARGIN * expected, WALK_AT_LEAST)));
    const rows = await findWalkedPage(db, criteria, sort, EXPLORE_PAGE_SIZE + 1, offset, bound);
    if (rows) return { words: { total: roundEstimate(estimate), exact: false }, wordRows: rows };
  } else if (isWalked) {
    const rows = await findExplorePage(db, criteria, sort, EXPLORE_PAGE_SIZE + 1, offset);
    return { words: { total: roundEstimate(estimate), exact: false }, wordRows: rows };
  }
  // A search in a category of at most WALK_AT_MOST gigs reads its matches
  // from the category's walk index, index only, rather than through GIN
  // (decision 0046): GIN finds common words' gigs in every category and reads
  // each from the table to learn its category (15 ms against 7 at 100,000 gigs).
  const inCategoryIndex = criteria.category !== undefined && inScope <= WALK_AT_MOST;
  const gathered = await findGatheredSearchPage(
    db,
    inCategoryIndex ? walkable(criteria) : criteria,
    sort,
    EXPLORE_PAGE_SIZE + 1,
    offset,
    EXPLORE_EXACT_COUNT,
  );
  const count = gathered.count;
  if (count <= EXPLORE_EXACT_COUNT) return { words: { total: count, exact: true }, wordRows: gathered.rows };
  const found = Math.max(estimate, count);
  // Many matches, too sparse for a short walk: a long walk is read from a
  // band of the order instead (decision 0033), and the other sorts test
  // `search_keys` where their walk is short.
  const band = inCategoryIndex ? undefined : found;
  const isShortWalk = walkLength(offset + EXPLORE_PAGE_SIZE + 1, found) <= SORTED_WALK_AT_MOST;
  const pageCriteria = band === undefined && isShortWalk ? walkable(criteria) : criteria;
  const estimated = band === undefined ? undefined : { matches: band, now };
  const wordRows = await findExplorePage(db, pageCriteria, sort, EXPLORE_PAGE_SIZE + 1, offset, estimated);
  return { words: { total: roundEstimate(found), exact: false }, wordRows };
}

/**
 * A search's page and total. The words first (full-text, the last word also a
 * prefix); when they match less than a page of gigs and the search is plain
 * words, the gigs whose titles are a typo away follow them as a second group,
 * so 'spredsheet' or 'logo desing' still find something (decision 0023).
 */
async function searchedPage(db: Database, criteria: ExploreCriteria, sort: ExploreSort, offset: number, now: Date) {
  const { words, wordRows } = await searchWords(db, criteria, sort, offset, now);
  const search = criteria.search ?? '';
  if (!words.exact || words.total >= EXPLORE_PAGE_SIZE || typoWords(search) === null) {
    return { rows: wordRows, counted: words, fuzzy: false };
  }
  // Every match of the words is counted exactly and fits before the typo
  // group. The typo group is read once, from at most TYPO_CANDIDATES titles
  // the trigram index offers (decision 0047), for its count and its page; its
  // total is exact up to 1,000 when every candidate was examined, and the
  // planner's estimate is asked only when they were not all.
  // Besides titles a typo away, gigs holding the common words the searched ones are a slip from (decision 0076).
  const corrected = correctedWords(parsedQueries(criteria.queries).exact, await statisticsLexemes(db, now));
  const typos: ExploreCriteria = { ...criteria, textMatch: 'typos', corrected: corrected ?? undefined };
  const typoLimit = EXPLORE_PAGE_SIZE + 1 - wordRows.length;
  const typoOffset = Math.max(0, offset - words.total);
  const gathered = await findGatheredSearchPage(db, typos, sort, typoLimit, typoOffset, TYPO_CANDIDATES);
  const isComplete = (gathered.examined ?? 0) < TYPO_CANDIDATES;
  const typoCount: Counted =
    isComplete && gathered.count <= EXPLORE_EXACT_COUNT
      ? { total: gathered.count, exact: true }
      : {
          total: roundEstimate(
            isComplete ? gathered.count : Math.max(gathered.count, await estimateExplore(db, typos)),
          ),
          exact: false,
        };
  const rows = [...wordRows, ...gathered.rows];
  const counted = { total: words.total + typoCount.total, exact: typoCount.exact };
  // 'No exact matches' is only true, and only worth saying, when the typo group is all there is.
  return { rows, counted, fuzzy: words.total === 0 && rows.length > 0 };
}

async function exploreUncached(db: Database, filters: ExploreFilters, now: Date): Promise<ExploreResponse> {
  // A search's text is parsed once, and every statement of the search is given its queries (decision 0052).
  const criteria = await withQueries(db, criteriaFrom(filters));
  const offset = (filters.page - 1) * EXPLORE_PAGE_SIZE;
  const { rows, counted, fuzzy } = criteria.search
    ? await searchedPage(db, criteria, filters.sort, offset, now)
    : { ...(await unsearchedPage(db, criteria, filters.sort, offset, now)), fuzzy: false };
  const end = offset + EXPLORE_PAGE_SIZE;
  const hasMore = end < EXPLORE_MAX_RESULTS && (counted.exact ? end < counted.total : rows.length > EXPLORE_PAGE_SIZE);
  return {
    gigs: rows.slice(0, EXPLORE_PAGE_SIZE).map(toCard),
    total: counted.total,
    totalIsExact: counted.exact,
    page: filters.page,
    pageSize: EXPLORE_PAGE_SIZE,
    hasMore,
    fuzzy,
  };
}

export interface ExploreService {
  /**
   * Explore and search. Full-text search first; when it finds less than a page,
   * typo-tolerant title matches follow (searchedPage). The total is exact up to
   * EXPLORE_EXACT_COUNT and a rounded planner estimate above (decision 0020).
   */
  explore(filters: ExploreFilters): Promise<ExploreResponse>;
  /** The home page's lists: featured (Pro first, filled with non-Pro), recently added, listings, and the total. */
  homeGigs(): Promise<HomeGigs>;
}

export interface ExploreServiceDeps {
  db: Database;
  /** Keeps the figures that choose how a search is read for a minute of its time. */
  clock: Clock;
  /** Answers cached briefly (decision 0024); none when omitted. */
  cache?: ExploreCache;
}

export function createExploreService({ db, clock, cache }: ExploreServiceDeps): ExploreService {
  return {
    async explore(filters) {
      if (!cache) return exploreUncached(db, filters, clock.now());
      return cache.getOrCompute(JSON.stringify(filters), () => exploreUncached(db, filters, clock.now()));
    },

    async homeGigs() {
      const [featured, recent, listings, total] = await Promise.all([
        findPublicCards(db, 'featured', 4),
        findPublicCards(db, 'recent', 4),
        findPublicCards(db, 'recommended', 8),
        countPublicGigs(db),
      ]);
      return {
        featured: featured.map(toCard),
        recent: recent.map(toCard),
        listings: listings.map(toCard),
        total,
      };
    },
  };
}
