import type { DbOrTx } from './client.ts';

/**
 * A value loaded from each database and kept for `ttlMs`, then loaded again
 * at the next call: for figures that only choose how a query is read (a
 * sample, counters, marks), where a minute-old value costs speed at worst.
 * The promise is kept, so callers that ask while it loads share one load.
 */
export function keptPerDatabase<T>(
  ttlMs: number,
  load: (db: DbOrTx) => Promise<T>,
): (db: DbOrTx, now?: number) => Promise<T> {
  const kept = new WeakMap<object, { at: number; value: Promise<T> }>();
  return (db, now = Date.now()) => {
    const cached = kept.get(db);
    if (cached && now - cached.at < ttlMs) return cached.value;
    const value = load(db);
    kept.set(db, { at: now, value });
    return value;
  };
}
