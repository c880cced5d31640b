import { LOGIN_BACKOFF_SECONDS, LOGIN_FAILURE_WINDOW_SECONDS, LOGIN_LOCK_SECONDS } from '@atrium/contracts';
import { eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginFailures } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';

/** How long this node answers a locked key from memory, and how many keys it remembers. */
const LOCK_MEMORY_MS = 5000;
const LOCK_MEMORY_MAX = 10_000;
const WINDOW_MS = LOGIN_FAILURE_WINDOW_SECONDS * 1000;

/** Whether a sign-in attempt may go on to the password check, and if not, for how long. */
export interface Gate {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A lock known to this node: when it really ends, and until when the node trusts its memory of it. */
interface RememberedLock {
  until: number;
  recheckAt: number;
}

/**
 * Sign-in throttling kept in the database, so that all nodes agree and a restart forgets
 * nothing. An attempt is counted BEFORE its password is checked, under the row's lock, so that
 * a burst of concurrent attempts cannot all pass a limit that each read before any was counted.
 * Within the window a key allows `limit` attempts; the next is refused and starts a wait that
 * doubles each time (30 s, 1 min, 2 min … at most LOGIN_LOCK_SECONDS): once a wait is over, one
 * attempt is checked and starts the next; attempts during a wait are refused uncounted.
 * A successful sign-in gives its attempt back (`release`) or clears the key (`clear`).
 * Times are the application's clock (lib/clock.ts), the one every expiry of the service reads.
 *
 * A key found locked is remembered by this node for at most LOCK_MEMORY_MS: a brute-force run's
 * refusals are then answered from memory, without a transaction each (which would queue behind
 * the row's lock and slow every other request). The memory keeps the lock's real end, so that
 * its Retry-After is the time really left. Clearing an account forgets it here at once; other
 * nodes follow within LOCK_MEMORY_MS.
 *
 * Failures alone (`recordFailure`, `failures`) are counted after the password check, never
 * refuse anything by themselves, and tell the caller how hard an account is being guessed at.
 */
export class LoginThrottle {
  private readonly locked = new Map<string, RememberedLock>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The refusal of a key this node knows to be locked, without the database; else null. */
  remembered(key: string): Gate | null {
    const lock = this.locked.get(key);
    if (!lock) return null;
    const now = this.clock.now();
    if (lock.until > now && lock.recheckAt > now)
      return { allowed: false, retryAfterSeconds: Math.ceil((lock.until - now) / 1000) };
    this.locked.delete(key);
    return null;
  }

  async attempt(key: string, limit: number): Promise<Gate> {
    const remembered = this.remembered(key);
    if (remembered) return remembered;
    const gate = await this.count(key, limit);
    if (!gate.allowed) this.remember(key, gate.retryAfterSeconds);
    return gate;
  }

  private remember(key: string, retryAfterSeconds: number) {
    const now = this.clock.now();
    if (this.locked.size >= LOCK_MEMORY_MAX) {
      for (const [k, lock] of this.locked) if (lock.recheckAt <= now) this.locked.delete(k);
      if (this.locked.size >= LOCK_MEMORY_MAX) this.locked.clear();
    }
    const until = now + retryAfterSeconds * 1000;
    this.locked.set(key, { until, recheckAt: Math.min(until, now + LOCK_MEMORY_MS) });
  }

  private count(key: string, limit: number): Promise<Gate> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      await tx
        .insert(loginFailures)
        .values({ key, count: 0, firstAt: new Date(now) })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ count: loginFailures.count, firstAt: loginFailures.firstAt, lockedUntil: loginFailures.lockedUntil })
        .from(loginFailures)
        .where(eq(loginFailures.key, key))
        .for('update');
      if (!row) return { allowed: true, retryAfterSeconds: 0 };
      if (row.lockedUntil && row.lockedUntil.getTime() > now)
        return { allowed: false, retryAfterSeconds: Math.ceil((row.lockedUntil.getTime() - now) / 1000) };
      const fresh = now - row.firstAt.getTime() > WINDOW_MS;
      const count = (fresh ? 0 : row.count) + 1;
      const over = count - limit;
      // The attempt that passes the limit is refused and starts the first wait; once a wait is
      // over, one attempt is checked and starts the next, twice as long.
      const wait = over > 0 ? Math.min(LOGIN_LOCK_SECONDS, LOGIN_BACKOFF_SECONDS * 2 ** (over - 1)) : 0;
      const lockedUntil = over > 0 ? new Date(now + wait * 1000) : null;
      await tx
        .update(loginFailures)
        .set({ count, firstAt: fresh ? new Date(now) : row.firstAt, lockedUntil })
        .where(eq(loginFailures.key, key));
      if (over === 1) return { allowed: false, retryAfterSeconds: wait };
      return { allowed: true, retryAfterSeconds: 0 };
    });
  }

  /** The attempt was not a failure (a correct password): it no longer counts. */
  async release(key: string): Promise<void> {
    await this.db
      .update(loginFailures)
      .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
      .where(eq(loginFailures.key, key));
  }

  async clear(key: string): Promise<void> {
    this.locked.delete(key);
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }

  /** One more failure under `key` (a wrong password), in one statement; a stale window starts again. */
  async recordFailure(key: string): Promise<void> {
    const now = new Date(this.clock.now());
    const at = sql`${now.toISOString()}::timestamptz`;
    const stale = sql`${loginFailures.firstAt} < ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
    await this.db
      .insert(loginFailures)
      .values({ key, count: 1, firstAt: now })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          count: sql`case when ${stale} then 1 else ${loginFailures.count} + 1 end`,
          firstAt: sql`case when ${stale} then ${at} else ${loginFailures.firstAt} end`,
        },
      });
  }

  /** The failures recorded under `key` within the window. */
  async failures(key: string): Promise<number> {
    const [row] = await this.db
      .select({ count: loginFailures.count, firstAt: loginFailures.firstAt })
      .from(loginFailures)
      .where(eq(loginFailures.key, key));
    if (!row || this.clock.now() - row.firstAt.getTime() > WINDOW_MS) return 0;
    return row.count;
  }

  /** Every count of an account, from every address (a password reset proves the owner). */
  async clearAccount(accountKey: string): Promise<void> {
    for (const key of this.locked.keys())
      if (key === accountKey || key.startsWith(`${accountKey}@`)) this.locked.delete(key);
    await this.db
      .delete(loginFailures)
      .where(or(eq(loginFailures.key, accountKey), like(loginFailures.key, `${accountKey}@%`)));
  }
}
