/**
 * What the API answers about gigs: the card every list shows, the gig page,
 * the lists, the home sections and the seller's gig limit. The endpoints that
 * answer them are listed in gigs.ts.
 */
import { z } from 'zod';
import { gigRequirementDtoSchema } from './order-requirements.ts';
import { categorySlugSchema } from './categories.ts';

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
  /** Integer cents (decision 0056). */
  priceCents: z.number().int(),
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
  /** Null for a teen seller with fewer than three published reviews: no single order's stars are linked to them (decision 0093). */
  rating: z.number().int().min(1).max(5).nullable(),
  comment: z.string(),
  createdAt: z.string(),
});
export type GigReview = z.infer<typeof gigReviewSchema>;

export const gigStatuses = ['draft', 'published'] as const;
export const gigStatusSchema = z.enum(gigStatuses);
export type GigStatus = z.infer<typeof gigStatusSchema>;

/** Where a teen's gig stands with their guardian when 'Approve new gigs' is on (decision 0084). */
export const gigApprovalStates = ['awaiting', 'declined'] as const;
export const gigApprovalSchema = z.enum(gigApprovalStates);
export type GigApproval = z.infer<typeof gigApprovalSchema>;

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
  /** 'awaiting' or 'declined' by the teen's guardian ('Approve new gigs'); null when no approval is pending. */
  approval: gigApprovalSchema.nullable(),
  /** The questions the buyer answers after paying (decision 0094), in order; empty when none. */
  requirements: z.array(gigRequirementDtoSchema),
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
