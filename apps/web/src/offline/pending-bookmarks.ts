import { useEffect, useSyncExternalStore } from 'react';
import { reportError } from '../api/api-error.ts';
import { getSession } from '../auth/session-store.ts';
import { local } from '../lib/browser-storage.ts';
import { getOfflineState, isOffline, subscribeOffline } from './offline-state.ts';
import { parseQueue, type TPendingBookmark, withChange } from './pending-bookmarks-model.ts';

export type { TPendingBookmark };

const STORAGE_PREFIX = 'atrium.pending-bookmarks.';

/**
 * The bookmark changes waiting for the connection, of the signed-in person in the current event
 * (local storage: they outlive the tab). What sends them (pending-bookmarks-sender.ts) loads
 * only once there is something to send.
 */
export function queueKey(): string | null {
  const { platformId, userId } = getSession();
  return platformId !== null && userId !== null ? `${STORAGE_PREFIX}${platformId}.${userId}` : null;
}

const listeners = new Set<() => void>();
let snapshot: { key: string | null; text: string | null; queue: TPendingBookmark[] } = {
  key: null,
  text: null,
  queue: [],
};

/** The waiting changes (the same array while nothing changed). */
export function pendingBookmarks(): TPendingBookmark[] {
  const key = queueKey();
  const text = key ? local.getItem(key) : null;
  if (key !== snapshot.key || text !== snapshot.text) snapshot = { key, text, queue: parseQueue(text) };
  return snapshot.queue;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Replaces the waiting changes. */
export function storePendingBookmarks(queue: TPendingBookmark[]): void {
  const key = queueKey();
  if (!key) return;
  if (queue.length > 0) local.setItem(key, JSON.stringify(queue));
  else local.removeItem(key);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab's change.
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(STORAGE_PREFIX)) notify();
  });
  // The connection's return, should the sender (which watches the hub too) not have loaded yet.
  window.addEventListener('online', () => sendPendingBookmarks());
  subscribeOffline(() => {
    if (!isOffline(getOfflineState())) sendPendingBookmarks();
  });
}

export function usePendingBookmarks(): TPendingBookmark[] {
  return useSyncExternalStore(subscribe, pendingBookmarks, pendingBookmarks);
}

export function usePendingBookmarkCount(): number {
  return usePendingBookmarks().length;
}

/** Sends the waiting changes (the sender loads now if it has not yet). */
export function sendPendingBookmarks(): void {
  if (pendingBookmarks().length === 0) return;
  import('./pending-bookmarks-sender.ts')
    .then((sender) => sender.sendAllPending())
    .catch((error: unknown) => reportError('pending bookmarks', error));
}

/** Keeps a change to send when the connection returns. */
export function queueBookmarkChange(change: TPendingBookmark): void {
  storePendingBookmarks(withChange(pendingBookmarks(), change));
  sendPendingBookmarks();
}

/** While an event's pages are shown to someone signed in: what waited from an earlier visit is sent. */
export function useSendPendingBookmarks(signedIn: boolean, platformId: number): void {
  useEffect(() => {
    // Each event has its own queue: a change of event (or of person) sends the new one's.
    if (signedIn && platformId > 0) sendPendingBookmarks();
  }, [signedIn, platformId]);
}
