import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
export type { S3Settings } from '../../config/env.ts';

/**
 * Where uploaded files live (docs/decisions/0081): under DATA_DIR by default,
 * in an S3-compatible bucket when S3_BUCKET is set. Two areas: `public`
 * (pictures, served to anyone under /uploads/) and `private` (order delivery
 * files, read only through the API's permission check). Each area is the same
 * folder in both places (`uploads/`, `private/order-files/`), so copying a
 * DATA_DIR into a bucket keeps every key (copy-to-bucket.ts).
 */
export type StorageArea = 'public' | 'private';

/** Each area's folder, under DATA_DIR and in the bucket alike. */
export const AREA_FOLDERS: Record<StorageArea, string> = { public: 'uploads', private: 'private/order-files' };

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** The local public folder, served as static files; undefined for a bucket (public-files.ts streams those). */
  readonly localPublicDir: string | undefined;
  /** Stores `data` under `key` (a new key: an existing one is never overwritten with other content). */
  write(area: StorageArea, key: string, data: Buffer | Readable, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when there is none under `key`. */
  read(area: StorageArea, key: string): Promise<Readable | undefined>;
  /** Removes `key`; nothing happens when it is not there. */
  remove(area: StorageArea, key: string): Promise<void>;
  /** Rejects when the storage cannot be reached (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Keys are names we made (random hex, a size, an extension): never a path. */
const KEY = /^[0-9A-Za-z][0-9A-Za-z._-]{0,199}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes('..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
}

/** Files under `dataDir`: `uploads/` for pictures, `private/order-files/` (mode 600) for delivery files. */
export function localStorage(dataDir: string): ObjectStorage {
  const folder = (area: StorageArea) => path.join(dataDir, AREA_FOLDERS[area]);
  const fileOf = (area: StorageArea, key: string) => {
    assertStorageKey(key);
    return path.join(folder(area), key);
  };
  return {
    kind: 'local',
    localPublicDir: folder('public'),
    async write(area, key, data) {
      const file = fileOf(area, key);
      await mkdir(folder(area), { recursive: true });
      const target = createWriteStream(file, { flags: 'wx', mode: area === 'private' ? 0o600 : 0o644 });
      try {
        await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, target);
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
    },
    async read(area, key) {
      try {
        const handle = await open(fileOf(area, key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(area, key) {
      await rm(fileOf(area, key), { force: true });
    },
    // DATA_DIR was checked writable at start and is on this machine.
    ping: async () => undefined,
    close: async () => undefined,
  };
}
