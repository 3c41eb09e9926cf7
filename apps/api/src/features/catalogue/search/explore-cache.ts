import type { ExploreResponse } from '@teenfreelance/contracts/gigs';
import type { Clock } from '../../../clock.ts';
import { RecentlyUsed } from '../../../platform/recently-used.ts';

/**
 * A short-lived cache of explore answers (decision 0024). Explore answers do
 * not depend on who asks, and the same few views (the default list, each
 * category, popular searches) are asked for far more often than gigs change.
 * Every gig event (created, updated, deleted; from any process, through
 * LISTEN/NOTIFY) clears it, and entries expire after `ttlMs` regardless, so
 * changes that are not announced (ratings) show within seconds (of the
 * services' clock). When full, it drops the answer used least recently.
 */
export interface ExploreCache {
  get(key: string): ExploreResponse | undefined;
  set(key: string, value: ExploreResponse): void;
  /** The cached answer, or `compute()`'s; concurrent misses of one key share one computation. */
  getOrCompute(key: string, compute: () => Promise<ExploreResponse>): Promise<ExploreResponse>;
  clear(): void;
}

export function createExploreCache({
  ttlMs,
  clock,
  maxEntries = 1000,
}: {
  ttlMs: number;
  clock: Clock;
  maxEntries?: number;
}): ExploreCache {
  const entries = new RecentlyUsed<string, { value: ExploreResponse; expires: number }>(maxEntries);
  const pending = new Map<string, Promise<ExploreResponse>>();
  let generation = 0;
  return {
    get(key) {
      if (ttlMs <= 0) return undefined;
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires < clock.now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      entries.set(key, { value, expires: clock.now().getTime() + ttlMs });
    },
    async getOrCompute(key, compute) {
      const hit = this.get(key);
      if (hit) return hit;
      if (ttlMs <= 0) return compute();
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation;
      const promise = compute()
        .then((value) => {
          // An event arrived meanwhile: the answer may predate it, so it is not kept.
          if (startedIn === generation) this.set(key, value);
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, promise);
      return promise;
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
  };
}
