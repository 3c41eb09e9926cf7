import { ensureWritableDir } from '../config/data-dir.ts';
import { ConfigError, loadConfig, type Config } from '../config/env.ts';
import type { DatabaseHandle } from './client.ts';
import { lockDataDir } from './lock.ts';
import { openDatabase } from './open.ts';

/**
 * For the db:* commands: opens the configured database (migrated, and with
 * DATA_DIR locked when it is PGlite), runs `work`, prints its answer and closes.
 */
export async function runWithDatabase(
  work: (handle: DatabaseHandle, config: Config) => Promise<string>,
): Promise<void> {
  try {
    const config = loadConfig();
    ensureWritableDir(config.dataDir);
    const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
    try {
      const handle = await openDatabase(config);
      try {
        console.log(await work(handle, config));
      } finally {
        await handle.close();
      }
    } finally {
      release();
    }
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}
