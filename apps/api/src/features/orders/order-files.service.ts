import { ORDER_FILE_LIMITS, type OrderFile } from '@teenfreelance/contracts/orders';
import type { SessionUser } from '@teenfreelance/contracts/users';
import type { Readable } from 'node:stream';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../db/ids.ts';
import { notFound, unprocessable } from '../../http/errors.ts';
import { planTransition } from './order-plan.ts';
import { orderNotFound } from './order-details.ts';
import { countPendingFiles, findOrderFile, insertOrderFile } from './order-files.repository.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { openPrivateFile, removePrivateFile, sniffDeliveryFileType, type WrittenFile } from './order-files.storage.ts';
import { toOrderFile } from './orders.mappers.ts';
import { orderStateOf, viewerRoleOf } from './orders.policy.ts';
import { findOrderParties } from './orders.repository.ts';

/** A delivery file as the routes received it, written to the storage's private area. */
export type ReceiveFile = (storage: ObjectStorage) => Promise<{ written: WrittenFile; fileName: string }>;

export interface OrderFileDownload {
  stream: Readable;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface OrderFilesService {
  /**
   * The seller uploads a file for their next delivery, while the order can be
   * delivered: checked by content (PDF, ZIP, PNG, JPEG, WebP, MP3, MP4), at
   * most 25 MB, kept privately; a delivery names it in `fileIds`.
   */
  upload(user: SessionUser, orderId: string, receive: ReceiveFile): Promise<OrderFile>;
  /** A delivered file, for the order's parties and admins (one not delivered yet: its uploader only); 404 otherwise. */
  open(user: SessionUser, orderId: string, fileId: string): Promise<OrderFileDownload>;
}

export interface OrderFilesServiceDeps {
  db: Database;
  clock: Clock;
  /** Where delivery files are kept: its private area (DATA_DIR/private/order-files, or the bucket's). */
  storage: ObjectStorage;
}

const fileNotFound = () => notFound('File');

export function createOrderFilesService({ db, clock, storage }: OrderFilesServiceDeps): OrderFilesService {
  async function partiesOf(user: SessionUser, orderId: string) {
    const parties = isUuid(orderId) ? await findOrderParties(db, orderId) : undefined;
    const role = parties ? viewerRoleOf(parties, user) : null;
    if (!parties || !role) throw orderNotFound();
    return { parties, role };
  }

  return {
    async upload(user, orderId, receive) {
      const { parties, role } = await partiesOf(user, orderId);
      // Files come with a delivery (the seller's, in the states a delivery can be made from), or
      // with the buyer's answers to the order's questions while it waits for them (decision 0094).
      const action = parties.status === 'awaiting_requirements' ? 'submit_requirements' : 'deliver';
      planTransition(orderStateOf(parties), action, role, clock.now());
      if ((await countPendingFiles(db, orderId)) >= ORDER_FILE_LIMITS.maxPerDelivery) {
        throw unprocessable(`A delivery can carry at most ${ORDER_FILE_LIMITS.maxPerDelivery} files`);
      }
      const { written, fileName } = await receive(storage);
      const contentType = written.sizeBytes > 0 ? sniffDeliveryFileType(written.head) : null;
      if (!contentType) {
        await removePrivateFile(storage, written.storageKey);
        throw unprocessable('Only PDF, ZIP, PNG, JPEG, WebP, MP3 or MP4 files can be delivered', {
          reason: 'DELIVERY_FILE_TYPE',
        });
      }
      const row = await insertOrderFile(db, {
        orderId,
        uploaderId: user.id,
        storageKey: written.storageKey,
        fileName,
        contentType,
        sizeBytes: written.sizeBytes,
        createdAt: clock.now(),
      });
      return toOrderFile(row);
    },

    async open(user, orderId, fileId) {
      await partiesOf(user, orderId);
      const file = isUuid(fileId) ? await findOrderFile(db, orderId, fileId) : undefined;
      if (!file || (file.eventId === null && file.uploaderId !== user.id)) throw fileNotFound();
      const stream = await openPrivateFile(storage, file.storageKey);
      if (!stream) throw fileNotFound();
      return {
        stream,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
      };
    },
  };
}
