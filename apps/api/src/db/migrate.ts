import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { selectRows, type DatabaseHandle } from './client.ts';

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

let known: MigrationMeta[] | undefined;

/**
 * How many of the migrations this server knows the database has not applied:
 * those newer than the last one applied, as drizzle's migrator decides (its
 * `__drizzle_migrations` table in the `drizzle` schema). All of them when
 * that table does not exist. For the readiness check.
 */
export async function pendingMigrations(handle: DatabaseHandle): Promise<{ known: number; pending: number }> {
  known ??= readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const [table] = await selectRows<{ exists: boolean }>(
    handle.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`,
  );
  if (!table?.exists) return { known: known.length, pending: known.length };
  const [last] = await selectRows<{ at: string | null }>(
    handle.db,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  const lastApplied = Number(last?.at ?? 0);
  return { known: known.length, pending: known.filter((m) => m.folderMillis > lastApplied).length };
}
