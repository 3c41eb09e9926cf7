import type { Config } from '../../config/env.ts';
import { localStorage, type ObjectStorage } from './object-storage.ts';

/**
 * The storage the configuration asks for: the bucket when S3_BUCKET is set
 * (the AWS SDK loaded only then, and the bucket checked, so a wrong setting
 * stops the start), else DATA_DIR.
 */
export async function openObjectStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<ObjectStorage> {
  if (!config.s3) return localStorage(config.dataDir);
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(config.s3);
}
