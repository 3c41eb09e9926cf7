import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { manualClock } from '../../testing/clock.ts';
import { createRateLimitsService, type RateLimitRule } from './rate-limits.service.ts';

describe('rate limits in the database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rule: RateLimitRule = { max: 3, windowSeconds: 60 };
  const start = Date.UTC(2026, 0, 1, 12, 0, 0);
  const clock = manualClock(start);
  const at = (ms: number) => {
    clock.set(ms);
    return createRateLimitsService({ db: t.database.db, clock });
  };

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const states = await Promise.all(Array.from({ length: 12 }, () => at(start).hit('test:concurrent', rule)));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(states.filter((s) => s.isAllowed)).toHaveLength(3);
  });

  it('allows max hits in a window that starts at the first hit, then starts over', async () => {
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

  it('peeks without counting', async () => {
    const key = 'test:peek';
    await at(start).hit(key, rule);
    await at(start).hit(key, rule);
    expect(await at(start).peek(key, rule)).toMatchObject({ count: 2, isAllowed: true });
    await at(start).hit(key, rule);
    expect(await at(start).peek(key, rule)).toMatchObject({ count: 3, isAllowed: false });
    // Once the window is over, nothing counts any more.
    expect(await at(start + 60_000).peek(key, rule)).toMatchObject({ count: 0, isAllowed: true });
  });
});
