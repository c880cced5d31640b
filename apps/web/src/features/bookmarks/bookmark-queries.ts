import { bookmarksRoutes, type TBookmark, type TNewBookmark } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../api/client.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
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

/** GET /bookmarks (200): one's bookmarks in this event; nothing for visitors. */
export function useBookmarks() {
  const { key, platformId, signedIn } = useBookmarkKey();
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(bookmarksRoutes.list, { params: { platformId }, signal }),
    enabled: signedIn,
    staleTime: 30_000,
  });
  return { ...query, signedIn };
}

/** POST /bookmarks: the list changes only on a 201 (spec 1 §4.5), then reloads to get the server's bookmark. */
export function useAddBookmark() {
  const { key, platformId } = useBookmarkKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmark: TNewBookmark) => apiCall(bookmarksRoutes.add, { params: { platformId }, body: bookmark }),
    onSuccess: (answer) => {
      if (isBookmarkCreated(answer)) return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** DELETE /bookmarks/{id}: removed from the list only after the 204 (spec 1 §4.5). */
export function useRemoveBookmark() {
  const { key, platformId } = useBookmarkKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookmark: TBookmark) =>
      apiCall(bookmarksRoutes.remove, { params: { platformId, id: bookmark.id } }).then(() => bookmark),
    onSuccess: (removed) =>
      queryClient.setQueryData<TBookmark[]>(key, (list) => list?.filter((b) => b.id !== removed.id)),
  });
}
