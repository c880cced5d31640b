import type { TStoredPlatformSettings } from '@atrium/contracts';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** An event ("platform"): code, title and the organiser's settings (spec 1 §3.1). */
export const platforms = pgTable('platforms', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  settings: jsonb('settings').$type<TStoredPlatformSettings>().notNull().default({}),
  /** Raised by every change to the programme (import, edits): nodes drop their cached programme. */
  programmeVersion: integer('programme_version').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owning event of a row: every event's data goes when the event goes. */
export const platformRef = () =>
  integer('platform_id')
    .notNull()
    .references(() => platforms.id, { onDelete: 'cascade' });
