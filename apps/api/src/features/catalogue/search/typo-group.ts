import { EXPLORE_EXACT_COUNT, type ExploreSort } from '@teenfreelance/contracts/gigs';
import type { Database } from '../../../db/client.ts';
import type { GigCardRow } from '../gigs/gig-cards.repository.ts';
import type { ExploreCriteria } from './explore.repository.ts';
import { keptSearchEstimate } from './search-estimate.repository.ts';
import { findGatheredSearchPage, TYPO_CANDIDATES } from './gathered-search.repository.ts';
import { correctedWords, statisticsLexemes } from './lexeme-statistics.repository.ts';
import { parsedQueries, typoWords } from './search.repository.ts';
import { wordForms } from './word-forms.ts';
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
 * A word the stemmer cuts short ('afforadble', stemmed 'afforadbl', four
 * letters from 'afford') is corrected from the held lexemes' forms
 * ('affordable'; wordForms, decision 0099).
 *
 * Otherwise, or when the corrected words find nothing, the titles a typo
 * away among the first TYPO_CANDIDATES gigs in scope in the recommended
 * order (decision 0099: the trigram index offered them in the table's order,
 * a heap page each, unbounded at a million gigs): read once for their count
 * and their page; their total is exact up to 1,000 when every gig in scope
 * was examined, and the planner's estimate is asked only when not all were.
 * None among them: the search found nothing, and says 0, exactly.
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
  const exact = parsedQueries(criteria.queries).exact;
  const lexemes = await statisticsLexemes(db, now);
  const corrected =
    correctedWords(exact, lexemes, typed) ?? correctedWords(exact, lexemes, typed, await wordForms(db, typed, lexemes));
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
  // None a typo away among the best gigs in scope: the search found nothing, and says so exactly.
  if (gathered.count === 0 && offset === 0) return { rows: [], counted: { total: 0, exact: true } };
  if (isComplete && gathered.count <= EXPLORE_EXACT_COUNT) {
    return { rows: gathered.rows, counted: { total: gathered.count, exact: true } };
  }
  const total = isComplete ? gathered.count : Math.max(gathered.count, await keptSearchEstimate(db, typos, now));
  return { rows: gathered.rows, counted: { total: roundEstimate(total), exact: false } };
}
