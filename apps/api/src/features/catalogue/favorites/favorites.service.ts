import type { FavoriteState } from '@teenfreelance/contracts/favorites';
import type { GigCard } from '@teenfreelance/contracts/gigs';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Database } from '../../../db/client.ts';
import { isUuid } from '../../../db/ids.ts';
import type { GigsService } from '../gigs/gigs.service.ts';
import { deleteFavorite, findFavoriteIds, hasFavorite, insertFavorite } from './favorites.repository.ts';

/** Saved gigs shown at most; far above what a person saves. */
const MAX_LISTED = 500;

export interface FavoritesService {
  /** Saves a public gig for the user (idempotent). */
  save(user: SessionUser, gigId: string): Promise<FavoriteState>;
  /** Removes a saved gig (idempotent; unknown ids are simply not saved). */
  remove(user: SessionUser, gigId: string): Promise<FavoriteState>;
  /** Whether the user has saved the gig. */
  state(user: SessionUser, gigId: string): Promise<FavoriteState>;
  /** The user's saved gigs that are still public, most recently saved first. */
  list(user: SessionUser): Promise<GigCard[]>;
}

export interface FavoritesServiceDeps {
  db: Database;
  gigsService: Pick<GigsService, 'assertPublicGig' | 'publicCardsByIds'>;
}

export function createFavoritesService({ db, gigsService }: FavoritesServiceDeps): FavoritesService {
  return {
    async save(user, gigId) {
      await gigsService.assertPublicGig(gigId);
      await insertFavorite(db, user.id, gigId);
      return { gigId, saved: true };
    },

    async remove(user, gigId) {
      if (isUuid(gigId)) await deleteFavorite(db, user.id, gigId);
      return { gigId, saved: false };
    },

    async state(user, gigId) {
      return { gigId, saved: isUuid(gigId) ? await hasFavorite(db, user.id, gigId) : false };
    },

    async list(user) {
      return gigsService.publicCardsByIds(await findFavoriteIds(db, user.id, MAX_LISTED));
    },
  };
}
