import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platformRef } from '../platform/platform.tables.ts';
import { presentations, sessions } from '../programme/programme.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * The item a like, rating or view is of: a session (presentation_id null) or one of its
 * presentations. Unique indexes key on coalesce(presentation_id, 0) so that a session's own
 * row is unique too (null is distinct from null in a plain unique index).
 */
const itemColumns = () => ({
  id: serial('id').primaryKey(),
  platformId: platformRef(),
  sessionId: integer('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  presentationId: integer('presentation_id').references(() => presentations.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** spec 2 §3 "Like": one per user and item; liking again removes it. */
export const itemLikes = pgTable('item_likes', { ...itemColumns(), createdAt: createdAt() }, (t) => [
  uniqueIndex('item_likes_user_item').on(t.userId, t.sessionId, sql`coalesce(${t.presentationId}, 0)`),
  index('item_likes_item').on(t.sessionId, t.presentationId),
]);

/** spec 2 §4 "Rating": one per user and item, in half steps stored as 1–10; a new rating replaces it. */
export const itemRatings = pgTable(
  'item_ratings',
  {
    ...itemColumns(),
    halfSteps: smallint('half_steps').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_ratings_user_item').on(t.userId, t.sessionId, sql`coalesce(${t.presentationId}, 0)`),
    index('item_ratings_item').on(t.sessionId, t.presentationId),
  ],
);

/** Views: one row per signed-in user, item and day in the event's time zone. */
export const itemViews = pgTable(
  'item_views',
  { ...itemColumns(), day: date('day', { mode: 'string' }).notNull(), createdAt: createdAt() },
  (t) => [
    uniqueIndex('item_views_user_item_day').on(t.userId, t.sessionId, sql`coalesce(${t.presentationId}, 0)`, t.day),
    index('item_views_item').on(t.sessionId, t.presentationId),
  ],
);
