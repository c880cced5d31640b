import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-store.ts';
import { withStrings } from '../../i18n/index.ts';
import { local } from '../../lib/browser-storage.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { findBookmark, type TBookmarkEntityType } from './bookmark-model.ts';
import { useAddBookmark, useBookmarks, useRemoveBookmark } from './bookmark-queries.ts';

// Asked once, at the first session bookmarked (features/reminders): loaded then.
const ReminderPrompt = lazy(() => withStrings(import('../reminders/ReminderPrompt.tsx'), 'reminders'));
const askedKey = (platformId: number, userId: number) => `atrium.reminders.asked.${platformId}.${userId}`;

type TBookmarkToggleProps = {
  entityId: number;
  entityType: TBookmarkEntityType;
  /** The entity's title, for the button's label. */
  title: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
};

/**
 * spec 2 §4, spec 1 §4.5: the one bookmark toggle of the product. Signed-in users only;
 * adds when not bookmarked, removes when bookmarked; the state follows the server's answer.
 */
export function BookmarkToggle({ entityId, entityType, title, size = 'medium', sx }: TBookmarkToggleProps) {
  const { t } = useTranslation();
  const bookmarks = useBookmarks();
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const { platformId } = usePlatform();
  const { userId } = useSession();
  const [asking, setAsking] = useState(false);
  if (!bookmarks.signedIn) return null;
  const existing = findBookmark(bookmarks.data, entityType, entityId);
  const busy = add.isPending || remove.isPending || bookmarks.isPending;
  const onClick = () => {
    if (busy) return;
    if (existing) remove.mutate(existing);
    else add.mutate({ entityId, entityType, title }, { onSuccess: (answer) => answer && askOnce() });
  };
  const askOnce = () => {
    if (entityType !== 'SESSION' || userId === null || local.getItem(askedKey(platformId, userId)) !== null) return;
    local.setItem(askedKey(platformId, userId), '1');
    setAsking(true);
  };
  return (
    <>
      <IconButton
        size={size}
        onClick={onClick}
        aria-pressed={Boolean(existing)}
        aria-disabled={busy || undefined}
        aria-label={t('programme.bookmark.label', { title })}
        title={existing ? t('programme.bookmark.remove') : t('programme.bookmark.add')}
        data-testid="bookmark-toggle"
        sx={[{ color: 'inherit' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {existing ? <Bookmark fontSize={size} /> : <BookmarkBorder fontSize={size} />}
      </IconButton>
      {asking ? (
        <Suspense fallback={null}>
          <ReminderPrompt onClose={() => setAsking(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
