import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPLORE_STATE,
  clampPriceRange,
  exploreApiPath,
  parseExploreParams,
  toExploreParams,
  toExploreQuery,
} from './explore-url.ts';

describe('explore URL state', () => {
  it('reads defaults from an empty query and writes nothing for them', () => {
    expect(parseExploreParams(new URLSearchParams())).toEqual(DEFAULT_EXPLORE_STATE);
    expect(toExploreParams(DEFAULT_EXPLORE_STATE).toString()).toBe('');
  });

  it('round-trips every filter, the sort and the page', () => {
    const query =
      'search=logo+design&minPrice=20&maxPrice=120&minRating=4&maxDelivery=3&proOnly=true&sort=price-asc&page=2';
    const state = parseExploreParams(new URLSearchParams(query));
    expect(state).toEqual({
      search: 'logo design',
      minPrice: 20,
      maxPrice: 120,
      minRating: 4,
      maxDelivery: 3,
      proOnly: true,
      sort: 'price-asc',
      page: 2,
    });
    expect(toExploreParams(state).toString()).toBe(query);
  });

  it('ignores values out of range instead of sending them to the API', () => {
    const state = parseExploreParams(
      new URLSearchParams('minPrice=-5&maxPrice=999&minRating=5&maxDelivery=2&sort=cheapest&page=0&proOnly=yes'),
    );
    expect(state).toEqual({ ...DEFAULT_EXPLORE_STATE });
  });

  it('keeps the two price ends at least 10 apart inside 0..200', () => {
    expect(clampPriceRange(50, 55)).toEqual([50, 60]);
    expect(clampPriceRange(198, 200)).toEqual([190, 200]);
    expect(clampPriceRange(-10, 500)).toEqual([0, 200]);
  });

  it('builds the API query with the category and only the set filters', () => {
    const state = parseExploreParams(new URLSearchParams('minRating=3&proOnly=true'));
    expect(toExploreQuery(state, 'web-development')).toEqual({
      sort: 'recommended',
      page: 1,
      category: 'web-development',
      minRating: '3',
      proOnly: 'true',
    });
  });

  it('writes the API request of a page URL the same way in the browser and on the server, dollars as cents', () => {
    const state = parseExploreParams(new URLSearchParams('search=logo%20design&minPrice=15&maxPrice=120&page=2'));
    expect(exploreApiPath(toExploreQuery(state, 'graphic-design'))).toBe(
      '/api/gigs?sort=recommended&page=2&search=logo+design&category=graphic-design&minPriceCents=1500&maxPriceCents=12000',
    );
    expect(exploreApiPath(toExploreQuery(parseExploreParams(new URLSearchParams()), undefined))).toBe(
      '/api/gigs?sort=recommended&page=1',
    );
  });
});
