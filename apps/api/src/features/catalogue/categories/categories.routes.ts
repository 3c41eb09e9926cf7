import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '@teenfreelance/contracts/categories';
import type { CategoriesService } from './categories.service.ts';
import { CATEGORIES_PATH } from '@teenfreelance/contracts/api-paths';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categoriesService: CategoriesService }> = async (
  app,
  { categoriesService },
) => {
  app.get(
    CATEGORIES_PATH,
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
