// `npm run db:seed`: seeds the demo accounts and gigs into the configured database, if it is empty.
import path from 'node:path';
import { runWithDatabase } from '../cli.ts';
import { systemClock } from '../../clock.ts';
import { seedDemoData } from './seed.ts';

await runWithDatabase(async (handle, config) => {
  const result = await seedDemoData(handle.db, {
    uploadsDir: path.join(config.dataDir, 'uploads'),
    now: systemClock.now(),
    clearingDays: config.earningsClearingDays,
  });
  return result.seeded
    ? `Seeded ${result.users} demo accounts and ${result.gigs} gigs.`
    : 'The database already has data: nothing was seeded.';
});
