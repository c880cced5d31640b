import { z } from 'zod';
import { ZId } from './common.ts';
import { isCalendarDate } from './programme.ts';
import {
  ADMIN_SESSION_PAGE_SIZES,
  PROGRAMME_CUSTOM_CODE_MAX,
  PROGRAMME_LABEL_MAX,
  PROGRAMME_MINUTE_STEP,
  PROGRAMME_TITLE_MAX,
  SESSION_DEFAULT_COLOUR,
  SESSION_DEFAULT_TEXT_COLOUR,
} from './rules/programme-admin.ts';

/**
 * Programme administration (spec 3 §2 "Admin session list", "Session edit form fields",
 * "Presentation edit form fields", §3 "Programme session (admin)" and "Programme presentation
 * (admin)", §5 "Forms", §7 "Admin"): organisers list, edit, add and delete the sessions and
 * presentations of their event.
 *
 * Times: the answers give ISO 8601 date-times with the event's UTC offset
 * (`2026-11-22T09:30:00+01:00`, as the programme does); the save bodies take either that form or a
 * wall-clock `YYYY-MM-DDTHH:mm` (seconds optional), read in the event's time zone.
 */

const ZIsoDateTime = z.string();

/** An instant as the forms send it: with an offset (`Z`, `+01:00`), or a wall clock in the event's time zone. */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(:([0-5]\d)(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?$/;
/** A day that exists too (no 2026-02-31): the server reads it without a second check. */
const ZDateTimeInput = z
  .string()
  .trim()
  .refine((v) => DATE_TIME.test(v) && isCalendarDate(v.slice(0, 10)), 'a date and time such as 2026-11-22T09:30');

/**
 * spec 3 §5: a time chosen in the session form is on a 5-minute step (minutes as written, in its
 * own offset or wall clock; seconds 0). The server applies it to the times a save changes: a
 * session imported at 10:03 can be saved with its time untouched.
 */
export function isOnMinuteStep(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m) return true;
  const seconds = Number(m[7] ?? '0');
  const fraction = m[8] ? Number(m[8]) : 0;
  return Number(m[5]) % PROGRAMME_MINUTE_STEP === 0 && seconds === 0 && fraction === 0;
}

/**
 * A colour of the session form: #RRGGBB gets FF appended for alpha (spec 3 §5), #RRGGBBAA is
 * kept; answered upper-cased.
 */
export const ZAdminColour = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'a colour such as #1E88E5 or #1E88E5FF')
  .transform((v) => (v.length === 7 ? `${v}FF` : v).toUpperCase());

/** The "empty id" of a new item (spec 3 §7) in either spelling: 0 or the empty GUID. */
const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';
const ZItemId = z.preprocess((v) => (v === EMPTY_GUID ? 0 : v), z.coerce.number().int().min(0).max(2_147_483_647));

const ZTitle = z.string().trim().min(1, 'Title can not be empty').max(PROGRAMME_TITLE_MAX);
const ZCustomCode = z
  .string()
  .trim()
  .max(PROGRAMME_CUSTOM_CODE_MAX, `Custom code may not be greater than ${PROGRAMME_CUSTOM_CODE_MAX} characters`);
const ZLabel = z.string().trim().max(PROGRAMME_LABEL_MAX);
const ZKeywords = z.array(z.string().trim().min(1).max(100)).max(50);
/** Organiser HTML; the server sanitises it as the programme does. */
const ZDescription = z.string().max(100_000);

export const ZAdminRoomOption = z.object({ id: z.number().int(), name: z.string() });
export type TAdminRoomOption = z.infer<typeof ZAdminRoomOption>;
/** One person of the event the forms can choose (moderators, speaker); `fullName` is "first last". */
export const ZAdminParticipant = z.object({ id: z.number().int(), fullName: z.string() });
export type TAdminParticipant = z.infer<typeof ZAdminParticipant>;

/** spec 3 §3 "Programme presentation (admin)". */
export const ZAdminPresentation = z.object({
  id: z.number().int(),
  title: z.string(),
  customCode: z.string(),
  order: z.number().int(),
  sessionId: z.number().int(),
  speakerId: z.number().int().nullable(),
  type: z.string(),
  theme: z.string(),
  start: ZIsoDateTime.nullable(),
  end: ZIsoDateTime.nullable(),
  keywords: z.array(z.string()),
  coAuthors: z.string(),
  isEventPortalPresentation: z.boolean(),
  isAPoster: z.boolean(),
  /** Sanitised HTML. */
  description: z.string(),
});
export type TAdminPresentation = z.infer<typeof ZAdminPresentation>;

/** A presentation as the session list's expanded row shows it (spec 3 §2: order, title, speaker, time). */
export const ZAdminPresentationRow = z.object({
  id: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  speakerId: z.number().int().nullable(),
  /** The speaker's name (a name override wins); empty without a speaker. */
  speakerName: z.string(),
  start: ZIsoDateTime.nullable(),
  end: ZIsoDateTime.nullable(),
});
export type TAdminPresentationRow = z.infer<typeof ZAdminPresentationRow>;

/** spec 3 §3 "Programme session (admin)". */
export const ZAdminSession = z.object({
  id: z.number().int(),
  title: z.string(),
  customCode: z.string(),
  roomId: z.number().int().nullable(),
  roomName: z.string(),
  roomOrder: z.number().int(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
  type: z.string(),
  theme: z.string(),
  keywords: z.array(z.string()),
  /** The moderator display text; empty: the programme lists the moderators' names. */
  moderatorLine1: z.string(),
  /** Hex with alpha; SESSION_DEFAULT_COLOUR when the session has no colour of its own (its theme's shows). */
  colour: z.string(),
  /** Hex with alpha; SESSION_DEFAULT_TEXT_COLOUR when none is set (a readable one is chosen). */
  textColour: z.string(),
  /** Participant ids of the session's moderators. */
  moderators: z.array(z.number().int()),
  /** Sanitised HTML. */
  description: z.string(),
  hideInProgramme: z.boolean(),
  translation: z.boolean(),
  presentations: z.array(ZAdminPresentationRow),
});
export type TAdminSession = z.infer<typeof ZAdminSession>;

/** One row of the admin session list (spec 3 §2: title, room, start/end; expands to its presentations). */
export const ZAdminSessionRow = ZAdminSession.pick({
  id: true,
  title: true,
  customCode: true,
  roomId: true,
  roomName: true,
  roomOrder: true,
  start: true,
  end: true,
  hideInProgramme: true,
  presentations: true,
});
export type TAdminSessionRow = z.infer<typeof ZAdminSessionRow>;

/**
 * GET .../programme/sessions: the admin list, filtered by day (`date`, in the event's time
 * zone), room (`roomId`) and a search in titles and custom codes, ordered by start then room,
 * 100 rows a page by default (spec 3 §2, §9).
 */
export const ZAdminSessionListQuery = z.object({
  date: z.string().refine(isCalendarDate, 'a date such as 2026-11-22').optional(),
  roomId: ZId.optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.enum(ADMIN_SESSION_PAGE_SIZES).default('100'),
});
export type TAdminSessionListQuery = z.input<typeof ZAdminSessionListQuery>;

export const ZAdminSessionList = z.object({
  /** Sessions matching the filter, all pages. */
  total: z.number().int(),
  page: z.number().int(),
  /** 0 for "all". */
  pageSize: z.number().int(),
  sessions: z.array(ZAdminSessionRow),
  /** For the filters: the event's rooms and the programme's days. */
  rooms: z.array(ZAdminRoomOption),
  dates: z.array(z.string()),
  timeZone: z.string(),
});
export type TAdminSessionList = z.infer<typeof ZAdminSessionList>;

/** What both forms choose from (spec 3 §3: participants, themes, types, eventStart). */
const ZAdminOptionsBase = z.object({
  participants: z.array(ZAdminParticipant),
  /** Themes and types the programme already uses, sorted. */
  themes: z.array(z.string()),
  types: z.array(z.string()),
  /** The event's first day (YYYY-MM-DD): its first session's, else today, in the event's time zone. */
  eventStart: z.string(),
  timeZone: z.string(),
});

/**
 * GET .../programme/sessions/{id}: the session and the form's options (spec 3 §3). Id 0 (or the
 * empty GUID) gives a new session's defaults: id 0, 07:00 to 08:00 on eventStart, default colours.
 */
export const ZAdminSessionEdit = ZAdminOptionsBase.extend({
  item: ZAdminSession,
  rooms: z.array(ZAdminRoomOption),
});
export type TAdminSessionEdit = z.infer<typeof ZAdminSessionEdit>;

/** A session a presentation can belong to; its times set the presentation's (spec 3 §4). */
export const ZAdminSessionOption = z.object({
  id: z.number().int(),
  title: z.string(),
  customCode: z.string(),
  start: ZIsoDateTime,
  end: ZIsoDateTime,
});
export type TAdminSessionOption = z.infer<typeof ZAdminSessionOption>;

/**
 * GET .../programme/presentations/{id}: the presentation and the form's options (spec 3 §3). Id 0
 * (or the empty GUID) gives a new one: order 0, the session of `sessionId` with its times if given,
 * else 07:00 to 08:00 on eventStart.
 */
export const ZAdminPresentationEdit = ZAdminOptionsBase.extend({
  item: ZAdminPresentation,
  sessions: z.array(ZAdminSessionOption),
});
export type TAdminPresentationEdit = z.infer<typeof ZAdminPresentationEdit>;

export const ZAdminItemParams = z.object({ platformId: ZId, id: ZItemId });
export const ZAdminDeleteParams = z.object({ platformId: ZId, id: ZId });
export const ZAdminPresentationQuery = z.object({ sessionId: ZId.optional() });

/** spec 3 §4: "apply the change to the presentations?" — the answer comes as this flag. */
export const ZAdminSaveSessionQuery = z.object({
  updatePresTime: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/**
 * POST .../programme/sessions (spec 3 §5 "Session form"). No id (or 0) creates a session, an id
 * updates it. Required: title, room (an existing `roomId`, or a new room's `roomName`), start, end
 * (a changed time on a 5-minute step, an end not before the start: checked by the server). Colours of 7 characters get FF appended. The answer is the saved session.
 */
export const ZAdminSaveSession = z
  .object({
    id: ZItemId.optional(),
    title: ZTitle,
    customCode: ZCustomCode.default(''),
    roomId: ZId.nullable().optional(),
    /** A room typed in the form: an existing name (any case) is reused, a new one is created. */
    roomName: z.string().trim().max(PROGRAMME_LABEL_MAX).optional(),
    start: ZDateTimeInput,
    end: ZDateTimeInput,
    type: ZLabel.default(''),
    theme: ZLabel.default(''),
    keywords: ZKeywords.default([]),
    moderatorLine1: z.string().trim().max(500).default(''),
    colour: ZAdminColour.default(SESSION_DEFAULT_COLOUR),
    textColour: ZAdminColour.default(SESSION_DEFAULT_TEXT_COLOUR),
    moderators: z.array(ZId).max(500).default([]),
    description: ZDescription.default(''),
    hideInProgramme: z.boolean().default(false),
    translation: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.roomId && !body.roomName)
      ctx.addIssue({ code: 'custom', path: ['roomId'], message: 'Room can not be empty' });
  });
export type TAdminSaveSession = z.input<typeof ZAdminSaveSession>;

/**
 * POST .../programme/presentations (spec 3 §5 "Presentation form"). No id (or 0) creates one.
 * Required: title, order, session, start and end. The answer is the saved presentation.
 */
export const ZAdminSavePresentation = z.object({
  id: ZItemId.optional(),
  title: ZTitle,
  customCode: ZCustomCode.default(''),
  order: z.number().int().min(0).max(32_767),
  sessionId: ZId,
  speakerId: ZId.nullable().default(null),
  type: ZLabel.default(''),
  theme: ZLabel.default(''),
  start: ZDateTimeInput,
  end: ZDateTimeInput,
  keywords: ZKeywords.default([]),
  coAuthors: z.string().trim().max(2000).default(''),
  isEventPortalPresentation: z.boolean().default(true),
  isAPoster: z.boolean().default(false),
  description: ZDescription.default(''),
});
export type TAdminSavePresentation = z.input<typeof ZAdminSavePresentation>;
