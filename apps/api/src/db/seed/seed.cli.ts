// `npm run db:seed`: seeds the demo accounts and gigs into the configured database, if it is empty.
import { runWithDatabase } from '../cli.ts';
import { systemClock } from '../../clock.ts';
import { seedDemoData } from './seed.ts';
import { openObjectStorage } from '../../platform/storage/open-storage.ts';

await runWithDatabase(async (handle, config) => {
  const storage = await openObjectStorage(config);
  const result = await seedDemoData(handle.db, {
    storage,
    now: systemClock.now(),
    clearingDays: config.earningsClearingDays,
  }).finally(() => storage.close());
  return result.seeded
    ? `Seeded ${result.users} demo accounts and ${result.gigs} gigs.`
    : 'The database already has data: nothing was seeded.';
});
