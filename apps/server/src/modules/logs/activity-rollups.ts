import { HEARTBEAT_INTERVAL_MS } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type activityLogs, activityPresence, activityViews } from './logs.tables.ts';

type NewLog = typeof activityLogs.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A heartbeat keeps someone present for a little more than one interval. */
export const PRESENT_WINDOW_SECONDS = Math.round((HEARTBEAT_INTERVAL_MS * 1.2) / 1000);
/** Scans after which a person is no longer on the entity. */
export const LEAVING_SCANS: readonly string[] = ['LEAVE_EVENT_LOG', 'LEAVE', 'LOGOUT'];
/** Scans that count as a visit (a view). */
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

const MINUTE_MS = 60_000;
const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;

/**
 * What one batch of logs adds to the rollups: per person and entity, the batch's first and last
 * scan, its entering scans and the time present within the batch; per minute and entity type,
 * the entering scans. The time between the stored last scan and the batch's first is added by
 * the upsert (it needs the stored row). Rows are sorted by key, so that writers on several nodes
 * lock rows in one order.
 */
export function rollupsOf(batch: readonly NewLog[]): { presence: TPresenceDelta[]; views: TViewsDelta[] } {
  const presence = new Map<string, TPresenceDelta>();
  const views = new Map<string, TViewsDelta>();
  for (const log of batch) {
    if (log.kind !== 'scan' || log.userId == null || !log.entityType || !log.action) continue;
    // Rollup keys are 32-bit ids, as every entity's: a scan naming anything else is logged but not
    // rolled up (it could only fail the batch's transaction, and with it every log of the batch).
    const entityId = Number(log.entityId);
    if (!isId(entityId) || !isId(log.userId)) continue;
    const at = log.at instanceof Date ? log.at : new Date(log.at ?? Date.now());
    const entering = ENTERING_SCANS.includes(log.action);
    const key = `${log.platformId}\u0000${log.entityType}\u0000${entityId}\u0000${log.userId}`;
    const row = presence.get(key);
    if (!row) {
      presence.set(key, {
        platformId: log.platformId,
        entityType: log.entityType,
        entityId,
        userId: log.userId,
        firstAt: at,
        lastAt: at,
        lastAction: log.action,
        visits: entering ? 1 : 0,
        seconds: 0,
      });
    } else {
      const gap = (at.getTime() - row.lastAt.getTime()) / 1000;
      if (!LEAVING_SCANS.includes(row.lastAction) && gap > 0 && gap <= PRESENT_WINDOW_SECONDS) row.seconds += gap;
      if (at.getTime() >= row.lastAt.getTime()) {
        row.lastAt = at;
        row.lastAction = log.action;
      }
      if (at.getTime() < row.firstAt.getTime()) row.firstAt = at;
      if (entering) row.visits++;
    }
    if (entering) {
      const minute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
      const viewKey = `${log.platformId}\u0000${log.entityType}\u0000${minute.getTime()}`;
      const counted = views.get(viewKey);
      if (counted) counted.views++;
      else views.set(viewKey, { platformId: log.platformId, entityType: log.entityType, minute, views: 1 });
    }
  }
  const byKey = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, v]) => v);
  return { presence: byKey(presence), views: byKey(views) };
}

/** Rows per statement: 9 parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK = 1000;

/** Adds a batch's rollups to the stored ones (inside the batch's transaction). */
export async function writeRollups(tx: Tx, batch: readonly NewLog[]): Promise<void> {
  const { presence, views } = rollupsOf(batch);
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
