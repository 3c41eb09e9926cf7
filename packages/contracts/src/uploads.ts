/**
 * Image uploads for gigs.
 *
 * POST /api/uploads/images — freelancer only (401 visitor, 403 buyer/admin).
 * Body: multipart/form-data with one file field named `file`.
 * Accepted: JPEG, PNG or WebP by content (not by name), at most 5 MB (413
 * PAYLOAD_TOO_LARGE) and 25 megapixels (422 UNPROCESSABLE); anything else 422.
 * Answer 201 UploadedImage. Pass `id` in GigInput.imageIds; an upload can be
 * attached to one gig, and only by the freelancer who uploaded it.
 */
import { z } from 'zod';

export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 25_000_000,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
  fieldName: 'file',
} as const;

/**
 * What the server answers when it refuses a picture; the forms say the same
 * words when they can tell before sending (type and size).
 */
export const UPLOAD_MESSAGES = {
  missingFile: 'Choose an image to upload',
  wrongType: 'Only JPEG, PNG or WebP images are allowed',
  tooLarge: 'Images must be 5 MB or smaller',
  tooManyPixels: 'Images can be at most 25 megapixels',
  unreadable: 'This image file is damaged or cannot be read',
} as const;

export const uploadedImageSchema = z.object({
  id: z.string(),
  thumbUrl: z.string(),
  cardUrl: z.string(),
  detailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
