// `npm run storage:copy-to-bucket`: copies DATA_DIR's pictures and delivery files into S3_BUCKET
// (decision 0081). Run it once before starting the servers with S3_BUCKET; run it again if it stopped.
import { ConfigError, loadConfig } from '../../config/env.ts';
import { copyDataDirToBucket } from './copy-to-bucket.ts';
import { s3Storage, createS3Client } from './s3-storage.ts';

try {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, the keys) to the bucket to fill');
  // Checks the bucket answers before reading anything.
  await (await s3Storage(config.s3)).close();
  const client = createS3Client(config.s3);
  try {
    const report = await copyDataDirToBucket(config.dataDir, client, config.s3.bucket, (key) => console.log(key));
    console.log(
      `Copied ${report.copied} files (${(report.bytes / 1e6).toFixed(1)} MB) from ${config.dataDir} to the bucket ${config.s3.bucket}; ${report.skipped} were there already. Nothing was deleted from ${config.dataDir}.`,
    );
  } finally {
    client.destroy();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
