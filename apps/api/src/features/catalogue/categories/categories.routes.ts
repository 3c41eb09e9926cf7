import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '@teenfreelance/contracts/categories';
import type { CategoriesService } from './categories.service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categoriesService: CategoriesService }> = async (
  app,
  { categoriesService },
) => {
  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All categories with live counts of public gigs',
        response: { 200: categoryListSchema },
      },
    },
    async () => ({ categories: await categoriesService.list() }),
  );
};
