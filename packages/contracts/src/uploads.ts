/**
 * Image uploads for gigs.
 *
 * POST /api/uploads/images — freelancer only (401 visitor, 403 buyer/admin).
 * Body: multipart/form-data with one file field named `file`.
 * Accepted: JPEG, PNG or WebP by content (not by name), at most 5 MB (413
 * PAYLOAD_TOO_LARGE) and 25 megapixels (422 UNPROCESSABLE); anything else 422.
 * Answer 201 UploadedImage. Pass `id` in GigInput.imageIds; an upload can be
 * attached to one gig, and only by the freelancer who uploaded it.
 *
 * Per user, gig pictures and profile pictures together: at most 20 uploads a
 * minute (429 RATE_LIMITED, details { retryAfterSeconds, reason: 'UPLOAD_RATE' }).
 * At most 10 gig pictures that no gig uses yet (422 UNPROCESSABLE, details
 * { reason: 'TOO_MANY_UNATTACHED_IMAGES', limit }); those older than a day are
 * deleted when their owner uploads again.
 */
import { z } from 'zod';

export const IMAGE_UPLOADS_PATH = '/api/uploads/images';

export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 25_000_000,
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp'],
  fieldName: 'file',
  /** Uploads per user per minute, gig pictures and profile pictures together. */
  maxPerMinute: 20,
  /** Gig pictures a user may hold that no gig uses yet (a gig takes at most 5). */
  maxUnattached: 10,
  /** Hours after which a gig picture that no gig uses is deleted. */
  unattachedKeptHours: 24,
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
  tooFast: 'Too many uploads. Please wait a moment and try again.',
  tooManyUnattached:
    'You can have at most 10 images that are not in a gig yet. Publish your gig, or try again tomorrow.',
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
