import { DRAWER_MINI_WIDTH_PX, DRAWER_WIDTH_PX } from '@atrium/contracts';
import Close from '@mui/icons-material/Close';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { type FocusEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { ModalDialog } from '../../components/ModalDialog.tsx';
import { usePlatform } from '../../features/platform/platform-context.tsx';
import { readableTextColour } from '../../lib/colour.ts';
import { MenuList } from './MenuList.tsx';

// The sponsor ads show only in the expanded drawer: they load when it first expands.
const AdCarousel = lazy(() => import('./AdCarousel.tsx'));

export const NAV_DRAWER_ID = 'nav-drawer';

type TNavDrawerProps = {
  isMobile: boolean;
  mobileOpen: boolean;
  onMobileClose: () => void;
  bannerHeight: number;
  pinned: boolean;
  /** False when the event turns the mini drawer off (navigationBarMini): it then stays open. */
  canPin: boolean;
  onTogglePinned: () => void;
};

/**
 * spec 1 §2.8, §4.8: a temporary drawer on mobile (a modal dialog sliding in from the start
 * side, closed by Escape, the backdrop or its close button); on desktop a mini drawer (50 px)
 * docked below the banner that expands while hovered or while keyboard focus is inside, with
 * a pin toggle that keeps it open. The sponsor ads show while it is pinned or expanded.
 */
export function NavDrawer(props: TNavDrawerProps) {
  const { isMobile, mobileOpen, onMobileClose, bannerHeight, pinned, canPin, onTogglePinned } = props;
  const { t } = useTranslation();
  const { settings } = usePlatform();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const background = settings.navBarBackgroundColour || '#212121';
  const text = readableTextColour(background, settings.navBarTextColour);
  const expanded = isMobile ? mobileOpen : pinned || hovered || focused;

  const paperStyle = {
    bgcolor: background,
    color: text,
    borderRight: 'none',
    '& [data-menu-item]:hover': { bgcolor: alpha(text, 0.08) },
    '& [data-menu-item][aria-current="page"]': { bgcolor: alpha(text, 0.16) },
  };

  // Keyboard focus inside the mini drawer expands it; a mouse click (on the pin, say) does not.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).matches?.(':focus-visible')) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const content = (
    <Box
      component="nav"
      id={NAV_DRAWER_ID}
      aria-label={t('drawer.label')}
      data-testid="nav-drawer"
      data-expanded={expanded}
      onMouseEnter={isMobile ? undefined : () => setHovered(true)}
      onMouseLeave={isMobile ? undefined : () => setHovered(false)}
      onFocus={isMobile ? undefined : onFocus}
      onBlur={isMobile ? undefined : onBlur}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100%',
        width: expanded ? DRAWER_WIDTH_PX : DRAWER_MINI_WIDTH_PX,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: expanded ? 'flex-end' : 'center', px: 0.5, pt: 0.5 }}>
        {isMobile ? (
          <AppIconButton color="inherit" onClick={onMobileClose} aria-label={t('drawer.close')}>
            <Close />
          </AppIconButton>
        ) : canPin ? (
          <AppIconButton
            color="inherit"
            onClick={onTogglePinned}
            aria-pressed={pinned}
            aria-label={t('drawer.pin')}
            title={pinned ? t('drawer.unpinHint') : t('drawer.pinHint')}
          >
            {pinned ? <PushPin /> : <PushPinOutlined />}
          </AppIconButton>
        ) : null}
      </Box>
      <MenuList expanded={expanded} onNavigate={isMobile ? onMobileClose : undefined} />
      <Box sx={{ flexGrow: 1 }} />
      {expanded ? (
        <Suspense fallback={null}>
          <AdCarousel />
        </Suspense>
      ) : null}
    </Box>
  );

  if (isMobile) {
    return (
      <ModalDialog
        open={mobileOpen}
        onClose={onMobileClose}
        placement="start"
        width={DRAWER_WIDTH_PX}
        aria-label={t('drawer.label')}
        sx={{ ...paperStyle, overflowY: 'auto' }}
      >
        {content}
      </ModalDialog>
    );
  }
  return (
    <Box
      sx={{
        ...paperStyle,
        position: 'fixed',
        left: 0,
        top: bannerHeight,
        height: `calc(100% - ${bannerHeight}px)`,
        width: expanded ? DRAWER_WIDTH_PX : DRAWER_MINI_WIDTH_PX,
        zIndex: (theme) => theme.zIndex.drawer,
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
        boxShadow: expanded && !pinned ? 8 : 0,
      }}
    >
      {content}
    </Box>
  );
}
