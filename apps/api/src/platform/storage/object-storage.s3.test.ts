import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFilesPath, type OrderFile } from '@teenfreelance/contracts/orders';
import type { UploadedImage } from '@teenfreelance/contracts/uploads';
import { buildApp } from '../../app.ts';
import { orderFiles } from '../../db/schema/orders.ts';
import { buildUser, type TestUser } from '../../testing/factories.ts';
import { multipart, pngImage, uploadImage } from '../../testing/gig-helpers.ts';
import { actOk, placedOrder } from '../../testing/order-helpers.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createTestApp, recordMailAs, type TestContext } from '../../testing/test-app.ts';
import { copyDataDirToBucket } from './copy-to-bucket.ts';
import type { ObjectStorage } from './object-storage.ts';
import { openObjectStorage } from './open-storage.ts';
import { createS3Client } from './s3-storage.ts';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Uploaded files in an S3-compatible bucket (S3_BUCKET, decision 0081): a real
 * s3rver on 127.0.0.1 and two apps on one database and one bucket, as two
 * server processes on two machines would be, with nothing shared on disk.
 */
describe('uploaded files in an S3-compatible bucket', () => {
  let s3: TestS3;
  let t: TestContext;
  let other: FastifyInstance;
  let storage: ObjectStorage;
  let stranger: TestUser;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp({ env: s3.env });
    // The other process has a DATA_DIR of its own: only the bucket and the database are shared.
    const otherDataDir = await mkdtemp(path.join(os.tmpdir(), 'tf-other-'));
    other = await buildApp({
      config: { ...t.config, dataDir: otherDataDir },
      database: t.database,
      onMailSent: recordMailAs(t.app),
    });
    await other.ready();
    storage = await openObjectStorage(t.config);
    stranger = await buildUser(t.app, t.database.db, { role: 'buyer' });
  });
  afterAll(async () => {
    await storage.close();
    await other.close();
    await t.close();
    await s3.close();
  });

  const objectText = async (key: string) => {
    const client = createS3Client(t.config.s3 ?? s3Missing());
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
      return { body: await answer.Body?.transformToString('latin1'), contentType: answer.ContentType };
    } finally {
      client.destroy();
    }
  };

  it('stores gig pictures and avatars in the bucket, none in DATA_DIR, and either process serves them', async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    const uploaded = await uploadImage(t.app, seller.cookie, await pngImage());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = uploaded.json<UploadedImage>();
    for (const url of [image.thumbUrl, image.cardUrl, image.detailUrl]) {
      const served = await other.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    }
    const stored = await objectText(`uploads/${path.basename(image.cardUrl)}`);
    expect(stored.contentType).toBe('image/webp');

    const body = multipart(await pngImage(64, 64));
    const avatar = await other.inject({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      payload: body.payload,
      headers: { ...body.headers, cookie: seller.cookie },
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const { avatarUrl } = avatar.json<{ avatarUrl: string }>();
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(200);

    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
    // Names that are not a picture of ours are not looked up; a missing picture is a 404 in the error shape.
    for (const url of ['/uploads/nope.webp', `/uploads/${'0'.repeat(32)}-card.webp`, '/uploads/..%2Fprivate']) {
      const missing = await other.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('keeps delivery files in the bucket and gives them, through either process, to the order parties only', async () => {
    const { buyer, seller, order } = await placedOrder(t.app, t.database.db);
    await actOk(t.app, seller, order.id, { action: 'start' });
    const body = multipart(PDF, { filename: 'logo.pdf', contentType: 'application/pdf' });
    const upload = await t.app.inject({
      method: 'POST',
      url: orderFilesPath(order.id),
      payload: body.payload,
      headers: { ...body.headers, cookie: seller.cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const file = upload.json<OrderFile>();
    await actOk(other, seller, order.id, { action: 'deliver', message: 'Done', fileIds: [file.id] });

    for (const app of [t.app, other]) {
      const download = await app.inject({ method: 'GET', url: file.url, headers: { cookie: buyer.cookie } });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.rawPayload.equals(PDF)).toBe(true);
      expect(
        (await app.inject({ method: 'GET', url: file.url, headers: { cookie: stranger.cookie } })).statusCode,
      ).toBe(404);
    }
    expect(existsSync(path.join(t.config.dataDir, 'private'))).toBe(false);
    // In the bucket under private/, which no public route reads.
    const [row] = await t.database.db.select().from(orderFiles).where(eq(orderFiles.id, file.id));
    const key = row?.storageKey ?? '';
    expect((await objectText(`private/order-files/${key}`)).body).toBe(PDF.toString('latin1'));
    expect((await other.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('writes streams of unknown length in parts, reads them back, and removes them', async () => {
    // 6 MB: over lib-storage's 5 MB part, so the upload is a multipart one.
    const big = Buffer.alloc(6 * 1024 * 1024, 'tf');
    const chunks = Array.from({ length: 12 }, (_, i) => big.subarray(i * 512 * 1024, (i + 1) * 512 * 1024));
    await storage.write('private', 'stream-test', Readable.from(chunks), 'application/octet-stream');
    const read = await storage.read('private', 'stream-test');
    expect(read).toBeDefined();
    expect((await text(read ?? Readable.from([]))).length).toBe(big.length);
    await storage.remove('private', 'stream-test');
    expect(await storage.read('private', 'stream-test')).toBeUndefined();
    await storage.remove('private', 'stream-test');
    await expect(storage.read('public', '../escape')).rejects.toThrow(/not a storage key/);
  });

  it('copies an existing DATA_DIR into the bucket once, under the same keys, and skips what is there', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tf-copy-'));
    try {
      mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
      mkdirSync(path.join(dataDir, 'private', 'order-files'), { recursive: true });
      const picture = `${'a'.repeat(32)}-card.webp`;
      writeFileSync(path.join(dataDir, 'uploads', picture), 'RIFF----WEBP');
      writeFileSync(path.join(dataDir, 'uploads', '.DS_Store'), 'not ours');
      writeFileSync(path.join(dataDir, 'private', 'order-files', 'b'.repeat(48)), PDF);
      const client = createS3Client(t.config.s3 ?? s3Missing());
      try {
        const first = await copyDataDirToBucket(dataDir, client, s3.bucket);
        expect(first).toEqual({ copied: 2, skipped: 0, bytes: 12 + PDF.length });
        expect(await copyDataDirToBucket(dataDir, client, s3.bucket)).toEqual({ copied: 0, skipped: 2, bytes: 0 });
      } finally {
        client.destroy();
      }
      // What the servers then read: the picture served, the file read back; DATA_DIR left as it was.
      const served = await other.inject({ method: 'GET', url: `/uploads/${picture}` });
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe('RIFF----WEBP');
      expect(await text((await storage.read('private', 'b'.repeat(48))) ?? Readable.from([]))).toBe(
        PDF.toString('utf8'),
      );
      expect(readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual(['.DS_Store', picture]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

function s3Missing(): never {
  throw new Error('the test app has no S3 settings');
}
