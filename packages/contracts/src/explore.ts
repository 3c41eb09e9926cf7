/**
 * GET /api/gigs: the explore and search query, as the API validates it, and
 * its answer. The filters' options and the price range are in
 * explore-options.ts, shared with the explore URL (explore-url.ts).
 */
import { z } from 'zod';
import { categorySlugSchema } from './categories.ts';
import { EXPLORE_SORTS, PRICE_GAP, PRICE_MAX, PRICE_MIN, type ExploreSort } from './explore-options.ts';
import { gigCardSchema } from './gig-dtos.ts';
import { dollarsToCents } from './money.ts';

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

/** The price slider's ends in the API's cents: 0 and 20000 ($200, "and more"). */
export const PRICE_MIN_CENTS = dollarsToCents(PRICE_MIN);
export const PRICE_MAX_CENTS = dollarsToCents(PRICE_MAX);

/**
 * GET /api/gigs query. Omitted filters mean "any". The price range is in
 * integer cents like every amount on the wire (the explore page's URL keeps
 * dollars, converted by toExploreQuery); `maxPriceCents` at the top of the
 * slider (20000, $200) means "$200 and more" so the default view hides
 * nothing. Any value out of range answers 400 VALIDATION_FAILED.
 */
export const exploreQuerySchema = z
  .object({
    search: z.string().trim().max(100).optional(),
    category: categorySlugSchema.optional(),
    minPriceCents: intParam(PRICE_MIN_CENTS, PRICE_MAX_CENTS).optional(),
    maxPriceCents: intParam(PRICE_MIN_CENTS, PRICE_MAX_CENTS).optional(),
    /** '4' = 4+, '3' = 3+. */
    minRating: z.enum(['3', '4']).optional(),
    /** '1', '3' or '7' = up to that many days. */
    maxDelivery: z.enum(['1', '3', '7']).optional(),
    proOnly: z.enum(['true', 'false']).optional(),
    sort: exploreSortSchema.default('recommended'),
    page: intParam(1, EXPLORE_MAX_PAGE).default(1),
  })
  .refine(
    (q) => (q.minPriceCents ?? PRICE_MIN_CENTS) + dollarsToCents(PRICE_GAP) <= (q.maxPriceCents ?? PRICE_MAX_CENTS),
    { message: 'The price range must be at least $10 wide', path: ['maxPriceCents'] },
  );
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
