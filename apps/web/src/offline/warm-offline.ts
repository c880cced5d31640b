import {
  bookmarksRoutes,
  buildPath,
  buildProgrammeQuery,
  directoryRoutes,
  platformRoutes,
  programmeRoutes,
  type TPlatformSettings,
} from '@atrium/contracts';
import { withQuery } from '../api/http.ts';
import { PAGES } from '../app/pages.ts';
import { getSession } from '../auth/session-store.ts';
import { withStrings } from '../i18n/index.ts';
import { ASSET_CACHE, isCachedApiPath, type TKeepCopies } from './offline-rules.ts';

/** The pages that open offline (with the shell around them, whose code the first load brought). */
const OFFLINE_PAGES = ['programme', 'my-programme', 'all-participants'] as const;
/**
 * Parts those pages load on use that must work offline too: the session dialog, and what sends
 * bookmarks made offline when the connection returns.
 */
const OFFLINE_PARTS = [
  () => import('../features/programme/SessionDialog.tsx'),
  () => import('./pending-bookmarks-sender.ts'),
];
/** At most this many of one's bookmarked sessions get their details kept. */
const MAX_SESSION_DETAILS = 100;

/** Same-origin addresses this page fetched so far. */
function loadedUrls(): URL[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin);
}

/**
 * The code this page loaded before the service worker took it over (a first visit's shell, its
 * language and page): added to the worker's cache, which only sees what is fetched through it.
 */
async function adoptLoadedCode(loaded: URL[]): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  const assets = new Set(loaded.filter((url) => url.pathname.startsWith('/assets/')).map((url) => url.pathname));
  const missing: string[] = [];
  for (const path of assets) if (!(await cache.match(path))) missing.push(path);
  await cache.addAll(missing);
}

/** The offline pages' code and strings, fetched through the worker, which keeps them. */
async function loadOfflineCode(): Promise<void> {
  await Promise.all([
    ...PAGES.filter((page) => (OFFLINE_PAGES as readonly string[]).includes(page.path)).map((page) =>
      page.strings ? withStrings(page.load(), ...page.strings) : page.load(),
    ),
    ...OFFLINE_PARTS.map((load) => load()),
  ]);
}

/** Where a route answers, with its parameters (and `{date}`, `{id}` left for the worker to fill). */
function address(
  path: string,
  params: Record<string, string | number>,
  query?: Record<string, string | number | boolean>,
) {
  // The query as every request writes it (api/http.ts), so the worker's copy is the page's.
  return withQuery(buildPath(path, params), query).replace('%7Bdate%7D', '{date}').replace('%7Bid%7D', '{id}');
}

/**
 * The offline pages' reads, addressed exactly as the pages ask for them (same routes, same
 * queries), for the worker to fetch and keep (offline/sw.ts, `keep-copies`): the reads this page
 * made before the worker took it over (the event's settings, one's profile, the menu…), the
 * programme of all days and, from its filters, of every day, the speakers' first page, the
 * pages' organiser texts, and, from one's bookmarks, one's sessions' details. The worker fetches
 * them itself: nothing competes with the page's own requests.
 */
export function offlinePlan(
  settings: TPlatformSettings,
  signedIn: boolean,
  loaded: URL[],
  speakersQuery: Record<string, string | number | boolean>,
): TKeepCopies {
  const platformId = settings.eventId;
  const adopted = loaded.filter((url) => isCachedApiPath(url.pathname)).map((url) => url.pathname + url.search);
  return {
    type: 'keep-copies',
    urls: [
      ...new Set([
        ...adopted,
        address(programmeRoutes.query.path, { platformId, query: '' }),
        address(directoryRoutes.list.path, { platformId }, speakersQuery),
        address(platformRoutes.programmeHtml.path, { platformId }),
        address(platformRoutes.speakersHtml.path, { platformId }),
      ]),
    ],
    days: {
      filters: address(programmeRoutes.filters.path, { platformId }),
      day: address(programmeRoutes.query.path, { platformId, query: buildProgrammeQuery({ date: '{date}' }) }),
    },
    details: signedIn
      ? {
          bookmarks: address(bookmarksRoutes.list.path, { platformId }),
          session: address(programmeRoutes.session.path, { platformId, sessionId: '{id}' }),
          max: MAX_SESSION_DETAILS,
        }
      : null,
  };
}

/**
 * Once the service worker controls the page: what the offline pages need is fetched through
 * it, one step after the other, so that it never competes with what the person is doing.
 */
export async function warmOfflineCopies(settings: TPlatformSettings, signedIn: boolean): Promise<void> {
  const loaded = loadedUrls();
  await adoptLoadedCode(loaded);
  await loadOfflineCode();
  // The directory's own rule for its first page (its code is loaded by now, with its strings).
  const { directoryListQuery } = await import('../features/directory/directory-model.ts');
  const worker = navigator.serviceWorker.controller;
  const token = getSession().tokens?.accessToken;
  worker?.postMessage({
    ...offlinePlan(settings, signedIn, loaded, directoryListQuery('speakers', '', 1)),
    authorization: signedIn && token ? `Bearer ${token}` : null,
  });
}
