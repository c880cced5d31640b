import { HEARTBEAT_INTERVAL_MS } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { systemClock } from '../../lib/clock.ts';
import { type activityLogs, activityPresence, activityViews, activityVisitDays } from './logs.tables.ts';

type NewLog = typeof activityLogs.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A heartbeat keeps someone present for a little more than one interval. */
export const PRESENT_WINDOW_SECONDS = Math.round((HEARTBEAT_INTERVAL_MS * 1.2) / 1000);
/** Scans after which a person is no longer on the entity. */
export const LEAVING_SCANS: readonly string[] = ['LEAVE_EVENT_LOG', 'LEAVE', 'LOGOUT'];
/** Scans that count as a visit (a view): once a day per person and entity (activity_visit_days). */
export const ENTERING_SCANS: readonly string[] = ['ENTER_EVENT_LOG', 'ENTER'];

export type TPresenceDelta = {
  platformId: number;
  entityType: string;
  entityId: number;
  userId: number;
  firstAt: Date;
  lastAt: Date;
  lastAction: string;
  visits: number;
  seconds: number;
};
export type TViewsDelta = { platformId: number; entityType: string; minute: Date; views: number };
/** A person's first entering scan of an entity on a day of the batch. */
export type TEntryDelta = {
  platformId: number;
  entityType: string;
  entityId: number;
  userId: number;
  day: string;
  at: Date;
};

const MINUTE_MS = 60_000;
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const keyOf = (r: { platformId: number; entityType: string; entityId: number; userId: number }) =>
  `${r.platformId}\u0000${r.entityType}\u0000${r.entityId}\u0000${r.userId}`;

/**
 * The day an entering scan counts for: the one the scan route wrote (the event's zone), else the
 * UTC day of its time.
 */
function dayOf(log: NewLog, at: Date): string {
  const day = log.data?.day;
  return typeof day === 'string' && DAY.test(day) ? day : at.toISOString().slice(0, 10);
}

/**
 * What one batch of logs adds to the rollups: per person and entity, the batch's first and last
 * scan and the time present within the batch; and each person's first entering scan of an
 * entity per day, which counts as a visit (and a view of its minute) if that day had none yet.
 * The time between the stored last scan and the batch's first is added by the upsert (it needs
 * the stored row). Rows are sorted by key, so that writers on several nodes lock rows in one order.
 */
export function rollupsOf(batch: readonly NewLog[]): { presence: TPresenceDelta[]; entries: TEntryDelta[] } {
  const presence = new Map<string, TPresenceDelta>();
  const entries = new Map<string, TEntryDelta>();
  for (const log of batch) {
    if (log.kind !== 'scan' || log.userId == null || !log.entityType || !log.action) continue;
    // Rollup keys are 32-bit ids, as every entity's: a scan naming anything else is logged but not
    // rolled up (it could only fail the batch's transaction, and with it every log of the batch).
    const entityId = Number(log.entityId);
    if (!isId(entityId) || !isId(log.userId)) continue;
    // An unstamped log is stamped as the log buffer stamps one: on the wall clock.
    const at = log.at instanceof Date ? log.at : new Date(log.at ?? systemClock.now());
    const ids = { platformId: log.platformId, entityType: log.entityType, entityId, userId: log.userId };
    const key = keyOf(ids);
    const row = presence.get(key);
    if (!row) {
      presence.set(key, { ...ids, firstAt: at, lastAt: at, lastAction: log.action, visits: 0, seconds: 0 });
    } else {
      const gap = (at.getTime() - row.lastAt.getTime()) / 1000;
      if (!LEAVING_SCANS.includes(row.lastAction) && gap > 0 && gap <= PRESENT_WINDOW_SECONDS) row.seconds += gap;
      if (at.getTime() >= row.lastAt.getTime()) {
        row.lastAt = at;
        row.lastAction = log.action;
      }
      if (at.getTime() < row.firstAt.getTime()) row.firstAt = at;
    }
    if (ENTERING_SCANS.includes(log.action)) {
      const day = dayOf(log, at);
      const entry = entries.get(`${key}\u0000${day}`);
      if (!entry) entries.set(`${key}\u0000${day}`, { ...ids, day, at });
      else if (at.getTime() < entry.at.getTime()) entry.at = at;
    }
  }
  const byKey = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
  return { presence: byKey(presence), entries: byKey(entries) };
}

/**
 * Visits and views of the entries that are a person's first on an entity that day (`fresh`):
 * one visit each on the person's row, one view each in the minute of the entry.
 */
export function countVisits(presence: TPresenceDelta[], fresh: readonly TEntryDelta[]): TViewsDelta[] {
  const rows = new Map(presence.map((p) => [keyOf(p), p]));
  const views = new Map<string, TViewsDelta>();
  for (const entry of fresh) {
    const row = rows.get(keyOf(entry));
    if (row) row.visits++;
    const minute = new Date(Math.floor(entry.at.getTime() / MINUTE_MS) * MINUTE_MS);
    const viewKey = `${entry.platformId}\u0000${entry.entityType}\u0000${minute.getTime()}`;
    const counted = views.get(viewKey);
    if (counted) counted.views++;
    else views.set(viewKey, { platformId: entry.platformId, entityType: entry.entityType, minute, views: 1 });
  }
  return [...views.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
}

/** Rows per statement: 9 parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK = 1000;

/** Adds a batch's rollups to the stored ones (inside the batch's transaction). */
export async function writeRollups(tx: Tx, batch: readonly NewLog[]): Promise<void> {
  const { presence, entries } = rollupsOf(batch);
  // The entries whose day is new for the person and entity: the others were counted already.
  const fresh: TEntryDelta[] = [];
  for (let i = 0; i < entries.length; i += CHUNK) {
    const chunk = entries.slice(i, i + CHUNK);
    const inserted = await tx
      .insert(activityVisitDays)
      .values(chunk.map(({ at: _, ...day }) => day))
      .onConflictDoNothing()
      .returning();
    const added = new Set(inserted.map((r) => `${keyOf(r)}\u0000${r.day}`));
    fresh.push(...chunk.filter((e) => added.has(`${keyOf(e)}\u0000${e.day}`)));
  }
  const views = countVisits(presence, fresh);
  const leaving = sql.raw(LEAVING_SCANS.map((s) => `'${s}'`).join(', '));
  for (let i = 0; i < presence.length; i += CHUNK) {
    await tx
      .insert(activityPresence)
      .values(presence.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [
          activityPresence.platformId,
          activityPresence.entityType,
          activityPresence.entityId,
          activityPresence.userId,
        ],
        set: {
          // The stored row's last scan bridges to the batch's first when the person had not left.
          seconds: sql`activity_presence.seconds + excluded.seconds + case
            when activity_presence.last_action not in (${leaving})
              and excluded.first_at > activity_presence.last_at
              and excluded.first_at - activity_presence.last_at <= make_interval(secs => ${PRESENT_WINDOW_SECONDS})
            then extract(epoch from excluded.first_at - activity_presence.last_at) else 0 end`,
          firstAt: sql`least(activity_presence.first_at, excluded.first_at)`,
          lastAction: sql`case when excluded.last_at >= activity_presence.last_at then excluded.last_action else activity_presence.last_action end`,
          lastAt: sql`greatest(activity_presence.last_at, excluded.last_at)`,
          visits: sql`activity_presence.visits + excluded.visits`,
        },
      });
  }
  for (let i = 0; i < views.length; i += CHUNK) {
    await tx
      .insert(activityViews)
      .values(views.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: [activityViews.platformId, activityViews.entityType, activityViews.minute],
        set: { views: sql`activity_views.views + excluded.views` },
      });
  }
}
