import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadedImage } from '@teenfreelance/contracts/uploads';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/client.ts';
import { forbidden, unprocessable } from '../../../http/errors.ts';
import { assertAcceptableImage, imageUrl, removeGigImage, storeGigImage } from '../../../platform/storage/images.ts';
import type { RateLimitsService } from '../../../platform/rate-limits/rate-limits.service.ts';
import { countUnattachedUploads, deleteUnattachedUploadsBefore, insertUpload } from './gig-pictures.repository.ts';
import { canCreateGig } from './gigs.policy.ts';
import { lockSeller } from './gigs.repository.ts';
import type { ObjectStorage } from '../../../platform/storage/object-storage.ts';

const tooManyUnattached = () =>
  unprocessable(UPLOAD_MESSAGES.tooManyUnattached, {
    reason: 'TOO_MANY_UNATTACHED_IMAGES',
    limit: UPLOAD_LIMITS.maxUnattached,
  });

export interface GigPicturesService {
  /**
   * Checks and stores one uploaded picture for the caller's gigs. Limits come
   * before the body is read (`readImage`): uploads per minute, and pictures that
   * no gig uses yet (decision 0029). The caller's unused pictures older than a
   * day are deleted first, so those never pile up.
   */
  upload(user: SessionUser, readImage: () => Promise<Buffer>): Promise<UploadedImage>;
}

export interface GigPicturesServiceDeps {
  db: Database;
  /** Where picture files are kept (DATA_DIR/uploads, or the bucket: decision 0081). */
  storage: ObjectStorage;
  rateLimits: RateLimitsService;
  clock: Clock;
}

export function createGigPicturesService(deps: GigPicturesServiceDeps): GigPicturesService {
  return {
    async upload(user, readImage) {
      if (!canCreateGig(user)) throw forbidden('Only freelancers can upload gig images');
      await deps.rateLimits.assertUploadAllowed(user.id);
      const now = deps.clock.now();
      const staleBefore = new Date(now.getTime() - UPLOAD_LIMITS.unattachedKeptHours * 60 * 60 * 1000);
      const stale = await deleteUnattachedUploadsBefore(deps.db, user.id, staleBefore);
      await Promise.all(stale.map((key) => removeGigImage(deps.storage, key)));
      if ((await countUnattachedUploads(deps.db, user.id)) >= UPLOAD_LIMITS.maxUnattached) throw tooManyUnattached();

      const data = await readImage();
      await assertAcceptableImage(data);
      const stored = await storeGigImage(deps.storage, data);
      // Counted again under the seller's row lock: concurrent uploads cannot both take the last place.
      const id = await deps.db.transaction(async (tx) => {
        await lockSeller(tx, user.id);
        if ((await countUnattachedUploads(tx, user.id)) >= UPLOAD_LIMITS.maxUnattached) return null;
        return insertUpload(tx, { ownerId: user.id, ...stored });
      });
      if (id === null) {
        await removeGigImage(deps.storage, stored.storageKey);
        throw tooManyUnattached();
      }
      return {
        id,
        thumbUrl: imageUrl(stored.storageKey, 'thumb'),
        cardUrl: imageUrl(stored.storageKey, 'card'),
        detailUrl: imageUrl(stored.storageKey, 'detail'),
        width: stored.width,
        height: stored.height,
      };
    },
  };
}
