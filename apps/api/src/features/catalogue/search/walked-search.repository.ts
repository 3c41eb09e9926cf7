import type { ExploreSort } from '@teenfreelance/contracts/gigs';
import type { DbOrTx } from '../../../db/client.ts';
import type { GigCardRow } from '../gigs/gig-cards.repository.ts';
import { sortedPage, SORTS, withQueries, type ExploreCriteria } from './explore.repository.ts';
import { findRankedPage, RANKED_WINDOW, walkable } from './search-page.repository.ts';

// A search of many matches walked in its sort's order (decision 0045), and
// the walk bounded in SQL (decision 0076).

/**
 * A page of a search read by walking its sort's order, testing the words on
 * `search_keys`, through at most `bound` gigs of the order in scope; null
 * when the walk found too few there: fewer matches than the page needs, or,
 * in the recommended order, than its ranked window (RANKED_WINDOW). The
 * estimate that chose the walk was then too high, and the caller gathers the
 * matches instead. A walk that finds nothing never reads more than `bound`
 * index entries.
 */
export async function findWalkedPage(
  db: DbOrTx,
  asked: ExploreCriteria,
  sort: ExploreSort,
  limit: number,
  offset: number,
  bound: number,
): Promise<GigCardRow[] | null> {
  const criteria = walkable(await withQueries(db, asked));
  const order = SORTS[sort];
  if (sort !== 'recommended' || offset >= RANKED_WINDOW) {
    const rows = await sortedPage(db, criteria, order, limit, offset, bound);
    return rows.length === limit ? rows : null;
  }
  const inWindow = Math.min(limit, RANKED_WINDOW - offset);
  const ranked = await findRankedPage(db, criteria, inWindow, offset, undefined, bound);
  if ((ranked.windowSize ?? 0) < RANKED_WINDOW) return null;
  if (inWindow === limit) return ranked;
  // A page that crosses the window's edge goes on in the recommended order (as findExplorePage's).
  const rest = await sortedPage(db, criteria, order, limit - inWindow, RANKED_WINDOW, bound);
  return rest.length === limit - inWindow ? [...ranked, ...rest] : null;
}
