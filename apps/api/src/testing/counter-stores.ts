import { randomUUID } from 'node:crypto';

/**
 * Where rate-limit counters may live, for tests that run once with each: the database, and Redis with
 * REDIS_URL (TEST_REDIS_URL, set by CI; skipped without it). Each call gives Redis a key prefix of its own,
 * so that test files, runs and the two vitest projects never share counters.
 */
export const counterStores = (): { name: string; env: Record<string, string>; skip: boolean }[] => [
  { name: 'the database', env: {}, skip: false },
  {
    name: 'Redis',
    env: { REDIS_URL: process.env.TEST_REDIS_URL ?? '', REDIS_KEY_PREFIX: `test-${randomUUID()}:` },
    skip: !process.env.TEST_REDIS_URL,
  },
];
