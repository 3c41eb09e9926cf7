import type { Database } from './db/client.ts';
import { expiredAccountRowsSweeps } from './features/accounts/accounts.sweeps.ts';
import { unusedGigPicturesSweep } from './features/catalogue/gigs/gig-pictures.sweep.ts';
import { unattachedDeliveryFilesSweep } from './features/orders/order-files.sweep.ts';
import type { Sweep } from './platform/housekeeping/housekeeping.ts';
import type { ObjectStorage } from './platform/storage/object-storage.ts';
import { oldRateLimitCountersSweep } from './platform/rate-limits/rate-limits.service.ts';

/**
 * The leftovers swept every hour (decision 0078), each by the area that owns
 * its table: delivery files never attached, pictures never used (in the
 * storage: DATA_DIR or the bucket), expired
 * account rows (tokens, sessions, sign-ups), old rate-limit counters.
 */
export function housekeepingSweeps(db: Database, storage: ObjectStorage): readonly Sweep[] {
  return [
    unattachedDeliveryFilesSweep(db, storage),
    unusedGigPicturesSweep(db, storage),
    ...expiredAccountRowsSweeps(db),
    oldRateLimitCountersSweep(db),
  ];
}
