/**
 * GET /api/gigs: the explore and search query, as the API validates it, and
 * its answer. The filters' options and the price range are in
 * explore-options.ts, shared with the explore URL (explore-url.ts).
 */
import { z } from 'zod';
import { categorySlugSchema } from './categories.ts';
import { EXPLORE_SORTS, PRICE_GAP, PRICE_MAX, PRICE_MIN, type ExploreSort } from './explore-options.ts';
import { gigCardSchema } from './gig-dtos.ts';

export const EXPLORE_PAGE_SIZE = 24;
/** Explore pages stop at this many results (deep offsets are slow and nobody pages that far). */
export const EXPLORE_MAX_RESULTS = 10_000;
/** Totals up to this are exact; above, estimated (see ExploreResponse.total). */
export const EXPLORE_EXACT_COUNT = 1000;
export const EXPLORE_MAX_PAGE = Math.ceil(EXPLORE_MAX_RESULTS / EXPLORE_PAGE_SIZE);

export const exploreSortSchema = z.enum(EXPLORE_SORTS.map((sort) => sort.value) as [ExploreSort, ...ExploreSort[]]);
export type { ExploreSort };

/** Query strings arrive as text: these turn '4' into 4 and 'true' into true. */
const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * GET /api/gigs query. Omitted filters mean "any". `maxPrice` at the top of the
 * slider (200) means "200 and more" so the default view hides nothing.
 * Any value out of range answers 400 VALIDATION_FAILED.
 */
export const exploreQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    category: categorySlugSchema.optional(),
    minPrice: intParam(PRICE_MIN, PRICE_MAX).optional(),
    maxPrice: intParam(PRICE_MIN, PRICE_MAX).optional(),
    /** '4' = 4+, '3' = 3+. */
    minRating: z.enum(['3', '4']).optional(),
    /** '1', '3' or '7' = up to that many days. */
    maxDelivery: z.enum(['1', '3', '7']).optional(),
    proOnly: z.enum(['true', 'false']).optional(),
    sort: exploreSortSchema.default('recommended'),
    page: intParam(1, EXPLORE_MAX_PAGE).default(1),
  })
  .refine((q) => (q.minPrice ?? PRICE_MIN) + PRICE_GAP <= (q.maxPrice ?? PRICE_MAX), {
    message: 'The price range must be at least $10 wide',
    path: ['maxPrice'],
  });
export type ExploreQuery = z.input<typeof exploreQuerySchema>;
export type ExploreFilters = z.output<typeof exploreQuerySchema>;

export const exploreResponseSchema = z.object({
  gigs: z.array(gigCardSchema),
  /**
   * Matching public gigs. Exact up to EXPLORE_EXACT_COUNT (1,000); for larger
   * results totalIsExact is false and total is the database planner's estimate
   * rounded down to two significant figures (e.g. 98,000): show it as '98,000+'.
   */
  total: z.number().int(),
  totalIsExact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  /** True when the searched words matched nothing and the gigs shown are typo-tolerant title matches (never with no gigs). */
  fuzzy: z.boolean(),
});
export type ExploreResponse = z.infer<typeof exploreResponseSchema>;
