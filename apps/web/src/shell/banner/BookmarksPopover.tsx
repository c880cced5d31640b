import Popover from '@mui/material/Popover';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from '../../components/Text.tsx';
import { BookmarksList } from '../../features/bookmarks/BookmarksList.tsx';
import type { TBookmark } from '../../features/bookmarks/bookmark-model.ts';

type TBookmarksPopoverProps = {
  anchor: HTMLElement;
  onClose: () => void;
  bookmarks: TBookmark[];
  onRemove?: (bookmark: TBookmark) => void;
};

/** The open bookmarks dropdown of the banner (spec 1 §2.9). */
export default function BookmarksPopover({ anchor, onClose, bookmarks, onRemove }: TBookmarksPopoverProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360, maxWidth: '100vw' } } }}
    >
      <Text id={titleId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
        {t('banner.bookmarks')}
      </Text>
      <BookmarksList bookmarks={bookmarks} onRemove={onRemove} onOpen={onClose} />
    </Popover>
  );
}
