import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoriteParamsSchema, favoriteStateSchema } from '@teenfreelance/contracts/favorites';
import { gigListSchema } from '@teenfreelance/contracts/gigs';
import type { Database } from '../../db/client.ts';
import type { AuthGuard } from '../../http/auth-guard.ts';
import { favoriteState, listFavorites, removeFavorite, saveFavorite } from './favorites.service.ts';

export const favoritesRoutes: FastifyPluginAsyncZod<{ db: Database; guard: AuthGuard }> = async (
  app,
  { db, guard },
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
      '/api/me/favorites',
      { schema: { tags: ['favorites'], summary: 'Saved gigs, most recent first', response: { 200: gigListSchema } } },
      async (request) => ({ gigs: await listFavorites(db, userOf(request)) }),
    );
    scope.get('/api/me/favorites/:gigId', { schema: schema('Whether a gig is saved') }, async (request) =>
      favoriteState(db, userOf(request), request.params.gigId),
    );
    scope.put('/api/me/favorites/:gigId', { schema: schema('Save a gig') }, async (request) =>
      saveFavorite(db, userOf(request), request.params.gigId),
    );
    scope.delete('/api/me/favorites/:gigId', { schema: schema('Remove a saved gig') }, async (request) =>
      removeFavorite(db, userOf(request), request.params.gigId),
    );
  });
};
