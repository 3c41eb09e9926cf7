import type { DbOrTx } from '../../db/client.ts';
import { deleteCounter, incrementCounter, readCounter, recordEvent, type Counter } from './rate-limits.repository.ts';

export type { Counter } from './rate-limits.repository.ts';

/**
 * Where the rate limits' counters live: the database's `rate_limits` table by
 * default, Redis when REDIS_URL is set (docs/decisions/0080). Either is shared
 * by every server process; both keep the same two kinds of counter, with the
 * same meaning, on the services' clock.
 */
export interface CounterStore {
  /** 'database' or 'redis': which store counts (metrics, logs, tests). */
  readonly kind: 'database' | 'redis';
  /**
   * Counts one hit on `key`: a window that ended by `now` starts over at `now`
   * with a count of 1; otherwise the count goes up by one. Given `tx` (database
   * store only), the hit is counted in that transaction.
   */
  increment(key: string, now: Date, windowSeconds: number, tx?: DbOrTx): Promise<Counter>;
  /**
   * Counts one event on `key` and stamps it with `now` (`windowStart` holds the
   * latest event); a key quiet for `forgetAfterSeconds` starts over at 1.
   */
  record(key: string, now: Date, forgetAfterSeconds: number): Promise<Counter>;
  /** The counter of `key`, if it has one. */
  read(key: string): Promise<Counter | undefined>;
  /** Forgets the counter of `key`. */
  remove(key: string): Promise<void>;
  /** Rejects when the store cannot be reached (readiness); the database's is checked on its own. */
  ping(): Promise<void>;
}

/** The counters as rows of `rate_limits`, one atomic upsert a hit (docs/decisions/0016). */
export function databaseCounters(db: DbOrTx): CounterStore {
  return {
    kind: 'database',
    increment: (key, now, windowSeconds, tx) => incrementCounter(tx ?? db, key, now, windowSeconds),
    record: (key, now, forgetAfterSeconds) => recordEvent(db, key, now, forgetAfterSeconds),
    read: (key) => readCounter(db, key),
    remove: (key) => deleteCounter(db, key),
    ping: async () => undefined,
  };
}
