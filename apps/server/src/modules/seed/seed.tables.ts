import { date, integer, pgTable } from 'drizzle-orm/pg-core';
import { platformRef } from '../platform/platform.tables.ts';

/**
 * A demo event as the seed made it: its first day and the programme version it left. While the
 * version is unchanged (no import, no edit), the server moves the demo's dates forward at start
 * so that its first day is today again (demo-refresh.ts).
 */
export const demoSeeds = pgTable('demo_seeds', {
  platformId: platformRef().primaryKey(),
  firstDay: date('first_day', { mode: 'string' }).notNull(),
  programmeVersion: integer('programme_version').notNull(),
});
