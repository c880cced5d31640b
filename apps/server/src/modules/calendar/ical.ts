/**
 * A small iCalendar (RFC 5545) writer for published calendars of sessions: UTC times,
 * TEXT escaping (§3.3.11), lines folded at 75 octets without splitting a character (§3.1),
 * CRLF line ends. (ical-generator, the well-kept library, needs Node 22; this server runs on 20.)
 */

export interface IcsEvent {
  /** Globally unique and stable: the same session keeps its UID in every file and feed. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  categories?: string[];
  lastModified?: Date;
}

export interface IcsCalendar {
  /** Identifies the product that made the file (§3.7.3). */
  prodId: string;
  /** Shown by calendar apps as the calendar's name (X-WR-CALNAME). */
  name?: string;
  /** When the file was made; every event's DTSTAMP. */
  stamp: Date;
  /** How often subscribers should refresh, in minutes (published feeds). */
  refreshMinutes?: number;
  events: IcsEvent[];
}

/** §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** §3.3.5 form 2: `20260122T093000Z`. */
export function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/**
 * §3.1: a content line longer than 75 octets is split, each continuation line starting with
 * one space; splits fall between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
      // Continuation lines carry a leading space: 74 octets of content.
      limit = 74;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Control characters other than tab are not allowed in values (§3.1); line breaks are escaped before. */
function clean(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '');
}

export function buildCalendar(calendar: IcsCalendar): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  if (calendar.name) lines.push(`X-WR-CALNAME:${escapeText(clean(calendar.name))}`);
  if (calendar.refreshMinutes) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshMinutes}M`);
    lines.push(`X-PUBLISHED-TTL:PT${calendar.refreshMinutes}M`);
  }
  const stamp = formatUtc(calendar.stamp);
  for (const event of calendar.events) {
    lines.push('BEGIN:VEVENT');
    lines.push(`UID:${escapeText(clean(event.uid))}`);
    lines.push(`DTSTAMP:${stamp}`);
    lines.push(`DTSTART:${formatUtc(event.start)}`);
    lines.push(`DTEND:${formatUtc(event.end)}`);
    lines.push(`SUMMARY:${escapeText(clean(event.summary))}`);
    if (event.location) lines.push(`LOCATION:${escapeText(clean(event.location))}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(clean(event.description))}`);
    // URI values are not TEXT: no escaping, but no line breaks either.
    if (event.url) lines.push(`URL:${clean(event.url).replace(/[\r\n]/g, '')}`);
    const categories = (event.categories ?? []).filter((c) => c.trim() !== '');
    if (categories.length) lines.push(`CATEGORIES:${categories.map((c) => escapeText(clean(c))).join(',')}`);
    if (event.lastModified) lines.push(`LAST-MODIFIED:${formatUtc(event.lastModified)}`);
    lines.push('STATUS:CONFIRMED');
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
