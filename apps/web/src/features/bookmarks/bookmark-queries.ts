import { bookmarksRoutes, type TBookmark, type TBookmarkEntityType, type TNewBookmark } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isUnanswered } from '../../api/api-error.ts';
import { apiCall } from '../../api/client.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { queueBookmarkChange, usePendingBookmarks } from '../../offline/pending-bookmarks.ts';
import { withPending } from '../../offline/pending-bookmarks-model.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { isBookmarkCreated } from './bookmark-model.ts';

/** Under the user's keys, so that logout removes them. */
export const bookmarkKeys = {
  list: (platformId: number, userId: number) => ['user', platformId, userId, 'bookmarks'] as const,
};

function useBookmarkKey() {
  const session = useSession();
  const { platformId } = usePlatform();
  const signedIn = isAuthenticated(session) && session.userId !== null;
  return { key: bookmarkKeys.list(platformId, session.userId ?? 0), platformId, signedIn };
}

/**
 * GET /bookmarks (200): one's bookmarks in this event; nothing for visitors. Changes made
 * without a connection show at once (offline/pending-bookmarks.ts) until they are sent.
 */
export function useBookmarks() {
  const { key, platformId, signedIn } = useBookmarkKey();
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(bookmarksRoutes.list, { params: { platformId }, signal }),
    enabled: signedIn,
    staleTime: 30_000,
  });
  const pending = usePendingBookmarks();
  const data = useMemo(
    () => (query.data && pending.length > 0 ? withPending(query.data, pending) : query.data),
    [query.data, pending],
  );
  return { ...query, data, signedIn };
}

type TAddedBookmark = TNewBookmark & { entityId: number; entityType: TBookmarkEntityType; title: string };

/**
 * POST /bookmarks: the list changes only on a 201 (spec 1 §4.5), then reloads to get the
 * server's bookmark. Without a connection the change waits and is sent when it returns.
 */
export function useAddBookmark() {
  const { key, platformId } = useBookmarkKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entityId, entityType, title }: TAddedBookmark) =>
      apiCall(bookmarksRoutes.add, { params: { platformId }, body: { entityId, entityType } }).catch((error) => {
        if (!isUnanswered(error)) throw error;
        queueBookmarkChange({ entityType, entityId, want: 'present', title });
        return null;
      }),
    onSuccess: (answer) => {
      if (isBookmarkCreated(answer)) return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * DELETE /bookmarks/{id}: removed from the list only after the 204 (spec 1 §4.5). Without a
 * connection (or for a bookmark added offline, not sent yet) the change waits.
 */
export function useRemoveBookmark() {
  const { key, platformId } = useBookmarkKey();
  const queryClient = useQueryClient();
  const wait = (bookmark: TBookmark) =>
    queueBookmarkChange({
      entityType: bookmark.entityType,
      entityId: bookmark.entityId,
      want: 'absent',
      ...(bookmark.id > 0 ? { id: bookmark.id } : {}),
      title: bookmark.title,
    });
  return useMutation({
    mutationFn: async (bookmark: TBookmark) => {
      if (bookmark.id < 0) return wait(bookmark);
      try {
        await apiCall(bookmarksRoutes.remove, { params: { platformId, id: bookmark.id } });
        queryClient.setQueryData<TBookmark[]>(key, (list) => list?.filter((b) => b.id !== bookmark.id));
      } catch (error) {
        if (!isUnanswered(error)) throw error;
        wait(bookmark);
      }
    },
  });
}
