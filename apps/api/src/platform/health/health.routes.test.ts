import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_LIVE_PATH, HEALTH_PATH, HEALTH_READY_PATH } from '@teenfreelance/contracts/health';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { selectRows } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { startTestS3, type TestS3 } from '../../testing/s3.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

const DATABASE = process.env.TEST_DB === 'postgresql' ? 'postgresql' : 'pglite';
const KNOWN = readMigrationFiles({ migrationsFolder: migrationsFolder() }).length;

describe('the health checks', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers ok with the database kind in use, never cached', async () => {
    for (const [url, body] of [
      [HEALTH_PATH, { status: 'ok', database: DATABASE }],
      [HEALTH_LIVE_PATH, { status: 'ok' }],
      [HEALTH_READY_PATH, { status: 'ok', database: DATABASE, migrations: KNOWN }],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual(body);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is not ready while a migration this server knows is not applied, and ready again once it is', async () => {
    const db = t.database.db;
    const [last] = await selectRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`delete from drizzle.__drizzle_migrations
        where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`,
    );
    try {
      const response = await get(HEALTH_READY_PATH);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: '1 database migration is not applied yet', details: null },
      });
      // Alive, and the plain health check (the database answers) still says ok.
      expect((await get(HEALTH_LIVE_PATH)).statusCode).toBe(200);
      expect((await get(HEALTH_PATH)).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last?.id}, ${last?.hash}, ${last?.created_at})`,
      );
    }
    expect((await get(HEALTH_READY_PATH)).statusCode).toBe(200);
  });

  it('is alive but neither healthy nor ready while the database cannot be reached', async () => {
    await t.database.close();
    const unreachable = { error: { code: 'UNAVAILABLE', message: 'The database cannot be reached', details: null } };
    for (const url of [HEALTH_PATH, HEALTH_READY_PATH]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(503);
      expect(response.json(), url).toEqual(unreachable);
    }
    const live = await get(HEALTH_LIVE_PATH);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});

/**
 * With REDIS_URL and S3_BUCKET, readiness also asks Redis and the bucket
 * (decisions 0080, 0081). Redis is reached through a TCP relay of the test's
 * own, so it can go away without stopping the Redis other tests use.
 */
describe.skipIf(!process.env.TEST_REDIS_URL)('readiness with Redis and a bucket', () => {
  let t: TestContext;
  let s3: TestS3;
  let relay: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    const redis = new URL(process.env.TEST_REDIS_URL ?? '');
    relay = createServer((client) => {
      const upstream = connect(Number(redis.port || 6379), redis.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as AddressInfo;
    s3 = await startTestS3();
    t = await createTestApp({
      env: { ...s3.env, REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: `test-${randomUUID()}:` },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('is ready while both answer, and says which one does not', async () => {
    const ready = () => t.app.inject({ method: 'GET', url: HEALTH_READY_PATH });
    expect((await ready()).statusCode).toBe(200);

    await s3.close();
    const noBucket = await ready();
    expect(noBucket.statusCode).toBe(503);
    expect(noBucket.json().error).toEqual({
      code: 'UNAVAILABLE',
      message: 'The file storage (S3_BUCKET) cannot be reached',
      details: null,
    });

    relay.close();
    for (const socket of sockets) socket.destroy();
    const noRedis = await ready();
    expect(noRedis.statusCode).toBe(503);
    expect(noRedis.json().error.message).toBe('Redis (REDIS_URL) cannot be reached');
    expect((await t.app.inject({ method: 'GET', url: HEALTH_LIVE_PATH })).statusCode).toBe(200);
  });
});
