import { BANNER_HEIGHT_MOBILE_PX, ROOM_DRAWER_WIDTH_PX } from '@atrium/contracts';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TLoungeRoomsPaneProps = { isMobile: boolean; open: boolean; onClose: () => void; children: ReactNode };

/**
 * spec 3 Lounge screen: where the room list sits — beside the chat on a desktop, in a drawer
 * opened by the Rooms button at phone width.
 */
export function LoungeRoomsPane({ isMobile, open, onClose, children }: TLoungeRoomsPaneProps) {
  const { t } = useTranslation();
  if (!isMobile)
    return (
      <Box
        component="aside"
        id="lounge-rooms"
        aria-label={t('lounge.rooms')}
        sx={{ width: ROOM_DRAWER_WIDTH_PX, flexShrink: 0, borderLeft: 1, borderColor: 'divider', p: 1 }}
      >
        {children}
      </Box>
    );
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Below the banner, which stays on top of drawers.
      slotProps={{
        paper: {
          sx: {
            width: `min(${ROOM_DRAWER_WIDTH_PX}px, 100vw)`,
            p: 1,
            top: BANNER_HEIGHT_MOBILE_PX,
            height: `calc(100% - ${BANNER_HEIGHT_MOBILE_PX}px)`,
          },
        },
      }}
    >
      <Box id="lounge-rooms" component="nav" aria-label={t('lounge.rooms')}>
        {children}
      </Box>
    </Drawer>
  );
}
