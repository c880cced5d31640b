import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Clock } from '../lib/clock.ts';
import type { RedisClients } from './redis.ts';

export interface RateDecision {
  allowed: boolean;
  /** When refused: milliseconds until one token is back. */
  retryAfterMs: number;
}

/** A token bucket per key: `burst` tokens, refilled at `perSecond`; each action takes one. */
export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

export interface BucketOptions {
  burst: number;
  perSecond: number;
}

/** One node: buckets in memory. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly options: BucketOptions,
    private readonly clock: Clock,
  ) {}

  async take(key: string): Promise<RateDecision> {
    const { burst, perSecond } = this.options;
    const now = this.clock.now();
    const bucket = this.buckets.get(key) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) * perSecond) / 1000);
    bucket.at = now;
    if (this.buckets.size > 100_000) this.prune(now);
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterMs: 0 };
    }
    return { allowed: false, retryAfterMs: Math.ceil(((1 - bucket.tokens) * 1000) / perSecond) };
  }

  /** Full buckets carry no information: drop them. */
  private prune(now: number) {
    const fullAfterMs = (this.options.burst * 1000) / this.options.perSecond;
    for (const [key, bucket] of this.buckets) if (now - bucket.at > fullAfterMs) this.buckets.delete(key);
  }
}

/** The same bucket in Redis (Redis time, one script), so that every node draws from one bucket per user. */
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local burst = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or burst
local at = tonumber(b[2]) or now
tokens = math.min(burst, tokens + (now - at) * rate / 1000)
local allowed = 0
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  wait = math.ceil((1 - tokens) * 1000 / rate)
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 1000)
return { allowed, wait }`;
const TAKE_SHA = createHash('sha1').update(TAKE).digest('hex');

/**
 * Buckets in Redis, shared by every node. While Redis cannot be reached, each node limits on its
 * own (the same bucket in memory) rather than refusing everything or nothing.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly fallback: MemoryRateLimiter;

  constructor(
    clients: RedisClients,
    private readonly options: BucketOptions,
    clock: Clock,
  ) {
    this.redis = clients.command;
    this.prefix = `${clients.prefix}:rate:`;
    this.fallback = new MemoryRateLimiter(options, clock);
  }

  async take(key: string): Promise<RateDecision> {
    // Not connected: do not queue behind the reconnection (a chat post would wait for it).
    if (this.redis.status !== 'ready') return this.fallback.take(key);
    try {
      const [allowed, wait] = (await this.run(key)) as [number, number];
      return { allowed: allowed === 1, retryAfterMs: wait };
    } catch {
      return this.fallback.take(key);
    }
  }

  private async run(key: string): Promise<unknown> {
    const args = [this.options.burst, this.options.perSecond] as const;
    try {
      return await this.redis.evalsha(TAKE_SHA, 1, this.prefix + key, ...args);
    } catch (error) {
      if (!String((error as Error).message).includes('NOSCRIPT')) throw error;
      return this.redis.eval(TAKE, 1, this.prefix + key, ...args);
    }
  }
}
