import {
  BANNER_HEIGHT_DESKTOP_PX,
  BANNER_HEIGHT_MOBILE_PX,
  DRAWER_MINI_WIDTH_PX,
  DRAWER_WIDTH_PX,
} from '@atrium/contracts';
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '../components/Loading.tsx';
import { visuallyHidden } from '../components/visually-hidden.ts';
import { PrivateConversations } from '../features/messages/PrivateConversations.tsx';
import { usePlatform } from '../features/platform/platform-context.tsx';
import { useModules } from '../features/platform/platform-queries.ts';
import { OfflineNotice } from '../offline/OfflineNotice.tsx';
import { useOffline } from '../offline/use-offline.ts';
import { RealtimeUser } from '../realtime/RealtimeUser.tsx';
import { BannerBar } from './banner/BannerBar.tsx';
import { NavDrawer } from './drawer/NavDrawer.tsx';
import { useProfileDialog } from './profile/profile-dialog-store.ts';
import { useIsMobile } from './use-is-mobile.ts';

const ProfileDialog = lazy(() => import('./profile/ProfileDialog.tsx'));

// The welcome page loads with the shell (see AppRoutes).
export { default as WelcomePage } from '../features/welcome/WelcomePage.tsx';

const MAIN_ID = 'main-content';

/**
 * The app shell of spec 1 §2.4: banner bar, navigation drawer and the page, for every
 * route that is not full-page. The profile dialog loads when first opened.
 */
export default function ShellLayout() {
  const { t } = useTranslation();
  const { settings } = usePlatform();
  // The offline copies of the programme's pages are fetched from the shell's pages (not the sign-in ones).
  useOffline(settings, true);
  const isMobile = useIsMobile();
  const location = useLocation();
  const bannerHeight = isMobile ? BANNER_HEIGHT_MOBILE_PX : BANNER_HEIGHT_DESKTOP_PX;
  const [mobileOpen, setMobileOpen] = useState(false);
  const canPin = settings.navigationBarMini;
  const [pinnedChoice, setPinnedChoice] = useState<boolean | null>(null);
  const modules = useModules();
  // spec 1 §2.8: on desktop the drawer opens by default once the modules have loaded.
  const pinned = !canPin || (pinnedChoice ?? modules.isSuccess);
  const profileDialog = useProfileDialog();

  // The temporary drawer closes after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page on purpose.
  useEffect(() => {
    setMobileOpen(false);
  }, [location.pathname]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            top: 8,
            left: 8,
            width: 'auto',
            height: 'auto',
            clip: 'auto',
            margin: 0,
            p: 1.5,
            zIndex: (theme) => theme.zIndex.tooltip + 1,
            bgcolor: '#FFFFFF',
            color: '#000000',
            outline: '3px solid #000000',
          },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <BannerBar
        isMobile={isMobile}
        height={bannerHeight}
        menuOpen={mobileOpen}
        onToggleMenu={() => setMobileOpen((open) => !open)}
      />
      <NavDrawer
        isMobile={isMobile}
        mobileOpen={mobileOpen}
        onMobileClose={() => setMobileOpen(false)}
        bannerHeight={bannerHeight}
        pinned={pinned}
        canPin={canPin}
        onTogglePinned={() => setPinnedChoice(!pinned)}
      />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          pt: `${bannerHeight}px`,
          // The private chat boxes' height while they show (ConversationBar), so nothing stays under them.
          pb: 'var(--conversation-bar-height, 0px)',
          pl: isMobile ? 0 : `${pinned ? DRAWER_WIDTH_PX : DRAWER_MINI_WIDTH_PX}px`,
          minHeight: '100vh',
          outline: 'none',
          transition: (theme) =>
            theme.transitions.create('padding-left', { duration: theme.transitions.duration.shorter }),
        }}
      >
        <OfflineNotice />
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
      <RealtimeUser />
      {/* The conversation bar of private chat boxes (spec 1 §2.4, §2.10), pinned bottom-right. */}
      <PrivateConversations />
      {profileDialog.open ? (
        <Suspense fallback={null}>
          <ProfileDialog />
        </Suspense>
      ) : null}
    </Box>
  );
}
