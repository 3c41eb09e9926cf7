import type { DbOrTx } from '../../db/client.ts';
import { databaseCounters, type CounterStore } from './counters.ts';

export interface OpenedCounters {
  counters: CounterStore;
  /** Ends the Redis connection, if there is one. */
  close(): Promise<void>;
}

/**
 * The store the configuration asks for: Redis at `redisUrl` (its client loaded
 * only then), else the database. Throws when Redis cannot be reached.
 */
export async function openCounters(options: {
  db: DbOrTx;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
}): Promise<OpenedCounters> {
  if (!options.redisUrl) return { counters: databaseCounters(options.db), close: async () => undefined };
  const { connectRedis, redisCounters } = await import('./redis-counters.ts');
  const connection = await connectRedis(options.redisUrl);
  return { counters: redisCounters(connection.redis, options.redisKeyPrefix), close: connection.close };
}
