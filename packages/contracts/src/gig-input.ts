/**
 * What a seller sends to create or edit a gig (the wizard and POST/PATCH
 * /api/gigs), with the limits and messages of specification part 1, sections 5
 * and 9, which the wizard shows as the server does.
 */
import { z } from 'zod';
import { categorySlugs } from './categories.ts';
import { gigStatusSchema } from './gig-dtos.ts';
import { WHOLE_CENTS_MESSAGE, dollarsToCents } from './money.ts';
import { gigRequirementsSchema } from './order-requirements.ts';

export const GIG_LIMITS = {
  titleMax: 80,
  shortDescriptionMax: 150,
  descriptionMax: 1000,
  /** The description counter warns from this many characters (90%). */
  descriptionWarnAt: 900,
  /** Dollars, as the seller types the price (the body carries `priceCents`). */
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

/**
 * The price as the seller types it in the wizard: dollars, at most two
 * decimals. The wizard sends it as `priceCents` (dollarsToCents).
 */
export const gigPriceDollarsSchema = z
  .number({ error: GIG_MESSAGES.requiredSection })
  .min(GIG_LIMITS.priceMin, GIG_MESSAGES.priceRange)
  .max(GIG_LIMITS.priceMax, GIG_MESSAGES.priceRange)
  .refine((p) => Math.abs(Math.round(p * 100) - p * 100) < 1e-6, { message: 'Use at most two decimals' });

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
  /** Integer cents: 500 to 100000 ($5 to $1000). */
  priceCents: z
    .number({ error: GIG_MESSAGES.requiredSection })
    .int(WHOLE_CENTS_MESSAGE)
    .min(dollarsToCents(GIG_LIMITS.priceMin), GIG_MESSAGES.priceRange)
    .max(dollarsToCents(GIG_LIMITS.priceMax), GIG_MESSAGES.priceRange),
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
  /** Up to 5 questions the buyer answers after paying (decision 0094). */
  requirements: gigRequirementsSchema.default([]),
};

export const gigInputSchema = z.object(gigInputFields);
export type GigInput = z.input<typeof gigInputSchema>;

export const gigUpdateInputSchema = z
  .object({
    title: gigInputFields.title,
    shortDescription: gigInputFields.shortDescription,
    priceCents: gigInputFields.priceCents,
    deliveryDays: gigInputFields.deliveryDays,
    category: gigInputFields.category,
    description: gigInputFields.description,
    tags: gigInputFields.tags,
    imageIds: gigInputFields.imageIds,
    revisions: z.string().trim().min(1).max(GIG_LIMITS.revisionsMax),
    status: gigStatusSchema,
    requirements: gigRequirementsSchema,
  })
  .partial();
export type GigUpdateInput = z.input<typeof gigUpdateInputSchema>;
