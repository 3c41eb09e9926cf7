import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_LIVE_PATH, HEALTH_PATH, HEALTH_READY_PATH } from '@teenfreelance/contracts/health';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { selectRows } from '../../db/client.ts';
import { migrationsFolder } from '../../db/migrate.ts';
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
