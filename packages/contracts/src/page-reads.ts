/**
 * The GET paths of a page's first reads (`PageHead.reads` in page-heads.ts), for
 * its path parameters and query; only the server reads them.
 */
import { CATEGORIES_PATH, HOME_GIGS_PATH, gigPath, profilePath } from './api-paths.ts';
import { exploreApiPath, parseExploreParams, toExploreQuery } from './explore-url.ts';
import { BUYER_OVERVIEW_PATH, SELLER_OVERVIEW_PATH } from './dashboard.ts';
import { jobPath, jobsListPath, parseJobsParams } from './job-posts.ts';
import { CONVERSATIONS_PATH } from './messages.ts';
import type { PageRead } from './page-heads.ts';

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
      return gigPath(params.id ?? '');
    case 'jobs-list':
      return jobsListPath(parseJobsParams(search));
    case 'job':
      return jobPath(params.id ?? '');
    case 'profile':
      return profilePath(params.id ?? '');
    case 'seller-overview':
      return SELLER_OVERVIEW_PATH;
    case 'buyer-overview':
      return BUYER_OVERVIEW_PATH;
    case 'conversations':
      return CONVERSATIONS_PATH;
  }
}
