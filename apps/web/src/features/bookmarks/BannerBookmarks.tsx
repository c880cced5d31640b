import { BookmarksButton } from '../../shell/banner/BookmarksButton.tsx';
import { useBookmarks, useRemoveBookmark } from './bookmark-queries.ts';

/** spec 1 §2.9: the banner's bookmarks dropdown with one's bookmarks, remove on the server's 204. */
export function BannerBookmarks() {
  const { data = [] } = useBookmarks();
  const remove = useRemoveBookmark();
  return <BookmarksButton bookmarks={data} onRemove={(bookmark) => remove.mutate(bookmark)} />;
}
