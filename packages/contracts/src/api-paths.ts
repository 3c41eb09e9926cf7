/**
 * Every API path is spelled once, in the contracts (docs/decisions/0057): a
 * path without parameters is a constant (`CATEGORIES_PATH`), one with
 * parameters is an `apiPath('/api/gigs/:id')`, whose `pattern` is what the API
 * registers with Fastify and whose call, `gigPath(id)`, is the URL the web app
 * asks for, each parameter encoded. The routes, the web fetchers, idempotency
 * and the pages' first reads all use them; apps/api/src/api-paths.test.ts
 * checks that the API registers nothing else under /api/.
 *
 * This file holds the helper and the paths a page reads first (no zod here:
 * the gig page's small chunk imports it). The browser asks for those, and the
 * server writes their answers into the page's HTML under the same path (see
 * apps/api/src/web/page-routes.ts), so both must spell them alike.
 * The explore list's path is `exploreApiPath` in explore-url.ts.
 */

/** The names of a pattern's `:parameters`, in order. */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : Pattern extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** A string for each element of a tuple (mapped over a type parameter, so it stays a tuple). */
type StringsFor<Names extends string[]> = { [K in keyof Names]: string };

/** One string per parameter of the pattern, in its order. */
export type ApiPathValues<Pattern extends string> = StringsFor<ParamNames<Pattern>>;

/** An API path with parameters: call it for a URL; `pattern` is the route the API registers. */
export interface ApiPath<Pattern extends string = string> {
  (...values: ApiPathValues<Pattern>): string;
  readonly pattern: Pattern;
}

/** Defines an API path with `:parameters` once, for the routes and for the clients. */
export function apiPath<const Pattern extends `/api/${string}`>(pattern: Pattern): ApiPath<Pattern> {
  const build = (...values: string[]): string => {
    let next = 0;
    return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[next++] ?? ''));
  };
  return Object.assign(build, { pattern });
}

/** Every API path starts here; the server answers anything under it as the API, never as a page. */
export const API_PREFIX = '/api';

/** The API's description: swagger-ui's pages (and its own routes under this path), and the OpenAPI document. */
export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/** The id of the `<script type="application/json">` holding those answers, by path. */
export const PREFETCHED_ANSWERS_ID = 'prefetched-api-answers';

/**
 * The id of the `<template>` holding a server-rendered page's module preloads, which its script moves
 * into the head a few at a time (decision 0106).
 */
export const PAGE_MODULE_PRELOADS_ID = 'page-module-preloads';

export const SESSION_PATH = '/api/auth/session';
export const CATEGORIES_PATH = '/api/categories';
export const GIGS_PATH = '/api/gigs';
export const HOME_GIGS_PATH = '/api/gigs/home';

/** One gig: read by the gig page first; also edited and deleted by its seller. */
export const gigPath = apiPath('/api/gigs/:id');

/** Anyone's public profile: the public profile page reads it first. */
export const profilePath = apiPath('/api/profiles/:id');

/** POST: the gig's page was seen (dashboard.ts); here, without schemas, for the gig page's small chunk. */
export const gigViewsPath = apiPath('/api/gigs/:id/views');
