import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
