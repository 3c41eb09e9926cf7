/**
 * The GET paths a page reads first. The browser asks for them, and the server
 * writes their answers into the page's HTML under the same path (see
 * apps/api/src/web/page-routes.ts), so both must spell them alike.
 * The explore list's path is `exploreApiPath` in explore-url.ts.
 */
/** The id of the `<script type="application/json">` holding those answers, by path. */
export const PREFETCHED_ANSWERS_ID = 'prefetched-api-answers';

export const SESSION_PATH = '/api/auth/session';
export const CATEGORIES_PATH = '/api/categories';
export const HOME_GIGS_PATH = '/api/gigs/home';

export function gigApiPath(id: string): string {
  return `/api/gigs/${encodeURIComponent(id)}`;
}

/** Anyone's public profile: the public profile page reads it first. */
export function profileApiPath(id: string): string {
  return `/api/profiles/${encodeURIComponent(id)}`;
}

/** POST: the gig's page was seen (dashboard.ts); here, without schemas, for the gig page's small chunk. */
export const gigViewsPath = (id: string): string => `${gigApiPath(id)}/views`;
