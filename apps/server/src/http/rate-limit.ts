import { isIPv6 } from 'node:net';
import { RATE_LIMITS, type TRateBucket, type TRateLimitName } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from '../realtime/rate-limiter.ts';
import type { RedisClients } from '../realtime/redis.ts';
import { RateLimitedError } from './errors.ts';

/** Who a bucket counts: a signed-in user of one event, or the visitor's address. */
export type RateSubject = { platformId: number; userId: number } | { address: string };

/** An IPv6 host usually owns a whole /64: counting each address apart would give it 2^64 buckets. */
export function addressKey(address: string): string {
  if (!isIPv6(address) || address.startsWith('::ffff:')) return address.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase())
    .join(':')}::/64`;
}

/**
 * The request limits of RATE_LIMITS: the token buckets of realtime/rate-limiter.ts, in Redis
 * when REDIS_URL is set (every node shares them) and in memory otherwise.
 */
export class RequestLimits {
  private readonly limiters = new Map<string, RateLimiter>();

  constructor(
    private readonly redis: RedisClients | null,
    private readonly enabled: boolean,
    private readonly clock: Clock,
    private readonly warn: (error: unknown) => void = () => {},
  ) {}

  private limiter(bucket: TRateBucket): RateLimiter {
    const id = `${bucket.burst}/${bucket.perSecond}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.redis
        ? new RedisRateLimiter(this.redis, bucket, this.clock)
        : new MemoryRateLimiter(bucket, this.clock);
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  /** Takes one request from the subject's bucket; throws 429 (with its wait) when it is empty. */
  async take(name: TRateLimitName, subject: RateSubject): Promise<void> {
    if (!this.enabled) return;
    const policy: { user?: TRateBucket; address?: TRateBucket } = RATE_LIMITS[name];
    const isUser = 'userId' in subject;
    const bucket = isUser ? policy.user : policy.address;
    if (!bucket) return;
    const key = isUser ? `http:${name}:u:${subject.platformId}:${subject.userId}` : `http:${name}:a:${subject.address}`;
    let decision: Awaited<ReturnType<RateLimiter['take']>>;
    try {
      decision = await this.limiter(bucket).take(key);
    } catch (error) {
      // Redis unreachable: serve rather than refuse everyone; the limit is back with Redis.
      this.warn(error);
      return;
    }
    if (!decision.allowed) throw new RateLimitedError('Too many requests: try again later', decision.retryAfterMs);
  }

  /** The visitor's bucket: by the request's address (TRUST_PROXY decides whether that is X-Forwarded-For). */
  takeByAddress(name: TRateLimitName, req: FastifyRequest): Promise<void> {
    return this.take(name, { address: addressKey(req.ip) });
  }
}
