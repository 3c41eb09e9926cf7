import { EXPLORE_EXACT_COUNT, type ExploreSort } from '@teenfreelance/contracts/gigs';
import type { Database } from '../../../db/client.ts';
import type { GigCardRow } from '../gigs/gig-cards.repository.ts';
import type { ExploreCriteria } from './explore.repository.ts';
import { keptSearchEstimate } from './search-estimate.repository.ts';
import { findGatheredSearchPage, TYPO_CANDIDATES } from './gathered-search.repository.ts';
import { correctedWords, statisticsLexemes } from './lexeme-statistics.repository.ts';
import { parsedQueries, typoWords } from './search.repository.ts';
import { roundEstimate, searchWords, type Counted } from './search-words.ts';

/**
 * The typo group of a search of plain words that matched less than a page
 * (decision 0023): `limit` gigs from `offset` of it, and its total.
 *
 * When each word the planner's statistics do not hold is a slip or two from
 * words they hold (correctedWords: 'desgin' → 'design'), the group is the
 * search of the corrected words, read and counted as any search is (walked or
 * gathered, bounded; decision 0076): trigrams miss a slip in a short word
 * ('desgin' is 0.43 similar to 'Logo design', under the 0.6 a title needs),
 * and the corrected words are common ones, which the trigram index would
 * offer by the tens of thousands. A gig the words already showed is left out.
 *
 * Otherwise, or when the corrected words find nothing, the titles a typo
 * away: read once, from at most TYPO_CANDIDATES titles the trigram index
 * offers (decision 0047), for their count and their page; their total is
 * exact up to 1,000 when every candidate was examined, and the planner's
 * estimate is asked only when they were not all.
 */
export async function typoGroup(
  db: Database,
  criteria: ExploreCriteria,
  sort: ExploreSort,
  limit: number,
  offset: number,
  now: Date,
  shown: readonly GigCardRow[],
): Promise<{ rows: GigCardRow[]; counted: Counted }> {
  const typed = typoWords(criteria.search ?? '') ?? [];
  const corrected = correctedWords(parsedQueries(criteria.queries).exact, await statisticsLexemes(db, now), typed);
  if (corrected) {
    const asCorrected = { ...criteria, queries: { words: corrected, exact: corrected } };
    const { words, wordRows } = await searchWords(db, asCorrected, sort, offset, now);
    const shownIds = new Set(shown.map((row) => row.id));
    const rows = wordRows.filter((row) => !shownIds.has(row.id)).slice(0, limit);
    if (words.total > 0) return { rows, counted: words };
  }
  const typos: ExploreCriteria = { ...criteria, textMatch: 'typos' };
  const gathered = await findGatheredSearchPage(db, typos, sort, limit, offset, TYPO_CANDIDATES);
  const isComplete = (gathered.examined ?? 0) < TYPO_CANDIDATES;
  if (isComplete && gathered.count <= EXPLORE_EXACT_COUNT) {
    return { rows: gathered.rows, counted: { total: gathered.count, exact: true } };
  }
  const total = isComplete ? gathered.count : Math.max(gathered.count, await keptSearchEstimate(db, typos, now));
  return { rows: gathered.rows, counted: { total: roundEstimate(total), exact: false } };
}
