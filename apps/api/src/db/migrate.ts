import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';

/**
 * Where the SQL migrations are. In the bundled server (dist/main.js) they are
 * copied next to it; from source they sit beside this file.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, 'migrations');
}

// Any fixed number: every TeenFreelance process takes the same lock.
const MIGRATION_LOCK_ID = 7_214_883_001;

/**
 * Applies pending migrations. On PostgreSQL several server processes may start
 * at once: an advisory lock makes them take turns, and the later ones find
 * nothing left to do.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  const migrationsDir = migrationsFolder();
  if (handle.pglite) {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: migrationsDir });
    return;
  }
  if (!handle.pool) throw new Error('database handle has neither PGlite nor a pool');
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsDir });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
