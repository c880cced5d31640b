import { matchesTimeFilter, type TCalendarSession } from '@atrium/contracts';

/** spec 2 §9: the calendar runs in 15-minute intervals. */
export const CALENDAR_INTERVAL_MINUTES = 15;
/** spec 2 §9: a session of 20 minutes or more shows its time and label. */
export const TIME_AND_LABEL_MIN_MINUTES = 20;
/** spec 2 §9: the mobile no-content alert lasts 3 s. */
export const NO_CONTENT_ALERT_MS = 3000;
/** spec 2 §9: infinite-scroll page size. */
export const LIST_PAGE_SIZE = 25;

export type TProgrammeView = 'list' | 'calendar';

/** The programme filter as the page keeps it; the URL query is its only store (spec 2 §4). */
export type TFilterState = {
  date?: string;
  room: number[];
  theme: string[];
  type: string[];
  time?: string;
  view?: TProgrammeView;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(-(([01]\d|2[0-3]):[0-5]\d|24:00))?$/;

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** URL query → filter state; bad values are dropped (a hand-edited URL never breaks the page). */
export function filterFromSearch(search: URLSearchParams): TFilterState {
  const date = search.get('date') ?? '';
  const time = search.get('time') ?? '';
  const view = search.get('view');
  const page = Number(search.get('page'));
  return {
    date: DAY.test(date) ? date : undefined,
    room: unique(
      search
        .getAll('room')
        .flatMap((v) => v.split(','))
        .map((v) => Number(v.trim()))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
    theme: unique(search.getAll('theme').filter(Boolean)),
    type: unique(search.getAll('type').filter(Boolean)),
    time: TIME.test(time) ? time : undefined,
    view: view === 'list' || view === 'calendar' ? view : undefined,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** Filter state → URL query, keys in a fixed order; page 1 and empty values are left out. */
export function searchFromFilter(filter: TFilterState): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.view) search.set('view', filter.view);
  if (filter.date) search.set('date', filter.date);
  for (const room of filter.room) search.append('room', String(room));
  for (const theme of filter.theme) search.append('theme', theme);
  for (const type of filter.type) search.append('type', type);
  if (filter.time) search.set('time', filter.time);
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}

export type TFilterChange = Partial<Pick<TFilterState, 'date' | 'room' | 'theme' | 'type' | 'time'>>;

/** spec 2 §4: changing a filter (or the date) resets the page to 1. */
export function changeFilter(filter: TFilterState, change: TFilterChange): TFilterState {
  return { ...filter, ...change, page: 1 };
}

/** Adds or removes one value of a multi-valued filter. */
export function toggleValue<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** Are any of room, theme, type or time set? */
export function hasActiveFilter(filter: TFilterState): boolean {
  return filter.room.length > 0 || filter.theme.length > 0 || filter.type.length > 0 || Boolean(filter.time);
}

/** spec 2 §2.1: the date shown is the URL's when it is a programme day, else today if present, else the first date. */
export function chooseDate(dates: string[], today: string | null, requested?: string): string | undefined {
  if (requested && dates.includes(requested)) return requested;
  if (today && dates.includes(today)) return today;
  return dates[0];
}

/** My programme's days: those of the bookmarked sessions, in order (spec 2 §2.1 user-programme mode). */
export function daysOf(sessions: readonly { date: string }[]): string[] {
  return [...new Set(sessions.map((session) => session.date))].sort();
}

/** Today (YYYY-MM-DD) in the event's time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * Wall-clock minutes of an ISO time with the event's offset (`2026-11-22T09:30:00+01:00`),
 * counted from the midnight of the programme day `day` (01:00 the next morning is 25:00).
 */
export function minutesOfDay(iso: string, day: string): number {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!m) return 0;
  const days = Math.round((Date.parse(`${m[1]}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  return days * 1440 + Number(m[2]) * 60 + Number(m[3]);
}

/** `HH:MM` of an ISO time with the event's offset: the event's wall clock. */
export function clockTime(iso: string): string {
  return /T(\d{2}:\d{2})/.exec(iso)?.[1] ?? '';
}

/** Minutes between two ISO times. */
export function durationMinutes(start: string, end: string): number {
  return Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 60_000));
}

/** spec 2 §2.1: a new-calendar entry shows time and label when the session lasts 20 minutes or more. */
export function showsTimeAndLabel(minutes: number): boolean {
  return minutes >= TIME_AND_LABEL_MIN_MINUTES;
}

/** spec 2 §2.1: the maximum line count of a new-calendar entry is its minutes / 10, rounded down (at least 1). */
export function entryLineCount(minutes: number): number {
  return Math.max(1, Math.floor(minutes / 10));
}

export type TGridItem = { session: TCalendarSession; column: number; row: number; rowSpan: number };
export type TCalendarGrid = {
  /** Room names in column order (roomOrder, then name). */
  rooms: string[];
  /** First and last minute of the grid (whole intervals). */
  startMinute: number;
  endMinute: number;
  /** Number of interval rows. */
  rowCount: number;
  items: TGridItem[];
};

const roundTo = (minutes: number, step: number) => Math.round(minutes / step) * step;

/**
 * spec 2 §2.1, §9: places one day's sessions on a CSS grid: rooms are columns ordered by
 * roomOrder, rows are 15-minute intervals (times rounded to the nearest interval), rows
 * 1-based and after the header row is left to the caller.
 */
/**
 * Where the "now" line crosses today's grid: the 1-based interval row (before the header row is
 * added) and how far down that row (0–1); null when now is outside the grid's hours.
 */
export function nowLinePlace(
  nowMinute: number | null,
  grid: { startMinute: number; endMinute: number },
  interval: number = CALENDAR_INTERVAL_MINUTES,
): { row: number; offset: number } | null {
  if (nowMinute === null || nowMinute < grid.startMinute || nowMinute >= grid.endMinute) return null;
  const since = nowMinute - grid.startMinute;
  return { row: Math.floor(since / interval) + 1, offset: (since % interval) / interval };
}

/**
 * Where today's calendar opens, in interval rows from the grid's top (the row then sits right
 * under the room header): at the start of the earliest session running now, so that the
 * running sessions' titles are in view rather than scrolled up under the header, or two rows
 * before now when nothing running started earlier; but never so far up that the now line falls
 * out of the `visibleRows` the scroll area shows (two rows kept below it). Null when now is
 * outside the grid's hours.
 */
export function nowScrollRow(
  nowMinute: number | null,
  grid: Pick<TCalendarGrid, 'startMinute' | 'endMinute' | 'items'>,
  visibleRows: number,
  interval: number = CALENDAR_INTERVAL_MINUTES,
): number | null {
  if (nowMinute === null || nowMinute <= grid.startMinute || nowMinute >= grid.endMinute) return null;
  const nowRow = (nowMinute - grid.startMinute) / interval;
  let row = nowRow - 2;
  for (const item of grid.items) {
    const start = item.row - 1;
    if (start <= nowRow && nowRow < start + item.rowSpan) row = Math.min(row, start);
  }
  const lowest = nowRow - Math.max(2, visibleRows - 2);
  return Math.max(0, Math.floor(Math.max(row, lowest)));
}

export function placeSessions(
  sessions: TCalendarSession[],
  day: string,
  interval: number = CALENDAR_INTERVAL_MINUTES,
): TCalendarGrid {
  const order = new Map<string, number>();
  for (const s of sessions) {
    const known = order.get(s.category);
    if (known === undefined || s.roomOrder < known) order.set(s.category, s.roomOrder);
  }
  const rooms = [...order.keys()].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0) || a.localeCompare(b));
  if (sessions.length === 0) return { rooms, startMinute: 0, endMinute: 0, rowCount: 0, items: [] };
  const spans = sessions.map((session) => {
    const start = roundTo(minutesOfDay(session.start, day), interval);
    const end = Math.max(start + interval, roundTo(minutesOfDay(session.end, day), interval));
    return { session, start, end };
  });
  const startMinute = Math.floor(Math.min(...spans.map((s) => s.start)) / 60) * 60;
  const endMinute = Math.ceil(Math.max(...spans.map((s) => s.end)) / 60) * 60;
  const items = spans.map(({ session, start, end }) => ({
    session,
    column: rooms.indexOf(session.category) + 1,
    row: (start - startMinute) / interval + 1,
    rowSpan: (end - start) / interval,
  }));
  return { rooms, startMinute, endMinute, rowCount: (endMinute - startMinute) / interval, items };
}

/** `HH:MM` for minutes after midnight (25:00 shows as 01:00). */
export function formatMinutes(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Hour slots for the time filter: `08:00-09:00`, … covering the programme's hours. */
export function hourSlots(fromHour = 7, toHour = 22): string[] {
  const slots: string[] = [];
  for (let h = fromHour; h < toHour; h += 1) slots.push(`${formatMinutes(h * 60)}-${formatMinutes((h + 1) * 60)}`);
  return slots;
}

export type TSessionTarget = { kind: 'external'; href: string } | { kind: 'internal'; path: string } | { kind: 'none' };

/**
 * spec 2 §2.1, §5: clicking a session with content opens its external link when it has one
 * (http/https in a new tab, anything else an internal path), else the session route.
 * A session without content goes nowhere (the no-content message).
 */
export function sessionTarget(
  session: Pick<TCalendarSession, 'id' | 'hasContent' | 'externalContentUri'>,
  eventCode: string,
): TSessionTarget {
  if (!session.hasContent) return { kind: 'none' };
  const link = session.externalContentUri.trim();
  if (link) {
    if (/^https?:/i.test(link)) return { kind: 'external', href: link };
    const trimmed = link.replace(/^\/+/, '');
    const [first, ...rest] = trimmed.split('/');
    const path = first?.toUpperCase() === eventCode.toUpperCase() ? rest.join('/') : trimmed;
    return { kind: 'internal', path: `/${eventCode}/${path}` };
  }
  return { kind: 'internal', path: `/${eventCode}/session/${session.id}` };
}

/** spec 2 §2.1: a speaker links to the speakers page only with the module on, an id and no name override. */
export function speakerLink(
  presentation: { speakerId: number | null; speakerNameOverride: string },
  eventCode: string,
  speakersModule: boolean,
): string | null {
  if (!speakersModule || presentation.speakerId === null || presentation.speakerNameOverride.trim()) return null;
  return `/${eventCode}/speakers?id=${presentation.speakerId}&speaker=true`;
}

/** spec 2 §2.1: the override name wins. */
export function speakerDisplayName(presentation: { speakerName: string; speakerNameOverride: string }): string {
  return presentation.speakerNameOverride.trim() || presentation.speakerName;
}

/**
 * spec 2 §4: does a session match the room, theme, type and time filters? (The date is
 * chosen by the query; non-matching sessions are hidden in the list and dimmed in calendars.)
 */
export function matchesFilter(session: TCalendarSession, filter: TFilterState): boolean {
  if (filter.room.length && (session.roomId === null || !filter.room.includes(session.roomId))) return false;
  if (filter.theme.length && !filter.theme.includes(session.theme)) return false;
  if (filter.type.length && !filter.type.includes(session.type)) return false;
  if (filter.time) {
    const start = minutesOfDay(session.start, session.date);
    const end = minutesOfDay(session.end, session.date);
    if (!matchesTimeFilter(start, end, filter.time)) return false;
  }
  return true;
}
