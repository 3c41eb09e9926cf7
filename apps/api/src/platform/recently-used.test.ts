import { describe, expect, it } from 'vitest';
import { RecentlyUsed, recentlyUsedPer } from './recently-used.ts';

describe('RecentlyUsed', () => {
  it('drops the entry used least recently when full, a read counting as a use', () => {
    const kept = new RecentlyUsed<string, number>(3);
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('c', 3);
    expect(kept.get('a')).toBe(1);
    kept.set('d', 4);
    expect(kept.size).toBe(3);
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c'), kept.get('d')]).toEqual([1, 3, 4]);
  });

  it('replaces a key without dropping another, and keeps falsy values', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set('a', 0);
    kept.set('b', 2);
    kept.set('a', 1);
    expect(kept.size).toBe(2);
    expect(kept.get('b')).toBe(2);
    kept.set('zero', 0);
    expect(kept.get('zero')).toBe(0);
    expect(kept.get('a')).toBeUndefined();
  });

  it('refuses a limit below one', () => {
    expect(() => new RecentlyUsed(0)).toThrow(RangeError);
    expect(() => new RecentlyUsed(Number.NaN)).toThrow(RangeError);
  });

  it('shares one load among callers and forgets a load that fails', async () => {
    const kept = new RecentlyUsed<string, Promise<string>>(10);
    let loads = 0;
    const load = () => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('down')) : Promise.resolve(`answer ${loads}`);
    };
    const first = kept.keep('q', load);
    const second = kept.keep('q', load);
    expect(second).toBe(first);
    await expect(first).rejects.toThrow('down');
    expect(kept.size).toBe(0);
    expect(await kept.keep('q', load)).toBe('answer 2');
    expect(await kept.keep('q', load)).toBe('answer 2');
    expect(loads).toBe(2);
  });

  it('does not forget a newer load when an older one for the key fails', async () => {
    const kept = new RecentlyUsed<string, Promise<string>>(10);
    let fail!: (error: Error) => void;
    const older = kept.keep('q', () => new Promise<string>((_, reject) => (fail = reject)));
    const newer = Promise.resolve('newer');
    kept.set('q', newer);
    fail(new Error('late'));
    await expect(older).rejects.toThrow('late');
    expect(kept.get('q')).toBe(newer);
  });

  it('keeps one map for each owner, the same one each time it is asked for', () => {
    const keptFor = recentlyUsedPer<string, number>(2);
    const first = {};
    const second = {};
    keptFor(first).set('a', 1);
    expect(keptFor(first)).toBe(keptFor(first));
    expect(keptFor(first).get('a')).toBe(1);
    expect(keptFor(second).get('a')).toBeUndefined();
    expect(keptFor(second).limit).toBe(2);
  });
});
