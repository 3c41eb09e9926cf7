import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { BackgroundQueue } from '../background/background.ts';

/** How often each sweep runs, and how many rows one statement removes at most. */
export const HOUSEKEEPING_EVERY_SECONDS = 60 * 60;
export const HOUSEKEEPING_BATCH = 500;

/**
 * What one kind of leftover is and how to remove it (the area that owns the
 * table says): `removeBatch` removes at most `limit` of the things stale at
 * `now` (rows and their files) and answers how many it removed.
 */
export interface Sweep {
  name: string;
  removeBatch(now: Date, limit: number): Promise<number>;
}

/** Runs a sweep to the end, a batch at a time (no statement holds many rows); answers how many it removed. */
export async function sweepAll(sweep: Sweep, now: Date, limit = HOUSEKEEPING_BATCH): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await sweep.removeBatch(now, limit);
    removed += batch;
    if (batch < limit) return removed;
  }
}

/**
 * Housekeeping as scheduled work (issue 40): each sweep every hour, once across
 * processes (the background queue's `every`, decision 0041), the first at start.
 */
export function scheduleHousekeeping(
  { background, clock, log }: { background: Pick<BackgroundQueue, 'every'>; clock: Clock; log: FastifyBaseLogger },
  sweeps: readonly Sweep[],
): void {
  for (const sweep of sweeps) {
    background.every(`housekeeping-${sweep.name}`, HOUSEKEEPING_EVERY_SECONDS, async () => {
      const removed = await sweepAll(sweep, clock.now());
      if (removed > 0) log.info({ sweep: sweep.name, removed }, 'housekeeping removed leftovers');
    });
  }
}
