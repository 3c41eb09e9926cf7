import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { HeadObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AREA_FOLDERS, isStorageKey, type StorageArea } from './object-storage.ts';
import { objectKey } from './s3-storage.ts';

export interface CopyReport {
  /** Files written to the bucket by this run. */
  copied: number;
  /** Files the bucket already held with the same size (an earlier, interrupted run). */
  skipped: number;
  bytes: number;
}

const CONTENT_TYPES: Record<StorageArea, (name: string) => string> = {
  public: (name) => (name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream'),
  // The API sends each delivery file with the type it sniffed at upload (stored in order_files).
  private: () => 'application/octet-stream',
};

async function sizeInBucket(client: S3Client, bucket: string, key: string): Promise<number | undefined> {
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength;
  } catch (error) {
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/**
 * The one-off move to object storage (decision 0081): copies every file of
 * DATA_DIR's `uploads/` and `private/order-files/` to the same keys in the
 * bucket, with the headers the server writes. A file the bucket already holds
 * at the same size is skipped, so a run that stopped half-way is simply run
 * again. Nothing is deleted: once the servers run with S3_BUCKET, the folders
 * can be removed by hand.
 */
export async function copyDataDirToBucket(
  dataDir: string,
  client: S3Client,
  bucket: string,
  onFile: (key: string) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0 };
  for (const area of ['public', 'private'] as const) {
    const folder = path.join(dataDir, AREA_FOLDERS[area]);
    const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const name of names.sort()) {
      const file = path.join(folder, name);
      const info = await stat(file);
      // Only files the server wrote (random names); anything else in the folder is not ours to copy.
      if (!info.isFile() || !isStorageKey(name)) continue;
      const { size } = info;
      const key = objectKey(area, name);
      if ((await sizeInBucket(client, bucket, key)) === size) {
        report.skipped += 1;
        continue;
      }
      await new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: createReadStream(file),
          ContentType: CONTENT_TYPES[area](name),
          ...(area === 'public' ? { CacheControl: 'public, max-age=31536000, immutable' } : {}),
        },
      }).done();
      report.copied += 1;
      report.bytes += size;
      onFile(key);
    }
  }
  return report;
}
