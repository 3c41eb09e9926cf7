import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.ts';
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
