import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config/env.ts';
import { openPglite, openPostgres, type DatabaseHandle } from './client.ts';
import { runMigrations } from './migrate.ts';

/** True when DATA_DIR holds no embedded database yet (a first start). */
export function isFirstPgliteStart(config: Config): boolean {
  return !config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: Config,
  prepare: (handle: DatabaseHandle) => Promise<void> = async () => undefined,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgresChecked(config.databaseUrl, prepare);

  const dir = path.join(config.dataDir, 'pglite');
  // Scratch folders of first starts that were killed midway (DATA_DIR is locked: none is in use).
  for (const entry of readdirSync(config.dataDir)) {
    if (entry.startsWith('pglite.creating-'))
      rmSync(path.join(config.dataDir, entry), { recursive: true, force: true });
  }
  if (!isFirstPgliteStart(config)) {
    const handle = await openPglite({ dataDir: dir });
    await runMigrations(handle);
    await prepare(handle);
    return handle;
  }
  // First run: build the database in a scratch folder and move it into place only
  // once it is created, migrated and prepared, so a crash leaves nothing half-made.
  const scratch = path.join(config.dataDir, `pglite.creating-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
  try {
    const fresh = await openPglite({ dataDir: scratch });
    await runMigrations(fresh);
    await prepare(fresh);
    await fresh.close();
    renameSync(scratch, dir);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  return openPglite({ dataDir: dir });
}

async function openPostgresChecked(
  url: string,
  prepare: (handle: DatabaseHandle) => Promise<void>,
): Promise<DatabaseHandle> {
  const handle = await openPostgres(url);
  try {
    await handle.ping();
  } catch (error) {
    await handle.close().catch(() => undefined);
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] || 'no answer';
    const where = safeLocation(url);
    throw new ConfigError(`Cannot reach PostgreSQL at ${where} (${reason}): start the database or fix DATABASE_URL`);
  }
  await runMigrations(handle);
  await prepare(handle);
  return handle;
}

/** host:port/database, without the password. */
function safeLocation(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
