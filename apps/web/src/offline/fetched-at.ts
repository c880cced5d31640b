/**
 * The stamp the service worker puts on each API answer it keeps: when the answer came from the
 * server (ISO 8601). Only kept copies carry it, so the app (api/http.ts) knows a copy from a
 * live answer. A module of its own: the first load needs this and none of the worker's rules.
 */
export const FETCHED_AT_HEADER = 'x-atrium-fetched-at';

/** When a kept copy was fetched, or null for an answer that came from the server now. */
export function fetchedAtOf(headers: Headers): number | null {
  const value = headers.get(FETCHED_AT_HEADER);
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}
