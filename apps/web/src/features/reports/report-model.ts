import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** spec 2 §10: report times are shown in the event's time zone, Europe/Paris unless it says otherwise. */
export const DEFAULT_REPORT_TIME_ZONE = 'Europe/Paris';

/** spec 2 §10: the summary chart's default bucket, and the buckets a viewer may choose (minutes). */
export const DEFAULT_PERIOD = 1440;
export const PERIODS = [60, 360, 1440] as const;

/** Rows shown per page of a report table (a large event has thousands of people). */
export const REPORT_PAGE_SIZE = 100;

/**
 * A report time as DD/MM/YY HH:mm in the report's time zone; '' for no time. spec 2 §10 shows a
 * time alone for today and a date alone for other days, which made one column mix "09:05:09"
 * and "24/11/26" and hid the hour of every earlier day: every time carries both here (see
 * ARCHITECTURE.md, "Reports").
 */
export function formatReportTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const time = dayjs(iso);
  if (!time.isValid()) return '';
  return time.tz(timeZone).format('DD/MM/YY HH:mm');
}

/** A bucket of the summary chart: its date, and its hour when buckets are shorter than a day. */
export function formatSliceTime(iso: string, timeZone: string, period: number): string {
  const local = dayjs(iso).tz(timeZone);
  return local.format(period < 1440 ? 'DD/MM/YY HH:mm' : 'DD/MM/YY');
}

/** A time spent as hours and minutes ("2 h 05 min", "12 min"); under a minute counts as 0 min. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export type TSortDirection = 'asc' | 'desc';
export type TSortValue = string | number | null;

/**
 * Rows ordered by one column's value: numbers by size, text alphabetically in the reader's
 * language (case and accents aside); rows without a value go last either way. Stable: equal
 * rows keep the server's order.
 */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => TSortValue,
  direction: TSortDirection,
  locale = 'en',
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || a.key === '') return b.key === null || b.key === '' ? a.index - b.index : 1;
      if (b.key === null || b.key === '') return -1;
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : collator.compare(String(a.key), String(b.key));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

const normalise = (text: string) => text.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').trim();

/** The rows whose text (any of `fields`) contains the search, case- and accent-insensitively. */
export function searchRows<T>(rows: readonly T[], search: string, fields: (row: T) => readonly string[]): T[] {
  const needle = normalise(search);
  if (needle === '') return [...rows];
  return rows.filter((row) => fields(row).some((field) => normalise(field).includes(needle)));
}

/** The rows of one page of `size` rows. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): T[] {
  return rows.slice(page * size, page * size + size);
}

/**
 * The file name of a download from its Content-Disposition header: the RFC 5987 form
 * (`filename*=UTF-8''…`) first, then the plain one; null when there is none. Path parts are
 * dropped, as a browser does.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
    name = plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2] ?? null) : null;
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}
