import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings that point a server at this bucket. */
  env: Record<string, string>;
  bucket: string;
  /** Stops the server and removes its objects; a second call does nothing. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on 127.0.0.1 (s3rver, from npm), its objects in
 * a folder of its own, with one empty bucket: what the app talks to through
 * the AWS SDK when S3_BUCKET is set (decision 0081).
 */
export async function startTestS3(bucket = 'teenfreelance-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tf-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  let closed = false;
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's own keys: it checks every request's signature against them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
