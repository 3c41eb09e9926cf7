import type { FastifyRequest } from 'fastify';
import { ORDER_FILE_LIMITS } from '@teenfreelance/contracts/orders';
import { AppError, malformedBody, payloadTooLarge, unsupportedMediaType, validationFailed } from '../../http/errors.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { cleanFileName, removePrivateFile, writePrivateFile, type WrittenFile } from './order-files.storage.ts';

const TOO_LARGE = 'Delivery files must be 25 MB or smaller';
const MISSING = 'Choose a file to upload';

function unreadable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(TOO_LARGE);
  return malformedBody('The upload could not be read: send one file as multipart/form-data', [
    { path: `body.${ORDER_FILE_LIMITS.fieldName}`, message: MISSING },
  ]);
}

/**
 * The one file of a multipart request, streamed into the storage's private area
 * (never held whole in memory): 415 when the body is not multipart, 400 when
 * the field is missing or the body cannot be read, 413 over 25 MB (the
 * partial file is removed). The caller checks the content.
 */
export async function receiveDeliveryFile(
  request: FastifyRequest,
  storage: ObjectStorage,
): Promise<{ written: WrittenFile; fileName: string }> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the file as multipart/form-data');
  try {
    const file = await request.file();
    if (!file || file.fieldname !== ORDER_FILE_LIMITS.fieldName) {
      throw validationFailed([{ path: `body.${ORDER_FILE_LIMITS.fieldName}`, message: MISSING }]);
    }
    const written = await writePrivateFile(storage, file.file);
    if (file.file.truncated) {
      await removePrivateFile(storage, written.storageKey);
      throw payloadTooLarge(TOO_LARGE);
    }
    return { written, fileName: cleanFileName(file.filename) };
  } catch (error) {
    throw unreadable(error);
  }
}
