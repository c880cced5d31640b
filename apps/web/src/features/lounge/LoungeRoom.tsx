import type { TLoungeRoom } from '@atrium/contracts';
import People from '@mui/icons-material/People';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from '../chat/ChatPanel.tsx';
import { openConversationWithUser } from '../messages/conversations-store.ts';
import type { TLoungeState } from './lounge-model.ts';
import type { TLoungeStore } from './lounge-store.ts';
import { RoomUsersDialog } from './RoomUsersDialog.tsx';

type TLoungeRoomProps = {
  room: TLoungeRoom;
  state: TLoungeState;
  store: TLoungeStore;
  usersOpen: boolean;
  onUsersOpen: (open: boolean) => void;
};

/**
 * spec 3 Lounge screen: the room being shown — its name, its favourite star, its user count
 * (which opens the users popup) and its chat.
 */
export function LoungeRoom({ room, state, store, usersOpen, onUsersOpen }: TLoungeRoomProps) {
  const { t } = useTranslation();
  const isFavourite = state.favourites.includes(room.groupId);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }} data-testid="room-header">
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere', minWidth: 0, flex: '0 1 auto' }}>
          {room.groupName}
        </Typography>
        <IconButton
          aria-label={isFavourite ? t('lounge.unfavourite') : t('lounge.favourite')}
          aria-pressed={isFavourite}
          onClick={() => store.star(room)}
        >
          {isFavourite ? <Star /> : <StarBorder />}
        </IconButton>
        <Button
          size="small"
          color="inherit"
          startIcon={<People fontSize="small" />}
          data-testid="room-count"
          // On a phone the count stays on one line ("1 user"); the room name wraps instead.
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          aria-haspopup="dialog"
          onClick={() => onUsersOpen(true)}
        >
          {t('lounge.userCount', { count: state.chat.count })}
        </Button>
      </Box>
      <ChatPanel
        groupType={room.groupType}
        messages={state.chat.messages}
        isMod={state.chat.isMod}
        onSend={store.send}
        onRemove={store.remove}
      />
      <RoomUsersDialog
        room={room}
        open={usersOpen}
        onClose={() => onUsersOpen(false)}
        onMessage={(user) => {
          onUsersOpen(false);
          void openConversationWithUser(user);
        }}
      />
    </>
  );
}
