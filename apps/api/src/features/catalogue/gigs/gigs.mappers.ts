import { CATEGORIES, categorySlugSchema } from '@teenfreelance/contracts/categories';
import type { GigCard, GigDetail, GigImage } from '@teenfreelance/contracts/gigs';
import { roundRating } from '@teenfreelance/contracts/ratings';
import type { ReviewPage } from '@teenfreelance/contracts/reviews';
import type { SessionUser } from '@teenfreelance/contracts/users';
import { imageUrl } from '../../../platform/storage/images.ts';
import type { GigCardRow } from './gig-cards.repository.ts';
import type { findGigWithSeller } from './gigs.repository.ts';

type GigWithSeller = NonNullable<Awaited<ReturnType<typeof findGigWithSeller>>>;

const categoryName = (slug: string): string => CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;

export function toImage(img: { id: string; storageKey: string; width: number; height: number }): GigImage {
  return {
    id: img.id,
    thumb: imageUrl(img.storageKey, 'thumb'),
    card: imageUrl(img.storageKey, 'card'),
    detail: imageUrl(img.storageKey, 'detail'),
    width: img.width,
    height: img.height,
  };
}

/** A card's picture from its [id, storage key]. */
function imageOf(first: string[] | null): GigCard['image'] {
  const [id, storageKey] = first ?? [];
  return id && storageKey ? toImage({ id, storageKey, width: 1200, height: 800 }) : null;
}

export function toCard(row: GigCardRow): GigCard {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    priceCents: row.priceCents,
    image: imageOf(row.firstImage),
    category: categorySlugSchema.parse(row.categorySlug),
    categoryName: categoryName(row.categorySlug),
    seller: { id: row.sellerId, name: row.sellerName, avatarUrl: row.sellerImage, isPro: row.isPro },
    rating: roundRating(row.rating),
    reviewCount: row.reviewCount,
    deliveryDays: row.deliveryDays,
    isPro: row.isPro,
    isPublic: row.isPublic,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The gig page's DTO from the gig, its seller, its pictures and what the viewer may do with it. */
export function toGigDetail(
  { gig, seller }: GigWithSeller,
  images: GigImage[],
  sellerRating: { rating: number; reviewCount: number },
  reviews: ReviewPage,
  viewer: { user: SessionUser | null; isFavorite: boolean; canDelete: boolean },
): GigDetail {
  return {
    id: gig.id,
    title: gig.title,
    shortDescription: gig.shortDescription,
    priceCents: gig.priceCents,
    image: images[0] ?? null,
    category: categorySlugSchema.parse(gig.categorySlug),
    categoryName: categoryName(gig.categorySlug),
    seller: { id: seller.id, name: seller.name, avatarUrl: seller.image, isPro: seller.isPro },
    rating: roundRating(gig.rating),
    reviewCount: gig.reviewCount,
    deliveryDays: gig.deliveryDays,
    isPro: gig.isPro,
    isPublic: gig.isPublic,
    createdAt: gig.createdAt.toISOString(),
    updatedAt: gig.updatedAt.toISOString(),
    description: gig.description,
    images,
    revisions: gig.revisions,
    requirements: gig.requirements.map(({ kind, question, required, options }) => ({
      kind,
      question,
      required,
      options,
    })),
    tags: gig.tags,
    sellerId: seller.id,
    status: gig.status,
    awaitingConsent: seller.parentalConsent === 'pending',
    approval: gig.approval,
    sellerSummary: {
      id: seller.id,
      name: seller.name,
      avatarUrl: seller.image,
      isPro: seller.isPro,
      bio: seller.bio,
      // A minor's location is never shown.
      location: seller.isMinor ? null : seller.country,
      memberSince: seller.createdAt.toISOString(),
      responseTime: seller.responseTime,
      languages: ['English'],
      rating: roundRating(sellerRating.rating),
      reviewCount: sellerRating.reviewCount,
    },
    // From the review rows (the gig's rating and count are kept from the same rows, features/reviews).
    ratingSummary: reviews.summary,
    reviews: reviews.reviews.map((review) => ({
      id: review.id,
      user: { name: review.user.name, avatarUrl: review.user.avatarUrl },
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
    })),
    viewer: {
      isOwner: viewer.user?.id === gig.sellerId,
      isFavorite: viewer.isFavorite,
      canDelete: viewer.canDelete,
    },
  };
}
