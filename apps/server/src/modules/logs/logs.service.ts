import { HEARTBEAT_INTERVAL_MS, LOG_BATCH_MAX, LOG_FLUSH_INTERVAL_MS } from '@atrium/contracts';
import { and, desc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activityLogs, presentations, sessions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';

type NewLog = typeof activityLogs.$inferInsert;

/** A heartbeat keeps someone counted for a little more than one interval. */
const PRESENT_WINDOW_SECONDS = Math.round((HEARTBEAT_INTERVAL_MS * 1.2) / 1000);
/** A short cache: heartbeats of a crowd cost one query per entity every few seconds. */
const COUNT_CACHE_MS = 3000;
const LEAVING_SCANS = ['LEAVE_EVENT_LOG', 'LEAVE', 'LOGOUT'] as const;

/**
 * Activity logs (spec 1 §3.7): appended to a buffer and written in batches (DESIGN:
 * performance), at the latest LOG_FLUSH_INTERVAL_MS after they arrive.
 */
export class ActivityLogService {
  private buffer: NewLog[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private readonly counts: TtlCache<string, number>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.counts = new TtlCache(clock, { ttlMs: COUNT_CACHE_MS, maxSize: 10_000 });
  }

  record(entry: NewLog) {
    this.buffer.push(entry);
    if (this.buffer.length >= LOG_BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), LOG_FLUSH_INTERVAL_MS);
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(async () => {
      for (let i = 0; i < batch.length; i += LOG_BATCH_MAX) {
        try {
          await this.db.insert(activityLogs).values(batch.slice(i, i + LOG_BATCH_MAX));
        } catch {
          // Logs are best effort: a failed batch must not take requests down with it.
        }
      }
    });
    return this.flushing;
  }

  async stop() {
    await this.flush();
  }

  /** Heartbeat answer: distinct people seen on the entity lately, and whether it is live now. */
  async presence(platformId: number, entityType: string, entityId: number): Promise<{ count: number; live: boolean }> {
    const key = `${platformId}:${entityType}:${entityId}`;
    const count = await this.counts.getOrLoad(key, async () => {
      await this.flush();
      // Someone counts while their latest scan in the window is not a leave or a logout. The
      // window is measured on the database's clock, which wrote the scans' times.
      const latest = this.db
        .selectDistinctOn([activityLogs.userId], { userId: activityLogs.userId, action: activityLogs.action })
        .from(activityLogs)
        .where(
          and(
            eq(activityLogs.platformId, platformId),
            eq(activityLogs.kind, 'scan'),
            eq(activityLogs.entityType, entityType),
            eq(activityLogs.entityId, String(entityId)),
            gt(activityLogs.at, sql`now() - make_interval(secs => ${PRESENT_WINDOW_SECONDS})`),
          ),
        )
        .orderBy(activityLogs.userId, desc(activityLogs.at), desc(activityLogs.id))
        .as('latest');
      const [row] = await this.db
        .select({ count: sql<number>`count(*)::int` })
        .from(latest)
        .where(notInArray(latest.action, [...LEAVING_SCANS]));
      return Number(row?.count ?? 0);
    });
    return { count, live: await this.isLive(platformId, entityType, entityId) };
  }

  private async isLive(platformId: number, entityType: string, entityId: number): Promise<boolean> {
    // Live as the programme says it (its live flags follow the same clock).
    const now = new Date(this.clock.now());
    const liveNow = and(eq(sessions.platformId, platformId), lte(sessions.startsAt, now), gt(sessions.endsAt, now));
    if (entityType === 'EVENT_PLATFORM') {
      const [row] = await this.db.select({ id: sessions.id }).from(sessions).where(liveNow).limit(1);
      return Boolean(row);
    }
    if (entityType === 'SESSION') {
      const [row] = await this.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(liveNow, eq(sessions.id, entityId)))
        .limit(1);
      return Boolean(row);
    }
    if (entityType === 'PRESENTATION' || entityType === 'POSTER') {
      const [row] = await this.db
        .select({ id: sessions.id })
        .from(presentations)
        .innerJoin(sessions, eq(sessions.id, presentations.sessionId))
        .where(and(liveNow, eq(presentations.id, entityId)))
        .limit(1);
      return Boolean(row);
    }
    return false;
  }
}
