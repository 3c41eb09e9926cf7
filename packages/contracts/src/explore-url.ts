/**
 * The explore page's URL and the API request it makes, in one place for the
 * browser (which reads and writes the URL) and the server (which answers the
 * page's first request before the browser asks; see apps/api/src/web/page-routes.ts).
 *
 * Everything the explore page shows is decided by its URL: search, filters,
 * sort and page live in the query string, so a link reproduces the view and
 * the back button undoes a change. Defaults are left out of the URL. The
 * parameter names are those of GET /api/gigs, plus the category, which is in
 * the path, except the price range: whole dollars in the page's URL
 * (`minPrice`, `maxPrice`, as a person reads them), integer cents in the API
 * query (`minPriceCents`, `maxPriceCents`), converted by toExploreQuery
 * (decision 0056). Nothing here imports zod, so the explore chunk stays light.
 */
import { GIGS_PATH } from './api-paths.ts';
import type { ExploreQuery } from './explore.ts';
import {
  DELIVERY_OPTIONS,
  EXPLORE_SORTS,
  PRICE_GAP,
  PRICE_MAX,
  PRICE_MIN,
  RATING_OPTIONS,
  type ExploreSort,
  type MaxDelivery,
  type MinRating,
} from './explore-options.ts';
import { dollarsToCents } from './money.ts';

export * from './explore-options.ts';

export interface ExploreState {
  search: string;
  /** Whole dollars, as in the page's URL. */
  minPrice: number;
  maxPrice: number;
  /** 0 means any rating. */
  minRating: MinRating;
  /** 0 means any delivery time. */
  maxDelivery: MaxDelivery;
  proOnly: boolean;
  sort: ExploreSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_EXPLORE_STATE: ExploreState = {
  search: '',
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  minRating: 0,
  maxDelivery: 0,
  proOnly: false,
  sort: 'recommended',
  page: 1,
};

function readInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

function isOneOf<T extends string | number>(options: readonly { value: T }[], value: unknown): value is T {
  return options.some((option) => option.value === value);
}

/** Keeps a price range inside 0..200 with the two ends at least 10 apart. */
export function clampPriceRange(min: number, max: number): [number, number] {
  let low = Math.min(Math.max(Math.round(min), PRICE_MIN), PRICE_MAX - PRICE_GAP);
  let high = Math.min(Math.max(Math.round(max), PRICE_MIN + PRICE_GAP), PRICE_MAX);
  if (high - low < PRICE_GAP) {
    if (low + PRICE_GAP <= PRICE_MAX) high = low + PRICE_GAP;
    else low = high - PRICE_GAP;
  }
  return [low, high];
}

/** Reads the explore state from a query string; anything unreadable falls back to its default. */
export function parseExploreParams(params: URLSearchParams): ExploreState {
  const [minPrice, maxPrice] = clampPriceRange(
    readInt(params.get('minPrice')) ?? PRICE_MIN,
    readInt(params.get('maxPrice')) ?? PRICE_MAX,
  );
  const rating = readInt(params.get('minRating'));
  const delivery = readInt(params.get('maxDelivery'));
  const sort = params.get('sort');
  const page = readInt(params.get('page'));
  return {
    search: (params.get('search') ?? '').trim(),
    minPrice,
    maxPrice,
    minRating: isOneOf(RATING_OPTIONS, rating) ? rating : 0,
    maxDelivery: isOneOf(DELIVERY_OPTIONS, delivery) ? delivery : 0,
    proOnly: params.get('proOnly') === 'true',
    sort: isOneOf(EXPLORE_SORTS, sort) ? sort : 'recommended',
    page: page !== null && page >= 1 ? page : 1,
  };
}

/** Writes the state as a query string, leaving out every default. */
export function toExploreParams(state: ExploreState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.minPrice !== PRICE_MIN) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== PRICE_MAX) params.set('maxPrice', String(state.maxPrice));
  if (state.minRating !== 0) params.set('minRating', String(state.minRating));
  if (state.maxDelivery !== 0) params.set('maxDelivery', String(state.maxDelivery));
  if (state.proOnly) params.set('proOnly', 'true');
  if (state.sort !== 'recommended') params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/** True when a filter (not the sort or the page) narrows the list. */
export function hasActiveFilters(state: ExploreState): boolean {
  return (
    state.search !== '' ||
    state.minPrice !== PRICE_MIN ||
    state.maxPrice !== PRICE_MAX ||
    state.minRating !== 0 ||
    state.maxDelivery !== 0 ||
    state.proOnly
  );
}

/** The GET /api/gigs query for a state and an optional category. */
export function toExploreQuery(state: ExploreState, category: string | undefined): ExploreQuery {
  const query: ExploreQuery = { sort: state.sort, page: state.page };
  if (state.search) query.search = state.search;
  if (category) query.category = category as ExploreQuery['category'];
  // The URL's whole dollars become the API's cents here (decision 0056).
  if (state.minPrice !== PRICE_MIN) query.minPriceCents = dollarsToCents(state.minPrice);
  if (state.maxPrice !== PRICE_MAX) query.maxPriceCents = dollarsToCents(state.maxPrice);
  if (state.minRating !== 0) query.minRating = String(state.minRating) as '3' | '4';
  if (state.maxDelivery !== 0) query.maxDelivery = String(state.maxDelivery) as '1' | '3' | '7';
  if (state.proOnly) query.proOnly = 'true';
  return query;
}

/** The URL of GET /api/gigs for a query: the same string in the browser and on the server. */
export function exploreApiPath(query: ExploreQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `${GIGS_PATH}?${params.toString()}`;
}
