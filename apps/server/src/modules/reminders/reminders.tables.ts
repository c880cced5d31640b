import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platformRef } from '../platform/platform.tables.ts';
import { sessions } from '../programme/programme.tables.ts';
import { users } from '../users/users.tables.ts';

/** The server's VAPID key pair (RFC 8292): made once, shared by every node (one row, id 1). */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});

/** A browser's Web Push subscription for one person's reminders; an endpoint belongs to one person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint').on(t.endpoint), index('push_subscriptions_user').on(t.userId)],
);

/** What a person chose: reminders by push and/or e-mail, how many minutes before, in which language. */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: platformRef(),
    push: boolean('push').notNull().default(false),
    email: boolean('email').notNull().default(false),
    minutes: integer('minutes').notNull(),
    locale: text('locale').notNull().default('en'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminder_preferences_platform').on(t.platformId)],
);

/**
 * A reminder claimed for sending: one per person, session and start. The node whose insert
 * wins sends it; a session moved to another start is a new key, so it is reminded again.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('reminders_sent_key').on(t.userId, t.sessionId, t.startsAt)],
);
