import {
  bookmarksRoutes,
  buildProgrammeQuery,
  directoryRoutes,
  platformRoutes,
  programmeRoutes,
  type TBookmark,
  type TPlatformSettings,
} from '@atrium/contracts';
import { apiCall } from '../api/client.ts';
import { request } from '../api/http.ts';
import { PAGES } from '../app/pages.ts';
import { directoryListQuery } from '../features/directory/directory-model.ts';
import { withStrings } from '../i18n/index.ts';
import { ASSET_CACHE, isCachedApiPath } from './offline-rules.ts';

/** The pages that open offline (with the shell around them, whose code the first load brought). */
const OFFLINE_PAGES = ['programme', 'my-programme', 'all-participants'] as const;
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
 * What this page loaded before the service worker took it over (a first visit's shell, its
 * language and page, the event's settings, one's profile, the menu): its code is added to the
 * worker's cache, and its kept reads are asked for again through the worker, which only keeps
 * what goes through it.
 */
async function adoptLoaded(): Promise<void> {
  const cache = await caches.open(ASSET_CACHE);
  const loaded = loadedUrls();
  const assets = new Set(loaded.filter((url) => url.pathname.startsWith('/assets/')).map((url) => url.pathname));
  const missing: string[] = [];
  for (const path of assets) if (!(await cache.match(path))) missing.push(path);
  await cache.addAll(missing);
  const reads = new Set(loaded.filter((url) => isCachedApiPath(url.pathname)).map((url) => url.pathname + url.search));
  await Promise.allSettled(
    [...reads].map((url) => request({ method: 'GET', url, handleUnauthorized: false, redirectOnNotFound: false })),
  );
}

/** The offline pages' code and strings, fetched through the worker, which keeps them. */
async function loadOfflineCode(): Promise<void> {
  await Promise.all(
    PAGES.filter((page) => (OFFLINE_PAGES as readonly string[]).includes(page.path)).map((page) =>
      page.strings ? withStrings(page.load(), ...page.strings) : page.load(),
    ),
  );
}

/**
 * The offline pages' reads, asked for exactly as the pages ask (same routes, same queries), so
 * the worker has a copy of each: the programme of every day and of all days, its filters, the
 * speakers' first page, the pages' organiser texts, one's bookmarks and one's sessions' details.
 */
async function loadOfflineData(settings: TPlatformSettings, signedIn: boolean): Promise<void> {
  const platformId = settings.eventId;
  const filters = await apiCall(programmeRoutes.filters, { params: { platformId } });
  const reads: Promise<unknown>[] = [
    ...filters.dates.map((date) =>
      apiCall(programmeRoutes.query, { params: { platformId, query: buildProgrammeQuery({ date }) } }),
    ),
    apiCall(programmeRoutes.query, { params: { platformId, query: '' } }),
    apiCall(directoryRoutes.list, { params: { platformId }, query: directoryListQuery('speakers', '', 1) }),
    apiCall(platformRoutes.programmeHtml, { params: { platformId } }),
    apiCall(platformRoutes.speakersHtml, { params: { platformId } }),
  ];
  if (signedIn) {
    const bookmarks: TBookmark[] = await apiCall(bookmarksRoutes.list, { params: { platformId } });
    const sessions = bookmarks.filter((b) => b.entityType === 'SESSION').slice(0, MAX_SESSION_DETAILS);
    for (const { entityId } of sessions)
      reads.push(
        apiCall(programmeRoutes.session, { params: { platformId, sessionId: entityId }, redirectOnNotFound: false }),
      );
  }
  await Promise.allSettled(reads);
}

/**
 * Once the service worker controls the page: what the offline pages need is fetched through
 * it, one step after the other, so that it never competes with what the person is doing.
 */
export async function warmOfflineCopies(settings: TPlatformSettings, signedIn: boolean): Promise<void> {
  await adoptLoaded();
  await loadOfflineCode();
  await loadOfflineData(settings, signedIn);
}
