/**
 * What the service worker keeps for offline use, and how the app recognises a kept copy. Pure
 * rules shared by the worker (sw.ts) and the app (its tests, the sign-out that deletes copies).
 */

/** Built code and styles, kept once fetched. */
export const ASSET_CACHE = 'atrium-assets';
/** The API's GET answers, per person, each stamped with when it was fetched. */
export const API_CACHE = 'atrium-data';
export { FETCHED_AT_HEADER } from './fetched-at.ts';

/** Addresses that are never the app's pages: the worker leaves their navigations to the network. */
export const NOT_A_PAGE = /^\/(api|connect|\.well-known|files|hub|media|assets)(\/|$)/;

/** An event's API addresses: `/api/platform/{id}/…` and `/api/v2/platform/{id}/…`. */
const EVENT_API = /^\/api\/(?:v2\/)?platform\/[^/]+(?:\/(.*))?$/;

/**
 * The reads the programme, one's programme, a session's details, the speakers and the shell
 * around them make, kept for offline use: the event's settings (by code), its menu, landing and
 * pages, one's profile, rights and bookmarks, the programme and its filters, session and
 * people lists. Reports, logs, questions, conversations, rooms and feeds are not kept: they
 * are live or private beyond what an offline programme needs.
 */
const KEPT = [
  /^$/,
  /^[a-z-]+$/,
  /^custom\/\d+$/,
  /^sponsors\/sda$/,
  /^can\/[A-Za-z]+(\/\d+)?$/,
  /^users\/\d+(\/(profile|programme))?$/,
  /^sessions\/(calendar|filters|homevod|\d+)$/,
  /^programme\/.*$/,
];

/**
 * Reads whose answer is the same for everyone (the event's settings by its code, its manifest),
 * which the app may make before it knows who is signed in: kept once, not per person.
 */
export function isSharedApiPath(pathname: string): boolean {
  const rest = EVENT_API.exec(pathname)?.[1];
  return rest === undefined || rest === 'manifest';
}

/** Whether the worker keeps a copy of this GET address (a path, without its query). */
export function isCachedApiPath(pathname: string): boolean {
  const match = EVENT_API.exec(pathname);
  if (!match) return false;
  const rest = match[1] ?? '';
  return KEPT.some((rule) => rule.test(rest));
}

function decodeSegment(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

/**
 * Whose answer it is: the `sub` of the bearer token that asked (not verified: it only keeps one
 * person's copies apart from another's on a shared device), `visitor` without one.
 */
export function personOfToken(authorization: string | null): string {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return 'visitor';
  try {
    const sub = (JSON.parse(decodeSegment(payload)) as { sub?: unknown }).sub;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : 'visitor';
  } catch {
    return 'visitor';
  }
}

/**
 * The app's message to the worker: the reads to fetch and keep now (`urls`), those of every day
 * of the programme (`day` with `{date}`, for each date of the `filters` answer) and one's
 * sessions' details (`session` with `{id}`, for each session among one's `bookmarks`), asked
 * with `authorization` (null for a visitor).
 */
export type TKeepCopies = {
  type: 'keep-copies';
  urls: string[];
  days: { filters: string; day: string };
  details: { bookmarks: string; session: string; max: number } | null;
  authorization?: string | null;
};
