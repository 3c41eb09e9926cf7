import { EXPLORE_EXACT_COUNT, EXPLORE_PAGE_SIZE, type ExploreSort } from '@teenfreelance/contracts/gigs';
import type { Database } from '../../../db/client.ts';
import type { GigCardRow } from '../gigs/gig-cards.repository.ts';
import type { ExploreCriteria } from './explore.repository.ts';
import { findGatheredSearchPage } from './gathered-search.repository.ts';
import { isEstimable, statisticsLexemes } from './lexeme-statistics.repository.ts';
import { findExplorePage, publicGigsInScope, RANKED_WINDOW, walkable } from './search-page.repository.ts';
import { isPhrase, parsedQueries } from './search.repository.ts';
import { keptSearchEstimate } from './search-estimate.repository.ts';
import { findWalkedPage } from './walked-search.repository.ts';

// The words of a search: how they are read (walked or gathered) and counted,
// for the explore service (decisions 0033, 0045 and 0076).

/** Rounds an estimate down to two significant figures (98,734 → 98,000), never below the exact range. */
export function roundEstimate(n: number): number {
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
 * table, only to learn that they are more than 1,000. A walk costs about
 * half a microsecond an entry (47,364 entries in 21-27 ms at a million gigs),
 * gathering common words 45-190 ms there (three words' GIN bitmap, a price
 * filter's): 40,000 sent three common words under 30 dollars, some 5,700
 * matches whose window is 41,400 entries in, to the gathering (decision 0102).
 */
const WALK_AT_MOST = 50_000;

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
export type Counted = { total: number; exact: boolean };

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
export async function searchWords(
  db: Database,
  criteria: ExploreCriteria,
  sort: ExploreSort,
  offset: number,
  now: Date,
): Promise<{ words: Counted; wordRows: GigCardRow[] }> {
  const [inScope, lexemes] = await Promise.all([
    publicGigsInScope(db, now, criteria.category),
    statisticsLexemes(db, now),
  ]);
  // A phrase's estimate is its pairs' (phraseMatch), trusted as its words' are: when the statistics hold them all.
  const queries = parsedQueries(criteria.queries);
  const isEstimated = isEstimable(queries.words, lexemes);
  // The planner is asked only when its estimate can choose a walk, and once per text and filters a minute.
  const estimate = isEstimated ? await keptSearchEstimate(db, criteria, now) : 0;
  // How far an order must be walked to pass `wanted` of the matches, as many as their share of the scope says.
  const walkLength = (wanted: number, matches: number) => (wanted * inScope) / Math.max(1, matches);
  const wanted = sort === 'recommended' && offset < RANKED_WINDOW ? RANKED_WINDOW : offset + EXPLORE_PAGE_SIZE + 1;
  const expected = walkLength(wanted, estimate);
  // A walk of the recommended order must pass the ranked window's matches;
  // "Best Rating" walks the same index and needs only its page's (decision
  // 0102). The other sorts are walked only where their walk is short (below).
  const walkEntries = sort === 'rating' ? expected : walkLength(RANKED_WINDOW, estimate);
  // A phrase of at most SORTED_WALK_AT_MOST matches, fewer than the entries
  // its walk would pass, is read through its pairs, whose index holds just
  // its matches, rather than walked (below): a phrase's walk reads every
  // entry of its bound, to join their pairs.
  const isGatheredPhrase = (matches: number) =>
    isPhrase(queries) && matches <= SORTED_WALK_AT_MOST && matches < walkLength(wanted, matches);
  const isWalked =
    isEstimated && estimate > EXPLORE_EXACT_COUNT && walkEntries <= WALK_AT_MOST && !isGatheredPhrase(estimate);
  // The other sorts (price, delivery, newest) walk their own index and read
  // each gig it passes from the table: where that walk is short, the words
  // are tested on `search_keys`, kept in the row, rather than on `search`,
  // which most rows keep out of line (three more pages a row; decision 0049).
  // A longer one stays on `search`, where the planner may gather the matches
  // through GIN instead.
  const isIndexOnly = sort === 'recommended' || sort === 'rating';
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
  // Words the statistics do not hold are few: they are read through GIN, planned whole, filters after (findGatheredSearchPage).
  const inCategoryIndex = isEstimated && criteria.category !== undefined && inScope <= WALK_AT_MOST;
  // A phrase expected to be gathered whole through its pairs (below) is read so at once: a capped read first
  // read the same pairs and filters again (two reads of 39 and 44 ms for '"affordable video"' under 30 dollars).
  const isPhraseAtOnce = isEstimated && !inCategoryIndex && isGatheredPhrase(estimate);
  const gathered = await findGatheredSearchPage(
    db,
    inCategoryIndex ? walkable(criteria) : criteria,
    sort,
    EXPLORE_PAGE_SIZE + 1,
    offset,
    isPhraseAtOnce ? SORTED_WALK_AT_MOST : EXPLORE_EXACT_COUNT,
    isPhraseAtOnce ? 'whole' : isEstimated ? 'capped' : 'rare',
  );
  const count = gathered.count;
  if (count <= EXPLORE_EXACT_COUNT) return { words: { total: count, exact: true }, wordRows: gathered.rows };
  if (isPhraseAtOnce && count <= SORTED_WALK_AT_MOST) {
    return { words: { total: roundEstimate(count), exact: false }, wordRows: gathered.rows };
  }
  // Past the exact range, the total is an estimate: the planner's where it knows the words, asked now otherwise.
  const found = Math.max(isEstimated ? estimate : await keptSearchEstimate(db, criteria, now), count);
  // A phrase of more matches than its estimate said is walked now where its
  // walk is short, bounded as any walk, testing its loosened words in the
  // walk index and reading only their gigs' pairs (walkedScope): its window
  // gathered instead read every match from the table (0.9 s for
  // 'mobile-friendly' at 100,000 gigs, which 31,666 hold).
  const phraseWalk = walkLength(wanted, found);
  if (
    isPhrase(queries) &&
    !isGatheredPhrase(found) &&
    phraseWalk <= (isIndexOnly ? WALK_AT_MOST : SORTED_WALK_AT_MOST)
  ) {
    const bound = Math.ceil(Math.min(WALK_AT_MOST, Math.max(WALK_MARGIN * phraseWalk, WALK_AT_LEAST)));
    const rows = await findWalkedPage(db, criteria, sort, EXPLORE_PAGE_SIZE + 1, offset, bound);
    if (rows) return { words: { total: roundEstimate(found), exact: false }, wordRows: rows };
  }
  // A phrase expected to match at most SORTED_WALK_AT_MOST, too sparse for a
  // short walk, or whose walk found too few, is gathered whole through its
  // pairs when they are at most SORTED_WALK_AT_MOST, and its page ordered
  // (or its window ranked) from that read (decisions 0099 and 0102): another
  // sort's walk reads each gig it passes from the table ('"catching mascot"'
  // by delivery at a million gigs: 89,490 buffers); the recommended order's
  // walk found 64 of the window's 240 for '"simple mascot"' in 40,000 entries
  // (42 ms) before its band was read, and "Best Rating"'s walked 41,085 for
  // '"engaging story"' (48 ms), where the pairs of their 1,580 and 3,174
  // matches are read in 3 and 6 ms.
  if (isPhrase(queries) && !isPhraseAtOnce) {
    const all = await findGatheredSearchPage(
      db,
      criteria,
      sort,
      EXPLORE_PAGE_SIZE + 1,
      offset,
      SORTED_WALK_AT_MOST,
      'whole',
    );
    if (all.count <= SORTED_WALK_AT_MOST) {
      return { words: { total: roundEstimate(all.count), exact: false }, wordRows: all.rows };
    }
  }
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
