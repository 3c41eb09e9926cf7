import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@teenfreelance/contracts/errors';
import {
  healthSchema,
  HEALTH_LIVE_PATH,
  HEALTH_PATH,
  HEALTH_READY_PATH,
  livenessSchema,
  READINESS_TEXTS,
  readinessSchema,
} from '@teenfreelance/contracts/health';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { pendingMigrations } from '../../db/migrate.ts';
import { unavailable } from '../../http/errors.ts';
import type { CounterStore } from '../rate-limits/counters.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

/** What else a ready server needs to reach: Redis and the bucket when configured (decisions 0080, 0081). */
export interface ReadinessDependencies {
  counters: Pick<CounterStore, 'kind' | 'ping'>;
  storage: Pick<ObjectStorage, 'kind' | 'ping'>;
}

/** Runs `ping`; 503 in the error shape with `message` when it fails. */
async function assertAnswers(ping: () => Promise<void>, message: string, log: FastifyBaseLogger) {
  try {
    await ping();
  } catch (err) {
    log.warn({ err }, message);
    throw unavailable(message);
  }
}

/** Pings the database; 503 in the error shape when it does not answer. */
async function assertDatabaseAnswers(database: DatabaseHandle, log: FastifyBaseLogger) {
  try {
    await database.ping();
  } catch (err) {
    log.warn({ err }, 'database did not answer the health check');
    throw unavailable(READINESS_TEXTS.databaseUnreachable);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  readiness: ReadinessDependencies;
}> = async (app, { database, readiness }) => {
  // Never cached: each answer is about now.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      await assertDatabaseAnswers(database, request.log);
      return { status: 'ok' as const, database: database.kind };
    },
  );

  app.get(
    HEALTH_LIVE_PATH,
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the process answers (liveness: restart it if not); never reads the database',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    HEALTH_READY_PATH,
    {
      schema: {
        tags: ['system'],
        summary:
          'Whether the server can serve (readiness): the database answers, every migration is applied, and Redis and the bucket answer when configured',
        response: { 200: readinessSchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      await assertDatabaseAnswers(database, request.log);
      const { known, pending } = await pendingMigrations(database);
      if (pending > 0) throw unavailable(READINESS_TEXTS.migrationsPending(pending));
      const { counters, storage } = readiness;
      if (counters.kind === 'redis') await assertAnswers(counters.ping, READINESS_TEXTS.redisUnreachable, request.log);
      if (storage.kind === 's3') await assertAnswers(storage.ping, READINESS_TEXTS.storageUnreachable, request.log);
      return { status: 'ok' as const, database: database.kind, migrations: known };
    },
  );
};
