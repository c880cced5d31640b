/**
 * Wall-clock arithmetic in IANA time zones with the built-in Intl API: an event's days,
 * "today" and the times shown follow its time zone; instants are stored as timestamptz.
 */

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string): [number, number, number] {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`"${date}" is not a date (YYYY-MM-DD)`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) {
    throw new Error(`"${date}" is not a valid date`);
  }
  return [y, mo, d];
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `timeZone` at `instant`, as numbers. */
export function wallClock(instant: Date | number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes to add to UTC to get the wall clock of `timeZone` at `instant` (Paris: 60 or 120). */
function offsetMinutes(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The instant at which the wall clock of `timeZone` shows `date` plus `minutes` after midnight. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, mo, d] = parseDate(date);
  const naive = Date.UTC(y, mo - 1, d, 0, minutes);
  const first = offsetMinutes(naive, timeZone);
  let instant = naive - first * 60_000;
  // Near a daylight-saving change the offset at the result may differ from the first guess.
  const second = offsetMinutes(instant, timeZone);
  if (second !== first) instant = naive - second * 60_000;
  return new Date(instant);
}

/** The calendar date (YYYY-MM-DD) of `instant` in `timeZone`. */
export function dateIn(instant: Date | number, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  const [y, mo, d] = parseDate(date);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

export function assertDate(date: string): string {
  parseDate(date);
  return date;
}

/** "Europe/Paris" wall-clock minutes since midnight → "HH:MM". */
export function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
/** Is `timeZone` a zone Intl knows (Europe/Paris, UTC, ...)? */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Minutes after the midnight that starts `date` in `timeZone` (may be negative, or past 1440). */
export function minutesSinceDayStart(instant: Date | number, date: string, timeZone: string): number {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  return Math.round((t - zonedInstant(date, 0, timeZone).getTime()) / 60_000);
}

/** `2026-11-22T09:30:00+01:00`: the instant as the wall clock of `timeZone` with its offset. */
export function isoInZone(instant: Date | number, timeZone: string): string {
  const t = typeof instant === 'number' ? instant : instant.getTime();
  const w = wallClock(t, timeZone);
  const offset = offsetMinutes(t, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const longDates = new Map<string, Intl.DateTimeFormat>();
/** "Sunday 22 November 2026" for a YYYY-MM-DD date. */
export function longDate(date: string): string {
  const [y, mo, d] = parseDate(date);
  let f = longDates.get('en-GB');
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    longDates.set('en-GB', f);
  }
  return f.format(new Date(Date.UTC(y, mo - 1, d))).replace(',', '');
}
