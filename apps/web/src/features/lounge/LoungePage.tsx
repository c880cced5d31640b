import {
  apiRoutes,
  BANNER_HEIGHT_MOBILE_PX,
  CHAT_RETRY_DELAY_MS,
  ROOM_DRAWER_WIDTH_PX,
  type TGroupRef,
  type TLoungeRoom,
} from '@atrium/contracts';
import MeetingRoom from '@mui/icons-material/MeetingRoomOutlined';
import People from '@mui/icons-material/People';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { apiCall } from '../../api/client.ts';
import { useSession } from '../../auth/session-store.ts';
import { Loading } from '../../components/Loading.tsx';
import { tKey } from '../../i18n/keys.ts';
import { local, session } from '../../lib/browser-storage.ts';
import { hubSocket, onHub, start as startHub, useHubSnapshot } from '../../realtime/connection.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { ChatPanel, useStillNotConnected } from '../chat/ChatPanel.tsx';
import { chatReducer, EMPTY_CHAT } from '../chat/chat-model.ts';
import { useTrace } from '../logs/trace-store.ts';
import { openConversationWithUser } from '../messages/conversations-store.ts';
import ModulePage from '../modules/ModulePage.tsx';
import { useCustomHtml } from '../platform/platform-queries.ts';
import {
  clearUnread,
  countUnread,
  favouritesKey,
  parseFavourites,
  roomToLeave,
  type TRoomUnread,
  toggleFavourite,
} from './lounge-model.ts';
import { RoomList } from './RoomList.tsx';
import { RoomUsersDialog } from './RoomUsersDialog.tsx';
import { usePageVisible } from './use-page-visible.ts';

const roomRef = (room: TLoungeRoom): TGroupRef => ({ groupType: room.groupType, groupId: room.groupId });
/** The chat group type of a room (foyers have no chat). */
const chatGroupType = (room: TLoungeRoom) => (room.groupType === 'SPONSOR_LOUNGE' ? 'SPONSOR_LOUNGE' : 'LOUNGE');

/** The lounge a page shows: the event's general lounge or a sponsor's (spec 3 Lounge screen). */
type TLoungeView = { id: number; title: string; imageUri: string; sponsorId: number | null };

/**
 * spec 3 Lounge screen: /{eventCode}/lounge shows the event's general lounge; the sponsor-lounge
 * variant, /{eventCode}/lounge/sponsor/{sponsorId}, is keyed by the sponsor id and shows its
 * title and sponsorLoungeImageUri.
 */
export default function LoungePage() {
  const { sponsorId } = useParams();
  // The event's custom HTML for the lounge module replaces the general lounge (spec 3 §7).
  const content = useCustomHtml(sponsorId === undefined ? { kind: 'module', module: 'lounge' } : null);
  if (sponsorId === undefined && content.isPending) return <Loading />;
  if (content.data?.html) return <ModulePage module="lounge" titleKey={tKey('menu.lounge')} trace="Lounge" />;
  return <LoungeLoader />;
}

function LoungeLoader() {
  const { t } = useTranslation();
  const { sponsorId: sponsorParam } = useParams();
  const { platformId } = useSession();
  const sponsorId = sponsorParam === undefined ? null : Number(sponsorParam);
  const validSponsor = sponsorId === null || (Number.isInteger(sponsorId) && sponsorId > 0);
  const lounges = useQuery({
    queryKey: ['lounges', platformId],
    queryFn: ({ signal }) => apiCall(apiRoutes.lounges.list, { signal }),
    enabled: platformId !== null && sponsorId === null,
  });
  const sponsorLounge = useQuery({
    queryKey: ['sponsor-lounge', platformId, sponsorId],
    queryFn: ({ signal }) =>
      apiCall(apiRoutes.lounges.sponsorLounge, { params: { sponsorId: sponsorId ?? 0 }, signal }),
    enabled: platformId !== null && sponsorId !== null && validSponsor,
  });

  let lounge: TLoungeView | undefined;
  if (sponsorId === null) {
    const general = lounges.data?.find((item) => item.sponsorId === null);
    if (general)
      lounge = {
        id: general.id,
        title: general.title || t('lounge.title'),
        imageUri: general.imageUri,
        sponsorId: null,
      };
  } else if (sponsorLounge.data) {
    const found = sponsorLounge.data;
    lounge = {
      id: found.loungeId,
      title: found.title,
      imageUri: found.sponsorLoungeImageUri,
      sponsorId: found.sponsorId,
    };
  }

  if (lounge) return <Lounge key={lounge.id} lounge={lounge} />;
  const failed = !validSponsor || lounges.isError || sponsorLounge.isError || (lounges.isSuccess && !lounge);
  if (!failed) return <Loading />;
  return (
    <Box sx={{ p: 2 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('lounge.title')}
      </Typography>
      <Typography>{t('lounge.unavailable')}</Typography>
    </Box>
  );
}

function Lounge({ lounge }: { lounge: TLoungeView }) {
  const { t } = useTranslation();
  usePageTitle(lounge.title);
  const { platformId } = useSession();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const visible = usePageVisible();
  const { status, joined } = useHubSnapshot();
  const stillNotConnected = useStillNotConnected();
  const roomsKey = useMemo(() => ['lounge-rooms', platformId, lounge.id], [platformId, lounge.id]);
  const rooms = useQuery({
    queryKey: roomsKey,
    queryFn: ({ signal }) => apiCall(apiRoutes.lounges.rooms, { params: { id: lounge.id }, signal }),
  });
  const storageKey = favouritesKey(platformId ?? 0);
  const [favourites, setFavourites] = useState<number[]>(() =>
    parseFavourites(session.getItem(storageKey) ?? local.getItem(storageKey)),
  );
  const [limitAlert, setLimitAlert] = useState(false);
  const [current, setCurrent] = useState<TLoungeRoom | null>(null);
  const [count, setCount] = useState(0);
  const [roomIsMod, setRoomIsMod] = useState(false);
  const [loungeIsMod, setLoungeIsMod] = useState(false);
  const [unread, setUnread] = useState<TRoomUnread>({});
  const [chat, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const chatRef = useRef(chat);
  chatRef.current = chat;
  const [toDelete, setToDelete] = useState<TLoungeRoom | null>(null);
  const [usersOpen, setUsersOpen] = useState(false);
  const [roomsOpen, setRoomsOpen] = useState(false);
  const currentRef = useRef<TLoungeRoom | null>(null);
  currentRef.current = current;
  // spec 3 §4: joining and leaving a room are logged: the page's trace names the room it is in.
  useTrace(lounge.sponsorId === null ? 'Lounge' : 'SponsorLounge', {
    title: current ? `${lounge.title}: ${current.groupName}` : lounge.title,
    entityId1: lounge.sponsorId === null ? undefined : String(lounge.sponsorId),
    entityId2: current ? String(current.groupId) : undefined,
  });
  /** The rooms this page is in: the current one and the favourites kept in the background. */
  const inRooms = useRef(new Map<number, TLoungeRoom>());
  const favouritesRef = useRef(favourites);
  favouritesRef.current = favourites;
  const foyer = rooms.data?.find((room) => room.hidden);
  const foyerId = foyer?.groupId;
  const foyerType = foyer?.groupType;

  const saveFavourites = useCallback(
    (next: number[]) => {
      setFavourites(next);
      local.setItem(storageKey, JSON.stringify(next));
      session.setItem(storageKey, JSON.stringify(next));
    },
    [storageKey],
  );

  /** Joins a room; the current one also loads its history, its count and the moderator flag. */
  const enter = useCallback((room: TLoungeRoom) => {
    const socket = hubSocket();
    if (!socket) return;
    inRooms.current.set(room.groupId, room);
    const ref = roomRef(room);
    const isCurrent = () => currentRef.current?.groupId === room.groupId;
    socket.emit('ENTER_GROUP', ref, (answer) => {
      if (!answer.ok) {
        // Not joined to the event yet (CONNECT_USER goes 3 s after connecting): retry after 1 s.
        if (answer.error === 'not_connected' || answer.error === 'not_in_group') {
          setTimeout(() => {
            if (inRooms.current.has(room.groupId)) enterRef.current(room);
          }, CHAT_RETRY_DELAY_MS);
        }
        return;
      }
      if (!isCurrent()) return;
      dispatch({ type: 'entered', group: ref });
      setCount(answer.data.groupCount);
      setRoomIsMod(answer.data.isMod);
      void apiCall(apiRoutes.chat.history, {
        params: { groupId: room.groupId },
        query: { groupType: chatGroupType(room) },
      })
        .then((history) => dispatch({ type: 'history', group: ref, messages: history.items }))
        .catch(() => undefined);
    });
  }, []);
  const enterRef = useRef(enter);
  enterRef.current = enter;

  const leave = useCallback((room: TLoungeRoom) => {
    inRooms.current.delete(room.groupId);
    hubSocket()?.emit('LEAVE_GROUP', roomRef(room));
  }, []);

  // spec 3 §4: join the hidden foyer on opening (again after a reconnect and when the tab is shown
  // again, with the rooms reloaded), rejoin the current room and keep favourite rooms joined in the
  // background for their unread badges; leave them all when the tab is hidden or the page closes.
  useEffect(() => {
    if (status !== 'connected') dispatch({ type: 'left' });
    if (!joined || foyerId === undefined || foyerType === undefined || !visible) return;
    const socket = hubSocket();
    const foyerRef: TGroupRef = { groupType: foyerType, groupId: foyerId };
    socket?.emit('ENTER_GROUP', foyerRef, (answer) => {
      if (!answer.ok) return;
      setLoungeIsMod(answer.data.isMod);
      // Room events reach the foyer: load the rooms again for what happened before joining it.
      void queryClient.invalidateQueries({ queryKey: roomsKey });
    });
    const known = queryClient.getQueryData<TLoungeRoom[]>(roomsKey) ?? [];
    const room = currentRef.current;
    if (room) enter(room);
    for (const favourite of known) {
      if (favouritesRef.current.includes(favourite.groupId) && favourite.groupId !== room?.groupId) enter(favourite);
    }
    const leaveAll = () => {
      hubSocket()?.emit('LEAVE_GROUP', foyerRef);
      for (const joinedRoom of [...inRooms.current.values()]) leave(joinedRoom);
    };
    window.addEventListener('pagehide', leaveAll);
    return () => {
      window.removeEventListener('pagehide', leaveAll);
      leaveAll();
    };
  }, [status, joined, foyerId, foyerType, visible, enter, leave, queryClient, roomsKey]);

  useEffect(() => {
    const offs = [
      onHub('CHAT_POSTED', (message) => {
        dispatch({ type: 'posted', message });
        if (message.groupId !== currentRef.current?.groupId && inRooms.current.has(message.groupId)) {
          setUnread((old) => countUnread(old, message.groupId));
        }
      }),
      onHub('CHAT_REMOVED', (removed) => dispatch({ type: 'removed', group: removed, id: removed.id })),
      onHub('GROUP_USERS_CHANGED', (change) => {
        if (currentRef.current?.groupId === change.groupId) setCount(change.groupCount);
      }),
      onHub('ROOM_COUNTS', (counts) => {
        queryClient.setQueryData<TLoungeRoom[]>(roomsKey, (old) =>
          old?.map((room) => {
            const found = counts.counts.find((c) => c.groupId === room.groupId);
            return found ? { ...room, groupCount: found.groupCount } : room;
          }),
        );
      }),
      onHub('LOUNGE_ROOM_CREATED', () => void queryClient.invalidateQueries({ queryKey: roomsKey })),
      onHub('LOUNGE_ROOM_DELETED', (deleted) => {
        hubSocket()?.emit('LEAVE_GROUP', { groupType: deleted.groupType, groupId: deleted.groupId });
        inRooms.current.delete(deleted.groupId);
        setUnread((old) => clearUnread(old, deleted.groupId));
        if (favouritesRef.current.includes(deleted.groupId)) {
          saveFavourites(favouritesRef.current.filter((id) => id !== deleted.groupId));
        }
        if (currentRef.current?.groupId === deleted.groupId) {
          setCurrent(null);
          setUsersOpen(false);
          dispatch({ type: 'left' });
        }
        void queryClient.invalidateQueries({ queryKey: roomsKey });
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, roomsKey, saveFavourites]);

  const choose = (room: TLoungeRoom) => {
    setRoomsOpen(false);
    if (current?.groupId === room.groupId) return;
    const previous = roomToLeave(current?.groupId ?? null, room.groupId, favourites);
    if (previous !== null && current) leave(current);
    setCurrent(room);
    currentRef.current = room;
    setCount(room.groupCount);
    setUnread((old) => clearUnread(old, room.groupId));
    dispatch({ type: 'left' });
    enter(room);
  };

  // spec 3 §4 Chat group: sent while not in a group, the connection is re-established and the
  // message retried once after 1 s.
  const send = (message: string, retried = false) => {
    const socket = hubSocket();
    const group = chatRef.current.group;
    if (!socket || !group) {
      console.log('Not currently in a room');
      if (retried) return;
      startHub();
      setTimeout(() => send(message, true), CHAT_RETRY_DELAY_MS);
      return;
    }
    socket.emit('POST_CHAT', { ...group, message });
  };

  const star = (room: TLoungeRoom) => {
    const result = toggleFavourite(favourites, room.groupId);
    if (result.limitReached) {
      setLimitAlert(true);
      return;
    }
    saveFavourites(result.favourites);
  };

  const createRoom = async (name: string) => {
    await apiCall(apiRoutes.lounges.createRoom, { params: { parentId: lounge.id }, body: { groupName: name } });
    await queryClient.invalidateQueries({ queryKey: roomsKey });
  };

  const deleteRoom = async (room: TLoungeRoom) => {
    setToDelete(null);
    await apiCall(apiRoutes.lounges.removeRoom, { params: { parentId: lounge.id, groupId: room.groupId } });
    await queryClient.invalidateQueries({ queryKey: roomsKey });
  };

  const isFavourite = (room: TLoungeRoom) => favourites.includes(room.groupId);
  const roomList = (
    <RoomList
      rooms={rooms.data ?? []}
      favourites={favourites}
      currentId={current?.groupId ?? null}
      unread={unread}
      isMod={loungeIsMod}
      stillNotConnected={stillNotConnected}
      onChoose={choose}
      onCreate={createRoom}
      onDelete={setToDelete}
    />
  );

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
        {limitAlert ? (
          <Alert severity="warning" onClose={() => setLimitAlert(false)} sx={{ mb: 1 }}>
            {t('lounge.favouriteLimit')}
          </Alert>
        ) : null}
        {current && chat.group ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }} data-testid="room-header">
              <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                {current.groupName}
              </Typography>
              <IconButton
                aria-label={isFavourite(current) ? t('lounge.unfavourite') : t('lounge.favourite')}
                aria-pressed={isFavourite(current)}
                onClick={() => star(current)}
              >
                {isFavourite(current) ? <Star /> : <StarBorder />}
              </IconButton>
              <Button
                size="small"
                color="inherit"
                startIcon={<People fontSize="small" />}
                data-testid="room-count"
                aria-haspopup="dialog"
                onClick={() => setUsersOpen(true)}
              >
                {t('lounge.userCount', { count })}
              </Button>
            </Box>
            <ChatPanel
              groupType={current.groupType}
              messages={chat.messages}
              isMod={roomIsMod}
              onSend={(message) => send(message)}
              onRemove={(id) => chat.group && hubSocket()?.emit('REMOVE_CHAT', { ...chat.group, id })}
            />
            <RoomUsersDialog
              room={current}
              open={usersOpen}
              onClose={() => setUsersOpen(false)}
              onMessage={(user) => {
                setUsersOpen(false);
                void openConversationWithUser(user);
              }}
            />
          </>
        ) : (
          <Typography>{isMobile ? t('lounge.welcomeMobile') : t('lounge.welcome')}</Typography>
        )}
      </Box>
      {isMobile ? (
        <Drawer
          anchor="right"
          open={roomsOpen}
          onClose={() => setRoomsOpen(false)}
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
            {roomList}
          </Box>
        </Drawer>
      ) : (
        <Box
          component="aside"
          id="lounge-rooms"
          aria-label={t('lounge.rooms')}
          sx={{ width: ROOM_DRAWER_WIDTH_PX, flexShrink: 0, borderLeft: 1, borderColor: 'divider', p: 1 }}
        >
          {roomList}
        </Box>
      )}
      <Dialog open={toDelete !== null} onClose={() => setToDelete(null)}>
        <DialogTitle>{t('lounge.deleteTitle')}</DialogTitle>
        <DialogContent>{t('lounge.deleteConfirm', { name: toDelete?.groupName ?? '' })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)}>{t('lounge.cancel')}</Button>
          <Button color="error" onClick={() => toDelete && void deleteRoom(toDelete)}>
            {t('lounge.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
