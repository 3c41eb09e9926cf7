import type { FavoriteState } from '@teenfreelance/contracts/favorites';
import type { GigCard } from '@teenfreelance/contracts/gigs';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Database } from '../../db/client.ts';
import { assertPublicGig, isGigId, publicCardsByIds } from '../gigs/gigs.service.ts';
import { deleteFavorite, findFavoriteIds, hasFavorite, insertFavorite } from './favorites.repository.ts';

/** Saved gigs shown at most; far above what a person saves. */
const MAX_LISTED = 500;

/** Saves a public gig for the user (idempotent). */
export async function saveFavorite(db: Database, user: SessionUser, gigId: string): Promise<FavoriteState> {
  await assertPublicGig(db, gigId);
  await insertFavorite(db, user.id, gigId);
  return { gigId, saved: true };
}

/** Removes a saved gig (idempotent; unknown ids are simply not saved). */
export async function removeFavorite(db: Database, user: SessionUser, gigId: string): Promise<FavoriteState> {
  if (isGigId(gigId)) await deleteFavorite(db, user.id, gigId);
  return { gigId, saved: false };
}

export async function favoriteState(db: Database, user: SessionUser, gigId: string): Promise<FavoriteState> {
  return { gigId, saved: isGigId(gigId) ? await hasFavorite(db, user.id, gigId) : false };
}

/** The user's saved gigs that are still public, most recently saved first. */
export async function listFavorites(db: Database, user: SessionUser): Promise<GigCard[]> {
  return publicCardsByIds(db, await findFavoriteIds(db, user.id, MAX_LISTED));
}
