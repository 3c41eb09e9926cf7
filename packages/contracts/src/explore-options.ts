/**
 * The explore page's filter options and price range: what the page offers, its
 * URL keeps (explore-url.ts) and the API accepts (explore.ts). Plain data, no
 * zod and no imports, so both sides read it without a cycle and the explore
 * chunk stays light.
 */

/** The price slider's range, in whole dollars as the page's URL keeps it; the API query carries cents (× 100). */
export const PRICE_MIN = 0;
export const PRICE_MAX = 200;
/** The two ends of the price range stay at least this many dollars apart. */
export const PRICE_GAP = 10;

export const EXPLORE_SORTS = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'rating', label: 'Best Rating' },
  { value: 'delivery', label: 'Fastest Delivery' },
] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number]['value'];

export const RATING_OPTIONS = [
  { value: 0, label: 'Any rating' },
  { value: 4, label: '4+ stars' },
  { value: 3, label: '3+ stars' },
] as const;
export type MinRating = (typeof RATING_OPTIONS)[number]['value'];

export const DELIVERY_OPTIONS = [
  { value: 0, label: 'Any time' },
  { value: 1, label: 'Up to 1 day' },
  { value: 3, label: 'Up to 3 days' },
  { value: 7, label: 'Up to 7 days' },
] as const;
export type MaxDelivery = (typeof DELIVERY_OPTIONS)[number]['value'];
