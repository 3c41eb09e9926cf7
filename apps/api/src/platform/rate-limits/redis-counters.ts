import { Redis, type Result } from 'ioredis';
import type { CounterStore } from './counters.ts';

/**
 * The rate limits' counters in Redis (REDIS_URL, docs/decisions/0080): one hash
 * a key, `s` the window's start (or the latest event) in epoch milliseconds on
 * the services' clock and `c` the count, changed by one Lua script a hit, which
 * Redis runs atomically. The rules are the database store's, word for word, so
 * a limit means the same whichever store counts it. Each key expires in Redis
 * once its window can limit nothing more (the database store's rows are swept
 * by housekeeping instead).
 */

/** KEYS[1]; ARGV: now (ms), window (ms), expiry (ms). Answers { windowStart (ms, a string), count }. */
const INCREMENT = `
local raw = redis.call('HGET', KEYS[1], 's')
if (not raw) or (tonumber(raw) + tonumber(ARGV[2]) <= tonumber(ARGV[1])) then
  redis.call('HSET', KEYS[1], 's', ARGV[1], 'c', 1)
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
  return {ARGV[1], 1}
end
return {raw, redis.call('HINCRBY', KEYS[1], 'c', 1)}
`;

/** KEYS[1]; ARGV: now (ms), forget after (ms), expiry (ms). Answers { latest event (ms, a string), count }. */
const RECORD = `
local raw = redis.call('HGET', KEYS[1], 's')
local count
if (not raw) or (tonumber(raw) + tonumber(ARGV[2]) <= tonumber(ARGV[1])) then
  count = 1
  redis.call('HSET', KEYS[1], 'c', 1)
else
  count = redis.call('HINCRBY', KEYS[1], 'c', 1)
end
local latest = ARGV[1]
if raw and tonumber(raw) > tonumber(ARGV[1]) then latest = raw end
redis.call('HSET', KEYS[1], 's', latest)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return {latest, count}
`;

declare module 'ioredis' {
  interface RedisCommander<Context> {
    rateLimitIncrement(
      key: string,
      nowMs: number,
      windowMs: number,
      expireMs: number,
    ): Result<[string, number], Context>;
    rateLimitRecord(key: string, nowMs: number, forgetMs: number, expireMs: number): Result<[string, number], Context>;
  }
}

/**
 * A key outlives its window by this much in Redis: the window is measured on the services' clock and
 * the expiry on Redis's, so a little slack keeps a counter until its window is surely over.
 */
const EXPIRY_SLACK_MS = 60_000;

export interface RedisConnection {
  redis: Redis;
  /** Ends the connection (the app's onClose). */
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL and checks it answers, so a wrong address stops the
 * start rather than the first sign-in. A command waits for a lost connection
 * through one reconnect at most, then fails (a 500 for that request, as when
 * the database is down), never queues for ever.
 */
export async function connectRedis(url: string): Promise<RedisConnection> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  redis.defineCommand('rateLimitIncrement', { numberOfKeys: 1, lua: INCREMENT });
  redis.defineCommand('rateLimitRecord', { numberOfKeys: 1, lua: RECORD });
  // ioredis reports lost connections as 'error' events; unhandled they would end the process.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return {
    redis,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Counters under `${keyPrefix}rl:{key}` in `redis`. */
export function redisCounters(redis: Redis, keyPrefix: string): CounterStore {
  const keyOf = (key: string) => `${keyPrefix}rl:${key}`;
  const counter = ([start, count]: [string, number]) => ({
    windowStart: new Date(Number(start)),
    count: Number(count),
  });
  return {
    kind: 'redis',
    async increment(key, now, windowSeconds) {
      const windowMs = windowSeconds * 1000;
      return counter(await redis.rateLimitIncrement(keyOf(key), now.getTime(), windowMs, windowMs + EXPIRY_SLACK_MS));
    },
    async record(key, now, forgetAfterSeconds) {
      const forgetMs = forgetAfterSeconds * 1000;
      return counter(await redis.rateLimitRecord(keyOf(key), now.getTime(), forgetMs, forgetMs + EXPIRY_SLACK_MS));
    },
    async read(key) {
      const [start, count] = await redis.hmget(keyOf(key), 's', 'c');
      if (start === null || start === undefined || count === null || count === undefined) return undefined;
      return counter([start, Number(count)]);
    },
    async remove(key) {
      await redis.del(keyOf(key));
    },
    async ping() {
      await redis.ping();
    },
  };
}
