import { LOG_BATCH_MAX, LOG_FLUSH_INTERVAL_MS } from '@atrium/contracts';
import { and, desc, eq, gt, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activityLogs, presentations, sessions } from '../../db/schema.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { LEAVING_SCANS, PRESENT_WINDOW_SECONDS, writeRollups } from './activity-rollups.ts';

type NewLog = typeof activityLogs.$inferInsert;

/** A short cache: heartbeats of a crowd cost one query per entity every few seconds. */
const COUNT_CACHE_MS = 3000;

/**
 * At most this many logs wait in memory (about 300 bytes each: ~30 MB) while the database cannot
 * take them; beyond it new logs are dropped and counted (reports then miss them, and say so in
 * the server log and the metrics).
 */
export const LOG_BACKLOG_MAX = 100_000;
/** The driver's reason (ECONNREFUSED, a terminated connection), without the batch's query text. */
function databaseReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 200);
}

/** Waits between attempts while writing fails: doubling from 1 s up to this. */
const RETRY_MAX_MS = 30_000;

/**
 * Activity logs (spec 1 §3.7): appended to a buffer and written in batches (DESIGN:
 * performance), at the latest LOG_FLUSH_INTERVAL_MS after they arrive. Reports count them, so a
 * batch the database refuses (an outage, a restart) stays in the buffer, in order, and is tried
 * again with a growing wait; the buffer is bounded by LOG_BACKLOG_MAX.
 */
export class ActivityLogService {
  private buffer: NewLog[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private readonly counts: TtlCache<string, number>;
  private retryMs = 0;
  private dropped = 0;
  private failedBatches = 0;
  private lastDropWarning = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly warn: (message: string, details: Record<string, unknown>) => void = () => {},
    private readonly backlogMax = LOG_BACKLOG_MAX,
  ) {
    this.counts = new TtlCache(clock, { ttlMs: COUNT_CACHE_MS, maxSize: 10_000 });
  }

  record(entry: NewLog) {
    if (this.buffer.length >= this.backlogMax) {
      this.dropped++;
      const now = this.clock.now();
      if (now - this.lastDropWarning >= 60_000) {
        this.lastDropWarning = now;
        this.warn('activity log backlog full: new logs are dropped', { dropped: this.dropped });
      }
      return;
    }
    // Stamped on arrival, not on writing: a batch retried after an outage keeps its real times. The
    // wall clock (not the injectable one) because the presence window compares with the database's.
    this.buffer.push({ ...entry, at: entry.at ?? new Date(systemClock.now()) });
    if (this.buffer.length >= LOG_BATCH_MAX && this.retryMs === 0) void this.flush();
    else this.schedule(this.retryMs || LOG_FLUSH_INTERVAL_MS);
  }

  /** Logs waiting, dropped since start, and batches that failed (and were kept to retry). */
  backlog(): { buffered: number; dropped: number; failedBatches: number } {
    return { buffered: this.buffer.length, dropped: this.dropped, failedBatches: this.failedBatches };
  }

  private schedule(ms: number) {
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
  }

  /** Writes what is buffered; resolves when done or when the database refused (kept for a retry). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing = this.flushing.then(() => this.writeBuffered());
    return this.flushing;
  }

  private async writeBuffered() {
    while (this.buffer.length > 0) {
      const batch = this.buffer.slice(0, LOG_BATCH_MAX);
      try {
        // The logs and what they add to the report rollups are written together or not at all.
        await this.db.transaction(async (tx) => {
          await tx.insert(activityLogs).values(batch);
          await writeRollups(tx, batch);
        });
      } catch (error) {
        // Kept at the head of the buffer, in order; tried again later, never taking a request down.
        this.failedBatches++;
        this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs ? this.retryMs * 2 : 1000);
        if (this.failedBatches === 1 || this.retryMs === RETRY_MAX_MS)
          this.warn('activity logs not written: kept to retry', {
            buffered: this.buffer.length,
            retryInMs: this.retryMs,
            error: databaseReason(error),
          });
        this.schedule(this.retryMs);
        return;
      }
      this.buffer.splice(0, batch.length);
      this.retryMs = 0;
    }
  }

  /** On shutdown: one last write of what is buffered; what cannot be written is reported lost. */
  async stop() {
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.buffer.length > 0)
      this.warn('activity logs lost at shutdown: the database refused them', { lost: this.buffer.length });
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
