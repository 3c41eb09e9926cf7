import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '@teenfreelance/contracts/categories';
import type { Database } from '../../db/client.ts';
import { listCategories } from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All categories with live counts of public gigs',
        response: { 200: categoryListSchema },
      },
    },
    async () => ({ categories: await listCategories(db) }),
  );
};
