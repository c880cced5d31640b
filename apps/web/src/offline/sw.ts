/**
 * Atrium's service worker: what lets the programme open without a connection.
 *
 * - Pages (navigations): from the network, or, after 3 s or without one, the app's page
 *   (index.html, precached with every build, which also makes each build a new worker).
 * - Built code and styles (`/assets/`, hashed, never changing): from this cache once fetched.
 * - The API's GET answers: from the network; each one kept, per person, with the moment it was
 *   fetched (`x-atrium-fetched-at`), and given back when the network fails or takes over 5 s.
 *   The app reads that header to say it shows an offline copy and of when.
 * - Nothing else (files, the hub, the identity provider, writes) goes through a cache.
 * The app deletes the API copies when someone signs out (offline/offline-cache.ts).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  API_CACHE,
  ASSET_CACHE,
  FETCHED_AT_HEADER,
  isCachedApiPath,
  isSharedApiPath,
  NOT_A_PAGE,
  personOfToken,
  type TKeepCopies,
} from './offline-rules.ts';
import './sw-push.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const pages = new NetworkOnly({ networkTimeoutSeconds: 3 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache('/index.html')) ?? Response.error();
      }
    },
    { denylist: [NOT_A_PAGE] },
  ),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

const apiCopies = new NetworkFirst({
  cacheName: API_CACHE,
  networkTimeoutSeconds: 5,
  plugins: [
    {
      // One copy per person: the key names whose token asked (the Cache API ignores headers it is not told to vary on).
      cacheKeyWillBeUsed: async ({ request }) => {
        const url = new URL(request.url);
        if (isSharedApiPath(url.pathname)) return url.href;
        url.searchParams.set('atrium-person', personOfToken(request.headers.get('authorization')));
        return url.href;
      },
      // Only whole answers are kept, stamped with when they were fetched.
      cacheWillUpdate: async ({ response }) => {
        if (response.status !== 200) return null;
        const headers = new Headers(response.headers);
        headers.set(FETCHED_AT_HEADER, new Date().toISOString());
        return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
      },
    },
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && isCachedApiPath(url.pathname),
  apiCopies,
);

/** Fetches one read through the API route's strategy (kept, stamped, per person); its JSON, or null. */
async function keep(event: ExtendableEvent, path: string, authorization: string | null): Promise<unknown> {
  const request = new Request(new URL(path, self.location.origin), {
    headers: authorization ? { authorization } : {},
  });
  if (!isCachedApiPath(new URL(request.url).pathname)) return null;
  try {
    const response = await apiCopies.handle({ event, request });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** The app's `keep-copies` message (offline/warm-offline.ts): what the offline pages read, fetched one after the other. */
async function keepCopies(event: ExtendableEvent, plan: TKeepCopies): Promise<void> {
  const authorization = plan.authorization ?? null;
  for (const url of plan.urls) await keep(event, url, authorization);
  const filters = (await keep(event, plan.days.filters, authorization)) as { dates?: unknown } | null;
  const dates = Array.isArray(filters?.dates) ? filters.dates.filter((d): d is string => typeof d === 'string') : [];
  for (const date of dates) await keep(event, plan.days.day.replace('{date}', encodeURIComponent(date)), authorization);
  if (!plan.details) return;
  const bookmarks = await keep(event, plan.details.bookmarks, authorization);
  const sessions = Array.isArray(bookmarks)
    ? bookmarks
        .filter((b) => b?.entityType === 'SESSION' && Number.isSafeInteger(b?.entityId))
        .slice(0, plan.details.max)
    : [];
  for (const { entityId } of sessions)
    await keep(event, plan.details.session.replace('{id}', String(entityId)), authorization);
}

self.addEventListener('message', (event) => {
  const plan = event.data as TKeepCopies | null;
  if (event.origin && event.origin !== self.location.origin) return;
  if (plan?.type === 'keep-copies' && Array.isArray(plan.urls)) event.waitUntil(keepCopies(event, plan));
});
