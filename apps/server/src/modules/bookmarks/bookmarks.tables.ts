import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platformRef } from '../platform/platform.tables.ts';
import { users } from '../users/users.tables.ts';

/** spec 1 §3.3: a user's bookmarks; one per entity. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    type: text('type').notNull(),
    entityUri: text('entity_uri').notNull(),
    /** Title and times when bookmarked; sessions and presentations are read fresh when listed. */
    title: text('title').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_entity').on(t.userId, t.entityType, t.entityId),
    index('bookmarks_platform_entity').on(t.platformId, t.entityType, t.entityId),
  ],
);
