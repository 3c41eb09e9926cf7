import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createRateLimitsService, type RateLimitsServiceDeps } from './rate-limits.service.ts';

/**
 * A store for @fastify/rate-limit's per-route limits (`config.rateLimit`)
 * that counts in the database's rate-limit counters, as every other limit
 * does, so a limit holds across all the server processes sharing the
 * database instead of each process counting its own (its default, in
 * memory). Each route counts under its own key: `route:{METHOD}{pattern}:{client}`.
 */
export function sharedRateLimitStore(deps: RateLimitsServiceDeps): FastifyRateLimitStoreCtor {
  const limits = createRateLimitsService(deps);
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'route:',
    ) {}

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number) {
      limits.hit(`${this.prefix}${key}`, { max, windowSeconds: Math.max(1, Math.ceil(timeWindow / 1000)) }).then(
        (state) => callback(null, { current: state.count, ttl: state.retryAfterSeconds * 1000 }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: string; url?: string } }).routeInfo;
      return new SharedStore(undefined, `route:${route?.method ?? ''}${route?.url ?? routeOptions.path}:`);
    }
  }
  return SharedStore;
}
