/**
 * The catalogue's contracts: gigs, explore and search, the home lists, the
 * gig wizard's input, and the live gig events.
 *
 * Endpoints (every failure is `{ error: { code, message, details } }`, see errors.ts):
 *
 * | Method | Path                          | Auth                    | Answer |
 * |--------|-------------------------------|-------------------------|--------|
 * | GET    | /api/gigs                     | anyone                  | 200 ExploreResponse (query: ExploreQuery; 400 VALIDATION_FAILED when a filter is out of range) |
 * | GET    | /api/gigs/home                | anyone                  | 200 HomeGigs { featured (up to 4, Pro first then non-Pro), recent (4 newest), listings (up to 8, recommended order), total } |
 * | GET    | /api/gigs/:id                 | anyone                  | 200 GigDetail; 404 NOT_FOUND when unknown, malformed or not public (the owner still sees their own non-public gig) |
 * | POST   | /api/gigs                     | freelancer              | 201 GigDetail (body GigInput). 401 visitor, 403 buyer/admin, 400 VALIDATION_FAILED (spec messages), 422 UNPROCESSABLE `GIG_LIMIT_REACHED` at the plan limit, 422 when an image id is not the caller's upload. A freelancer awaiting parental consent gets a gig with isPublic false |
 * | PATCH  | /api/gigs/:id                 | owner                   | 200 GigDetail (body GigUpdateInput: any subset of GigInput). 401 visitor, 403 anyone else, 404 unknown |
 * | DELETE | /api/gigs/:id                 | owner or admin          | 204 (soft delete: orders and reviews keep pointing at it). 401 visitor, 403 anyone else, 404 unknown |
 * | GET    | /api/users/:id/gigs           | anyone                  | 200 GigList { gigs } newest first; public gigs only, except the owner also sees drafts/non-public ones. 404 unknown user |
 * | GET    | /api/me/gig-limit             | signed in               | 200 GigLimit { used, limit, isPro, reached } |
 * | POST   | /api/uploads/images           | freelancer              | 201 UploadedImage (uploads.ts). multipart/form-data, one file field named `file` |
 * | GET    | /api/me/favorites             | signed in               | 200 GigList { gigs } saved gigs that are still public, most recently saved first (favorites.ts) |
 * | GET    | /api/me/favorites/:gigId      | signed in               | 200 FavoriteState { gigId, saved } |
 * | PUT    | /api/me/favorites/:gigId      | signed in               | 200 FavoriteState { saved: true } (idempotent); 404 unknown/non-public gig |
 * | DELETE | /api/me/favorites/:gigId      | signed in               | 200 FavoriteState { saved: false } (idempotent) |
 * | GET    | /api/events                   | anyone                  | text/event-stream (server-sent events). Each message's `data` is a GigEvent JSON: { type: 'gig.created' | 'gig.updated' | 'gig.deleted', gigId }. Use `new EventSource('/api/events')` |
 *
 * Prices travel in dollars (numbers with at most two decimals); the database
 * keeps cents. Dates are ISO strings.
 */
import { z } from 'zod';
import { categorySlugSchema, categorySlugs } from './categories.ts';
import { EXPLORE_SORTS, PRICE_GAP, PRICE_MAX, PRICE_MIN, type ExploreSort } from './explore-url.ts';

// ---------------------------------------------------------------------------
// Limits and messages (specification part 1, sections 5 and 9)

export const GIG_LIMITS = {
  titleMax: 80,
  shortDescriptionMax: 150,
  descriptionMax: 1000,
  /** The description counter warns from this many characters (90%). */
  descriptionWarnAt: 900,
  priceMin: 5,
  priceMax: 1000,
  deliveryMin: 1,
  deliveryMax: 30,
  tagsMin: 1,
  tagsMax: 5,
  tagMaxLength: 30,
  imagesMin: 1,
  imagesMax: 5,
  revisionsMax: 40,
  /** Active (not deleted) gigs per plan. */
  freePlanGigs: 2,
  proPlanGigs: 10,
} as const;

export const GIG_MESSAGES = {
  requiredSection: 'Please fill all required fields in this section',
  requiredAll: 'Please fill all required fields',
  titleTooLong: 'Title must be 80 characters or less',
  shortDescriptionTooLong: 'Short description must be 150 characters or less',
  priceRange: 'Price must be between $5 and $1000',
  deliveryRange: 'Delivery time must be between 1 and 30 days',
  descriptionRequired: 'Please provide a full description for your service',
  descriptionTooLong: 'Description must be 1000 characters or less',
  tagsRequired: 'Please add at least one tag to help clients find your service',
  tagDuplicate: 'Tag already exists',
  tagsMax: 'Maximum 5 tags allowed',
  imagesRequired: 'Please upload at least one image',
  imagesMax: 'Maximum 5 images allowed',
  /** Title of the limit card and start of the 422 message; details.reason is 'GIG_LIMIT_REACHED'. */
  limitReached: 'Gig Limit Reached',
} as const;

// ---------------------------------------------------------------------------
// Output shapes

/** One stored picture in the sizes the pages use (WebP, 3:2). `id` is reusable in GigUpdateInput.imageIds. */
export const gigImageSchema = z.object({
  id: z.string(),
  thumb: z.string(),
  card: z.string(),
  detail: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GigImage = z.infer<typeof gigImageSchema>;

/** The seller as shown on cards. */
export const gigCardSellerSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  isPro: z.boolean(),
});

/** A gig in lists (home, explore, profile, favourites). */
export const gigCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  /** Dollars. */
  price: z.number(),
  /** The first picture, or null when the gig has none. */
  image: gigImageSchema.nullable(),
  category: categorySlugSchema,
  categoryName: z.string(),
  seller: gigCardSellerSchema,
  /** Average rating, one decimal; 0 with no reviews. */
  rating: z.number(),
  reviewCount: z.number().int(),
  deliveryDays: z.number().int(),
  isPro: z.boolean(),
  isPublic: z.boolean(),
  createdAt: z.string(),
});
export type GigCard = z.infer<typeof gigCardSchema>;

/** The seller as shown on the gig page's About Seller tab. Never private fields. */
export const sellerSummarySchema = gigCardSellerSchema.extend({
  bio: z.string().nullable(),
  /** Country for adult sellers; null for minors and when unknown. */
  location: z.string().nullable(),
  memberSince: z.string(),
  responseTime: z.string().nullable(),
  languages: z.array(z.string()),
  /** Average over the seller's public gigs' reviews, one decimal. */
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave each number of stars. */
  breakdown: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const gigReviewSchema = z.object({
  id: z.string(),
  user: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string(),
});
export type GigReview = z.infer<typeof gigReviewSchema>;

export const gigStatusSchema = z.enum(['draft', 'published']);
export type GigStatus = z.infer<typeof gigStatusSchema>;

/** The gig page. */
export const gigDetailSchema = gigCardSchema.extend({
  description: z.string(),
  images: z.array(gigImageSchema),
  revisions: z.string(),
  tags: z.array(z.string()),
  sellerId: z.string(),
  status: gigStatusSchema,
  /** True when the seller is a minor whose parental consent is pending (the gig stays private). */
  awaitingConsent: z.boolean(),
  sellerSummary: sellerSummarySchema,
  ratingSummary: ratingSummarySchema,
  reviews: z.array(gigReviewSchema),
  updatedAt: z.string(),
  /** The viewer's own relation to the gig. */
  viewer: z.object({ isOwner: z.boolean(), isFavorite: z.boolean(), canDelete: z.boolean() }),
});
export type GigDetail = z.infer<typeof gigDetailSchema>;

export const gigListSchema = z.object({ gigs: z.array(gigCardSchema) });
export type GigList = z.infer<typeof gigListSchema>;

export const homeGigsSchema = z.object({
  /** Up to 4: Pro gigs first, filled with non-Pro. */
  featured: z.array(gigCardSchema),
  /** The 4 newest public gigs. */
  recent: z.array(gigCardSchema),
  /** Up to 8 public gigs in the recommended order (Marketplace Listings). */
  listings: z.array(gigCardSchema),
  /** Number of public gigs, for the 'New services available!' badge (exact up to 1,000, then estimated). */
  total: z.number().int(),
});
export type HomeGigs = z.infer<typeof homeGigsSchema>;

export const gigLimitSchema = z.object({
  used: z.number().int(),
  limit: z.number().int(),
  isPro: z.boolean(),
  reached: z.boolean(),
});
export type GigLimit = z.infer<typeof gigLimitSchema>;

// ---------------------------------------------------------------------------
// Explore query

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

// ---------------------------------------------------------------------------
// Create and update input (the wizard)

const tagSchema = z.string().trim().min(1, GIG_MESSAGES.tagsRequired).max(GIG_LIMITS.tagMaxLength);

export const gigTagsSchema = z
  .array(tagSchema, { error: GIG_MESSAGES.tagsRequired })
  .min(GIG_LIMITS.tagsMin, GIG_MESSAGES.tagsRequired)
  .max(GIG_LIMITS.tagsMax, GIG_MESSAGES.tagsMax)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, i) => {
      const key = tag.trim().toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: GIG_MESSAGES.tagDuplicate, path: [i] });
      seen.add(key);
    });
  });

export const gigImageIdsSchema = z
  .array(z.string().uuid(GIG_MESSAGES.imagesRequired), { error: GIG_MESSAGES.imagesRequired })
  .min(GIG_LIMITS.imagesMin, GIG_MESSAGES.imagesRequired)
  .max(GIG_LIMITS.imagesMax, GIG_MESSAGES.imagesMax)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Each image can be used once' });

const gigInputFields = {
  title: z
    .string({ error: GIG_MESSAGES.requiredSection })
    .trim()
    .min(1, GIG_MESSAGES.requiredSection)
    .max(GIG_LIMITS.titleMax, GIG_MESSAGES.titleTooLong),
  shortDescription: z
    .string({ error: GIG_MESSAGES.requiredSection })
    .trim()
    .min(1, GIG_MESSAGES.requiredSection)
    .max(GIG_LIMITS.shortDescriptionMax, GIG_MESSAGES.shortDescriptionTooLong),
  /** Dollars, at most two decimals. */
  price: z
    .number({ error: GIG_MESSAGES.requiredSection })
    .min(GIG_LIMITS.priceMin, GIG_MESSAGES.priceRange)
    .max(GIG_LIMITS.priceMax, GIG_MESSAGES.priceRange)
    .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { message: 'Use at most two decimals' }),
  deliveryDays: z
    .number({ error: GIG_MESSAGES.requiredSection })
    .int(GIG_MESSAGES.deliveryRange)
    .min(GIG_LIMITS.deliveryMin, GIG_MESSAGES.deliveryRange)
    .max(GIG_LIMITS.deliveryMax, GIG_MESSAGES.deliveryRange),
  category: z.enum(categorySlugs, { error: GIG_MESSAGES.requiredSection }),
  description: z
    .string({ error: GIG_MESSAGES.descriptionRequired })
    .trim()
    .min(1, GIG_MESSAGES.descriptionRequired)
    .max(GIG_LIMITS.descriptionMax, GIG_MESSAGES.descriptionTooLong),
  tags: gigTagsSchema,
  /** Upload ids from POST /api/uploads/images (or this gig's existing image ids when editing), in display order. */
  imageIds: gigImageIdsSchema,
  /** Text such as 'Unlimited' or '3 revisions'. */
  revisions: z.string().trim().min(1).max(GIG_LIMITS.revisionsMax).default('Unlimited'),
  /** 'draft' keeps it private; 'published' (default) makes it public when the seller may sell. */
  status: gigStatusSchema.default('published'),
};

export const gigInputSchema = z.object(gigInputFields);
export type GigInput = z.input<typeof gigInputSchema>;

export const gigUpdateInputSchema = z
  .object({
    title: gigInputFields.title,
    shortDescription: gigInputFields.shortDescription,
    price: gigInputFields.price,
    deliveryDays: gigInputFields.deliveryDays,
    category: gigInputFields.category,
    description: gigInputFields.description,
    tags: gigInputFields.tags,
    imageIds: gigInputFields.imageIds,
    revisions: z.string().trim().min(1).max(GIG_LIMITS.revisionsMax),
    status: gigStatusSchema,
  })
  .partial();
export type GigUpdateInput = z.input<typeof gigUpdateInputSchema>;

export const gigIdParamsSchema = z.object({ id: z.string().max(100) });

// ---------------------------------------------------------------------------
// Live updates (GET /api/events, server-sent events)

export const gigEventSchema = z.object({
  type: z.enum(['gig.created', 'gig.updated', 'gig.deleted']),
  gigId: z.string(),
});
export type GigEvent = z.infer<typeof gigEventSchema>;
