import type { Database } from './db/client.ts';
import { expiredAccountRowsSweeps } from './features/accounts/accounts.sweeps.ts';
import { unusedGigPicturesSweep } from './features/catalogue/gigs/gig-pictures.sweep.ts';
import { unattachedDeliveryFilesSweep } from './features/orders/order-files.sweep.ts';
import type { Sweep } from './platform/housekeeping/housekeeping.ts';
import { oldRateLimitCountersSweep } from './platform/rate-limits/rate-limits.service.ts';

/**
 * The leftovers swept every hour (decision 0078), each by the area that owns
 * its table: delivery files never attached, pictures never used, expired
 * account rows (tokens, sessions, sign-ups), old rate-limit counters.
 */
export function housekeepingSweeps(
  db: Database,
  dirs: { uploadsDir: string; privateFilesDir: string },
): readonly Sweep[] {
  return [
    unattachedDeliveryFilesSweep(db, dirs.privateFilesDir),
    unusedGigPicturesSweep(db, dirs.uploadsDir),
    ...expiredAccountRowsSweeps(db),
    oldRateLimitCountersSweep(db),
  ];
}
