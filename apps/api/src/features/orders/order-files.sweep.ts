import { and, inArray, isNull, lt } from 'drizzle-orm';
import { DAY_MS } from '@teenfreelance/contracts/time';
import type { DbOrTx } from '../../db/client.ts';
import { orderFiles } from '../../db/schema/orders.ts';
import type { Sweep } from '../../platform/housekeeping/housekeeping.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { removePrivateFile } from './order-files.storage.ts';

/** A delivery file no delivery took within a day of its upload is removed, row and file. */
export const UNATTACHED_FILE_KEPT_MS = DAY_MS;

export function unattachedDeliveryFilesSweep(db: DbOrTx, storage: ObjectStorage): Sweep {
  return {
    name: 'unattached-delivery-files',
    async removeBatch(now, limit) {
      const stale = and(
        isNull(orderFiles.eventId),
        lt(orderFiles.createdAt, new Date(now.getTime() - UNATTACHED_FILE_KEPT_MS)),
      );
      const removed = await db
        .delete(orderFiles)
        .where(inArray(orderFiles.id, db.select({ id: orderFiles.id }).from(orderFiles).where(stale).limit(limit)))
        .returning({ storageKey: orderFiles.storageKey });
      await Promise.all(removed.map(({ storageKey }) => removePrivateFile(storage, storageKey)));
      return removed.length;
    },
  };
}
