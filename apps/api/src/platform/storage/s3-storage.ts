import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  AREA_FOLDERS,
  assertStorageKey,
  type ObjectStorage,
  type S3Settings,
  type StorageArea,
} from './object-storage.ts';

/** The S3 client for `settings`, shaped for services other than AWS's too. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: since 2025 the SDK adds a CRC32 checksum to every upload and
    // checks every download's by default, which not every S3-compatible service supports. (s3rver takes both.)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

/** The object key of `key` in `area`: the same path as under DATA_DIR. */
export function objectKey(area: StorageArea, key: string): string {
  assertStorageKey(key);
  return `${AREA_FOLDERS[area]}/${key}`;
}

/**
 * Files in an S3-compatible bucket. Pictures are written with a year's
 * immutable caching (their names are random and never reused); delivery files
 * carry no public grant and are read back only by the API for the order's
 * parties. Streams of unknown length (delivery files, up to 25 MB) go up in
 * parts (lib-storage's Upload), never whole in memory.
 */
export async function s3Storage(settings: S3Settings): Promise<ObjectStorage> {
  const client = createS3Client(settings);
  const Bucket = settings.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    client.destroy();
    const why = error instanceof Error ? error.name || error.message : String(error);
    throw new Error(`Cannot use the bucket S3_BUCKET=${Bucket}: ${why} (check S3_ENDPOINT, S3_REGION and the keys)`, {
      cause: error,
    });
  }
  return {
    kind: 's3',
    localPublicDir: undefined,
    async write(area, key, data, contentType) {
      const params = {
        Bucket,
        Key: objectKey(area, key),
        ContentType: contentType,
        ...(area === 'public' ? { CacheControl: 'public, max-age=31536000, immutable' } : {}),
      };
      if (Buffer.isBuffer(data)) await client.send(new PutObjectCommand({ ...params, Body: data }));
      else await new Upload({ client, params: { ...params, Body: data } }).done();
    },
    async read(area, key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(area, key) }));
        // In Node the body is the HTTP response, a Readable.
        return answer.Body instanceof Readable ? answer.Body : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(area, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(area, key) }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: async () => {
      client.destroy();
    },
  };
}
