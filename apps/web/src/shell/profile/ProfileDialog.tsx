import { bannerIconVisibility, SUPPORTED_LOCALES, type TLocale } from '@atrium/contracts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import EventNote from '@mui/icons-material/EventNote';
import Logout from '@mui/icons-material/Logout';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGE_NAMES } from '../../components/LanguageToggle.tsx';
import { BookmarksList } from '../../features/bookmarks/BookmarksList.tsx';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useCurrentUser, useIsPlatformModerator } from '../../features/users/user-queries.ts';
import { changeLocale, useLocale } from '../../i18n/index.ts';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { UserAvatar } from '../banner/AccountMenu.tsx';
import { OnlineStatus } from '../banner/OnlineStatus.tsx';
import { useIsMobile } from '../use-is-mobile.ts';
import { useLogout } from '../use-logout.ts';
import { EditProfileForm } from './EditProfileForm.tsx';
import { closeProfileDialog, showProfilePage, type TProfilePage, useProfileDialog } from './profile-dialog-store.ts';
import { mustAnswerConsent } from './profile-rules.ts';

const PAGE_TITLES: Record<TProfilePage, TKey> = {
  menu: tKey('profile.title'),
  language: tKey('language.label'),
  myAgenda: tKey('banner.myProgramme'),
  myBookmarks: tKey('banner.bookmarks'),
  privateMessages: tKey('banner.messages'),
  editProfile: tKey('profile.editProfile'),
};

/**
 * spec 1 §2.6: on desktop the dialog is the edit-profile form; on mobile it is full screen
 * with a menu (Language, My Programme, My Bookmarks, Edit Profile, Log out) and sub-pages
 * with a back arrow. While consent is demanded and unanswered it cannot be closed, and on
 * mobile it opens straight on the form.
 */
export default function ProfileDialog() {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const { open, page } = useProfileDialog();
  const isMobile = useIsMobile();
  const user = useCurrentUser();
  const titleId = useId();
  const mustAnswer = mustAnswerConsent(settings.demandGdpr, user?.accepted);
  const asked: TProfilePage = isMobile ? (page ?? (mustAnswer ? 'editProfile' : 'menu')) : 'editProfile';
  // The page chosen at opening stays after the consent is answered (the form shows its confirmation).
  useEffect(() => {
    if (open && page === undefined && isMobile) showProfilePage(mustAnswer ? 'editProfile' : 'menu');
  }, [open, page, isMobile, mustAnswer]);
  // My Programme hands over to its page and private messages belong to the real-time work;
  // until that page exists here, asking for it shows the menu.
  const current: TProfilePage = asked === 'myAgenda' || asked === 'privateMessages' ? 'menu' : asked;
  const close = () => {
    if (!mustAnswer) closeProfileDialog();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={isMobile}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { 'data-testid': 'profile-dialog' } as object }}
    >
      <DialogTitle component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {isMobile && current !== 'menu' ? (
          <IconButton edge="start" onClick={() => showProfilePage('menu')} aria-label={t('profile.backToMenu')}>
            <ArrowBack />
          </IconButton>
        ) : null}
        <Box component="h2" id={titleId} sx={{ flexGrow: 1, m: 0, typography: 'h6' }}>
          {t(PAGE_TITLES[current])}
        </Box>
        {mustAnswer ? null : (
          <IconButton edge="end" onClick={close} aria-label={t('app.close')}>
            <Close />
          </IconButton>
        )}
      </DialogTitle>
      <DialogContent dividers>
        {current === 'menu' ? <MobileMenu /> : null}
        {current === 'language' ? <LanguagePage /> : null}
        {current === 'myBookmarks' ? <BookmarksList bookmarks={[]} onOpen={closeProfileDialog} /> : null}
        {current === 'editProfile' ? <EditProfileForm /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MobileMenu() {
  const { t } = useTranslation();
  const { settings, eventCode } = usePlatform();
  const navigate = useNavigate();
  const logout = useLogout();
  const user = useCurrentUser();
  const icons = bannerIconVisibility(settings.modules, useIsPlatformModerator());
  const entries: { label: TKey; icon: ReactNode; opensPage: boolean; onClick: () => void }[] = [
    { label: tKey('language.label'), icon: <Translate />, opensPage: true, onClick: () => showProfilePage('language') },
    ...(icons.myProgramme
      ? [
          {
            label: tKey('banner.myProgramme'),
            icon: <EventNote />,
            opensPage: false,
            // My Programme is its own page (a later issue builds it); the dialog hands over to it.
            onClick: () => {
              closeProfileDialog();
              void navigate(`/${eventCode}/my-programme`);
            },
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
              <ListItemText primary={t(entry.label)} />
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
  const [choice, setChoice] = useState<TLocale>(locale);
  return (
    <RadioGroup
      name="language"
      aria-label={t('language.label')}
      value={choice}
      onChange={(event) => {
        const next: TLocale = event.target.value === 'fr' ? 'fr' : 'en';
        setChoice(next);
        void changeLocale(next);
      }}
    >
      {SUPPORTED_LOCALES.map((code) => (
        <FormControlLabel key={code} value={code} lang={code} control={<Radio />} label={t(LANGUAGE_NAMES[code])} />
      ))}
    </RadioGroup>
  );
}
