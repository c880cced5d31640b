import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platformRef } from '../platform/platform.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * The private address of a user's iCalendar feed: whoever has the token reads the feed,
 * so it is long and random; revoking deletes it. Kept readable (not hashed) because the
 * user is shown the address again (my programme: copy the link).
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  id: serial('id').primaryKey(),
  platformId: platformRef(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});
