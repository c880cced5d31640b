import { useSyncExternalStore } from 'react';

/**
 * Whether the app is showing kept copies instead of the server's answers (the service worker's,
 * offline/sw.ts), and since when those copies are. Every API answer reports here (api/http.ts):
 * a kept copy sets `copyOf` to the oldest fetch time shown since the last live answer; a live
 * answer clears it, and so it does `unreachable`, which a request without any answer sets.
 * `browserOffline` follows the browser's own online/offline events.
 */
export type TOfflineState = { copyOf: number | null; browserOffline: boolean; unreachable: boolean };

let state: TOfflineState = {
  copyOf: null,
  unreachable: false,
  browserOffline: typeof navigator !== 'undefined' && navigator.onLine === false,
};
const listeners = new Set<() => void>();

function set(next: TOfflineState): void {
  if (
    next.copyOf === state.copyOf &&
    next.browserOffline === state.browserOffline &&
    next.unreachable === state.unreachable
  )
    return;
  state = next;
  for (const listener of listeners) listener();
}

/** An answer arrived: `fetchedAt` is its kept copy's fetch time, null for a live answer. */
export function noteAnswer(fetchedAt: number | null): void {
  if (fetchedAt === null) set({ ...state, copyOf: null, unreachable: false });
  else set({ ...state, copyOf: state.copyOf === null ? fetchedAt : Math.min(state.copyOf, fetchedAt) });
}

/** A request got no answer at all: the server is out of reach (whatever the browser thinks of its network). */
export function noteUnreachable(): void {
  set({ ...state, unreachable: true });
}

export function getOfflineState(): TOfflineState {
  return state;
}

export function subscribeOffline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ ...state, browserOffline: false }));
  window.addEventListener('offline', () => set({ ...state, browserOffline: true }));
}

export function useOfflineState(): TOfflineState {
  return useSyncExternalStore(subscribeOffline, getOfflineState, getOfflineState);
}

/** Whether the page should say that live parts need a connection. */
export function isOffline(value: TOfflineState): boolean {
  return value.browserOffline || value.unreachable || value.copyOf !== null;
}
