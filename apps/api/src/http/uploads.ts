import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@teenfreelance/contracts/uploads';
import { AppError, malformedBody, payloadTooLarge, unsupportedMediaType, validationFailed } from './errors.ts';

/** Multipart limits for routes that take one image: registered (scoped) by each such feature's routes. */
export const IMAGE_MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 },
};

/**
 * Why reading the multipart body failed, as the client's error: the body is
 * all that is read here, so a failure is the body's (no boundary, a boundary
 * the body does not use, a truncated part, more parts than the one image),
 * never the server's.
 */
function unreadableUpload(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(UPLOAD_MESSAGES.tooLarge);
  return malformedBody('The upload could not be read: send one image as multipart/form-data', [
    { path: `body.${UPLOAD_LIMITS.fieldName}`, message: UPLOAD_MESSAGES.missingFile },
  ]);
}

/**
 * The one image of a multipart request, as bytes: 415 when the body is not
 * multipart, 400 when the file field is missing or the body cannot be read,
 * 413 when it is over the limit. The caller checks the content (storage/images.ts).
 */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupportedMediaType('Send the image as multipart/form-data');
  try {
    const file = await request.file();
    if (!file || file.fieldname !== UPLOAD_LIMITS.fieldName) {
      throw validationFailed([{ path: `body.${UPLOAD_LIMITS.fieldName}`, message: UPLOAD_MESSAGES.missingFile }]);
    }
    return await file.toBuffer();
  } catch (error) {
    throw unreadableUpload(error);
  }
}
