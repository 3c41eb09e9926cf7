import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import type { RateLimitsService } from '../../platform/rate-limits/rate-limits.service.ts';
import { createCategoriesService, type CategoriesService } from './categories/categories.service.ts';
import { createFavoritesService, type FavoritesService } from './favorites/favorites.service.ts';
import { createGigPicturesService, type GigPicturesService } from './gigs/gig-pictures.service.ts';
import { createGigViewsService, type GigViewsService } from './gigs/gig-views.service.ts';
import { createGigsService, type GigsService, type GigsServiceDeps } from './gigs/gigs.service.ts';
import { createReviewsService, type ReviewsService, type ReviewsServiceDeps } from './reviews/reviews.service.ts';
import type { ExploreCache } from './search/explore-cache.ts';
import { createExploreService, type ExploreService } from './search/explore.service.ts';

export interface CatalogueServices {
  categories: CategoriesService;
  gigs: GigsService;
  explore: ExploreService;
  gigPictures: GigPicturesService;
  gigViews: GigViewsService;
  favorites: FavoritesService;
  reviews: ReviewsService;
}

/** The catalogue area's services made together: gigs and their pictures, views and reviews, search, favourites. */
export function createCatalogueServices(
  deps: Omit<GigsServiceDeps, 'reviewsService'> &
    ReviewsServiceDeps & {
      storage: ObjectStorage;
      rateLimits: RateLimitsService;
      exploreCache?: ExploreCache;
      /** Keys the per-visitor view counting (gig-views.service.ts). */
      secret: string;
    },
): CatalogueServices {
  const { db, reads, clock } = deps;
  const reviews = createReviewsService(deps);
  const gigs = createGigsService({ ...deps, reviewsService: reviews });
  return {
    categories: createCategoriesService({ db, reads }),
    gigs,
    explore: createExploreService({ db, reads, clock, cache: deps.exploreCache }),
    gigPictures: createGigPicturesService({ ...deps }),
    gigViews: createGigViewsService({ db, clock, secret: deps.secret }),
    favorites: createFavoritesService({ db, gigsService: gigs }),
    reviews,
  };
}
