// `npm run db:seed`: seeds the demo accounts and gigs into the configured database, if it is empty.
import path from 'node:path';
import { ConfigError, ensureWritableDir, loadConfig } from '../../config/env.ts';
import { lockDataDir } from '../lock.ts';
import { openDatabase } from '../open.ts';
import { seedDemoData } from './seed.ts';

try {
  const config = loadConfig();
  ensureWritableDir(config.dataDir);
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const handle = await openDatabase(config);
    const result = await seedDemoData(handle.db, { uploadsDir: path.join(config.dataDir, 'uploads') });
    await handle.close();
    console.log(
      result.seeded
        ? `Seeded ${result.users} demo accounts and ${result.gigs} gigs.`
        : 'The database already has data: nothing was seeded.',
    );
  } finally {
    release();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
