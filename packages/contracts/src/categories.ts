import { z } from 'zod';

/**
 * The one taxonomy of the marketplace: the thirteen categories of the
 * specification's /categories page. `icon` names a lucide icon the web app maps.
 */
export const CATEGORIES = [
  { slug: 'graphic-design', name: 'Logo Design', icon: 'palette' },
  { slug: 'web-development', name: 'Web Development', icon: 'code' },
  { slug: 'writing', name: 'Writing', icon: 'pen-tool' },
  { slug: 'digital-marketing', name: 'Digital Marketing', icon: 'trending-up' },
  { slug: 'video', name: 'Video & Animation', icon: 'video' },
  { slug: 'music', name: 'Music & Audio', icon: 'music' },
  { slug: 'ai-services', name: 'AI Services', icon: 'bot' },
  { slug: 'social-media', name: 'Social Media', icon: 'share-2' },
  { slug: 'voice-over', name: 'Voice Over', icon: 'mic' },
  { slug: 'translation', name: 'Translation', icon: 'languages' },
  { slug: 'data-entry', name: 'Data Entry', icon: 'database' },
  { slug: 'illustration', name: 'Illustration', icon: 'brush' },
  { slug: 'manufacturing', name: 'Manufacturing', icon: 'wrench' },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export type CategoryIcon = (typeof CATEGORIES)[number]['icon'];

export const categorySlugs = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];
export const categorySlugSchema = z.enum(categorySlugs);

export const categoryDtoSchema = z.object({
  slug: categorySlugSchema,
  name: z.string(),
  icon: z.string(),
  /** Live count of public gigs in the category. */
  gigCount: z.number().int().nonnegative(),
});
export type CategoryDto = z.infer<typeof categoryDtoSchema>;

export const categoryListSchema = z.object({ categories: z.array(categoryDtoSchema) });
export type CategoryList = z.infer<typeof categoryListSchema>;
