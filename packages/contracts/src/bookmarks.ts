import { z } from 'zod';
import { ZId } from './common.ts';

/** spec 1 §3.3: what can be bookmarked. */
export const BOOKMARK_ENTITY_TYPES = [
  'SESSION',
  'PARTICIPANT',
  'PARTICIPANT_SPEAKER',
  'PRESENTATION',
  'POSTER',
  'SPONSOR_STAND',
  'SPONSOR_DOCUMENT',
  'SESSION_DOCUMENT',
  'PRESENTATION_DOCUMENT',
  'POSTER_DOCUMENT',
] as const;
export const ZBookmarkEntityType = z.enum(BOOKMARK_ENTITY_TYPES);
export type TBookmarkEntityType = z.infer<typeof ZBookmarkEntityType>;

/** spec 1 §3.3: bookmark types (the groups of the bookmarks list, spec 1 §2.9). */
export const BOOKMARK_TYPES = ['DOCUMENT', 'EXHIBITION', 'PARTICIPANT', 'POSTER', 'VIDEO'] as const;
export const ZBookmarkType = z.enum(BOOKMARK_TYPES);
export type TBookmarkType = z.infer<typeof ZBookmarkType>;

/**
 * spec 1 §3.3, spec 2 §3: a bookmark as the server keeps it. The server fills type,
 * entityUri, title, start and end from the entity (a session: type VIDEO, entityUri
 * `/{eventCode}/session/{sessionId}`); title and times follow the entity when it changes.
 */
export const ZBookmark = z.object({
  id: z.number().int(),
  entityId: z.number().int(),
  entityType: ZBookmarkEntityType,
  type: ZBookmarkType,
  entityUri: z.string(),
  title: z.string(),
  /** ISO 8601 with the event's UTC offset; null for entities without times. */
  start: z.string().nullable(),
  end: z.string().nullable(),
});
export type TBookmark = z.infer<typeof ZBookmark>;

/**
 * POST /bookmarks. Only entityId and entityType count: type, entityUri, title, start and
 * end may be sent (the spec's client sends the whole bookmark) but the server derives them.
 * Without an entityId (absent, null or empty) the call is ignored: 204, nothing stored
 * (spec 2 §4: adding without an entityId is ignored).
 */
export const ZNewBookmark = z.object({
  entityId: z.union([z.null(), z.literal(''), ZId]).optional(),
  entityType: ZBookmarkEntityType.optional(),
  type: z.string().max(40).optional(),
  entityUri: z.string().max(2000).optional(),
  title: z.string().max(2000).optional(),
  start: z.string().max(64).nullable().optional(),
  end: z.string().max(64).nullable().optional(),
});
export type TNewBookmark = z.input<typeof ZNewBookmark>;
export type TNewBookmarkParsed = z.output<typeof ZNewBookmark>;

/** 201: the id of the bookmark (the existing one when the entity was bookmarked already). */
export const ZBookmarkCreated = z.object({ id: z.number().int() });
export const ZBookmarkParams = z.object({ platformId: ZId, id: ZId });

/** GET /calendar/feed: the private address of one's iCalendar feed of bookmarked sessions. */
export const ZCalendarFeed = z.object({ url: z.string(), createdAt: z.string() });
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/** The last segment of the public feed address: `{token}.ics`. */
export const ZCalendarFeedParams = z.object({
  feed: z.string().regex(/^[A-Za-z0-9_-]{20,128}\.ics$/, '{token}.ics'),
});
