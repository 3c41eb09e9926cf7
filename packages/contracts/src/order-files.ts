/**
 * The files a seller delivers with an order (the endpoints are in orders.ts):
 * private, checked by content, served only to the order's parties and admins
 * as attachments. orders.ts re-exports this file.
 */
import { z } from 'zod';

export const ORDER_FILE_LIMITS = {
  maxBytes: 25 * 1024 * 1024,
  /** Files one delivery may carry. */
  maxPerDelivery: 10,
  fieldName: 'file',
  acceptedTypes: [
    'application/pdf',
    'application/zip',
    'image/png',
    'image/jpeg',
    'image/webp',
    'audio/mpeg',
    'video/mp4',
  ],
  /** What the file picker offers; the server checks the content, not the name. */
  accept: '.pdf,.zip,.png,.jpg,.jpeg,.webp,.mp3,.mp4',
} as const;

export const orderFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Where a party downloads it (an attachment). */
  url: z.string(),
  createdAt: z.string(),
});
export type OrderFile = z.infer<typeof orderFileSchema>;
