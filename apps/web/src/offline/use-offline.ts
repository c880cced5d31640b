import type { TPlatformSettings } from '@atrium/contracts';
import { useEffect } from 'react';
import { isAuthenticated, useSession } from '../auth/session-store.ts';
import { afterFirstScreen } from '../lib/after-first-screen.ts';
import { API_CACHE } from './offline-rules.ts';

const WARMED_PREFIX = 'atrium.offline.warmed.';

function workerAvailable(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator && window.isSecureContext;
}

/**
 * While an event's pages are shown: after the first screen (it never delays it), the offline
 * programme starts (offline/offline-start.ts, loaded then): the manifest and the service worker
 * on every event page (EventRoot), and with `warm` the offline copies of the person signed in
 * (or of a visitor) on the shell's pages (ShellLayout).
 */
export function useOffline(settings: TPlatformSettings, warm: boolean): void {
  const session = useSession();
  const person = isAuthenticated(session) ? String(session.userId) : null;
  useEffect(() => {
    if (!workerAvailable()) return;
    let cancelled = false;
    afterFirstScreen(() => {
      if (cancelled) return;
      void import('./offline-start.ts').then((m) => m.startOfflineOrReport(settings, person, warm));
    });
    return () => {
      cancelled = true;
    };
  }, [settings, person, warm]);
}

/** Sign-out: the kept answers of the API go (they are one person's), and so do the warm-up marks. */
export function forgetOfflineCopies(): void {
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => undefined);
  for (const key of Object.keys(localStorage)) if (key.startsWith(WARMED_PREFIX)) localStorage.removeItem(key);
}
