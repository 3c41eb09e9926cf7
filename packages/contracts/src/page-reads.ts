/**
 * The GET paths of a page's first reads (`Page.reads` in pages.ts), for its
 * path parameters and query. Apart from pages.ts so that the web app's entry
 * chunk, which reads the page table, does not carry the explore URL code.
 */
import { CATEGORIES_PATH, HOME_GIGS_PATH, gigApiPath } from './api-paths.ts';
import { exploreApiPath, parseExploreParams, toExploreQuery } from './explore-url.ts';
import type { PageRead } from './pages.ts';

/** The explore list the page at this URL shows (the category is in the path, the filters in the query). */
export const exploreListPath = (params: Readonly<Record<string, string>>, search: URLSearchParams): string =>
  exploreApiPath(toExploreQuery(parseExploreParams(search), params.category));

export function pageReadPath(
  read: PageRead,
  params: Readonly<Record<string, string>>,
  search: URLSearchParams,
): string {
  switch (read) {
    case 'home-gigs':
      return HOME_GIGS_PATH;
    case 'categories':
      return CATEGORIES_PATH;
    case 'explore-list':
      return exploreListPath(params, search);
    case 'gig':
      return gigApiPath(params.id ?? '');
  }
}
