import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';

/**
 * Delivery files in the storage's private area (DATA_DIR/private/order-files,
 * or the bucket's private/order-files/: decision 0081), never under the public
 * /uploads, each under a random name without extension. Only the orders
 * feature reads them back, for the order's parties.
 */

/** The accepted types, told by the first bytes of the file (never by its name or declared type). */
export function sniffDeliveryFileType(head: Buffer): string | null {
  const ascii = (start: number, end: number) => head.toString('latin1', start, end);
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (ascii(0, 4) === 'PK\x03\x04' || ascii(0, 4) === 'PK\x05\x06') return 'application/zip';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // MP3: an ID3 tag, or straight into an MPEG audio frame (11 sync bits, layer III).
  if (ascii(0, 3) === 'ID3') return 'audio/mpeg';
  if (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2) return 'audio/mpeg';
  if (ascii(4, 8) === 'ftyp') return 'video/mp4';
  return null;
}

/** The bytes sniffing needs. */
const HEAD_BYTES = 16;

export interface WrittenFile {
  storageKey: string;
  sizeBytes: number;
  /** The first bytes, for sniffing. */
  head: Buffer;
}

export function newStorageKey(): string {
  return randomBytes(24).toString('hex');
}

/** Writes a stream to a new private file and says how large it was and how it began. */
export async function writePrivateFile(storage: ObjectStorage, source: Readable): Promise<WrittenFile> {
  const storageKey = newStorageKey();
  let head = Buffer.alloc(0);
  let sizeBytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      sizeBytes += chunk.length;
      done(null, chunk);
    },
  });
  // Errors of the source (a client that stops sending) reach the storage through the measuring stream.
  source.on('error', (error) => measure.destroy(error));
  try {
    await storage.write('private', storageKey, source.pipe(measure), 'application/octet-stream');
  } catch (error) {
    await storage.remove('private', storageKey).catch(() => undefined);
    throw error;
  }
  return { storageKey, sizeBytes, head };
}

export async function removePrivateFile(storage: ObjectStorage, storageKey: string): Promise<void> {
  await storage.remove('private', storageKey);
}

/** The file's bytes, or undefined when it is gone. */
export function openPrivateFile(storage: ObjectStorage, storageKey: string): Promise<Readable | undefined> {
  return storage.read('private', storageKey);
}

/** A file name as people gave it, made safe to show and to send back: no folders, no control characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch >= ' ' && ch !== '\u007f' && ch !== '"').join('');
  const cleaned = printable.trim().slice(0, 200);
  return cleaned || 'delivery';
}

/** `attachment` with the name in ASCII and in UTF-8 (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
