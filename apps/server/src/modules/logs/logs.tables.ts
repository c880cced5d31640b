import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Activity logs (spec 1 §3.7), written in batches. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platformId: integer('platform_id').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id'),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    action: text('action'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('activity_logs_platform_kind_at').on(t.platformId, t.kind, t.at)],
);

/**
 * Rollups of the scans, written in the same transaction as the logs they summarise (so they are
 * exactly the logs, batch by batch): per person and entity, when they were first and last seen,
 * how often they came in (entering scans), and how long they were there — the time between one
 * scan and the next while they had not left, at most one heartbeat window apart.
 */
export const activityPresence = pgTable(
  'activity_presence',
  {
    platformId: integer('platform_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    userId: integer('user_id').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** The scan type of the latest scan: a leave or a logout ends the time counted. */
    lastAction: text('last_action').notNull(),
    visits: integer('visits').notNull().default(0),
    seconds: doublePrecision('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.platformId, t.entityType, t.entityId, t.userId] }),
    index('activity_presence_user').on(t.platformId, t.entityType, t.userId),
  ],
);

/** Entering scans per minute and entity type: the summary report's views over time, in any bucket size. */
export const activityViews = pgTable(
  'activity_views',
  {
    platformId: integer('platform_id').notNull(),
    entityType: text('entity_type').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.entityType, t.minute] })],
);

/**
 * The days (YYYY-MM-DD in the event's time zone) on which a person entered an entity: a visit
 * counts once a day per person and entity, as the player's views do, however many entering
 * scans the day has.
 */
export const activityVisitDays = pgTable(
  'activity_visit_days',
  {
    platformId: integer('platform_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    userId: integer('user_id').notNull(),
    day: text('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.entityType, t.entityId, t.userId, t.day] })],
);
