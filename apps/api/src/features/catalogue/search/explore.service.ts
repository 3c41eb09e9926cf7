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
import { primaryReads, type CatalogueReads } from '../../../http/read-routing.ts';
import type { ExploreCache } from './explore-cache.ts';
import {
  countPublicGigs,
  findExplorePageWithCount,
  findPublicCards,
  isCountedByCategory,
  withQueries,
  type ExploreCriteria,
} from './explore.repository.ts';
import { estimateFiltered, isClearlyAbove } from './explore-estimate.repository.ts';
import { estimateExplore } from './search-estimate.repository.ts';
import { toCard } from '../gigs/gigs.mappers.ts';
import { roundEstimate, searchWords, type Counted } from './search-words.ts';
import { typoGroup } from './typo-group.ts';
import { typoWords } from './search.repository.ts';

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
 * A search's page and total. The words first (full-text, the last word also a
 * prefix); when they match less than a page of gigs and the search is plain
 * words, the gigs a typo away follow them as a second group (typoGroup), so
 * 'spredsheet', 'logo desing' or 'desgin' still find something (decisions
 * 0023 and 0076).
 */
async function searchedPage(db: Database, criteria: ExploreCriteria, sort: ExploreSort, offset: number, now: Date) {
  const { words, wordRows } = await searchWords(db, criteria, sort, offset, now);
  const search = criteria.search ?? '';
  if (!words.exact || words.total >= EXPLORE_PAGE_SIZE || typoWords(search) === null) {
    return { rows: wordRows, counted: words, fuzzy: false };
  }
  // Every match of the words is counted exactly and fits before the typo group.
  const typoLimit = EXPLORE_PAGE_SIZE + 1 - wordRows.length;
  const typoOffset = Math.max(0, offset - words.total);
  const typos = await typoGroup(db, criteria, sort, typoLimit, typoOffset, now, wordRows);
  const rows = [...wordRows, ...typos.rows];
  const counted = { total: words.total + typos.counted.total, exact: typos.counted.exact };
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
  /** Explore, search and the home lists read a replica when there is one (decision 0090). */
  reads?: CatalogueReads;
  /** Keeps the figures that choose how a search is read for a minute of its time. */
  clock: Clock;
  /** Answers cached briefly (decision 0024); none when omitted. */
  cache?: ExploreCache;
}

export function createExploreService({ db: primary, reads, clock, cache }: ExploreServiceDeps): ExploreService {
  const readFrom = reads ?? primaryReads(primary);
  return {
    async explore(filters) {
      const db = readFrom.db();
      // A client that just wrote skips the cache, which replica reads may have filled with what it had not replayed.
      if (!cache || readFrom.mustSeeOwnWrites()) return exploreUncached(db, filters, clock.now());
      return cache.getOrCompute(JSON.stringify(filters), () => exploreUncached(db, filters, clock.now()));
    },

    async homeGigs() {
      const db = readFrom.db();
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
