import { z } from 'zod';
import { ZId } from './common.ts';

/**
 * The programme (spec 2 §2.1, §3): sessions in calendar and list form, the session detail
 * of the dialog, and the filter options. Times are ISO 8601 with the event's UTC offset
 * (`2026-11-22T09:30:00+01:00`); days (`YYYY-MM-DD`) and "today" follow the event's
 * `timeZone` setting.
 */

const ZIsoDateTime = z.string();
/** A calendar date, YYYY-MM-DD, that exists (no 2026-13-45). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
const ZDay = z.string().refine(isCalendarDate, 'a date such as 2026-11-22');

/** spec 2 §3 "Presentation (programme view)", with ids for links (spec 2 §2.1). */
export const ZProgrammePresentation = z.object({
  id: z.number().int(),
  /** spec 2 §3: `session` is the id of the presentation's session. */
  session: z.number().int(),
  title: z.string(),
  /** Sanitised HTML; only in the session detail (lists leave it out to stay small). */
  description: z.string().optional(),
  order: z.number().int(),
  start: ZIsoDateTime.nullable(),
  end: ZIsoDateTime.nullable(),
  /** Minutes from start to end; null for presentations without times (posters). */
  duration: z.number().int().nullable(),
  /** The account of the speaker; null when there is none (a link needs an id, spec 2 §2.1). */
  speakerId: z.number().int().nullable(),
  speakerName: z.string(),
  /** Shown instead of speakerName when not empty (spec 2 §2.1); then the name does not link. */
  speakerNameOverride: z.string(),
  coAuthors: z.string(),
  isAPoster: z.boolean(),
  isEventPortalPresentation: z.boolean(),
});
export type TProgrammePresentation = z.infer<typeof ZProgrammePresentation>;

/**
 * spec 2 §3 "Calendar session": one entry of the calendars and of the list. `category` is
 * the room (the calendar's column), `filtered` marks a session that does not match the
 * filters when they mark instead of hide (`mode=mark`).
 */
export const ZCalendarSession = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  /** The programme day the session belongs to (a session after midnight may belong to the day before). */
  date: ZDay,
  /** Room name; the calendar's column. */
  category: z.string(),
  roomId: z.number().int().nullable(),
  roomName: z.string(),
  roomOrder: z.number().int(),
  /** Theme colour (#RRGGBB) and a readable text colour on it. */
  colour: z.string(),
  textColour: z.string(),
  theme: z.string(),
  type: z.string(),
  /** Short label shown under the time when the session lasts 20 minutes or more: subtitle, else type. */
  label: z.string(),
  isLive: z.boolean(),
  /** spec 2 §4: a https video frame, or external content with an address. */
  hasContent: z.boolean(),
  externalContentUri: z.string(),
  /** Simultaneous translation offered (headphones icon). */
  translation: z.boolean(),
  views: z.number().int(),
  showViews: z.boolean(),
  customCode: z.string(),
  filtered: z.boolean(),
  /** Plain-text excerpt of the description (at most 300 characters); the full HTML is in the detail. */
  description: z.string(),
  /** Names of the session's moderators (chairs). */
  moderators: z.array(z.string()),
  /** The moderators on one line: "Ann Lee, Bo Chen". */
  moderatorLine1: z.string(),
  /** Names of the speakers (a presentation's name override wins). */
  speakers: z.array(z.string()),
  language: z.string(),
  isAPoster: z.boolean(),
  presentations: z.array(ZProgrammePresentation),
});
export type TCalendarSession = z.infer<typeof ZCalendarSession>;

/** spec 2 §3 "Calendar day group" (old calendar: one tab per day). */
export const ZDayGroup = z.object({
  /** 1 for the first day of the programme, 2 for the next, ... */
  groupId: z.number().int(),
  groupDate: ZDay,
  /** The day in English, e.g. "Sunday 22 November 2026" (the web may format groupDate itself). */
  title: z.string(),
  today: z.boolean(),
  /** Ordered by roomOrder, then start (spec 2 §4). */
  groupSessions: z.array(ZCalendarSession),
});
export type TDayGroup = z.infer<typeof ZDayGroup>;
export const ZCalendarResponse = z.array(ZDayGroup);

/** spec 2 §3 "Programme response", with the days for the date selector. */
export const ZProgrammeResponse = z.object({
  title: z.string(),
  title_en: z.string(),
  title_fr: z.string(),
  calendarIntervalHeight: z.number().int(),
  timeZone: z.string(),
  /** Every day of the programme, whatever the filter (the date selector). */
  dates: z.array(ZDay),
  /** Today in the event's time zone when the programme has that day, else null. */
  today: ZDay.nullable(),
  /** Ordered by start, then roomOrder (spec 2 §4: list ordering by start). */
  sessions: z.array(ZCalendarSession),
});
export type TProgrammeResponse = z.infer<typeof ZProgrammeResponse>;

const ZPersonRef = z.object({ id: z.number().int(), name: z.string(), photoUri: z.string() });

/** GET /api/v2/.../programme/{sessionId}: the session dialog (spec 2 §2.1, §3). */
export const ZProgrammeSessionDetail = ZCalendarSession.extend({
  /** Sanitised HTML: the abstract, then the description. */
  description: z.string(),
  roomAlias: z.string(),
  keywords: z.array(z.string()),
  /** Minutes from start to end. */
  duration: z.number().int(),
  isSession: z.literal(true),
  videoIFrameUri: z.string(),
  externalMeetingUri: z.string(),
  enableChat: z.boolean(),
  enableComments: z.boolean(),
  moderatorItems: z.array(ZPersonRef),
  speakerItems: z.array(ZPersonRef),
  /** Links of the imported schedule (recordings, slides, feedback) and its page for the session. */
  links: z.array(z.object({ title: z.string(), url: z.string() })),
  url: z.string(),
  recordingAllowed: z.boolean(),
  presentations: z.array(ZProgrammePresentation.required({ description: true })),
});
export type TProgrammeSessionDetail = z.infer<typeof ZProgrammeSessionDetail>;

export const PROGRAMME_LABEL_KINDS = ['type', 'theme', 'room'] as const;
export type TProgrammeLabelKind = (typeof PROGRAMME_LABEL_KINDS)[number];
const ZLabelMap = z.record(z.string(), z.string());
export const ZProgrammeLabels = z.object({ type: ZLabelMap, theme: ZLabelMap, room: ZLabelMap });
export type TProgrammeLabels = z.infer<typeof ZProgrammeLabels>;

/** spec 2 §3 "Session filter options", with theme colours for the legend and the days. */
export const ZSessionFilters = z.object({
  rooms: z.array(z.object({ id: z.number().int(), name: z.string() })),
  themes: z.array(z.string()),
  /** The colour legend by theme (spec 2 §2.1). */
  themeItems: z.array(z.object({ name: z.string(), colour: z.string(), textColour: z.string() })),
  types: z.array(z.string()),
  keywordItems: z.array(z.string()),
  posterSessions: z.array(z.object({ id: z.number().int(), title: z.string() })),
  speakers: z.array(z.object({ id: z.number().int(), reverseFullName: z.string() })),
  dates: z.array(ZDay),
  /** French names of the types, themes and rooms above, by English name (absent: English in French too). */
  frenchLabels: ZProgrammeLabels,
});
export type TSessionFilters = z.infer<typeof ZSessionFilters>;

const ZQueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** GET /sessions/filters?poster=true: the options of poster sessions only (spec 2 §7). */
export const ZSessionFiltersQuery = z.object({ poster: ZQueryFlag });

/** A value of the URL query: one string, or several for a repeated key. */
const ZQueryValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The programme filter as it arrives in a URL query (spec 2 §4: filters follow the route query):
 * - `date=YYYY-MM-DD`: one programme day;
 * - `room=ID` (repeatable, or `room=3,4`): room ids of the filter options;
 * - `theme=NAME`, `type=NAME` (repeatable; names may hold commas, so no comma lists);
 * - `time=HH:MM` (sessions running then) or `time=HH:MM-HH:MM` (sessions overlapping the range),
 *   in the event's wall-clock time on each day;
 * - `mode=hide` (default: only matching sessions) or `mode=mark` (all sessions of the day,
 *   non-matching ones with `filtered: true`, for dimming);
 * other keys (`page`, ...) are ignored.
 */
export const ZProgrammeFilterInput = z.object({
  date: ZQueryValue,
  room: ZQueryValue,
  theme: ZQueryValue,
  type: ZQueryValue,
  time: ZQueryValue,
  mode: ZQueryValue,
});

const TIME = '([01]\\d|2[0-3]):[0-5]\\d';
const single = <T extends z.ZodType>(inner: T) =>
  z.preprocess((v) => (Array.isArray(v) ? v[v.length - 1] : v), inner.optional());
const list = <T extends z.ZodType>(inner: T, splitCommas: boolean) =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const values = (Array.isArray(v) ? v : [v]).flatMap((x) => (splitCommas ? String(x).split(',') : [String(x)]));
    const kept = values.map((x) => x.trim()).filter(Boolean);
    return kept.length ? kept : undefined;
  }, z.array(inner).max(200).optional());

/** The validated programme filter; every field optional. */
export const ZProgrammeFilter = z.object({
  date: single(ZDay.or(z.literal('').transform(() => undefined))),
  room: list(ZId, true),
  theme: list(z.string().max(200), false),
  type: list(z.string().max(200), false),
  time: single(
    z
      .string()
      .regex(new RegExp(`^${TIME}(-(${TIME}|24:00))?$`), 'HH:MM or HH:MM-HH:MM')
      .or(z.literal('').transform(() => undefined)),
  ),
  mode: single(z.enum(['hide', 'mark']).or(z.literal('').transform(() => undefined))),
});
export type TProgrammeFilter = z.infer<typeof ZProgrammeFilter>;

/**
 * GET /api/v2/platform/{platformId}/programme/{query}. The last segment is either a session
 * id (digits only: the session detail) or a URL-encoded query string (`date%3D2026-11-22%26room%3D3`,
 * or empty); the real query string (`programme/?date=...`) is read too, the segment winning.
 */
export const ZProgrammeQueryParams = z.object({ platformId: ZId, query: z.string().max(4000) });
export const ZProgrammeSessionParams = z.object({ platformId: ZId, sessionId: ZId });
export const ZSessionParams = z.object({ platformId: ZId, sessionId: ZId });

/** The calendar can take the same filter, marking non-matching sessions (spec 2 §4). */
export const ZCalendarQuery = ZProgrammeFilterInput.omit({ date: true, mode: true });
