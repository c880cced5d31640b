import type { Clock } from './clock.ts';

export interface TtlCacheOptions {
  /** How long a value is trusted after it was stored (Infinity: until deleted or pushed out). */
  ttlMs: number;
  /** Values kept at most; storing one more drops the one stored longest ago. */
  maxSize: number;
}

/**
 * A small in-memory cache whose values expire on the injected clock (tests move time by hand).
 * `getOrLoad` shares one load between concurrent callers and remembers only loads that
 * succeed; a `set`, `delete` or `clear` during a load wins over the load's (older) result.
 * Written here rather than taken from lru-cache, whose expiry reads `performance.now()`
 * through a timer-cached value and keeps failed fetches' semantics of its own.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { at: number; value: V }>();
  private readonly loading = new Map<K, Promise<V>>();

  constructor(
    private readonly clock: Clock,
    private readonly options: TtlCacheOptions,
  ) {}

  /** The value stored for `key`, unless it has expired. */
  get(key: K): V | undefined {
    return this.fresh(key) ? this.entries.get(key)?.value : undefined;
  }

  /** Whether an unexpired value is stored for `key` (a stored `undefined` or `null` counts). */
  has(key: K): boolean {
    return this.fresh(key);
  }

  set(key: K, value: V): void {
    this.loading.delete(key);
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxSize) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { at: this.clock.now(), value });
  }

  /** The stored value, else the load already under way for `key`, else a new load (stored once it succeeds). */
  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    if (this.fresh(key)) return Promise.resolve((this.entries.get(key) as { value: V }).value);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const promise = load();
    this.loading.set(key, promise);
    promise.then(
      (value) => {
        if (this.loading.get(key) === promise) this.set(key, value);
      },
      () => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      },
    );
    return promise;
  }

  delete(key: K): void {
    this.loading.delete(key);
    this.entries.delete(key);
  }

  clear(): void {
    this.loading.clear();
    this.entries.clear();
  }

  /** Values stored (expired ones included until they are read or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  private fresh(key: K): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (this.clock.now() - entry.at < this.options.ttlMs) return true;
    this.entries.delete(key);
    return false;
  }
}
