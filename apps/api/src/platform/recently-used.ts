/**
 * A map that keeps at most `limit` entries, dropping the one used least
 * recently when a new one comes: for what a process keeps of the long tail of
 * searches (parsed queries, estimates, word forms, explore answers), where the
 * few asked often must stay while the rest pass through. A Map keeps insertion
 * order, so a read inserts its entry again and the first key is the oldest.
 */
export class RecentlyUsed<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new RangeError(`RecentlyUsed keeps at least one entry, not ${limit}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The entry for `key`, now the most recently used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.limit) this.#entries.delete(this.#entries.keys().next().value as K);
    this.#entries.set(key, value);
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /**
   * The promise kept for `key`, or `load()`'s, kept from now on: callers that
   * ask while it loads share the one load, and a load that fails is forgotten
   * (the next caller tries again) unless another has replaced it meanwhile.
   */
  keep<T>(this: RecentlyUsed<K, Promise<T>>, key: K, load: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit) return hit;
    const loading = load();
    loading.catch(() => {
      if (this.#entries.get(key) === loading) this.#entries.delete(key);
    });
    this.set(key, loading);
    return loading;
  }
}

/**
 * One RecentlyUsed of `limit` entries for each owner (a database handle, a
 * list read once a minute), held weakly: it goes when its owner goes.
 */
export function recentlyUsedPer<K, V>(limit: number): (owner: object) => RecentlyUsed<K, V> {
  const kept = new WeakMap<object, RecentlyUsed<K, V>>();
  return (owner) => {
    let entries = kept.get(owner);
    if (!entries) kept.set(owner, (entries = new RecentlyUsed<K, V>(limit)));
    return entries;
  };
}
