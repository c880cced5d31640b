import { z } from 'zod';

/**
 * Browsing sessions (spec 2 §2.2–2.4, §3, §7): live now, coming up, on demand (VOD) and the
 * poster list, and the on-demand home.
 */

/** spec 2 §7: lists come 25 items a page. */
export const SESSION_LIST_PAGE_SIZE = 25;
/** spec 2 §2.2: each group of the on-demand home holds at most 10 items. */
export const HOME_VOD_GROUP_SIZE = 10;
/** How long before its start a session counts as "coming up" (spec: not given). */
export const COMING_UP_HOURS = 24;

/** A value of the URL query: one string, or several for a repeated key. */
const ZQueryValue = z.union([z.string().max(400), z.array(z.string().max(400)).max(50)]).optional();
const ZQueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * `GET /sessions?page=` (spec 2 §7): one of `live`, `comingup`, `poster` (none: the on-demand
 * list), and the list's filters as the page's URL has them. `at` (beyond the spec): the instant
 * the first page was asked at; later pages ask with the same one, so that a session going live
 * between two pages neither repeats an item nor skips one.
 */
export const ZSessionListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  live: ZQueryFlag,
  comingup: ZQueryFlag,
  poster: ZQueryFlag,
  search: z.string().max(200).optional(),
  room: ZQueryValue,
  postersession: ZQueryValue,
  type: ZQueryValue,
  theme: ZQueryValue,
  keywords: ZQueryValue,
  speaker: ZQueryValue,
  at: z.coerce.number().int().min(0).max(8_640_000_000_000).optional(),
});
export type TSessionListQuery = z.input<typeof ZSessionListQuery>;

/** spec 2 §3 "Session or programme item", as the lists and the on-demand home show it. */
export const ZSessionItem = z.object({
  id: z.number().int(),
  /** A poster (a presentation): its session. */
  sessionId: z.number().int().nullable(),
  title: z.string(),
  /** Plain text, cut to a card's length. */
  description: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  roomName: z.string(),
  roomAlias: z.string(),
  roomOrder: z.number().int(),
  type: z.string(),
  theme: z.string(),
  keywords: z.array(z.string()),
  thumbnailUri: z.string(),
  /** spec 2 §3: the on-demand home's own picture of the session ('' for none). */
  homeVodThumbnailUri: z.string(),
  /** spec 2 §3: a sponsor's small picture on the card, and where it leads ('' for none). */
  sponsorThumbnailUri: z.string(),
  sponsorThumbnailLinkUri: z.string(),
  videoIFrameUri: z.string(),
  externalContentUri: z.string(),
  isExternalContentSession: z.boolean(),
  posterUploadUri: z.string().nullable(),
  isSession: z.boolean(),
  isPresentation: z.boolean(),
  isAPoster: z.boolean(),
  isLive: z.boolean(),
  hasContent: z.boolean(),
  speakerName: z.string(),
  coAuthors: z.string(),
  moderators: z.array(z.string()),
});
export type TSessionItem = z.infer<typeof ZSessionItem>;

/** spec 2 §3 "Sessions list response", with the instant it was computed at (send it back). */
export const ZSessionList = z.object({
  items: z.array(ZSessionItem),
  total: z.number().int(),
  at: z.number().int(),
});
export type TSessionList = z.infer<typeof ZSessionList>;

/** spec 2 §3 "Home video data". */
export const ZHomeVod = z.object({
  backgroundColour: z.string(),
  backgroundImageUri: z.string(),
  textColour: z.string(),
  pinnedSession: ZSessionItem.nullable(),
  pinnedSessionImageUri: z.string(),
  live: z.array(ZSessionItem),
  rooms: z.array(z.object({ roomId: z.number().int(), roomName: z.string(), roomSessions: z.array(ZSessionItem) })),
  themes: z.array(z.object({ themeName: z.string(), themeSessions: z.array(ZSessionItem) })),
  types: z.array(z.object({ typeName: z.string(), typeSessions: z.array(ZSessionItem) })),
});
export type THomeVod = z.infer<typeof ZHomeVod>;
