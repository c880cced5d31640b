import { bannerIconVisibility, type TPlatformUser } from '@atrium/contracts';
import EventNote from '@mui/icons-material/EventNote';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { AppButton } from '../../components/AppButton.tsx';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { Text } from '../../components/Text.tsx';
import { BannerBookmarks } from '../../features/bookmarks/BannerBookmarks.tsx';
import { BannerMessages } from '../../features/messages/BannerMessages.tsx';
import { useUnreadTotal } from '../../features/messages/open-conversations.ts';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { useCurrentUser, useIsPlatformModerator } from '../../features/users/user-queries.ts';
import { readableTextColour } from '../../lib/colour.ts';
import { NAV_DRAWER_ID } from '../drawer/NavDrawer.tsx';
import { loginPath, welcomePath } from '../guard/guard-rules.ts';
import { usePageTitleValue } from '../page-title.ts';
import { openProfileDialog } from '../profile/profile-dialog-store.ts';
import { AccountMenu, UserAvatar } from './AccountMenu.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { OnlineStatus } from './OnlineStatus.tsx';
import { WithUnreadCount } from './WithUnreadCount.tsx';

type TBannerBarProps = { isMobile: boolean; height: number; menuOpen: boolean; onToggleMenu: () => void };

/**
 * spec 1 §2.5: the banner bar, 55 px on mobile and 125 px on desktop, in the event's
 * colours with its banner image. Visitors get the language switcher and a login button; signed-in users get the
 * icons allowed by spec 1 §4.9, the welcome line and the account menu.
 */
export function BannerBar({ isMobile, height, menuOpen, onToggleMenu }: TBannerBarProps) {
  const { t } = useTranslation();
  const { settings, eventCode } = usePlatform();
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const user = useCurrentUser();
  const pageTitle = usePageTitleValue();
  const location = useLocation();
  const background = settings.bannerBarBackgroundColour || '#FFFFFF';
  const text = readableTextColour(background, settings.bannerBarTextColour);

  return (
    <Box
      component="header"
      data-testid="banner"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height,
        bgcolor: background,
        color: text,
        boxShadow: 1,
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Box sx={{ height, display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, md: 2 } }}>
        {isMobile ? (
          <>
            <AppIconButton
              color="inherit"
              edge="start"
              onClick={onToggleMenu}
              aria-label={t('banner.openMenu')}
              aria-expanded={menuOpen}
              aria-controls={menuOpen ? NAV_DRAWER_ID : undefined}
            >
              <MenuIcon />
            </AppIconButton>
            <Text component="p" variant="h6" noWrap sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
              {pageTitle || settings.eventTitle}
            </Text>
          </>
        ) : (
          <Box sx={{ flexGrow: 1, height: '100%', display: 'flex', alignItems: 'center', minWidth: 0 }}>
            <Box
              component={RouterLink}
              to={welcomePath(eventCode)}
              sx={{
                display: 'flex',
                alignItems: 'center',
                height: '100%',
                py: 1,
                color: 'inherit',
                textDecoration: 'none',
              }}
            >
              {settings.bannerImageUri ? (
                <Box
                  component="img"
                  src={settings.bannerImageUri}
                  alt={t('banner.home', { title: settings.eventTitle })}
                  sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
                />
              ) : (
                <Text component="span" variant="h5" sx={{ fontWeight: 600 }}>
                  {settings.eventTitle}
                </Text>
              )}
            </Box>
          </Box>
        )}

        {!signedIn ? (
          // Visitors choose the language too, on every page (not only on the sign-in page).
          <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, md: 1 }, flexShrink: 0 }}>
            <LanguageMenu />
            {settings.signInEnabled ? (
              <AppButton to={loginPath(eventCode, `${location.pathname}${location.search}`)} variant="contained">
                {t('banner.login')}
              </AppButton>
            ) : null}
          </Box>
        ) : isMobile ? (
          <MobileAccountButton user={user} />
        ) : (
          <DesktopActions firstName={user?.firstName ?? ''} />
        )}
      </Box>
    </Box>
  );
}

/** Phone width: the account button opens the full-screen menu; with messaging on, it carries the unread count. */
function MobileAccountButton({ user }: { user: TPlatformUser | undefined }) {
  const { settings } = usePlatform();
  const icons = bannerIconVisibility(settings.modules, useIsPlatformModerator());
  return icons.messaging ? <AccountButtonWithUnread user={user} /> : <AccountButton user={user} unread={0} />;
}

function AccountButtonWithUnread({ user }: { user: TPlatformUser | undefined }) {
  return <AccountButton user={user} unread={useUnreadTotal()} />;
}

function AccountButton({ user, unread }: { user: TPlatformUser | undefined; unread: number }) {
  const { t } = useTranslation();
  const label = t('banner.accountMenu');
  return (
    <AppIconButton
      onClick={() => openProfileDialog()}
      aria-label={unread > 0 ? `${label}, ${t('messages.unread', { count: unread })}` : label}
      aria-haspopup="dialog"
    >
      <WithUnreadCount count={unread}>
        <UserAvatar user={user} size={36} />
      </WithUnreadCount>
    </AppIconButton>
  );
}

function DesktopActions({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  const { settings, eventCode } = usePlatform();
  const user = useCurrentUser();
  const isPlatformModerator = useIsPlatformModerator();
  const icons = bannerIconVisibility(settings.modules, isPlatformModerator);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {icons.myProgramme ? (
        <AppIconButton
          color="inherit"
          to={`/${eventCode}/my-programme`}
          aria-label={t('banner.myProgramme')}
          title={t('banner.myProgramme')}
        >
          <EventNote />
        </AppIconButton>
      ) : null}
      {icons.bookmarks ? <BannerBookmarks /> : null}
      {icons.messaging ? <BannerMessages /> : null}
      <LanguageMenu />
      {settings.helpDocumentUri ? (
        <AppIconButton
          color="inherit"
          href={settings.helpDocumentUri}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('banner.help')} ${t('app.opensInNewTab')}`}
          title={t('banner.help')}
        >
          <HelpOutline />
        </AppIconButton>
      ) : null}
      <OnlineStatus firstName={firstName} />
      <AccountMenu user={user} />
    </Box>
  );
}
