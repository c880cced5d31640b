import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { RedisClients } from '../realtime/redis.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

/** Each dependency must answer within this time for the node to be ready. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;
/** The checks run again this long after the previous round ended: at most once a second. */
export const READINESS_INTERVAL_MS = 1000;

/** A node's state the proxy reads: draining from SIGTERM until it exits. */
export class Lifecycle {
  draining = false;
}

export type CheckResult = 'ok' | 'failed' | 'absent';
export type Checks = Record<'database' | 'redis' | 'storage', CheckResult>;

export interface Readiness {
  ready: boolean;
  draining: boolean;
  checks: Checks;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function check(work: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  try {
    await withTimeout(work(), READINESS_CHECK_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'failed';
  }
}

/** The node's dependencies: the database answers a query, Redis (when configured) PING, the file storage is writable. */
export function dependencyChecks(
  database: Database,
  redis: RedisClients | null,
  storage: ObjectStorage,
): () => Promise<Checks> {
  return async () => {
    const [db, cache, files] = await Promise.all([
      check(() => database.db.execute(sql`SELECT 1`)),
      redis ? check(() => redis.command.ping()) : Promise.resolve('absent' as const),
      check(() => storage.check()),
    ]);
    return { database: db, redis: cache, storage: files };
  };
}

/**
 * /readyz: may this node take traffic? The dependency checks run in the background, one round at
 * a time and at most once a second, from the first question until the node closes; every answer
 * is read from memory. A flood of /readyz therefore costs no query and no write, and cannot make
 * a node look unready (which would take it out of the proxy). Draining is read at each answer,
 * so SIGTERM turns it 503 at once.
 */
export class ReadinessMonitor {
  private last: Checks | null = null;
  private first: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Told of every round of checks (the metrics count them). */
  onChecked: (checks: Checks) => void = () => {};

  constructor(
    private readonly run: () => Promise<Checks>,
    private readonly lifecycle: Lifecycle,
    private readonly intervalMs = READINESS_INTERVAL_MS,
  ) {}

  /** The latest state; the first call waits for the first round of checks. */
  async current(): Promise<Readiness> {
    if (!this.last && !this.stopped) {
      this.first ??= this.round();
      await this.first;
    }
    const draining = this.lifecycle.draining;
    const checks = this.last ?? { database: 'failed', redis: 'failed', storage: 'failed' };
    const ready = !draining && !this.stopped && Object.values(checks).every((c) => c !== 'failed');
    return { ready, draining, checks };
  }

  /** Stops the background checks (the node is closing). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private async round(): Promise<void> {
    const checks = await this.run();
    if (this.stopped) return;
    this.last = checks;
    this.onChecked(checks);
    this.timer = setTimeout(() => void this.round(), this.intervalMs);
    // The checks alone never keep the process running.
    this.timer.unref();
  }
}
