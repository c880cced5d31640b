import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import type { TBookmark } from '../../features/bookmarks/bookmark-model.ts';

// The dropdown (and MUI's popover stack) loads on first use.
const BookmarksPopover = lazy(() => import('./BookmarksPopover.tsx'));

/**
 * spec 1 §2.5, §2.9: the bookmarks dropdown. It renders the list it is given
 * (features/bookmarks/BannerBookmarks passes one's bookmarks and the remove call).
 */
export function BookmarksButton({
  bookmarks,
  onRemove,
}: {
  bookmarks: TBookmark[];
  onRemove?: (b: TBookmark) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = t('banner.bookmarks');
  return (
    <>
      <AppIconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
      >
        <BookmarksOutlined />
      </AppIconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <BookmarksPopover anchor={anchor} onClose={() => setAnchor(null)} bookmarks={bookmarks} onRemove={onRemove} />
        </Suspense>
      ) : null}
    </>
  );
}
