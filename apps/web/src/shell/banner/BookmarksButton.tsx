import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookmarksList } from '../../features/bookmarks/BookmarksList.tsx';
import type { TBookmark } from '../../features/bookmarks/bookmark-model.ts';

/**
 * spec 1 §2.5, §2.9: the bookmarks dropdown. It renders whatever list it is given; the
 * bookmarks queries (GET/POST/DELETE /bookmarks) come with the bookmarks issue, so the
 * banner passes an empty list for now and the dropdown shows "You have no bookmarks.".
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
  const titleId = useId();
  const label = t('banner.bookmarks');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? true : undefined}
        >
          <BookmarksOutlined />
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 360, maxWidth: '100vw' } } }}
      >
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
          {label}
        </Typography>
        <BookmarksList bookmarks={bookmarks} onRemove={onRemove} onOpen={() => setAnchor(null)} />
      </Popover>
    </>
  );
}
