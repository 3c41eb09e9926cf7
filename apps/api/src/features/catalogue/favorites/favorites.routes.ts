import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favoriteParamsSchema,
  favoriteStateSchema,
  FAVORITES_PATH,
  favoritePath,
} from '@teenfreelance/contracts/favorites';
import { gigListSchema } from '@teenfreelance/contracts/gigs';
import type { AuthGuard } from '../../../http/auth-guard.ts';
import type { FavoritesService } from './favorites.service.ts';

export interface FavoritesRoutesOptions {
  favoritesService: FavoritesService;
  guard: AuthGuard;
}

export const favoritesRoutes: FastifyPluginAsyncZod<FavoritesRoutesOptions> = async (
  app,
  { favoritesService, guard },
) => {
  const schema = (summary: string) => ({
    tags: ['favorites'],
    summary,
    params: favoriteParamsSchema,
    response: { 200: favoriteStateSchema },
  });

  // Only the signed-in have saved gigs; a visitor gets 401 before the gig id is looked at.
  await guard.guardedGroup(app, async (scope, userOf) => {
    scope.get(
      FAVORITES_PATH,
      { schema: { tags: ['favorites'], summary: 'Saved gigs, most recent first', response: { 200: gigListSchema } } },
      async (request) => ({ gigs: await favoritesService.list(userOf(request)) }),
    );
    scope.get(favoritePath.pattern, { schema: schema('Whether a gig is saved') }, async (request) =>
      favoritesService.state(userOf(request), request.params.gigId),
    );
    scope.put(favoritePath.pattern, { schema: schema('Save a gig') }, async (request) =>
      favoritesService.save(userOf(request), request.params.gigId),
    );
    scope.delete(favoritePath.pattern, { schema: schema('Remove a saved gig') }, async (request) =>
      favoritesService.remove(userOf(request), request.params.gigId),
    );
  });
};
