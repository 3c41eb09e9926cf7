import type { UploadedImage } from '@teenfreelance/contracts/uploads';
import { ApiError } from '../../../lib/api-client.ts';

interface UploadOptions {
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function errorFromXhr(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { code?: unknown; message?: unknown; details?: unknown } };
    const error = body.error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      return new ApiError(xhr.status, error.code, error.message, error.details);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiError(
    xhr.status,
    xhr.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
    'The upload failed. Please try again.',
  );
}

/**
 * `POST /api/uploads/images` (multipart, field `file`): stores one picture and
 * answers its id and URLs. Uses XMLHttpRequest because fetch cannot report
 * upload progress; rejects with an {@link ApiError} like every other call.
 */
export function uploadImage(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads/images');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedImage);
        } catch {
          reject(new ApiError(xhr.status, 'INTERNAL', 'The upload failed. Please try again.'));
        }
      } else {
        reject(errorFromXhr(xhr));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Please check your connection.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}
