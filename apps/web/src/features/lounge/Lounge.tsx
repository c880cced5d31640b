import type { TLoungeRoom } from '@atrium/contracts';
import MeetingRoom from '@mui/icons-material/MeetingRoomOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/page-title.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useStillNotConnected } from '../chat/ChatPanel.tsx';
import { useTrace } from '../logs/trace-store.ts';
import { DeleteRoomDialog } from './DeleteRoomDialog.tsx';
import { LoungeRoom } from './LoungeRoom.tsx';
import { LoungeRoomsPane } from './LoungeRoomsPane.tsx';
import { RoomList } from './RoomList.tsx';
import { useLounge } from './use-lounge.ts';

/** The lounge a page shows: the event's general lounge or a sponsor's (spec 3 Lounge screen). */
export type TLoungeView = { id: number; title: string; imageUri: string; sponsorId: number | null };

/**
 * spec 3 Lounge screen: the lounge's title and image, the room being shown with its chat, and
 * the room list. The state and the hub protocol are the lounge store's (use-lounge.ts).
 */
export function Lounge({ lounge }: { lounge: TLoungeView }) {
  const { t } = useTranslation();
  usePageTitle(lounge.title);
  const isMobile = useIsMobile();
  const stillNotConnected = useStillNotConnected();
  const { store, state, rooms } = useLounge(lounge.id);
  const { current } = state;
  const [toDelete, setToDelete] = useState<TLoungeRoom | null>(null);
  const [roomsOpen, setRoomsOpen] = useState(false);
  // The room whose users popup is open: a deleted room closes it.
  const [usersOf, setUsersOf] = useState<number | null>(null);
  // spec 3 §4: joining and leaving a room are logged: the page's trace names the room it is in.
  useTrace(lounge.sponsorId === null ? 'Lounge' : 'SponsorLounge', {
    title: current ? `${lounge.title}: ${current.groupName}` : lounge.title,
    entityId1: lounge.sponsorId === null ? undefined : String(lounge.sponsorId),
    entityId2: current ? String(current.groupId) : undefined,
  });

  return (
    <Box sx={{ display: 'flex', minHeight: isMobile ? 'calc(100vh - 55px)' : 'calc(100vh - 125px)' }}>
      <Box sx={{ flex: 1, p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
            {lounge.title}
          </Typography>
          {isMobile ? (
            <Button
              variant="outlined"
              startIcon={<MeetingRoom />}
              aria-expanded={roomsOpen}
              aria-controls="lounge-rooms"
              onClick={() => setRoomsOpen(true)}
            >
              {t('lounge.rooms')}
            </Button>
          ) : null}
        </Box>
        {lounge.imageUri ? (
          <Box
            component="img"
            src={lounge.imageUri}
            alt=""
            data-testid="lounge-image"
            // Smaller once a room's chat needs the height.
            sx={{
              maxWidth: '100%',
              maxHeight: current ? 64 : 160,
              objectFit: 'contain',
              alignSelf: 'flex-start',
              mb: 1,
            }}
          />
        ) : null}
        {state.limitAlert ? (
          <Alert severity="warning" onClose={store.dismissLimit} sx={{ mb: 1 }}>
            {t('lounge.favouriteLimit')}
          </Alert>
        ) : null}
        {current && state.chat.group ? (
          <LoungeRoom
            room={current}
            state={state}
            store={store}
            usersOpen={usersOf === current.groupId}
            onUsersOpen={(open) => setUsersOf(open ? current.groupId : null)}
          />
        ) : stillNotConnected ? (
          // spec 3 §4: without a connection the room is left; the message shows where its chat was.
          <Alert severity="warning" data-testid="lounge-cannot-connect">
            {t('realtime.cannotConnect')}
          </Alert>
        ) : (
          <Typography>{isMobile ? t('lounge.welcomeMobile') : t('lounge.welcome')}</Typography>
        )}
      </Box>
      <LoungeRoomsPane isMobile={isMobile} open={roomsOpen} onClose={() => setRoomsOpen(false)}>
        <RoomList
          rooms={rooms}
          favourites={state.favourites}
          currentId={current?.groupId ?? null}
          unread={state.unread}
          isMod={state.loungeIsMod}
          stillNotConnected={stillNotConnected}
          onChoose={(room) => {
            setRoomsOpen(false);
            store.choose(room);
          }}
          onCreate={store.createRoom}
          onDelete={setToDelete}
        />
      </LoungeRoomsPane>
      <DeleteRoomDialog
        room={toDelete}
        onCancel={() => setToDelete(null)}
        onDelete={(room) => {
          setToDelete(null);
          void store.deleteRoom(room);
        }}
      />
    </Box>
  );
}
