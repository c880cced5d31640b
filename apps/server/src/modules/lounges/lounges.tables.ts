import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platformRef } from '../platform/platform.tables.ts';
import { sponsors } from '../sponsors/sponsors.tables.ts';

/** Lounges and their chat rooms; a room's parent is a lounge (sponsor lounges carry sponsorId). */
export const lounges = pgTable('lounges', {
  id: serial('id').primaryKey(),
  platformId: platformRef(),
  sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  /** French title ('' = none: the English is shown). */
  titleFr: text('title_fr').notNull().default(''),
  imageUri: text('image_uri').notNull().default(''),
});

export const loungeRooms = pgTable(
  'lounge_rooms',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    loungeId: integer('lounge_id')
      .notNull()
      .references(() => lounges.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lounge_rooms_name').on(t.loungeId, t.name)],
);
