import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import { healthSchema, HEALTH_PATH } from '@teenfreelance/contracts/health';
import type { DatabaseHandle } from '../../db/client.ts';
import { unavailable } from '../../http/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        await database.ping();
      } catch (err) {
        request.log.warn({ err }, 'database did not answer the health check');
        throw unavailable('The database cannot be reached');
      }
      return { status: 'ok' as const, database: database.kind };
    },
  );
};
