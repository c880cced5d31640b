import {
  fileExtension,
  isPowerPoint,
  localized,
  needsLargeFileConfirmation,
  PERMISSION_ANSWER_KEY,
  PERMISSION_QUESTIONS,
  PERMISSION_REQUIREMENT_KEY,
  PERMISSION_TEXT_KEY,
  SINGLE_FILE_AREAS,
  type TAnswerKey,
  type TPermissionQuestion,
  type TSubmitPresentation,
  type TSubmitSession,
  type TSubmitSettings,
  type TSubmittedFile,
  type TUploadArea,
  UPLOAD_AREA_TYPES,
  UPLOAD_EXTENSION_TYPES,
} from '@atrium/contracts';
import { datePartsOf, numericDateOf } from '../../lib/date-parts.ts';

/*
 * The pure rules of the submission area (spec 3 §2 "Submission screens" and "Upload dialog",
 * §4 "Upload answers", §5 "Upload", §9): list filters, paging, dates, which file areas and
 * questions a presentation has, when Finish is allowed and how a file opens.
 */

/** spec 3 §9: 100 rows per page, with 100, 200, 500 and all (-1, as MUI's TablePagination counts it). */
export const ALL_ROWS = -1;
export const PAGE_SIZES = [100, 200, 500, ALL_ROWS] as const;
export const DEFAULT_PAGE_SIZE = 100;

/** The rows of one page; `size` ALL_ROWS shows them all. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  if (size === ALL_ROWS) return [...rows];
  return rows.slice(page * size, page * size + size);
}

/** Whether the presentation already has a file in any area (the green Manage files button, the View files button). */
export function hasFiles(presentation: Pick<TSubmitPresentation, 'files'>): boolean {
  return presentation.files.length > 0;
}

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').trim();

/** A search matches any word of code, title or speaker, case- and accent-insensitively. */
function matchesText(fields: readonly string[], search: string): boolean {
  const needle = normalise(search);
  if (needle === '') return true;
  return fields.some((field) => normalise(field).includes(needle));
}

export type TListFilter = { uploadedOnly: boolean; search: string };

/** spec 3 §2: the poster and presentation lists' Uploaded only switch and search box. */
export function filterPresentations(
  presentations: readonly TSubmitPresentation[],
  { uploadedOnly, search }: TListFilter,
): TSubmitPresentation[] {
  return presentations.filter(
    (p) =>
      (!uploadedOnly || hasFiles(p)) &&
      matchesText([p.internalCode, p.title, p.speakerName, p.session?.title ?? ''], search),
  );
}

/** The room filter's value for sessions without a room (spec 3 §2: a No room label); '' is every room. */
export const NO_ROOM = '\u0000no-room';

export type TSessionFilter = { date: string; room: string; search: string };
export const EMPTY_SESSION_FILTER: TSessionFilter = { date: '', room: '', search: '' };

/** spec 3 §9: the date filter's "DD/MM/YYYY" of an instant, in the event's time zone. */
export function dateKey(iso: string, timeZone?: string): string {
  return numericDateOf(iso, timeZone).date;
}

/** spec 3 §9: "ddd DD MMM HH:mm" for a start, "HH:mm" for the end: "Tue 05 May 09:00 – 10:30". */
export function formatSlot(start: string | null, end: string | null, locale: string, timeZone?: string): string {
  if (!start) return '';
  const from = datePartsOf(start, locale, timeZone);
  const text = `${from.weekday} ${from.day} ${from.month} ${from.time}`;
  return end ? `${text} – ${datePartsOf(end, locale, timeZone).time}` : text;
}

/** "HH:mm" of an instant in the event's time zone (the presentations of a session). */
export function formatClock(iso: string | null, timeZone?: string): string {
  return iso ? datePartsOf(iso, 'en', timeZone).time : '';
}

/** The dates of the sessions for the date filter, in the order they happen. */
export function sessionDates(sessions: readonly TSubmitSession[], timeZone?: string): string[] {
  const sorted = [...sessions].sort((a, b) => a.start.localeCompare(b.start));
  return [...new Set(sorted.map((s) => dateKey(s.start, timeZone)))];
}

/** The rooms for the room filter (by name), and whether a No room choice is needed. */
export function sessionRooms(sessions: readonly TSubmitSession[]): { rooms: string[]; hasNoRoom: boolean } {
  const rooms = [...new Set(sessions.map((s) => s.room.trim()).filter((room) => room !== ''))].sort((a, b) =>
    a.localeCompare(b),
  );
  return { rooms, hasNoRoom: sessions.some((s) => s.room.trim() === '') };
}

/**
 * spec 3 §2: the session list's date, room and search filters. The search looks at the
 * session's title and room and at its presentations' titles, codes and speakers.
 */
export function filterSessions(
  sessions: readonly TSubmitSession[],
  { date, room, search }: TSessionFilter,
  timeZone?: string,
): TSubmitSession[] {
  return sessions.filter((s) => {
    if (date !== '' && dateKey(s.start, timeZone) !== date) return false;
    if (room === NO_ROOM ? s.room.trim() !== '' : room !== '' && s.room.trim() !== room) return false;
    return matchesText(
      [s.title, s.room, ...s.presentations.flatMap((p) => [p.title, p.internalCode, p.speakerName])],
      search,
    );
  });
}

/** The dialog's mode: `edit` from the poster and presentation lists, `view` from the session list (spec 3 §2). */
export type TDialogMode = 'edit' | 'view';

/**
 * spec 3 §2, §5: the file areas of a presentation: its main file (poster or presentation),
 * an MP3 for posters when audio upload is on, an abstract and additional files when additional
 * uploads are on.
 */
export function fileAreas(
  presentation: Pick<TSubmitPresentation, 'isAPoster'>,
  settings: Pick<TSubmitSettings, 'enableAudioUpload' | 'enableAdditionalUpload'>,
): TUploadArea[] {
  const areas: TUploadArea[] = [presentation.isAPoster ? 'poster' : 'presentation'];
  if (presentation.isAPoster && settings.enableAudioUpload) areas.push('audio');
  if (settings.enableAdditionalUpload) areas.push('abstract', 'other');
  return areas;
}

/** spec 3 §5: one file only in the main and audio areas, several additional files. */
export function allowsSeveral(area: TUploadArea): boolean {
  return !SINGLE_FILE_AREAS.includes(area);
}

/**
 * What an area's picker accepts: the extensions (for the system's file dialog) and the types
 * (for the type check); null for any file. spec 3 §5.
 */
export function acceptedTypes(area: TUploadArea): string[] | null {
  const types = UPLOAD_AREA_TYPES[area];
  return types ? [...types.extensions.map((ext) => `.${ext}`), ...types.mimeTypes] : null;
}

/**
 * The type to check a picked file by: the one its extension names when known (browsers give
 * no type, or a vague one, for PowerPoint files on some systems), else the browser's.
 */
export function detectedType(name: string, browserType: string): string {
  return UPLOAD_EXTENSION_TYPES[fileExtension(name)] ?? browserType;
}

/** spec 3 §3: the questions this presentation asks (its requirement flag is true), in the dialog's order. */
export function requiredQuestions(presentation: TSubmitPresentation): TPermissionQuestion[] {
  return PERMISSION_QUESTIONS.filter((q) => presentation[PERMISSION_REQUIREMENT_KEY[q]]);
}

export type TAnswers = Partial<Record<TAnswerKey, boolean | null>>;

/** The answer to a question: the one just chosen in the dialog, else the stored one (null: unset). */
export function answerOf(presentation: TSubmitPresentation, answers: TAnswers, q: TPermissionQuestion): boolean | null {
  const key = PERMISSION_ANSWER_KEY[q];
  const chosen = answers[key];
  return chosen === undefined ? presentation[key] : chosen;
}

/**
 * spec 3 §4: Finish and the file areas wait until every required question has an answer;
 * in the session list's view-only mode finishing is always allowed.
 */
export function canFinish(presentation: TSubmitPresentation, answers: TAnswers, mode: TDialogMode): boolean {
  if (mode === 'view') return true;
  return requiredQuestions(presentation).every((q) => answerOf(presentation, answers, q) !== null);
}

/** The organiser's text of a question in the reader's language (English when no French is written). */
export function questionText(settings: TSubmitSettings, q: TPermissionQuestion, locale: string): string {
  const key = PERMISSION_TEXT_KEY[q];
  return localized(settings[key], settings[`${key}Fr`], locale);
}

/** The Office online viewer, which shows PowerPoint files a browser cannot (spec 3 §2). */
export const OFFICE_VIEWER = 'https://view.officeapps.live.com/op/view.aspx?src=';

/**
 * spec 3 §2: how an uploaded file opens: PowerPoint in the online viewer (it needs the
 * file's absolute address), anything else at its address; large PowerPoint files and types a
 * browser may not show ask for the large-file confirmation first (and are then downloaded).
 */
export function fileOpening(
  file: Pick<TSubmittedFile, 'name' | 'size' | 'contentType' | 'uri'>,
  origin: string,
): { href: string; confirm: boolean } {
  const absolute = new URL(file.uri, origin).href;
  if (needsLargeFileConfirmation(file)) return { href: absolute, confirm: true };
  if (isPowerPoint(file.contentType, file.name)) {
    return { href: `${OFFICE_VIEWER}${encodeURIComponent(absolute)}`, confirm: false };
  }
  return { href: absolute, confirm: false };
}

/** A file size for people: "1.2 MB". */
export function formatSize(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: digits })} ${units[unit]}`;
}
