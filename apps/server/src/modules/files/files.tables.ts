import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { platformRef } from '../platform/platform.tables.ts';
import { presentations } from '../programme/programme.tables.ts';
import { users } from '../users/users.tables.ts';

/**
 * The registry of every stored file (storage/: the local folder or the S3 bucket). A row is
 * `pending` from the upload address until the server has checked the bytes, then `stored`
 * with the size and the type it found. The storage verification compares both sides.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    platformId: platformRef(),
    /** The object's key in the storage (`e{eventId}/…`), made by the server. */
    key: text('key').notNull().unique(),
    /**
     * What it is for: `submission` (private, signed addresses), `profile` (public image),
     * `stand-document`, or `poster-preview` (a poster's first page drawn by the server, signed).
     */
    purpose: text('purpose').$type<'submission' | 'profile' | 'stand-document' | 'poster-preview'>().notNull(),
    status: text('status').$type<'pending' | 'stored'>().notNull().default('pending'),
    /** The name it came with (the speaker's file name). */
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }),
    contentType: text('content_type').notNull().default('application/octet-stream'),
    /** Submissions: the presentation and its area (presentation, poster, audio, abstract, other). */
    presentationId: integer('presentation_id').references(() => presentations.id, { onDelete: 'cascade' }),
    area: text('area'),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Pending rows: when the upload address stops working. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    storedAt: timestamp('stored_at', { withTimezone: true }),
  },
  (t) => [index('stored_files_presentation').on(t.presentationId), index('stored_files_platform').on(t.platformId)],
);

/** Secrets the nodes share through the database (the HMAC key of signed file addresses). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
