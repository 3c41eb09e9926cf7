import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';
import { openReadReplica, type ReadReplica } from '../db/read-replica.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh, migrated, empty database for one test file: a PGlite loaded from the
 * run's snapshot, or (TEST_DB=postgresql) a new PostgreSQL database copied from
 * the run's template and dropped by `dispose`.
 */
export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgresql') {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    const handle = await openPglite({ loadDataDir: new Blob([snapshot]) });
    return { handle, dispose: () => handle.close() };
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required when TEST_DB=postgresql');
  const name = `tf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('pgTemplateDatabase')}"`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(withDatabase(url, name), { max: 4 });
  return {
    handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A read replica of a test database (decision 0090): the same database on the
 * streaming replica at TEST_DATABASE_READ_URL, once it has replayed the
 * database's creation. Undefined without a replica or on PGlite.
 */
export async function openTestReadReplica(
  handle: DatabaseHandle,
  options: { sampleMs?: number } = {},
): Promise<ReadReplica | undefined> {
  const readUrl = process.env.TEST_DATABASE_READ_URL;
  const primaryUrl = handle.pool?.options.connectionString;
  if (!readUrl || process.env.TEST_DB !== 'postgresql' || !primaryUrl) return undefined;
  const name = new URL(primaryUrl).pathname.slice(1);
  const url = withDatabase(readUrl, name);
  for (let attempt = 0; ; attempt++) {
    const probe = new pg.Client({ connectionString: url });
    try {
      await probe.connect();
      await probe.end();
      break;
    } catch (error) {
      await probe.end().catch(() => undefined);
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return openReadReplica(url, handle, { max: 4, ...options });
}
