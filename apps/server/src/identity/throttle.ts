import {
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_FAILURES_BEFORE_DELAY,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_LOCK_SECONDS,
} from '@atrium/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginFailures } from '../db/schema.ts';

/** Limits for one kind of key: an account tolerates few failures, an address (shared NAT) more. */
export interface ThrottleLimits {
  delayAfter: number;
  lockAfter: number;
}
export const ACCOUNT_LIMITS: ThrottleLimits = {
  delayAfter: LOGIN_FAILURES_BEFORE_DELAY,
  lockAfter: LOGIN_FAILURES_BEFORE_LOCK,
};
export const ADDRESS_LIMITS: ThrottleLimits = { delayAfter: 20, lockAfter: 100 };

export interface ThrottleState {
  lockedForSeconds: number;
  delayMs: number;
}

/**
 * Sign-in throttling kept in the database (so all nodes agree): after `delayAfter` failures in
 * the window each attempt waits longer (250 ms doubling, at most 4 s); after `lockAfter` the key
 * is refused for LOGIN_LOCK_SECONDS.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  async check(key: string, limits: ThrottleLimits): Promise<ThrottleState> {
    const [row] = await this.db.select().from(loginFailures).where(eq(loginFailures.key, key)).limit(1);
    if (!row) return { lockedForSeconds: 0, delayMs: 0 };
    const now = Date.now();
    if (row.lockedUntil && row.lockedUntil.getTime() > now) {
      return { lockedForSeconds: Math.ceil((row.lockedUntil.getTime() - now) / 1000), delayMs: 0 };
    }
    if (now - row.firstAt.getTime() > LOGIN_FAILURE_WINDOW_SECONDS * 1000) return { lockedForSeconds: 0, delayMs: 0 };
    const over = row.count - limits.delayAfter;
    return { lockedForSeconds: 0, delayMs: over >= 0 ? Math.min(4000, 250 * 2 ** over) : 0 };
  }

  async fail(key: string, limits: ThrottleLimits): Promise<void> {
    const windowStart = sql`now() - make_interval(secs => ${LOGIN_FAILURE_WINDOW_SECONDS})`;
    await this.db
      .insert(loginFailures)
      .values({ key, count: 1 })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          count: sql`CASE WHEN ${loginFailures.firstAt} < ${windowStart} OR ${loginFailures.lockedUntil} < now() THEN 1 ELSE ${loginFailures.count} + 1 END`,
          firstAt: sql`CASE WHEN ${loginFailures.firstAt} < ${windowStart} OR ${loginFailures.lockedUntil} < now() THEN now() ELSE ${loginFailures.firstAt} END`,
          lockedUntil: sql`CASE WHEN ${loginFailures.lockedUntil} < now() THEN NULL ELSE ${loginFailures.lockedUntil} END`,
        },
      });
    await this.db
      .update(loginFailures)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${LOGIN_LOCK_SECONDS})` })
      .where(
        sql`${loginFailures.key} = ${key} AND ${loginFailures.count} >= ${limits.lockAfter} AND ${loginFailures.lockedUntil} IS NULL`,
      );
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }
}
