import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigEventSchema, type GigDetail } from '@teenfreelance/contracts/gigs';
import { buildUser } from '../testing/factories.ts';
import { gigInput, uploadImages } from '../testing/gig-helpers.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import { openPostgres } from '../db/client.ts';
import { createRealtimeHub, publish } from './realtime.ts';

/** Reads an SSE stream until `predicate` matches one `data:` payload. */
async function nextEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  predicate: (payload: unknown) => boolean,
  onReady?: () => Promise<void>,
): Promise<unknown> {
  const decoder = new TextDecoder();
  let buffer = '';
  let ready = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer += decoder.decode(value, { stream: true });
    let split: number;
    while ((split = buffer.indexOf('\n\n')) >= 0) {
      const message = buffer.slice(0, split);
      buffer = buffer.slice(split + 2);
      if (message === ': ready' && !ready) {
        ready = true;
        await onReady?.();
      }
      const data = message
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) {
        const payload: unknown = JSON.parse(data);
        if (predicate(payload)) return payload;
      }
    }
  }
}

describe('realtime', () => {
  let t: TestContext;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
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

  it('pushes gig.created to a browser connected to /api/events when a gig is created', async () => {
    const seller = await buildUser(t.app, t.database.db, { role: 'freelancer' });
    const imageIds = await uploadImages(t.app, seller.cookie, 1);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/events`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    if (!response.body) throw new Error('no body');
    const reader = response.body.getReader();
    let createdId = '';
    const event = await nextEvent(
      reader,
      (p) => gigEventSchema.safeParse(p).success && (p as { gigId: string }).gigId === createdId,
      async () => {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/gigs',
          headers: { cookie: seller.cookie },
          payload: gigInput({ imageIds }),
        });
        expect(created.statusCode).toBe(201);
        createdId = created.json<GigDetail>().id;
      },
    );
    expect(event).toEqual({ type: 'gig.created', gigId: createdId });
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });
});
