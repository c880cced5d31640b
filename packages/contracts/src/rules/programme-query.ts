import type { TProgrammeFilter } from '../programme.ts';

/** A URL query as a map of key → values (a repeated key keeps every value, in order). */
export type TQueryMap = Record<string, string[]>;

/**
 * The last segment of `programme/{query}`: a session id when it is digits only (the session
 * detail), else a query string (with or without a leading `?`, empty for no filter).
 */
export function classifyProgrammeSegment(segment: string): { sessionId: number } | { query: TQueryMap } {
  const value = segment.trim();
  if (/^\d{1,10}$/.test(value)) return { sessionId: Number(value) };
  return { query: parseQueryString(value) };
}

/** `date=2026-11-22&room=3&room=4` (or `?date=...`) → { date: ['2026-11-22'], room: ['3', '4'] }. */
export function parseQueryString(text: string): TQueryMap {
  const map: TQueryMap = {};
  const body = text.startsWith('?') ? text.slice(1) : text;
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = decodeComponent(eq < 0 ? pair : pair.slice(0, eq));
    const value = eq < 0 ? '' : decodeComponent(pair.slice(eq + 1));
    if (!key) continue;
    map[key] = [...(map[key] ?? []), value];
  }
  return map;
}

/** Form decoding: `+` is a space; a broken escape stays as written. */
function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Merges query maps; a key present in a later map replaces the earlier values. */
export function mergeQueryMaps(...maps: TQueryMap[]): TQueryMap {
  return Object.assign({}, ...maps);
}

/** Any query object (Fastify's `req.query`, a router's) → a query map. */
export function toQueryMap(query: Record<string, unknown> | undefined | null): TQueryMap {
  const map: TQueryMap = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    map[key] = (Array.isArray(value) ? value : [value]).map(String);
  }
  return map;
}

/**
 * The programme filter → the query string of `programme/{query}` and of the page URL
 * (`date=2026-11-22&room=3&theme=Cardiology`), keys in a fixed order, empty values left out.
 * Pass it through `encodeURIComponent` (buildPath does) to make the path segment.
 */
export function buildProgrammeQuery(filter: Partial<TProgrammeFilter>): string {
  const pairs: [string, string][] = [];
  if (filter.date) pairs.push(['date', filter.date]);
  for (const room of filter.room ?? []) pairs.push(['room', String(room)]);
  for (const theme of filter.theme ?? []) pairs.push(['theme', theme]);
  for (const type of filter.type ?? []) pairs.push(['type', type]);
  if (filter.time) pairs.push(['time', filter.time]);
  if (filter.mode && filter.mode !== 'hide') pairs.push(['mode', filter.mode]);
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/** `HH:MM` → minutes after midnight. */
export function clockMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * The time filter → a range of wall-clock minutes after midnight: `HH:MM` is the instant
 * (sessions running then), `HH:MM-HH:MM` a range (sessions overlapping it).
 */
export function timeFilterRange(time: string): { from: number; to: number } {
  const [from, to] = time.split('-');
  const start = clockMinutes(from ?? '00:00');
  if (to === undefined) return { from: start, to: start };
  const end = clockMinutes(to);
  // 22:00-02:00 runs past midnight.
  return { from: start, to: end < start ? end + 1440 : end };
}

/**
 * Does a session running from `start` to `end` (minutes after the midnight of its programme
 * day; past midnight counts on, 25:00 is 01:00 the next morning) match the time filter?
 * A filter time also matches the same wall-clock time after midnight (01:00 finds 25:00).
 */
export function matchesTimeFilter(start: number, end: number, time: string): boolean {
  const { from, to } = timeFilterRange(time);
  for (const shift of [0, 1440]) {
    const f = from + shift;
    const t = to + shift;
    if (f === t ? start <= f && f < end : start < t && f < end) return true;
  }
  return false;
}
