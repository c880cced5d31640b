import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platforms } from '../platform/platform.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * Chat messages of hub groups (spec 3 §3), persisted before they are broadcast; ids increase, so
 * a reconnecting client fetches what it missed. Author name, photo and role are kept as posted.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id, { onDelete: 'cascade' }),
    groupType: text('group_type').notNull(),
    groupId: integer('group_id').notNull(),
    /** The lounge of a lounge room; null for other groups. */
    parentId: integer('parent_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    userPhotoUri: text('user_photo_uri').notNull().default(''),
    roleName: text('role_name').notNull(),
    isMod: boolean('is_mod').notNull().default(false),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** Removed by a moderator: kept for the record, never shown again. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by'),
  },
  (t) => [index('chat_messages_group').on(t.platformId, t.groupType, t.groupId, t.id)],
);
