import {
  apiRoutes,
  CHAT_RETRY_DELAY_MS,
  normaliseRoomName,
  ROOM_DRAWER_WIDTH_PX,
  ROOM_NAME_MAX_LENGTH,
  type TGroupRef,
  type TLoungeRoom,
} from '@atrium/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
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
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client.ts';
import { useSession } from '../../auth/session-store.ts';
import { local, session } from '../../lib/browser-storage.ts';
import { hubSocket, onHub, useHubSnapshot } from '../../realtime/connection.ts';
import { ChatPanel, useStillNotConnected } from '../chat/ChatPanel.tsx';
import { chatReducer, EMPTY_CHAT } from '../chat/chat-model.ts';
import { arrangeRooms, favouritesKey, parseFavourites, roomToLeave, toggleFavourite } from './lounge-model.ts';

const roomRef = (room: TLoungeRoom): TGroupRef => ({ groupType: room.groupType, groupId: room.groupId });

/** spec 3 Lounge screen: the event's general lounge with its rooms and chat. */
export default function LoungePage() {
  const { t } = useTranslation();
  const { platformId } = useSession();
  const queryClient = useQueryClient();
  const { status, joined } = useHubSnapshot();
  const stillNotConnected = useStillNotConnected();
  const lounges = useQuery({
    queryKey: ['lounges', platformId],
    queryFn: ({ signal }) => apiCall(apiRoutes.lounges.list, { signal }),
    enabled: platformId !== null,
  });
  const lounge = lounges.data?.find((item) => item.sponsorId === null) ?? lounges.data?.[0];
  const loungeId = lounge?.id;
  const roomsKey = useMemo(() => ['lounge-rooms', platformId, loungeId], [platformId, loungeId]);
  const rooms = useQuery({
    queryKey: roomsKey,
    queryFn: ({ signal }) => apiCall(apiRoutes.lounges.rooms, { params: { id: lounge?.id ?? 0 }, signal }),
    enabled: lounge !== undefined,
  });
  const [favourites, setFavourites] = useState<number[]>(() =>
    parseFavourites(session.getItem(favouritesKey(platformId ?? 0)) ?? local.getItem(favouritesKey(platformId ?? 0))),
  );
  const [filter, setFilter] = useState('');
  const [limitAlert, setLimitAlert] = useState(false);
  const [current, setCurrent] = useState<TLoungeRoom | null>(null);
  const [count, setCount] = useState(0);
  const [roomIsMod, setRoomIsMod] = useState(false);
  const [loungeIsMod, setLoungeIsMod] = useState(false);
  const [chat, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const [newRoom, setNewRoom] = useState('');
  const [toDelete, setToDelete] = useState<TLoungeRoom | null>(null);
  const currentRef = useRef<TLoungeRoom | null>(null);
  currentRef.current = current;
  const foyer = rooms.data?.find((room) => room.hidden);

  const saveFavourites = (next: number[]) => {
    setFavourites(next);
    const key = favouritesKey(platformId ?? 0);
    local.setItem(key, JSON.stringify(next));
    session.setItem(key, JSON.stringify(next));
  };

  const enter = useCallback((room: TLoungeRoom) => {
    const socket = hubSocket();
    if (!socket) return;
    const ref = roomRef(room);
    socket.emit('ENTER_GROUP', ref, (answer) => {
      if (!answer.ok) {
        // Not joined to the event yet (CONNECT_USER goes 3 s after connecting): retry after 1 s.
        if (answer.error === 'not_connected' || answer.error === 'not_in_group') {
          setTimeout(() => {
            if (currentRef.current?.groupId === room.groupId) enterRef.current(room);
          }, CHAT_RETRY_DELAY_MS);
        }
        return;
      }
      dispatch({ type: 'entered', group: ref });
      setCount(answer.data.groupCount);
      setRoomIsMod(answer.data.isMod);
      void apiCall(apiRoutes.chat.history, { params: { groupId: room.groupId }, query: { groupType: 'LOUNGE' } })
        .then((history) => dispatch({ type: 'history', group: ref, messages: history.items }))
        .catch(() => undefined);
    });
  }, []);
  const enterRef = useRef(enter);
  enterRef.current = enter;

  // spec 3 §4: join the hidden foyer on opening (and again after a reconnect), rejoin the current room.
  useEffect(() => {
    if (status !== 'connected') dispatch({ type: 'left' });
    if (!joined || !foyer) return;
    const socket = hubSocket();
    const ref = roomRef(foyer);
    socket?.emit('ENTER_GROUP', ref, (answer) => {
      if (answer.ok) setLoungeIsMod(answer.data.isMod);
    });
    if (currentRef.current) enter(currentRef.current);
    return () => {
      hubSocket()?.emit('LEAVE_GROUP', ref);
      const room = currentRef.current;
      if (room) hubSocket()?.emit('LEAVE_GROUP', roomRef(room));
    };
  }, [status, joined, foyer, enter]);

  useEffect(() => {
    const offs = [
      onHub('CHAT_POSTED', (message) => dispatch({ type: 'posted', message })),
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
        setFavourites((old) => {
          const next = old.filter((id) => id !== deleted.groupId);
          const key = favouritesKey(platformId ?? 0);
          local.setItem(key, JSON.stringify(next));
          session.setItem(key, JSON.stringify(next));
          return next;
        });
        if (currentRef.current?.groupId === deleted.groupId) {
          setCurrent(null);
          dispatch({ type: 'left' });
        }
        void queryClient.invalidateQueries({ queryKey: roomsKey });
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, platformId, roomsKey]);

  const choose = (room: TLoungeRoom) => {
    if (current?.groupId === room.groupId) return;
    const leave = roomToLeave(current?.groupId ?? null, room.groupId, favourites);
    if (leave !== null && current) hubSocket()?.emit('LEAVE_GROUP', roomRef(current));
    setCurrent(room);
    setCount(room.groupCount);
    enter(room);
  };

  const star = (room: TLoungeRoom) => {
    const result = toggleFavourite(favourites, room.groupId);
    if (result.limitReached) {
      setLimitAlert(true);
      return;
    }
    saveFavourites(result.favourites);
  };

  const createRoom = async () => {
    const name = normaliseRoomName(newRoom);
    if (!name || !lounge) return;
    await apiCall(apiRoutes.lounges.createRoom, { params: { parentId: lounge.id }, body: { groupName: name } });
    setNewRoom('');
    await queryClient.invalidateQueries({ queryKey: roomsKey });
  };

  const deleteRoom = async (room: TLoungeRoom) => {
    setToDelete(null);
    if (!lounge) return;
    await apiCall(apiRoutes.lounges.removeRoom, { params: { parentId: lounge.id, groupId: room.groupId } });
    await queryClient.invalidateQueries({ queryKey: roomsKey });
  };

  const arranged = arrangeRooms(rooms.data ?? [], favourites, filter);
  const isFavourite = (room: TLoungeRoom) => favourites.includes(room.groupId);
  const roomItem = (room: TLoungeRoom) => (
    <ListItem
      key={room.groupId}
      disablePadding
      secondaryAction={
        loungeIsMod ? (
          <IconButton
            edge="end"
            aria-label={t('lounge.deleteRoom', { name: room.groupName })}
            onClick={() => setToDelete(room)}
          >
            <DeleteOutline />
          </IconButton>
        ) : undefined
      }
    >
      <ListItemButton selected={current?.groupId === room.groupId} onClick={() => choose(room)}>
        <ListItemText primary={room.groupName} secondary={t('lounge.userCount', { count: room.groupCount })} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: 'calc(100vh - 125px)' }}>
      <Box sx={{ flex: 1, p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {lounge?.title || t('lounge.title')}
        </Typography>
        {limitAlert ? (
          <Alert severity="warning" onClose={() => setLimitAlert(false)} sx={{ mb: 1 }}>
            {t('lounge.favouriteLimit')}
          </Alert>
        ) : null}
        {current && chat.group ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }} data-testid="room-header">
              <Typography component="h2" variant="h6">
                {current.groupName}
              </Typography>
              <IconButton
                aria-label={isFavourite(current) ? t('lounge.unfavourite') : t('lounge.favourite')}
                aria-pressed={isFavourite(current)}
                onClick={() => star(current)}
              >
                {isFavourite(current) ? <Star /> : <StarBorder />}
              </IconButton>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="room-count">
                <People fontSize="small" aria-hidden />
                <span>{t('lounge.userCount', { count })}</span>
              </Box>
            </Box>
            <ChatPanel
              groupType={current.groupType}
              messages={chat.messages}
              isMod={roomIsMod}
              onSend={(message) => {
                if (!chat.group) return;
                const socket = hubSocket();
                if (!socket) {
                  console.log('Not currently in a room');
                  return;
                }
                socket.emit('POST_CHAT', { ...chat.group, message });
              }}
              onRemove={(id) => chat.group && hubSocket()?.emit('REMOVE_CHAT', { ...chat.group, id })}
            />
          </>
        ) : (
          <Typography>{t('lounge.welcome')}</Typography>
        )}
      </Box>
      <Box
        component="aside"
        aria-label={t('lounge.rooms')}
        sx={{ width: ROOM_DRAWER_WIDTH_PX, flexShrink: 0, borderLeft: 1, borderColor: 'divider', p: 1 }}
      >
        {stillNotConnected ? <Alert severity="warning">{t('realtime.cannotConnect')}</Alert> : null}
        {loungeIsMod ? (
          <Box
            component="form"
            sx={{ display: 'flex', gap: 1, p: 1 }}
            onSubmit={(event) => {
              event.preventDefault();
              void createRoom();
            }}
          >
            <TextField
              size="small"
              label={t('lounge.newRoom')}
              value={newRoom}
              onChange={(event) => setNewRoom(event.target.value.slice(0, ROOM_NAME_MAX_LENGTH))}
              helperText={`${newRoom.length}/${ROOM_NAME_MAX_LENGTH}`}
            />
            <Button type="submit" variant="outlined">
              {t('lounge.create')}
            </Button>
          </Box>
        ) : null}
        {arranged.showFind ? (
          <TextField
            size="small"
            fullWidth
            label={t('lounge.findRoom')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ my: 1 }}
          />
        ) : null}
        {arranged.favourite.length > 0 ? (
          <List dense subheader={<ListSubheader disableSticky>{t('lounge.favourites')}</ListSubheader>}>
            {arranged.favourite.map(roomItem)}
          </List>
        ) : null}
        <List dense subheader={<ListSubheader disableSticky>{t('lounge.rooms')}</ListSubheader>}>
          {arranged.plain.map(roomItem)}
        </List>
      </Box>
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
