import type { TPlatformSettings } from '@atrium/contracts';
import { useEffect } from 'react';
import { reportError } from '../api/api-error.ts';
import { isAuthenticated, useSession } from '../auth/session-store.ts';
import { afterFirstScreen } from '../lib/after-first-screen.ts';
import { API_CACHE } from './offline-rules.ts';

/** How often one event's offline copies are fetched again in full (pages refresh what they show anyway). */
const WARM_EVERY_MS = 6 * 3600_000;
const warmedKey = (eventId: number, person: string) => `atrium.offline.warmed.${eventId}.${person}`;

function workerAvailable(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext;
}

/** Registers the service worker (offline/sw.ts) once the first screen is shown: it never delays it. */
export function registerOfflineWorker(): void {
  if (!workerAvailable()) return;
  afterFirstScreen(() => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error) => reportError('service worker', error));
  });
}

/** Resolves once a service worker controls this page (at once on a later visit). */
function whenControlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
}

/**
 * While an event's pages are shown: once the worker controls the page (and at most every six
 * hours per person and event), what the offline pages need is fetched through it
 * (offline/warm-offline.ts, loaded then). Visitors get it for an open event only: a closed
 * event's programme is for those signed in.
 */
export function useOfflineWarmUp(settings: TPlatformSettings): void {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const person = signedIn ? String(session.userId) : 'visitor';
  const eligible = signedIn || settings.open;
  useEffect(() => {
    if (!workerAvailable() || !eligible) return;
    let cancelled = false;
    afterFirstScreen(() => {
      void whenControlled()
        .then(() => {
          const key = warmedKey(settings.eventId, person);
          const last = Number(localStorage.getItem(key) ?? 0);
          if (cancelled || Date.now() - last < WARM_EVERY_MS) return;
          localStorage.setItem(key, String(Date.now()));
          return import('./warm-offline.ts').then((m) => m.warmOfflineCopies(settings, signedIn));
        })
        .catch((error) => reportError('offline copies', error));
    });
    return () => {
      cancelled = true;
    };
  }, [settings, person, signedIn, eligible]);
}

/** Sign-out: the kept answers of the API go (they are one person's), and so do the warm-up marks. */
export function forgetOfflineCopies(): void {
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => undefined);
  for (const key of Object.keys(localStorage))
    if (key.startsWith('atrium.offline.warmed.')) localStorage.removeItem(key);
}
