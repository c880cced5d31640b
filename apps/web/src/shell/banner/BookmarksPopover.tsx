import { useTranslation } from 'react-i18next';
import { BookmarksList } from '../../features/bookmarks/BookmarksList.tsx';
import type { TBookmark } from '../../features/bookmarks/bookmark-model.ts';
import { BannerDropdown } from './BannerDropdown.tsx';

type TBookmarksPopoverProps = {
  anchor: HTMLElement;
  onClose: () => void;
  bookmarks: TBookmark[];
  onRemove?: (bookmark: TBookmark) => void;
};

/** The open bookmarks dropdown of the banner (spec 1 §2.9). */
export default function BookmarksPopover({ anchor, onClose, bookmarks, onRemove }: TBookmarksPopoverProps) {
  const { t } = useTranslation();
  return (
    <BannerDropdown anchor={anchor} onClose={onClose} title={t('banner.bookmarks')}>
      <BookmarksList bookmarks={bookmarks} onRemove={onRemove} onOpen={onClose} />
    </BannerDropdown>
  );
}
