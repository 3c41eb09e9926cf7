import { CATEGORIES, categorySlugSchema } from '@teenfreelance/contracts/categories';
import {
  EXPLORE_EXACT_COUNT,
  EXPLORE_MAX_RESULTS,
  EXPLORE_PAGE_SIZE,
  GIG_MESSAGES,
  PRICE_FILTER,
  type ExploreFilters,
  type ExploreSort,
  type ExploreResponse,
  type GigCard,
  type GigDetail,
  type GigEvent,
  type GigImage,
  type GigLimit,
  type HomeGigs,
  type gigInputSchema,
  type gigUpdateInputSchema,
} from '@teenfreelance/contracts/gigs';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadedImage } from '@teenfreelance/contracts/uploads';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import { publish } from '../../realtime/realtime.ts';
import type { ExploreCache } from './explore-cache.ts';
import { assertAcceptableImage, imageUrl, removeGigImage, storeGigImage } from '../../storage/images.ts';
import { assertUploadAllowed } from '../rate-limits/rate-limits.service.ts';
import type { PageMeta } from '../../web/page-routes.ts';
import { canCreateGig, canDeleteGig, canEditGig, canSeePrivateGig, gigLimitFor, isGigPublic } from './gigs.policy.ts';
import {
  countActiveGigs,
  countUnattachedUploads,
  deleteUnattachedUploadsBefore,
  countExplore,
  countPublicGigs,
  estimateExplore,
  findCardsByIds,
  findExplorePage,
  findExplorePageWithCount,
  isCountedByCategory,
  findGigImages,
  findGigWithSeller,
  findPublicCards,
  findSellerCards,
  findSellerGigStates,
  findSellerRating,
  findSellerStanding,
  findUsableUploads,
  insertGig,
  insertUpload,
  isFavorite,
  lockSeller,
  replaceGigImages,
  typoWords,
  updateGigRow,
  type ExploreCriteria,
  type GigCardRow,
} from './gigs.repository.ts';

/** The realtime channel of gig events (GET /api/events). */
export const GIG_EVENTS_CHANNEL = 'gigs';

export interface GigsDeps {
  db: Database;
  uploadsDir: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Malformed ids are unknown ids: 404, never a database error. */
export const isGigId = (id: string): boolean => UUID.test(id);

const categoryName = (slug: string): string => CATEGORIES.find((c) => c.slug === slug)?.name ?? slug;
const roundRating = (r: number): number => Math.round(r * 10) / 10;

function toImage(img: { id: string; storageKey: string; width: number; height: number }): GigImage {
  return {
    id: img.id,
    thumb: imageUrl(img.storageKey, 'thumb'),
    card: imageUrl(img.storageKey, 'card'),
    detail: imageUrl(img.storageKey, 'detail'),
    width: img.width,
    height: img.height,
  };
}

function toCard(row: GigCardRow): GigCard {
  return {
    id: row.id,
    title: row.title,
    shortDescription: row.shortDescription,
    price: row.priceCents / 100,
    image:
      row.imageId && row.imageKey
        ? toImage({ id: row.imageId, storageKey: row.imageKey, width: 1200, height: 800 })
        : null,
    category: categorySlugSchema.parse(row.categorySlug),
    categoryName: categoryName(row.categorySlug),
    seller: { id: row.sellerId, name: row.sellerName, avatarUrl: row.sellerImage, isPro: row.sellerIsPro },
    rating: roundRating(row.rating),
    reviewCount: row.reviewCount,
    deliveryDays: row.deliveryDays,
    isPro: row.isPro,
    isPublic: row.isPublic,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

// ---------------------------------------------------------------------------
// Reading

function criteriaFrom(filters: ExploreFilters): ExploreCriteria {
  return {
    search: filters.search ? filters.search : undefined,
    category: filters.category,
    minPriceCents:
      filters.minPrice !== undefined && filters.minPrice > PRICE_FILTER.min ? filters.minPrice * 100 : undefined,
    // The top of the slider means "and more", so the default range hides nothing.
    maxPriceCents:
      filters.maxPrice !== undefined && filters.maxPrice < PRICE_FILTER.max ? filters.maxPrice * 100 : undefined,
    minRating: filters.minRating ? Number(filters.minRating) : undefined,
    maxDelivery: filters.maxDelivery ? Number(filters.maxDelivery) : undefined,
    proOnly: filters.proOnly === 'true',
  };
}

/** Totals are counted exactly up to this many matches; above, the planner estimates (decision 0020). */
export const EXACT_COUNT_LIMIT = EXPLORE_EXACT_COUNT;

/** Rounds an estimate down to two significant figures (98,734 → 98,000), never below the exact range. */
function roundEstimate(n: number): number {
  if (n <= EXACT_COUNT_LIMIT) return EXACT_COUNT_LIMIT + 1;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.max(EXACT_COUNT_LIMIT + 1, Math.floor(n / unit) * unit);
}

/** Above this many estimated matches the exact count is not even attempted. */
const ESTIMATE_ONLY_ABOVE = 10 * EXPLORE_EXACT_COUNT;

async function countMatches(db: Database, criteria: ExploreCriteria): Promise<Counted> {
  // The planner's estimate costs no row reads; a capped count can read up to
  // 1,001 matches scattered over the table, so it is skipped for views that
  // are clearly large.
  const estimate = await estimateExplore(db, criteria);
  if (estimate > ESTIMATE_ONLY_ABOVE) return { total: roundEstimate(estimate), exact: false };
  const counted = await countExplore(db, criteria, EXACT_COUNT_LIMIT + 1);
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted, exact: true };
  return { total: roundEstimate(estimate), exact: false };
}

/**
 * Explore and search. Full-text search first; when it finds less than a page,
 * typo-tolerant title matches follow (searchedPage). The total is exact up to
 * EXACT_COUNT_LIMIT and a rounded planner estimate above (decision 0020).
 */
export async function exploreGigs(
  db: Database,
  filters: ExploreFilters,
  cache?: ExploreCache,
): Promise<ExploreResponse> {
  if (!cache) return exploreUncached(db, filters);
  return cache.getOrCompute(JSON.stringify(filters), () => exploreUncached(db, filters));
}

type Counted = { total: number; exact: boolean };

/**
 * A page of a view without search and its total, in one round trip when it can
 * be: exact from the category counters for a view that is at most a category,
 * exact from the capped count up to 1,000, and only above that a second trip
 * for the planner's estimate.
 */
async function unsearchedPage(db: Database, criteria: ExploreCriteria, sort: ExploreSort, offset: number) {
  const { rows, count } = await findExplorePageWithCount(
    db,
    criteria,
    sort,
    EXPLORE_PAGE_SIZE + 1,
    offset,
    EXACT_COUNT_LIMIT + 1,
  );
  let counted: Counted;
  if (count === null) counted = await countMatches(db, criteria);
  else if (isCountedByCategory(criteria) || count <= EXACT_COUNT_LIMIT) counted = { total: count, exact: true };
  else counted = { total: roundEstimate(await estimateExplore(db, criteria)), exact: false };
  return { rows, counted };
}

/**
 * A search's page and total. The words first (full-text, the last word also a
 * prefix); when they match less than a page of gigs and the search is plain
 * words, the gigs whose titles are a typo away follow them as a second group,
 * so 'spredsheet' or 'logo desing' still find something (decision 0023).
 */
async function searchedPage(db: Database, criteria: ExploreCriteria, sort: ExploreSort, offset: number) {
  // Counted first: an exact count (at most 1,000) tells the page query to
  // gather the few matches rather than walk a sort index for them.
  const words = await countMatches(db, criteria);
  const wordRows = await findExplorePage(db, criteria, sort, EXPLORE_PAGE_SIZE + 1, offset, words.exact);
  const search = criteria.search ?? '';
  if (!words.exact || words.total >= EXPLORE_PAGE_SIZE || typoWords(search) === null) {
    return { rows: wordRows, counted: words, fuzzy: false };
  }
  // Every match of the words is counted exactly and fits before the typo group.
  const typos: ExploreCriteria = { ...criteria, textMatch: 'typos' };
  const typoCount = await countMatches(db, typos);
  const typoRows = await findExplorePage(
    db,
    typos,
    sort,
    EXPLORE_PAGE_SIZE + 1 - wordRows.length,
    Math.max(0, offset - words.total),
    typoCount.exact,
  );
  const rows = [...wordRows, ...typoRows];
  const counted = { total: words.total + typoCount.total, exact: typoCount.exact };
  // 'No exact matches' is only true, and only worth saying, when the typo group is all there is.
  return { rows, counted, fuzzy: words.total === 0 && rows.length > 0 };
}

async function exploreUncached(db: Database, filters: ExploreFilters): Promise<ExploreResponse> {
  const criteria = criteriaFrom(filters);
  const offset = (filters.page - 1) * EXPLORE_PAGE_SIZE;
  const { rows, counted, fuzzy } = criteria.search
    ? await searchedPage(db, criteria, filters.sort, offset)
    : { ...(await unsearchedPage(db, criteria, filters.sort, offset)), fuzzy: false };
  const end = offset + EXPLORE_PAGE_SIZE;
  const hasMore = end < EXPLORE_MAX_RESULTS && (counted.exact ? end < counted.total : rows.length > EXPLORE_PAGE_SIZE);
  return {
    gigs: rows.slice(0, EXPLORE_PAGE_SIZE).map(toCard),
    total: counted.total,
    totalIsExact: counted.exact,
    page: filters.page,
    pageSize: EXPLORE_PAGE_SIZE,
    hasMore,
    fuzzy,
  };
}

/** The home page's lists: featured (Pro first, filled with non-Pro), recently added, listings, and the total. */
export async function homeGigs(db: Database): Promise<HomeGigs> {
  const [featured, recent, listings, total] = await Promise.all([
    findPublicCards(db, 'featured', 4),
    findPublicCards(db, 'recent', 4),
    findPublicCards(db, 'recommended', 8),
    countPublicGigs(db),
  ]);
  return {
    featured: featured.map(toCard),
    recent: recent.map(toCard),
    listings: listings.map(toCard),
    total,
  };
}

/** The gig page; 404 when unknown, deleted, or not public (unless the viewer owns it). */
export async function getGigDetail(db: Database, id: string, viewer: SessionUser | null): Promise<GigDetail> {
  if (!isGigId(id)) throw notFound('Gig');
  const found = await findGigWithSeller(db, id);
  if (!found || found.gig.deletedAt) throw notFound('Gig');
  const { gig, seller } = found;
  if (!gig.isPublic && !canSeePrivateGig(viewer, gig)) throw notFound('Gig');
  const [images, sellerRating, favorite] = await Promise.all([
    findGigImages(db, id),
    findSellerRating(db, seller.id),
    viewer ? isFavorite(db, viewer.id, id) : Promise.resolve(false),
  ]);
  const cardImages = images.map(toImage);
  return {
    id: gig.id,
    title: gig.title,
    shortDescription: gig.shortDescription,
    price: gig.priceCents / 100,
    image: cardImages[0] ?? null,
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
    images: cardImages,
    revisions: gig.revisions,
    tags: gig.tags,
    sellerId: seller.id,
    status: gig.status,
    awaitingConsent: seller.parentalConsent === 'pending',
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
    // Individual reviews arrive with orders; until then the totals are the gig's own.
    ratingSummary: {
      average: roundRating(gig.rating),
      count: gig.reviewCount,
      breakdown: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    },
    reviews: [],
    viewer: {
      isOwner: viewer?.id === gig.sellerId,
      isFavorite: favorite,
      canDelete: viewer ? canDeleteGig(viewer, gig) : false,
    },
  };
}

/** A seller's gigs; the owner also sees their drafts and gigs awaiting consent. */
export async function listSellerGigs(db: Database, sellerId: string, viewer: SessionUser | null): Promise<GigCard[]> {
  const seller = await findSellerStanding(db, sellerId);
  if (!seller) throw notFound('User');
  const rows = await findSellerCards(db, sellerId, viewer?.id === sellerId);
  return rows.map(toCard);
}

/** Public gigs among `ids`, in the order of `ids` (favourites). */
export async function publicCardsByIds(db: DbOrTx, ids: string[]): Promise<GigCard[]> {
  const rows = await findCardsByIds(db, ids);
  const byId = new Map(rows.filter((r) => r.isPublic).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

/** Throws 404 unless the gig exists and is public. */
export async function assertPublicGig(db: DbOrTx, id: string): Promise<void> {
  if (!isGigId(id)) throw notFound('Gig');
  const found = await findGigWithSeller(db, id);
  if (!found || !found.gig.isPublic) throw notFound('Gig');
}

export async function gigLimit(db: Database, user: SessionUser): Promise<GigLimit> {
  // The session user was read from the database for this request, plan included.
  const used = await countActiveGigs(db, user.id);
  const limit = gigLimitFor(user.isPro);
  return { used, limit, isPro: user.isPro, reached: used >= limit };
}

/**
 * The gig page's head (title, description, picture, price, schema.org Product)
 * from the page's own answer to GET /api/gigs/:id, so the page reads the gig
 * once. Null (→ 404) unless the gig is public.
 */
export function gigPageMetaFrom(detail: GigDetail | undefined, publicUrl: string): PageMeta | null {
  if (!detail?.isPublic) return null;
  const first = detail.images[0];
  const image = first ? new URL(first.detail, publicUrl).toString() : undefined;
  const pageUrl = new URL(`/gig/${detail.id}`, publicUrl).toString();
  return {
    title: `${detail.title} | TeenFreelance`,
    description: detail.shortDescription,
    status: 200,
    type: 'product',
    ...(image ? { image } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: detail.title,
      description: detail.shortDescription,
      ...(image ? { image } : {}),
      url: pageUrl,
      category: detail.categoryName,
      brand: { '@type': 'Brand', name: detail.seller.name },
      offers: {
        '@type': 'Offer',
        price: detail.price.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: pageUrl,
      },
      ...(detail.reviewCount > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: detail.rating,
              reviewCount: detail.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

/** The gig page's head for a gig id, as a visitor's page would get it. */
export async function gigPageMeta(db: Database, id: string, publicUrl: string): Promise<PageMeta | null> {
  try {
    return gigPageMetaFrom(await getGigDetail(db, id, null), publicUrl);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

// ---------------------------------------------------------------------------
// Writing

async function emit(db: DbOrTx, event: GigEvent): Promise<void> {
  await publish(db, GIG_EVENTS_CHANNEL, event);
}

type GigInputData = z.output<typeof gigInputSchema>;
type GigUpdateData = z.output<typeof gigUpdateInputSchema>;

/** Resolves image ids to the caller's uploads (or this gig's current pictures), in order. */
async function resolveImages(tx: DbOrTx, ownerId: string, ids: string[], gigId: string | null) {
  const current = gigId ? await findGigImages(tx, gigId) : [];
  const currentById = new Map(current.map((c) => [c.id, c]));
  const uploadsById = new Map(
    (
      await findUsableUploads(
        tx,
        ownerId,
        ids.filter((id) => !currentById.has(id)),
        gigId,
      )
    ).map((u) => [u.id, u]),
  );
  return ids.map((id) => {
    const found = currentById.get(id) ?? uploadsById.get(id);
    if (!found) {
      throw unprocessable('One of the images was not uploaded by you or is already used by another gig', {
        imageId: id,
      });
    }
    return { id, storageKey: found.storageKey, width: found.width, height: found.height };
  });
}

/**
 * Creates a gig for a freelancer. The plan limit counts active (not deleted)
 * gigs, drafts included, and is checked with the seller's row locked so two
 * parallel creates cannot both pass. A seller awaiting parental consent gets a
 * gig that stays private until consent is granted.
 */
/** 403 unless the user may sell (freelancers). */
export function assertCanCreateGig(user: SessionUser): void {
  if (!canCreateGig(user)) throw forbidden('Only freelancers can create gigs');
}

export async function createGig(deps: GigsDeps, user: SessionUser, input: GigInputData): Promise<GigDetail> {
  if (!canCreateGig(user)) throw forbidden('Only freelancers can create gigs');
  const id = await deps.db.transaction(async (tx) => {
    const seller = await lockSeller(tx, user.id);
    if (!seller) throw forbidden('Only freelancers can create gigs');
    const used = await countActiveGigs(tx, user.id);
    const limit = gigLimitFor(seller.isPro);
    if (used >= limit) {
      throw unprocessable(
        seller.isPro
          ? `${GIG_MESSAGES.limitReached}: Pro freelancers can have up to ${limit} active gigs. Delete a gig to create a new one.`
          : `${GIG_MESSAGES.limitReached}: the free plan allows ${limit} active gigs. Upgrade to Pro to create up to 10.`,
        { code: 'GIG_LIMIT_REACHED', used, limit, isPro: seller.isPro },
      );
    }
    const images = await resolveImages(tx, user.id, input.imageIds, null);
    const isPublic = isGigPublic({ status: input.status, deletedAt: null }, seller);
    const gigId = await insertGig(tx, {
      sellerId: user.id,
      title: input.title,
      shortDescription: input.shortDescription,
      description: input.description,
      priceCents: Math.round(input.price * 100),
      deliveryDays: input.deliveryDays,
      revisions: input.revisions,
      categorySlug: input.category,
      tags: input.tags,
      status: input.status,
      isPublic,
      isPro: seller.isPro,
    });
    await replaceGigImages(tx, gigId, images);
    if (isPublic) await emit(tx, { type: 'gig.created', gigId });
    return gigId;
  });
  return getGigDetail(deps.db, id, user);
}

async function loadForWrite(db: DbOrTx, id: string) {
  if (!isGigId(id)) throw notFound('Gig');
  const found = await findGigWithSeller(db, id);
  if (!found || found.gig.deletedAt) throw notFound('Gig');
  return found;
}

/** The owner changes any fields of their gig (the wizard, prefilled). */
export async function updateGig(
  deps: GigsDeps,
  user: SessionUser,
  id: string,
  input: GigUpdateData,
): Promise<GigDetail> {
  const { gig, seller } = await loadForWrite(deps.db, id);
  if (!canEditGig(user, gig)) throw forbidden('Only the owner can edit this gig');
  await deps.db.transaction(async (tx) => {
    const status = input.status ?? gig.status;
    const isPublic = isGigPublic({ status, deletedAt: null }, seller);
    if (input.imageIds) await replaceGigImages(tx, id, await resolveImages(tx, user.id, input.imageIds, id));
    await updateGigRow(tx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.shortDescription !== undefined ? { shortDescription: input.shortDescription } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.price !== undefined ? { priceCents: Math.round(input.price * 100) } : {}),
      ...(input.deliveryDays !== undefined ? { deliveryDays: input.deliveryDays } : {}),
      ...(input.revisions !== undefined ? { revisions: input.revisions } : {}),
      ...(input.category !== undefined ? { categorySlug: input.category } : {}),
      ...(input.tags !== undefined ? { tags: input.tags } : {}),
      status,
      isPublic,
      isPro: seller.isPro,
      updatedAt: new Date(),
    });
    if (isPublic || gig.isPublic) {
      await emit(tx, { type: isPublic ? 'gig.updated' : 'gig.deleted', gigId: id });
    }
  });
  return getGigDetail(deps.db, id, user);
}

/** Soft delete: the row stays so past orders and reviews keep their gig. */
export async function deleteGig(deps: GigsDeps, user: SessionUser, id: string): Promise<void> {
  const { gig } = await loadForWrite(deps.db, id);
  if (!canDeleteGig(user, gig)) throw forbidden('Only the owner can delete this gig');
  await deps.db.transaction(async (tx) => {
    await updateGigRow(tx, id, { deletedAt: new Date(), isPublic: false, updatedAt: new Date() });
    if (gig.isPublic) await emit(tx, { type: 'gig.deleted', gigId: id });
  });
}

/**
 * Recomputes `isPublic` and `isPro` of every gig of a seller from the seller's
 * current standing (parental consent granted or withdrawn, plan changed), and
 * announces the gigs whose visibility changed. The accounts feature calls this.
 */
export async function refreshSellerGigVisibility(db: DbOrTx, sellerId: string): Promise<void> {
  // Inside a caller's transaction this nests as a savepoint, so the caller's change and the visibility commit together.
  await db.transaction(async (tx) => {
    const seller = await lockSeller(tx, sellerId);
    if (!seller) return;
    const states = await findSellerGigStates(tx, sellerId);
    for (const state of states) {
      const isPublic = isGigPublic({ status: state.status, deletedAt: null }, seller);
      if (isPublic === state.isPublic && state.isPro === seller.isPro) continue;
      await updateGigRow(tx, state.id, { isPublic, isPro: seller.isPro });
      if (isPublic || state.isPublic) {
        await emit(tx, {
          type: isPublic && !state.isPublic ? 'gig.created' : isPublic ? 'gig.updated' : 'gig.deleted',
          gigId: state.id,
        });
      }
    }
  });
}

const tooManyUnattached = () =>
  unprocessable(UPLOAD_MESSAGES.tooManyUnattached, {
    reason: 'too-many-unattached-images',
    limit: UPLOAD_LIMITS.maxUnattached,
  });

/**
 * Checks and stores one uploaded picture for the caller's gigs. Limits come
 * before the body is read (`readImage`): uploads per minute, and pictures that
 * no gig uses yet (decision 0029). The caller's unused pictures older than a
 * day are deleted first, so those never pile up.
 */
export async function uploadGigImage(
  deps: GigsDeps,
  user: SessionUser,
  readImage: () => Promise<Buffer>,
  now: Date = new Date(),
): Promise<UploadedImage> {
  if (!canCreateGig(user)) throw forbidden('Only freelancers can upload gig images');
  await assertUploadAllowed(deps.db, user.id);
  const staleBefore = new Date(now.getTime() - UPLOAD_LIMITS.unattachedKeptHours * 60 * 60 * 1000);
  const stale = await deleteUnattachedUploadsBefore(deps.db, user.id, staleBefore);
  await Promise.all(stale.map((key) => removeGigImage(deps.uploadsDir, key)));
  if ((await countUnattachedUploads(deps.db, user.id)) >= UPLOAD_LIMITS.maxUnattached) throw tooManyUnattached();

  const data = await readImage();
  await assertAcceptableImage(data);
  const stored = await storeGigImage(deps.uploadsDir, data);
  // Counted again under the seller's row lock: concurrent uploads cannot both take the last place.
  const id = await deps.db.transaction(async (tx) => {
    await lockSeller(tx, user.id);
    if ((await countUnattachedUploads(tx, user.id)) >= UPLOAD_LIMITS.maxUnattached) return null;
    return insertUpload(tx, { ownerId: user.id, ...stored });
  });
  if (id === null) {
    await removeGigImage(deps.uploadsDir, stored.storageKey);
    throw tooManyUnattached();
  }
  return {
    id,
    thumbUrl: imageUrl(stored.storageKey, 'thumb'),
    cardUrl: imageUrl(stored.storageKey, 'card'),
    detailUrl: imageUrl(stored.storageKey, 'detail'),
    width: stored.width,
    height: stored.height,
  };
}
