import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { platformRef } from '../platform/platform.tables.ts';
import { users } from '../users/users.tables.ts';

/** Moderator scopes (platform, lounge, session, presentation, sponsor, sponsor_lounge). */
export const moderatorAssignments = pgTable(
  'moderator_assignments',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    /** 0 for scopes without an entity (platform, lounge). */
    entityId: integer('entity_id').notNull().default(0),
  },
  (t) => [uniqueIndex('moderator_assignment_unique').on(t.userId, t.scope, t.entityId)],
);
