import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favoriteParamsSchema, favoriteStateSchema } from '@teenfreelance/contracts/favorites';
import { gigListSchema } from '@teenfreelance/contracts/gigs';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../http/auth-guard.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { favoriteState, listFavorites, removeFavorite, saveFavorite } from './favorites.service.ts';

export const favoritesRoutes: FastifyPluginAsyncZod<{ db: Database; authService: AuthService }> = async (
  app,
  { db, authService },
) => {
  const signedIn = async (request: FastifyRequest) => {
    await requireUser(authService, request);
  };
  const schema = (summary: string) => ({
    tags: ['favorites'],
    summary,
    params: favoriteParamsSchema,
    response: { 200: favoriteStateSchema },
  });

  app.get(
    '/api/me/favorites',
    { schema: { tags: ['favorites'], summary: 'Saved gigs, most recent first', response: { 200: gigListSchema } } },
    async (request) => ({ gigs: await listFavorites(db, await requireUser(authService, request)) }),
  );
  app.get(
    '/api/me/favorites/:gigId',
    { preValidation: signedIn, schema: schema('Whether a gig is saved') },
    async (request) => favoriteState(db, await requireUser(authService, request), request.params.gigId),
  );
  app.put('/api/me/favorites/:gigId', { preValidation: signedIn, schema: schema('Save a gig') }, async (request) =>
    saveFavorite(db, await requireUser(authService, request), request.params.gigId),
  );
  app.delete(
    '/api/me/favorites/:gigId',
    { preValidation: signedIn, schema: schema('Remove a saved gig') },
    async (request) => removeFavorite(db, await requireUser(authService, request), request.params.gigId),
  );
};
