import type { DbOrTx } from './client.ts';

/**
 * A value loaded from each database and kept for `ttlMs`, then loaded again
 * at the next call: for figures that only choose how a query is read (a
 * sample, counters, marks), where a minute-old value costs speed at worst.
 * The promise is kept, so callers that ask while it loads share one load.
 * `now` is the caller's clock (the services' Clock), never the system's.
 */
export function keptPerDatabase<T>(
  ttlMs: number,
  load: (db: DbOrTx, now: Date) => Promise<T>,
): (db: DbOrTx, now: Date) => Promise<T> {
  const kept = new WeakMap<object, { at: number; value: Promise<T> }>();
  return (db, now) => {
    const at = now.getTime();
    const cached = kept.get(db);
    if (cached && at - cached.at < ttlMs) return cached.value;
    const value = load(db, now);
    kept.set(db, { at, value });
    return value;
  };
}
