import { bookmarksRoutes } from '@atrium/contracts';
import { ApiError, isUnanswered, reportError } from '../api/api-error.ts';
import { apiCall } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { getSession, isAuthenticated } from '../auth/session-store.ts';
import { getConnectionState, subscribeConnectionState } from '../realtime/connection.ts';
import { pendingBookmarks, queueKey, storePendingBookmarks, type TPendingBookmark } from './pending-bookmarks.ts';

/** How long a queue waits before it is tried again when the connection seemed back but was not. */
const RETRY_MS = 30_000;

let retry: ReturnType<typeof setTimeout> | null = null;
function retryLater(): void {
  if (retry !== null) return;
  retry = setTimeout(() => {
    retry = null;
    void sendAllPending();
  }, RETRY_MS);
}

/** Sends one change; an answer that refuses it (the entity is gone) ends it too. */
async function send(platformId: number, change: TPendingBookmark): Promise<void> {
  if (change.want === 'present') {
    await apiCall(bookmarksRoutes.add, {
      params: { platformId },
      body: { entityId: change.entityId, entityType: change.entityType },
    });
    return;
  }
  let id = change.id;
  if (id === undefined) {
    // Added, then removed, offline: the add may have reached the server before its answer was lost.
    const list = await apiCall(bookmarksRoutes.list, { params: { platformId } });
    id = list.find((b) => b.entityType === change.entityType && b.entityId === change.entityId)?.id;
    if (id === undefined) return;
  }
  await apiCall(bookmarksRoutes.remove, { params: { platformId, id }, redirectOnNotFound: false }).catch(
    (error: unknown) => {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    },
  );
}

async function sendInOrder(): Promise<void> {
  const { platformId } = getSession();
  if (platformId === null || !isAuthenticated()) return;
  for (const change of pendingBookmarks()) {
    try {
      await send(platformId, change);
    } catch (error) {
      if (isUnanswered(error)) {
        retryLater();
        return;
      }
      reportError('pending bookmark', error);
    }
    // Done (or refused for good): gone from the queue, unless it was changed again meanwhile.
    const sent = JSON.stringify(change);
    storePendingBookmarks(pendingBookmarks().filter((p) => JSON.stringify(p) !== sent));
  }
  await queryClient.invalidateQueries({
    predicate: ({ queryKey: [first, id, , fourth] }) => first === 'user' && id === platformId && fourth === 'bookmarks',
  });
}

let sending: Promise<void> | null = null;

/**
 * Sends the waiting changes in order, one at a time; tabs of one browser take turns (Web Locks),
 * so that two tabs coming back online do not both send the same change.
 */
export function sendAllPending(): Promise<void> {
  if (pendingBookmarks().length === 0) return Promise.resolve();
  if (sending) return sending;
  const key = queueKey() ?? 'atrium.pending-bookmarks';
  const run = (): Promise<void> =>
    navigator.locks ? navigator.locks.request(key, () => sendInOrder()).then(() => undefined) : sendInOrder();
  sending = run()
    .catch((error: unknown) => reportError('pending bookmarks', error))
    .finally(() => {
      sending = null;
    });
  return sending;
}

/**
 * The connection's return, however it shows: the hub connects again (pending-bookmarks.ts also
 * watches for an API answer from the server and the browser's word that it is online, which it
 * may give on a network that reaches nothing, and may not give when a network comes back).
 */
subscribeConnectionState(() => {
  if (getConnectionState() === 'connected') void sendAllPending();
});
