import { orderFilesPath, type OrderFile } from '@teenfreelance/contracts/orders';
import { uploadFile } from '../../../lib/api-client.ts';

/** `POST /api/orders/:id/files`: one delivery file, kept until the delivery names it. */
export function uploadOrderFile(
  orderId: string,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<OrderFile> {
  return uploadFile<OrderFile>(orderFilesPath(orderId), file, {
    ...options,
    fallbackMessage: 'The file could not be uploaded. Please try again.',
  });
}
