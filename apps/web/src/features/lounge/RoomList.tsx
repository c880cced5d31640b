import { normaliseRoomName, ROOM_NAME_MAX_LENGTH, type TLoungeRoom } from '@atrium/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/index.ts';
import { arrangeRooms, lastActivity, type TRoomUnread } from './lounge-model.ts';

type TRoomListProps = {
  rooms: readonly TLoungeRoom[];
  favourites: readonly number[];
  currentId: number | null;
  unread: TRoomUnread;
  isMod: boolean;
  stillNotConnected: boolean;
  onChoose: (room: TLoungeRoom) => void;
  /** Resolves once the room is created (or the name was ignored). */
  onCreate: (name: string) => Promise<void>;
  onDelete: (room: TLoungeRoom) => void;
};

/**
 * spec 3 Lounge screen: the room drawer — the cannot-connect message, the moderators' create
 * box, the find box (above 5 plain rooms), favourite rooms then plain rooms, each with its
 * user count, its unread badge (capped at 100) and, for moderators, a delete icon.
 */
export function RoomList(props: TRoomListProps) {
  const { rooms, favourites, currentId, unread, isMod, stillNotConnected, onChoose, onCreate, onDelete } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [filter, setFilter] = useState('');
  const [newRoom, setNewRoom] = useState('');
  const arranged = arrangeRooms(rooms, favourites, filter);

  const roomItem = (room: TLoungeRoom) => {
    const count = unread[room.groupId] ?? 0;
    // An empty room shows when it was last active rather than "0 users".
    const presence =
      room.groupCount === 0 && room.lastMessageAt
        ? t('lounge.lastMessage', { when: lastActivity(room.lastMessageAt, Date.now(), locale) })
        : t('lounge.userCount', { count: room.groupCount });
    return (
      <ListItem
        key={room.groupId}
        disablePadding
        secondaryAction={
          isMod ? (
            <IconButton
              edge="end"
              aria-label={t('lounge.deleteRoom', { name: room.groupName })}
              onClick={() => onDelete(room)}
            >
              <DeleteOutline />
            </IconButton>
          ) : undefined
        }
      >
        <ListItemButton selected={currentId === room.groupId} onClick={() => onChoose(room)}>
          <ListItemText
            primary={room.groupName}
            secondary={count > 0 ? `${presence} · ${t('lounge.unread', { count })}` : presence}
          />
          {count > 0 ? (
            <Chip
              size="small"
              color="accent"
              label={count}
              aria-hidden
              data-testid="room-unread"
              sx={{ ml: 1, mr: isMod ? 2 : 0 }}
            />
          ) : null}
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <>
      {stillNotConnected ? <Alert severity="warning">{t('realtime.cannotConnect')}</Alert> : null}
      {isMod ? (
        <Box
          component="form"
          sx={{ display: 'flex', gap: 1, p: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            const name = normaliseRoomName(newRoom);
            if (!name) return;
            void onCreate(name).then(() => setNewRoom(''));
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
    </>
  );
}
