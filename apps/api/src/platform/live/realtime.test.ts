import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { openPostgres } from '../../db/client.ts';
import { createRealtimeHub, publish } from './realtime.ts';

describe('realtime', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('delivers a published payload to subscribers of the channel only', async () => {
    const hub = createRealtimeHub(t.database);
    const received: unknown[] = [];
    const other: unknown[] = [];
    const stop = await hub.subscribe('test_channel', (p) => received.push(p));
    await hub.subscribe('other_channel', (p) => other.push(p));
    await publish(t.database.db, 'test_channel', { hello: 'world' });
    await expect.poll(() => received).toEqual([{ hello: 'world' }]);
    stop();
    await publish(t.database.db, 'test_channel', { again: true });
    await publish(t.database.db, 'other_channel', { marker: true });
    await expect.poll(() => other).toEqual([{ marker: true }]);
    expect(received).toEqual([{ hello: 'world' }]);
    await hub.close();
  });

  // PGlite is one process (its DATA_DIR is locked), so this path exists only on PostgreSQL;
  // the in-process path is what the other tests assert, on both databases.
  it.runIf(process.env.TEST_DB === 'postgresql')(
    'fans out across processes: a hub on another connection pool hears a publish (PostgreSQL)',
    async () => {
      const url = (t.database.pool?.options as { connectionString?: string } | undefined)?.connectionString;
      if (!url) throw new Error('the api-pg project must run on a PostgreSQL pool');
      const other = await openPostgres(url, { max: 2 });
      const hub = createRealtimeHub(other);
      const received: unknown[] = [];
      await hub.subscribe('cross_process', (p) => received.push(p));
      await publish(t.database.db, 'cross_process', { from: 'elsewhere' });
      await expect.poll(() => received).toEqual([{ from: 'elsewhere' }]);
      await hub.close();
      await other.close();
    },
  );

  it('runs on the database its project names', () => {
    expect(t.database.kind).toBe(process.env.TEST_DB === 'postgresql' ? 'postgresql' : 'pglite');
  });

  it('delivers a publish made inside a transaction when it commits, not before', async () => {
    const hub = createRealtimeHub(t.database);
    const received: unknown[] = [];
    await hub.subscribe('commit_test', (p) => received.push(p));
    await t.database.db.transaction(async (tx) => {
      await publish(tx, 'commit_test', { written: 1 });
      // Another statement in the same transaction, then time for a stray early delivery to arrive.
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([]);
    });
    await expect.poll(() => received).toEqual([{ written: 1 }]);
    await hub.close();
  });

  it('delivers to every hub listening on the channel, and one hub closing leaves the others listening', async () => {
    const first = createRealtimeHub(t.database);
    const second = createRealtimeHub(t.database);
    const heardByFirst: unknown[] = [];
    const heardBySecond: unknown[] = [];
    await first.subscribe('shared_channel', (p) => heardByFirst.push(p));
    await second.subscribe('shared_channel', (p) => heardBySecond.push(p));
    await publish(t.database.db, 'shared_channel', { n: 1 });
    await expect.poll(() => heardByFirst).toEqual([{ n: 1 }]);
    await expect.poll(() => heardBySecond).toEqual([{ n: 1 }]);
    await first.close();
    await publish(t.database.db, 'shared_channel', { n: 2 });
    await expect.poll(() => heardBySecond).toEqual([{ n: 1 }, { n: 2 }]);
    expect(heardByFirst).toEqual([{ n: 1 }]);
    await second.close();
  });

  it('never delivers a notification of a rolled-back transaction', async () => {
    const hub = createRealtimeHub(t.database);
    const received: unknown[] = [];
    await hub.subscribe('rollback_test', (p) => received.push(p));
    await t.database.db
      .transaction(async (tx) => {
        await publish(tx, 'rollback_test', { lost: true });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await publish(t.database.db, 'rollback_test', { kept: true });
    await expect.poll(() => received).toEqual([{ kept: true }]);
    await hub.close();
  });
});
