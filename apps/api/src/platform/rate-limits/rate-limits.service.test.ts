import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { manualClock } from '../../testing/clock.ts';
import { createRateLimitsService, type RateLimitRule, type SlowDownRule } from './rate-limits.service.ts';
import { databaseCounters, type CounterStore } from './counters.ts';
import { openCounters } from './open-counters.ts';
import { connectRedis } from './redis-counters.ts';

/**
 * The same rules on both stores: the database's table, and Redis (REDIS_URL;
 * the Redis on TEST_REDIS_URL, which CI sets: redis://127.0.0.1:6379).
 */
const stores: {
  name: string;
  open: (t: TestContext) => Promise<{ counters: CounterStore; close(): Promise<void> }>;
}[] = [
  {
    name: 'in the database',
    open: async (t) => ({ counters: databaseCounters(t.database.db), close: async () => {} }),
  },
  {
    name: 'in Redis',
    open: (t) =>
      openCounters({
        db: t.database.db,
        redisUrl: process.env.TEST_REDIS_URL,
        redisKeyPrefix: `test-${randomUUID()}:`,
      }),
  },
];

describe.for(stores)('rate limits $name', (store) => {
  const skip = store.name === 'in Redis' && !process.env.TEST_REDIS_URL;
  let t: TestContext;
  let counters: CounterStore;
  let closeCounters: () => Promise<void>;
  beforeAll(async () => {
    if (skip) return;
    t = await createTestApp();
    ({ counters, close: closeCounters } = await store.open(t));
  });
  afterAll(async () => {
    if (skip) return;
    await closeCounters();
    await t.close();
  });

  const rule: RateLimitRule = { max: 3, windowSeconds: 60 };
  const start = Date.UTC(2026, 0, 1, 12, 0, 0);
  const clock = manualClock(start);
  const at = (ms: number) => {
    clock.set(ms);
    return createRateLimitsService({ db: t.database.db, clock, counters });
  };

  it.skipIf(skip)('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const states = await Promise.all(Array.from({ length: 12 }, () => at(start).hit('test:concurrent', rule)));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(states.filter((s) => s.isAllowed)).toHaveLength(3);
  });

  it.skipIf(skip)('allows max hits in a window that starts at the first hit, then starts over', async () => {
    const key = 'test:window';
    expect(await at(start + 10_000).hit(key, rule)).toMatchObject({ count: 1, isAllowed: true });
    for (let i = 2; i <= 3; i++) {
      expect(await at(start + 40_000).hit(key, rule)).toMatchObject({ count: i, isAllowed: true });
    }
    // The window began at the first hit (start + 10 s), so it ends at start + 70 s.
    expect(await at(start + 60_000).hit(key, rule)).toEqual({
      count: 4,
      isAllowed: false,
      retryAfterSeconds: 10,
    });
    expect(await at(start + 70_000).hit(key, rule)).toEqual({
      count: 1,
      isAllowed: true,
      retryAfterSeconds: 60,
    });
  });

  it.skipIf(skip)('peeks without counting', async () => {
    const key = 'test:peek';
    await at(start).hit(key, rule);
    await at(start).hit(key, rule);
    expect(await at(start).peek(key, rule)).toMatchObject({ count: 2, isAllowed: true });
    await at(start).hit(key, rule);
    expect(await at(start).peek(key, rule)).toMatchObject({ count: 3, isAllowed: false });
    // Once the window is over, nothing counts any more.
    expect(await at(start + 60_000).peek(key, rule)).toMatchObject({ count: 0, isAllowed: true });
  });

  it.skipIf(skip)(
    'slows down after free failures, stamps the latest one, forgets a quiet key, and clears',
    async () => {
      const key = 'test:slow-down';
      const slow: SlowDownRule = {
        freeFailures: 2,
        firstDelaySeconds: 10,
        maxDelaySeconds: 40,
        forgetAfterSeconds: 600,
      };
      expect(await at(start).slowDownWaitSeconds(key, slow)).toBe(0);
      expect(await at(start).recordRecentEvent(key, 600)).toEqual({ count: 1, lastAt: new Date(start) });
      expect(await at(start + 1000).recordRecentEvent(key, 600)).toEqual({ count: 2, lastAt: new Date(start + 1000) });
      // Two failures, the latest at start + 1 s: the next attempt waits 10 s after it.
      expect(await at(start + 5000).slowDownWaitSeconds(key, slow)).toBe(6);
      await at(start + 11_000).recordRecentEvent(key, 600);
      expect(await at(start + 11_000).readRecentEvents(key, 600)).toEqual({
        count: 3,
        lastAt: new Date(start + 11_000),
      });
      // Three failures: 20 s after the latest.
      expect(await at(start + 11_000).slowDownWaitSeconds(key, slow)).toBe(20);
      // A late-arriving event never moves the latest one back.
      expect(await at(start + 2000).recordRecentEvent(key, 600)).toEqual({
        count: 4,
        lastAt: new Date(start + 11_000),
      });
      // Quiet for the forget period: nothing counts any more, and the next event starts over.
      expect(await at(start + 611_000).readRecentEvents(key, 600)).toEqual({ count: 0, lastAt: undefined });
      expect(await at(start + 611_000).recordRecentEvent(key, 600)).toEqual({
        count: 1,
        lastAt: new Date(start + 611_000),
      });
      await at(start + 611_000).clear(key);
      expect(await at(start + 611_000).readRecentEvents(key, 600)).toEqual({ count: 0, lastAt: undefined });
    },
  );

  it.skipIf(skip)(`keeps its counters ${store.name}, where every process sees them`, async () => {
    await at(start).hit('test:where', rule);
    const table = databaseCounters(t.database.db);
    if (counters.kind === 'redis') expect(await table.read('test:where')).toBeUndefined();
    else expect(await table.read('test:where')).toMatchObject({ count: 1 });
    // Another service on the same store (another process) reads the same count.
    expect(
      await createRateLimitsService({ db: t.database.db, clock, counters }).peek('test:where', rule),
    ).toMatchObject({
      count: 1,
    });
  });
});

describe('a REDIS_URL nobody answers on', () => {
  it('stops the start with a sentence naming REDIS_URL, not at the first sign-in', async () => {
    await expect(connectRedis('redis://127.0.0.1:1')).rejects.toThrow(/^Cannot reach Redis at REDIS_URL: /);
  });
});
