/**
 * The query sets bench/api draws from: QUALITY.md's explore list (one view),
 * then long-tailed sets of at least 5,000 distinct explore views, filter
 * combinations and searches, built from the generated catalogue's own
 * vocabulary (bench/data.ts) and drawn with a Zipf law (a few views asked
 * often, most rarely), so neither the explore cache nor one hot plan hides
 * what an uncommon view costs.
 */
import { CATEGORY_SLUGS } from './data.ts';
import { searchKind, searchText } from './search-texts.ts';

/** At least this many distinct paths per scenario (issue 16). */
export const DISTINCT = 6_000;
/** The Zipf exponent: 0.8 gives the 1,000 most asked views (the cache's size) about two thirds of the requests. */
const ZIPF = 0.8;

/** A small seeded generator (mulberry32): the same sets and draws on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

/** Distinct paths from `make` until there are `count`, in the order first made. */
function distinct(count: number, seed: number, make: (random: () => number) => string): string[] {
  const random = seeded(seed);
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 50; tries += 1) out.add(make(random));
  if (out.size < count) throw new Error(`only ${out.size} distinct paths could be made`);
  return [...out];
}

const SORTS = ['recommended', 'newest', 'price-asc', 'price-desc', 'rating', 'delivery'];
const query = (params: Record<string, string | undefined>) =>
  `/api/gigs?${Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`.replace(/\?$/, '');

/** Explore without filters: a category or none, a sort, and a page; first pages first (most asked), deep pages the tail. */
function exploreSet(): string[] {
  const pageOf = (path: string) => Number(/page=(\d+)/.exec(path)?.[1] ?? 1);
  return distinct(DISTINCT, 1, (random) => {
    const page = 1 + Math.floor(random() * 100);
    return query({
      category: random() < 0.3 ? undefined : pick(random, CATEGORY_SLUGS),
      sort: random() < 0.5 ? undefined : pick(random, SORTS),
      page: page === 1 ? undefined : String(page),
    });
  }).sort((a, b) => pageOf(a) - pageOf(b));
}

/** Explore with filters: price range, rating, delivery, Pro only and category, in combinations. */
function filterSet(): string[] {
  const prices = [5, 10, 15, 20, 30, 40, 50, 75, 100, 120, 150, 200];
  return distinct(DISTINCT, 2, (random) => {
    const low = random() < 0.5 ? undefined : pick(random, prices.slice(0, -2));
    const high =
      random() < 0.5
        ? undefined
        : pick(
            random,
            prices.filter((p) => p >= (low ?? 0) + 10),
          );
    const params = {
      category: random() < 0.4 ? undefined : pick(random, CATEGORY_SLUGS),
      // The API's price range is in cents (decision 0056); these are the slider's dollars.
      minPriceCents: low === undefined ? undefined : String(low * 100),
      maxPriceCents: high === undefined || high === 200 ? undefined : String(high * 100),
      minRating: random() < 0.5 ? undefined : pick(random, ['3', '4']),
      maxDelivery: random() < 0.5 ? undefined : pick(random, ['1', '3', '7']),
      proOnly: random() < 0.8 ? undefined : 'true',
      sort: random() < 0.4 ? undefined : pick(random, SORTS),
      page: random() < 0.85 ? undefined : String(2 + Math.floor(random() * 4)),
    };
    // At least one filter: a view without any is the first scenario's.
    if (!params.minPriceCents && !params.maxPriceCents && !params.minRating && !params.maxDelivery && !params.proOnly) {
      params.minRating = '4';
    }
    return query(params);
  });
}

/**
 * Searches as a search log holds them (bench/search-texts.ts): words of the
 * catalogue, one to three, the last sometimes half typed, and in a log's
 * proportions words the catalogue does not hold (5%), typos (7%) and phrases
 * (2%); a few with a filter or a sort.
 */
function searchSet(): string[] {
  return distinct(DISTINCT, 3, (random) =>
    query({
      search: searchText(searchKind(random), random),
      category: random() < 0.15 ? pick(random, CATEGORY_SLUGS) : undefined,
      sort: random() < 0.15 ? pick(random, SORTS) : undefined,
    }),
  );
}

export const QUERY_SETS: Record<string, () => string[]> = {
  // QUALITY.md's row as it is worded: the explore list, 24 a page, default
  // sort, with the total. One view, so the cache (and one plan) serve it; the
  // three long tails below are issue 16's, where they cannot.
  'explore list as QUALITY.md words it (one view)': () => ['/api/gigs'],
  'explore (default sort + count)': exploreSet,
  'explore with filters': filterSet,
  'full-text search': searchSet,
};

/** Draws from `paths` with a Zipf law over their order (the first most often; the sets above are made in random order, explore's by page), seeded. */
export function zipfDraw(paths: readonly string[], seed: number): () => string {
  const cumulative: number[] = [];
  let sum = 0;
  for (let rank = 1; rank <= paths.length; rank += 1) {
    sum += 1 / rank ** ZIPF;
    cumulative.push(sum);
  }
  const random = seeded(seed);
  return () => {
    const target = random() * sum;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) < target) low = mid + 1;
      else high = mid;
    }
    return paths[low] as string;
  };
}
