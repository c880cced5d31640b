import { bannerIconVisibility, SUPPORTED_LOCALES } from '@atrium/contracts';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Edit from '@mui/icons-material/Edit';
import EventNote from '@mui/icons-material/EventNote';
import Logout from '@mui/icons-material/Logout';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceInput } from '../../components/form-controls.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { BookmarksList } from '../../features/bookmarks/BookmarksList.tsx';
import { useBookmarks, useRemoveBookmark } from '../../features/bookmarks/bookmark-queries.ts';
import { useUnreadTotal } from '../../features/messages/open-conversations.ts';
import { PrivateMessagesPanel } from '../../features/messages/PrivateMessagesPanel.tsx';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useCurrentUser, useIsPlatformModerator } from '../../features/users/user-queries.ts';
import { changeLocale, LANGUAGE_NAMES, useLocale } from '../../i18n/index.ts';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { UserAvatar } from '../banner/AccountMenu.tsx';
import { OnlineStatus } from '../banner/OnlineStatus.tsx';
import { useLogout } from '../use-logout.ts';
import { MyAgendaPage } from './MyAgendaPage.tsx';
import { closeProfileDialog, showProfilePage } from './profile-dialog-store.ts';

/**
 * The phone pages of the profile dialog (spec 1 §2.6): its menu, the language choice, my
 * agenda, the bookmarks and the private messages. A chunk of their own: the desktop dialog, and the
 * consent question that opens it on the welcome page, only need the edit-profile form.
 */
export default function MobileProfilePage({
  page,
}: {
  page: 'menu' | 'language' | 'myAgenda' | 'myBookmarks' | 'privateMessages';
}) {
  if (page === 'language') return <LanguagePage />;
  if (page === 'myAgenda') return <MyAgendaPage />;
  if (page === 'myBookmarks') return <MyBookmarksPage />;
  // The full-screen dialog closes so that the chat box that opens can be seen.
  if (page === 'privateMessages') return <PrivateMessagesPanel onOpened={closeProfileDialog} />;
  return <MobileMenu />;
}

/** spec 1 §2.5, §2.9: one's bookmarks on a phone, with open and remove as in the banner's dropdown. */
function MyBookmarksPage() {
  const { data = [] } = useBookmarks();
  const remove = useRemoveBookmark();
  return (
    <BookmarksList bookmarks={data} onRemove={(bookmark) => remove.mutate(bookmark)} onOpen={closeProfileDialog} />
  );
}

function MobileMenu() {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const logout = useLogout();
  const user = useCurrentUser();
  const icons = bannerIconVisibility(settings.modules, useIsPlatformModerator());
  const unread = useUnreadTotal();
  const entries: { label: TKey; detail?: string; icon: ReactNode; opensPage: boolean; onClick: () => void }[] = [
    { label: tKey('language.label'), icon: <Translate />, opensPage: true, onClick: () => showProfilePage('language') },
    ...(icons.myProgramme
      ? [
          {
            label: tKey('banner.myProgramme'),
            icon: <EventNote />,
            opensPage: true,
            onClick: () => showProfilePage('myAgenda'),
          },
        ]
      : []),
    ...(icons.bookmarks
      ? [
          {
            label: tKey('banner.bookmarks'),
            icon: <BookmarksOutlined />,
            opensPage: true,
            onClick: () => showProfilePage('myBookmarks'),
          },
        ]
      : []),
    ...(icons.messaging
      ? [
          {
            label: tKey('banner.messages'),
            detail: unread > 0 ? t('messages.unread', { count: unread }) : undefined,
            icon: <ChatBubbleOutline />,
            opensPage: true,
            onClick: () => showProfilePage('privateMessages'),
          },
        ]
      : []),
    {
      label: tKey('profile.editProfile'),
      icon: <Edit />,
      opensPage: true,
      onClick: () => showProfilePage('editProfile'),
    },
    { label: tKey('profile.logout'), icon: <Logout />, opensPage: false, onClick: () => void logout() },
  ];
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <UserAvatar user={user} size={48} />
        <OnlineStatus firstName={user?.firstName ?? ''} />
      </Box>
      <List>
        {entries.map((entry) => (
          <ListItem key={entry.label} disablePadding>
            <ListItemButton onClick={entry.onClick}>
              <ListItemIcon aria-hidden="true">{entry.icon}</ListItemIcon>
              <ListItemText primary={t(entry.label)} secondary={entry.detail} />
              {entry.opensPage ? <ChevronRight aria-hidden="true" /> : null}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

function LanguagePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  // The choice shows at once; the interface follows when the language's texts have loaded.
  const [choice, setChoice] = useState(locale);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Box component="legend" sx={visuallyHidden}>
        {t('language.label')}
      </Box>
      {SUPPORTED_LOCALES.map((code) => (
        <ChoiceInput
          key={code}
          type="radio"
          name="language"
          value={code}
          lang={code}
          label={t(LANGUAGE_NAMES[code])}
          checked={choice === code}
          onChange={() => {
            setChoice(code);
            void changeLocale(code);
          }}
        />
      ))}
    </Box>
  );
}
