import { describe, expect, it } from 'vitest';
import { FixedClock } from './clock.ts';
import { TtlCache } from './ttl-cache.ts';

/** A load the test settles by hand, counting how often it was started. */
function deferredLoads<V>() {
  const started: { resolve: (v: V) => void; reject: (e: Error) => void }[] = [];
  const load = () =>
    new Promise<V>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { load, started };
}

describe('TtlCache', () => {
  it('keeps a value for the time to live on its clock, then forgets it', () => {
    const clock = new FixedClock('2026-01-01T00:00:00Z');
    const cache = new TtlCache<string, number>(clock, { ttlMs: 5000, maxSize: 10 });
    cache.set('a', 1);
    clock.advance(4999);
    expect(cache.get('a')).toBe(1);
    expect(cache.has('a')).toBe(true);
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.has('a')).toBe(false);
  });

  it('counts a stored null as a value', () => {
    const cache = new TtlCache<number, string | null>(new FixedClock(0), { ttlMs: 1000, maxSize: 10 });
    cache.set(1, null);
    expect(cache.has(1)).toBe(true);
    expect(cache.get(1)).toBeNull();
  });

  it('drops the value stored longest ago beyond its size', () => {
    const clock = new FixedClock(0);
    const cache = new TtlCache<string, number>(clock, { ttlMs: Number.POSITIVE_INFINITY, maxSize: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3); // stored again: now the newest
    cache.set('c', 4);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
    clock.advance(1e12);
    expect(cache.get('a')).toBe(3);
  });

  it('delete and clear forget values', () => {
    const cache = new TtlCache<string, number>(new FixedClock(0), { ttlMs: 1000, maxSize: 10 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('shares one load between concurrent callers and keeps its value for the time to live', async () => {
    const clock = new FixedClock(0);
    const cache = new TtlCache<string, string>(clock, { ttlMs: 3000, maxSize: 10 });
    const { load, started } = deferredLoads<string>();
    const first = cache.getOrLoad('k', load);
    const second = cache.getOrLoad('k', load);
    expect(started).toHaveLength(1);
    started[0]!.resolve('loaded');
    expect(await first).toBe('loaded');
    expect(await second).toBe('loaded');
    clock.advance(2999);
    expect(await cache.getOrLoad('k', load)).toBe('loaded');
    expect(started).toHaveLength(1);
    clock.advance(1);
    const third = cache.getOrLoad('k', load);
    expect(started).toHaveLength(2);
    started[1]!.resolve('reloaded');
    expect(await third).toBe('reloaded');
  });

  it('does not remember a failed load: the next caller loads again', async () => {
    const cache = new TtlCache<string, string>(new FixedClock(0), { ttlMs: 3000, maxSize: 10 });
    const { load, started } = deferredLoads<string>();
    const failing = cache.getOrLoad('k', load);
    started[0]!.reject(new Error('database down'));
    await expect(failing).rejects.toThrow('database down');
    expect(cache.has('k')).toBe(false);
    const retry = cache.getOrLoad('k', load);
    expect(started).toHaveLength(2);
    started[1]!.resolve('ok');
    expect(await retry).toBe('ok');
    expect(cache.get('k')).toBe('ok');
  });

  it('lets a delete or a set during a load win over the older loaded value', async () => {
    const cache = new TtlCache<string, string>(new FixedClock(0), { ttlMs: 3000, maxSize: 10 });
    const { load, started } = deferredLoads<string>();
    const before = cache.getOrLoad('k', load);
    cache.delete('k'); // the data changed while it was being read
    const after = cache.getOrLoad('k', load);
    expect(started).toHaveLength(2);
    started[1]!.resolve('new');
    started[0]!.resolve('old');
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(cache.get('k')).toBe('new');

    const pending = cache.getOrLoad('j', load);
    cache.set('j', 'written');
    started[2]!.resolve('read before the write');
    await pending;
    expect(cache.get('j')).toBe('written');
  });
});
