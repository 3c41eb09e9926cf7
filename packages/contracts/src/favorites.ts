/**
 * Favourites ('Save to Favorites'), stored on the server per user.
 *
 * | Method | Path                     | Auth      | Answer |
 * |--------|--------------------------|-----------|--------|
 * | GET    | /api/me/favorites        | signed in | 200 GigList (gigs.ts): saved gigs that are still public, most recently saved first |
 * | GET    | /api/me/favorites/:gigId | signed in | 200 FavoriteState |
 * | PUT    | /api/me/favorites/:gigId | signed in | 200 FavoriteState { saved: true }; idempotent; 404 when the gig is unknown or not public |
 * | DELETE | /api/me/favorites/:gigId | signed in | 200 FavoriteState { saved: false }; idempotent |
 *
 * Visitors get 401 UNAUTHENTICATED on every one of them.
 */
import { z } from 'zod';
import { apiPath } from './api-paths.ts';

export const FAVORITES_PATH = '/api/me/favorites';
export const favoritePath = apiPath('/api/me/favorites/:gigId');

export const favoriteStateSchema = z.object({ gigId: z.string(), saved: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const favoriteParamsSchema = z.object({ gigId: z.string().max(100) });
