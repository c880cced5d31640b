import type { ADMIN_SESSION_PAGE_SIZES, TAdminSessionListQuery } from '@atrium/contracts';
import { datePartsOf } from '../../lib/date-parts.ts';

/*
 * The pure rules of the admin session list (spec 3 §2 "Admin session list", §9): its query
 * (filters and page), its page sizes and the way it writes times.
 */

/** spec 3 §9: 100 rows a page, with 100, 200, 500 and all. */
export type TPageSize = (typeof ADMIN_SESSION_PAGE_SIZES)[number];

/** The list's filters (date "YYYY-MM-DD", room id, search) and page (from 0, as the table counts). */
export type TListState = { date: string; roomId: string; search: string; page: number; pageSize: TPageSize };
export const INITIAL_LIST_STATE: TListState = { date: '', roomId: '', search: '', page: 0, pageSize: '100' };

/** The query of GET …/programme/sessions for a state (pages from 1 there). */
export function listQuery(state: TListState): TAdminSessionListQuery {
  const search = state.search.trim();
  return {
    ...(state.date ? { date: state.date } : {}),
    ...(state.roomId ? { roomId: Number(state.roomId) } : {}),
    ...(search ? { search } : {}),
    page: state.page + 1,
    pageSize: state.pageSize,
  };
}

/** The last page (from 0) of a list of `total` rows; 0 when all are shown on one. */
export function lastPage(total: number, size: TPageSize): number {
  return size === 'all' ? 0 : Math.max(0, Math.ceil(total / Number(size)) - 1);
}

/** MUI's table pagination counts "all" as -1. */
const ALL_ROWS = -1;
export const rowsPerPage = (size: TPageSize) => (size === 'all' ? ALL_ROWS : Number(size));
export const pageSizeOf = (rows: number): TPageSize => (rows === ALL_ROWS ? 'all' : (String(rows) as TPageSize));

/** spec 3 §9: "ddd DD MMM HH:mm" for a start, "HH:mm" for the end: "Tue 05 May 09:00 – 10:30". */
export function formatSlot(start: string | null, end: string | null, locale: string, timeZone?: string): string {
  if (!start) return '';
  const from = datePartsOf(start, locale, timeZone);
  const text = `${from.weekday} ${from.day} ${from.month} ${from.time}`;
  return end ? `${text} – ${datePartsOf(end, locale, timeZone).time}` : text;
}

/** "HH:mm – HH:mm" of a presentation on the event's clock. */
export function formatTimes(start: string | null, end: string | null, timeZone?: string): string {
  return [start, end]
    .filter((iso): iso is string => iso !== null)
    .map((iso) => datePartsOf(iso, 'en', timeZone).time)
    .join(' – ');
}
