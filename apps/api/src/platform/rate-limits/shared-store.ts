import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { clientAddressKey } from '../../http/client-address.ts';
import { rateLimited } from '../../http/errors.ts';
import { createRateLimitsService, type RateLimitsServiceDeps } from './rate-limits.service.ts';

/**
 * A store for @fastify/rate-limit's per-route limits (`config.rateLimit`)
 * that counts through the rate-limits service, as every other limit does
 * (in the database, or in Redis with REDIS_URL), so a limit holds across all
 * the server processes instead of each process counting its own (the
 * plugin's default, in memory). Each route counts under its own key:
 * `route:{METHOD}{pattern}:{client}`.
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

/**
 * Registers @fastify/rate-limit for the per-route limits (`config.rateLimit`), counted by the shared
 * store (decisions 0077, 0080); they answer 429 RATE_LIMITED with `details.retryAfterSeconds`.
 */
export async function registerRouteLimits(app: FastifyInstance, deps: RateLimitsServiceDeps): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Per client address, an IPv6 client per /64 (it can pick any address in it).
    keyGenerator: (request) => clientAddressKey(request.ip),
    store: sharedRateLimitStore(deps),
    errorResponseBuilder: (_request, context) => rateLimited(Math.ceil(context.ttl / 1000)),
  });
}
