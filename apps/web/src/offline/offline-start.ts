import { platformRoutes, type TPlatformSettings } from '@atrium/contracts';
import { reportError } from '../api/api-error.ts';

/** How often one event's offline copies are fetched again in full (pages refresh what they show anyway). */
const WARM_EVERY_MS = 6 * 3600_000;
const WARMED_PREFIX = 'atrium.offline.warmed.';

/**
 * The event's web app manifest (the server's, per event: title, colour, icons) named in the
 * page's head, so that the browser offers to install the event's pages as an app.
 */
function nameManifest(eventId: number): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  link.href = platformRoutes.manifest.path.replace(':platformId', String(eventId));
}

let registered: Promise<ServiceWorkerRegistration> | undefined;

/** Resolves once a service worker controls this page (at once on a later visit). */
function whenControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * After an event page's first screen (offline/use-offline.ts loads this then): the manifest is
 * named, the service worker (offline/sw.ts) registered, and once it controls the page (at most
 * every six hours per person and event) what the offline pages need is fetched through it
 * (offline/warm-offline.ts).
 */
async function startOffline(settings: TPlatformSettings, person: string | null, warm: boolean): Promise<void> {
  nameManifest(settings.eventId);
  // Once per page: the event root and the shell both start the offline programme.
  registered ??= navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    registered = undefined;
    throw error;
  });
  await registered;
  if (!warm) return;
  // Visitors get the copies for an open event only: a closed event's programme is for those signed in.
  if (person === null && !settings.open) return;
  await whenControlled();
  const key = `${WARMED_PREFIX}${settings.eventId}.${person ?? 'visitor'}`;
  const last = Number(localStorage.getItem(key) ?? 0);
  if (Date.now() - last < WARM_EVERY_MS) return;
  localStorage.setItem(key, String(Date.now()));
  const { warmOfflineCopies } = await import('./warm-offline.ts');
  await warmOfflineCopies(settings, person !== null);
}

/** `warm`: fetch the offline copies too (the shell's pages; not the sign-in pages, whose visitor is about to change). */
export function startOfflineOrReport(settings: TPlatformSettings, person: string | null, warm: boolean): void {
  startOffline(settings, person, warm).catch((error: unknown) => reportError('offline copies', error));
}
