import { UPLOAD_LIMITS, type UploadedImage, IMAGE_UPLOADS_PATH } from '@teenfreelance/contracts/uploads';
import { uploadFile } from '../../../../lib/api-client.ts';

/**
 * `POST /api/uploads/images` (multipart, field `file`): stores one picture and
 * answers its id and URLs, reporting progress as 0..1.
 */
export function uploadImage(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  return uploadFile<UploadedImage>(
    IMAGE_UPLOADS_PATH,
    file,
    { ...options, fallbackMessage: 'The upload failed. Please try again.' },
    UPLOAD_LIMITS.fieldName,
  );
}
