import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { hitRateLimit, peekRateLimit } from './rate-limits.service.ts';

describe('rate limits in the database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rule = { max: 3, windowSeconds: 60 };
  const start = Date.UTC(2026, 0, 1, 12, 0, 0);

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const states = await Promise.all(
      Array.from({ length: 12 }, () => hitRateLimit(t.database.db, 'test:concurrent', rule, start)),
    );
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(states.filter((s) => s.isAllowed)).toHaveLength(3);
  });

  it('allows max hits in a window that starts at the first hit, then starts over', async () => {
    const key = 'test:window';
    expect(await hitRateLimit(t.database.db, key, rule, start + 10_000)).toMatchObject({ count: 1, isAllowed: true });
    for (let i = 2; i <= 3; i++) {
      expect(await hitRateLimit(t.database.db, key, rule, start + 40_000)).toMatchObject({ count: i, isAllowed: true });
    }
    // The window began at the first hit (start + 10 s), so it ends at start + 70 s.
    expect(await hitRateLimit(t.database.db, key, rule, start + 60_000)).toEqual({
      count: 4,
      isAllowed: false,
      retryAfterSeconds: 10,
    });
    expect(await hitRateLimit(t.database.db, key, rule, start + 70_000)).toEqual({
      count: 1,
      isAllowed: true,
      retryAfterSeconds: 60,
    });
  });

  it('peeks without counting', async () => {
    const key = 'test:peek';
    await hitRateLimit(t.database.db, key, rule, start);
    await hitRateLimit(t.database.db, key, rule, start);
    expect(await peekRateLimit(t.database.db, key, rule, start)).toMatchObject({ count: 2, isAllowed: true });
    await hitRateLimit(t.database.db, key, rule, start);
    expect(await peekRateLimit(t.database.db, key, rule, start)).toMatchObject({ count: 3, isAllowed: false });
    // Once the window is over, nothing counts any more.
    expect(await peekRateLimit(t.database.db, key, rule, start + 60_000)).toMatchObject({ count: 0, isAllowed: true });
  });
});
