// `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or DATA_DIR).
import { ConfigError, ensureWritableDir, loadConfig } from '../config/env.ts';
import { lockDataDir } from './lock.ts';
import { openDatabase } from './open.ts';

try {
  const config = loadConfig();
  ensureWritableDir(config.dataDir);
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const handle = await openDatabase(config);
    await handle.close();
    console.log(`Migrations applied (${handle.kind}).`);
  } finally {
    release();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
