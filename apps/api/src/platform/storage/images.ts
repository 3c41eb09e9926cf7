import { randomBytes } from 'node:crypto';
import type { Metadata } from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@teenfreelance/contracts/uploads';
import { payloadTooLarge, unprocessable } from '../../http/errors.ts';
import type { ObjectStorage } from './object-storage.ts';

/**
 * sharp, loaded when a picture is first read or drawn: its native library is
 * not needed to start serving pages (decision 0053).
 */
export async function loadSharp() {
  return (await import('sharp')).default;
}

/** The sizes the pages use. Gig pictures are 3:2; every size is WebP. */
export const GIG_IMAGE_SIZES = {
  thumb: { width: 240, height: 160 },
  card: { width: 600, height: 400 },
  detail: { width: 1200, height: 800 },
} as const;
export type GigImageSize = keyof typeof GIG_IMAGE_SIZES;

/** The limits every uploaded image is held to, shared with the forms (contracts/uploads.ts). */
const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.maxBytes;
const MAX_UPLOAD_PIXELS = UPLOAD_LIMITS.maxPixels;

export interface StoredImage {
  storageKey: string;
  width: number;
  height: number;
}

/** Public URL of one stored size. */
export function imageUrl(storageKey: string, size: GigImageSize): string {
  return `/uploads/${storageKey}-${size}.webp`;
}

type ImageType = 'jpeg' | 'png' | 'webp';

/** The type by content (magic bytes), never by file name or declared type. */
export function sniffImageType(data: Buffer): ImageType | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

/**
 * Checks an uploaded file against the upload rules (JPEG, PNG or WebP by
 * content; at most 5 MB and 25 megapixels) and throws a 422 that says which
 * rule it broke.
 */
export async function assertAcceptableImage(data: Buffer): Promise<void> {
  if (data.length > MAX_UPLOAD_BYTES) throw payloadTooLarge(UPLOAD_MESSAGES.tooLarge);
  if (!sniffImageType(data)) throw unprocessable(UPLOAD_MESSAGES.wrongType);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw unprocessable(UPLOAD_MESSAGES.unreadable);
  }
  if (!meta.width || !meta.height) throw unprocessable(UPLOAD_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) {
    throw unprocessable(UPLOAD_MESSAGES.tooManyPixels);
  }
}

/**
 * Re-encodes an image into every gig size as WebP under a random name. The
 * re-encode drops all metadata (EXIF, GPS). The caller has checked the input.
 * `effort` trades encoding time for size (0 fastest, 6 smallest).
 */
export async function storeGigImage(storage: ObjectStorage, data: Buffer, { effort = 4 } = {}): Promise<StoredImage> {
  const storageKey = randomBytes(16).toString('hex');
  const sharp = await loadSharp();
  const source = sharp(data, { limitInputPixels: MAX_UPLOAD_PIXELS }).rotate();
  await Promise.all(
    (Object.entries(GIG_IMAGE_SIZES) as [GigImageSize, { width: number; height: number }][]).map(
      async ([size, box]) => {
        const out = await source
          .clone()
          .resize(box.width, box.height, { fit: 'cover' })
          .webp({ quality: 78, effort })
          .toBuffer();
        await storage.write('public', `${storageKey}-${size}.webp`, out, 'image/webp');
      },
    ),
  );
  return { storageKey, width: GIG_IMAGE_SIZES.detail.width, height: GIG_IMAGE_SIZES.detail.height };
}

/** Removes every stored size of a gig picture (an upload no gig used). */
export async function removeGigImage(storage: ObjectStorage, storageKey: string): Promise<void> {
  if (!/^[0-9a-f]{32}$/.test(storageKey)) return;
  await Promise.all(Object.keys(GIG_IMAGE_SIZES).map((size) => storage.remove('public', `${storageKey}-${size}.webp`)));
}

/** Profile pictures: one square WebP, drawn in a circle by the web app. */
export const AVATAR_SIZE = { width: 256, height: 256 } as const;

/** Public URL of a stored avatar. */
export function avatarUrl(storageKey: string): string {
  return `/uploads/${storageKey}-avatar.webp`;
}

/**
 * Re-encodes a profile picture to a 256x256 WebP under a random name (which
 * drops EXIF and GPS). The caller has checked the input with assertAcceptableImage.
 */
export async function storeAvatarImage(
  storage: ObjectStorage,
  data: Buffer,
): Promise<{ storageKey: string; url: string }> {
  const storageKey = randomBytes(16).toString('hex');
  const sharp = await loadSharp();
  const out = await sharp(data, { limitInputPixels: MAX_UPLOAD_PIXELS })
    .rotate()
    .resize(AVATAR_SIZE.width, AVATAR_SIZE.height, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
  await storage.write('public', `${storageKey}-avatar.webp`, out, 'image/webp');
  return { storageKey, url: avatarUrl(storageKey) };
}

/** Removes a stored avatar given its public URL; ignores anything that is not one of ours. */
export async function removeAvatarImage(storage: ObjectStorage, url: string | null): Promise<void> {
  const match = url ? /^\/uploads\/([0-9a-f]{32})-avatar\.webp$/.exec(url) : null;
  if (!match) return;
  await storage.remove('public', `${match[1]}-avatar.webp`);
}
