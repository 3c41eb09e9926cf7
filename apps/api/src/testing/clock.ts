import type { Clock } from '../clock.ts';

/** A clock a test moves by hand. */
export interface ManualClock extends Clock {
  set(at: Date | number): void;
  advance(ms: number): void;
}

export function manualClock(start: Date | number = Date.UTC(2026, 0, 1, 12)): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
