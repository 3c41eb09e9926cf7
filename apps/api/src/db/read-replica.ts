import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openPostgres, selectRows, type Database, type DatabaseHandle } from './client.ts';

/** How often the replica's replay is compared with the primary's WAL (decision 0090). */
export const REPLICA_LAG_SAMPLE_MS = 1000;

/**
 * A streaming replica of the primary (`DATABASE_READ_URL`, decision 0090):
 * its own pool, and whether it is keeping up. It is "behind" while it has not
 * replayed what the primary had written one sample earlier, or does not
 * answer; then the catalogue's reads go to the primary until it catches up.
 */
export interface ReadReplica {
  db: Database;
  pool: pg.Pool;
  /** False while the replica lags more than a sample or cannot be reached. */
  isCurrent(): boolean;
  /** Takes one sample now (the timer takes one every `sampleMs`); resolves to `isCurrent()`. */
  checkLag(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Opens the replica's pool and starts sampling its lag. The first sample is
 * taken before this resolves, so a replica that does not answer is never
 * read from (the start does not fail: the primary serves every read).
 */
export async function openReadReplica(
  url: string,
  primary: DatabaseHandle,
  options: { max?: number; sampleMs?: number } = {},
): Promise<ReadReplica> {
  const replica = await openPostgres(url, { max: options.max ?? 10, applicationName: 'teenfreelance-read' });
  const { pool } = replica;
  if (!pool) throw new Error('a replica is a PostgreSQL pool');
  const replicaPool = pool;
  let current = false;
  // The primary's WAL position at the previous sample: what the replica must have replayed by now.
  let primaryLsnBefore: string | undefined;

  async function checkLag(): Promise<boolean> {
    try {
      const [row] = await selectRows<{ lsn: string }>(primary.db, sql`select pg_current_wal_lsn()::text as lsn`);
      if (!row) throw new Error('no WAL position');
      const lsn = row.lsn;
      const target = primaryLsnBefore ?? lsn;
      primaryLsnBefore = lsn;
      const { rows } = await replicaPool.query<{ replayed: boolean | null }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed',
        [target],
      );
      // null: not a replica at all (a primary given as DATABASE_READ_URL) — never "behind".
      current = rows[0]?.replayed !== false;
    } catch {
      current = false;
    }
    return current;
  }

  await checkLag();
  const sampleMs = options.sampleMs ?? REPLICA_LAG_SAMPLE_MS;
  let sampling: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sampling = checkLag();
  }, sampleMs);
  timer.unref();

  return {
    db: replica.db,
    pool: replicaPool,
    isCurrent: () => current,
    checkLag,
    close: async () => {
      clearInterval(timer);
      await sampling.catch(() => undefined);
      await replica.close();
    },
  };
}
