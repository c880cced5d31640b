import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { TextInput } from '../../components/form-controls.tsx';
import { Text } from '../../components/Text.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { resolveContentLink } from '../../lib/content-links.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { filterBookmarks, groupBookmarks, type TBookmark } from './bookmark-model.ts';

type TBookmarksListProps = {
  bookmarks: TBookmark[];
  /** Removes a bookmark (spec 1 §4.5: the list changes only after the server's 204). */
  onRemove?: (bookmark: TBookmark) => void;
  /** Called when an item is opened, to close the surrounding dropdown or dialog. */
  onOpen?: () => void;
};

/** spec 1 §2.9: bookmarks grouped by type, a title filter, open and remove; an empty text when there are none. */
export function BookmarksList({ bookmarks, onRemove, onOpen }: TBookmarksListProps) {
  const { t } = useTranslation();
  const { eventCode } = usePlatform();
  const [filter, setFilter] = useState('');

  if (bookmarks.length === 0) {
    return <Text sx={{ p: 2 }}>{t('bookmarks.empty')}</Text>;
  }
  const groups = groupBookmarks(filterBookmarks(bookmarks, filter));
  return (
    <Box>
      <Box sx={{ p: 2, pb: 1 }}>
        <TextInput
          size="small"
          label={t('bookmarks.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </Box>
      {groups.length === 0 ? <Text sx={{ p: 2 }}>{t('bookmarks.noMatch')}</Text> : null}
      {groups.map((group) => (
        <List key={group.type} dense subheader={<ListSubheader component="h3">{t(group.label)}</ListSubheader>}>
          {group.items.map((bookmark) => {
            const target = resolveContentLink(bookmark.entityUri, eventCode);
            const linkProps =
              target.kind === 'internal'
                ? { component: RouterLink, to: target.path }
                : target.kind === 'external'
                  ? { component: 'a', href: target.href, target: '_blank', rel: 'noopener noreferrer' }
                  : { disabled: true };
            return (
              <ListItem
                key={bookmark.id}
                disablePadding
                secondaryAction={
                  onRemove ? (
                    <AppIconButton
                      edge="end"
                      onClick={() => onRemove(bookmark)}
                      aria-label={t('bookmarks.remove', { title: bookmark.title })}
                    >
                      <Delete />
                    </AppIconButton>
                  ) : undefined
                }
              >
                <ListItemButton {...linkProps} onClick={onOpen}>
                  <ListItemText primary={bookmark.title} />
                  {target.kind === 'external' ? (
                    <Box component="span" sx={visuallyHidden}>
                      {` ${t('app.opensInNewTab')}`}
                    </Box>
                  ) : null}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      ))}
    </Box>
  );
}
