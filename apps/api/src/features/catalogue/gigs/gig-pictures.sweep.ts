import { and, inArray, isNull, lt } from 'drizzle-orm';
import { UPLOAD_LIMITS } from '@teenfreelance/contracts/uploads';
import { HOUR_MS } from '@teenfreelance/contracts/time';
import type { DbOrTx } from '../../../db/client.ts';
import { uploads } from '../../../db/schema/uploads.ts';
import type { Sweep } from '../../../platform/housekeeping/housekeeping.ts';
import { removeGigImage } from '../../../platform/storage/images.ts';
import type { ObjectStorage } from '../../../platform/storage/object-storage.ts';

/**
 * Pictures uploaded for a gig that no gig took within `unattachedKeptHours`,
 * every seller's (an upload also clears the uploader's own, decision 0029).
 */
export function unusedGigPicturesSweep(db: DbOrTx, storage: ObjectStorage): Sweep {
  return {
    name: 'unused-gig-pictures',
    async removeBatch(now, limit) {
      const before = new Date(now.getTime() - UPLOAD_LIMITS.unattachedKeptHours * HOUR_MS);
      const stale = and(isNull(uploads.gigId), lt(uploads.createdAt, before));
      const removed = await db
        .delete(uploads)
        .where(inArray(uploads.id, db.select({ id: uploads.id }).from(uploads).where(stale).limit(limit)))
        .returning({ storageKey: uploads.storageKey });
      await Promise.all(removed.map(({ storageKey }) => removeGigImage(storage, storageKey)));
      return removed.length;
    },
  };
}
