import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@teenfreelance/contracts/uploads';
import { AppError, validationFailed } from './errors.ts';

/** Multipart limits for routes that take one image: registered (scoped) by each such feature's routes. */
export const IMAGE_MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 0, parts: 1 },
};

/**
 * The one image of a multipart request, as bytes: 415 when the body is not
 * multipart, 400 when the file field is missing, 413 when it is over the limit.
 * The caller checks the content (storage/images.ts).
 */
export async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
  const file = await request.file();
  if (!file || file.fieldname !== UPLOAD_LIMITS.fieldName) {
    throw validationFailed([{ path: `body.${UPLOAD_LIMITS.fieldName}`, message: UPLOAD_MESSAGES.missingFile }]);
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
    }
    throw error;
  }
}
