import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';

/** Each dependency must answer within this time for the node to be ready. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

/** A node's state the proxy reads: draining from SIGTERM until it exits. */
export class Lifecycle {
  draining = false;
}

export interface Readiness {
  ready: boolean;
  draining: boolean;
  checks: Record<string, 'ok' | 'failed' | 'absent'>;
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

/**
 * /readyz: may this node take traffic? The database answers a query, Redis (when configured)
 * answers PING, the file storage is writable, and the node is not shutting down. A proxy that
 * checks it sends new connections elsewhere while a node drains or loses a dependency.
 */
export async function readiness(ctx: AppContext): Promise<Readiness> {
  const [database, redis, storage] = await Promise.all([
    check(() => ctx.db.execute(sql`SELECT 1`)),
    ctx.redis
      ? check(() => (ctx.redis as NonNullable<AppContext['redis']>).command.ping())
      : Promise.resolve('absent' as const),
    check(() => ctx.files.storage.check()),
  ]);
  const checks = { database, redis, storage };
  const draining = ctx.lifecycle.draining;
  const ready = !draining && Object.values(checks).every((c) => c !== 'failed');
  return { ready, draining, checks };
}
