import { loungesRoutes, type TGroupRef, type TPresenceUser } from '@atrium/contracts';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../api/client.ts';
import { useSession } from '../../auth/session-store.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { filterRoomUsers } from '../chat/chat-model.ts';

type TUserCardProps = {
  user: TPresenceUser;
  /** Starts a private conversation; absent, the card has no Message button. */
  onMessage?: (user: TPresenceUser) => void;
};

/**
 * spec 3 Lounge screen: a user card — photo, name, organisation and country, and a Message
 * button that starts a private conversation. The button is hidden for oneself, on mobile, and
 * for someone nobody may write to first (hidden from the directory or consent declined).
 */
export function UserCard({ user, onMessage }: TUserCardProps) {
  const { t } = useTranslation();
  const { userId } = useSession();
  const isMobile = useIsMobile();
  const details = [user.organisation, user.country].filter(Boolean).join(' · ');
  const canMessage = onMessage !== undefined && !isMobile && user.userId !== userId && user.canMessage !== false;
  return (
    <Box
      component="li"
      data-testid="user-card"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Avatar src={user.photoUri || undefined} alt="" sx={{ width: 48, height: 48 }}>
        {user.userName.charAt(0)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {user.userName}
        </Typography>
        {details ? (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
        ) : null}
      </Box>
      {canMessage ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<ChatBubbleOutline />}
          aria-label={t('lounge.messageUser', { name: user.userName })}
          onClick={() => onMessage(user)}
        >
          {t('lounge.message')}
        </Button>
      ) : null}
    </Box>
  );
}

type TRoomUsersDialogProps = {
  room: TGroupRef & { groupName: string };
  open: boolean;
  onClose: () => void;
  onMessage?: (user: TPresenceUser) => void;
};

/** spec 3 Lounge screen: the popup of users in the current room, opened from its user count. */
export function RoomUsersDialog({ room, open, onClose, onMessage }: TRoomUsersDialogProps) {
  const { t } = useTranslation();
  const { platformId } = useSession();
  const isMobile = useIsMobile();
  const titleId = useId();
  const [search, setSearch] = useState('');
  const users = useQuery({
    queryKey: ['room-users', platformId, room.groupType, room.groupId],
    queryFn: ({ signal }) =>
      apiCall(loungesRoutes.usersIn, {
        params: { groupId: room.groupId },
        query: { groupType: room.groupType },
        signal,
      }),
    enabled: open,
    staleTime: 0,
  });
  const shown = filterRoomUsers(users.data?.users ?? [], search);
  const close = () => {
    setSearch('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={isMobile} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('lounge.usersIn', { name: room.groupName })}</DialogTitle>
      <DialogContent dividers>
        <TextField
          size="small"
          fullWidth
          label={t('lounge.findUser')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && search) {
              event.stopPropagation();
              setSearch('');
            }
          }}
          sx={{ mb: 1 }}
        />
        {users.isFetching ? <LinearProgress aria-label={t('lounge.loadingUsers')} /> : null}
        {users.isSuccess && shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('lounge.noUsers')}
          </Typography>
        ) : null}
        <Box component="ul" aria-label={t('lounge.usersList')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((user) => (
            <UserCard key={user.userId} user={user} onMessage={onMessage} />
          ))}
        </Box>
        {users.data?.truncated ? (
          <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
            {t('lounge.usersTruncated', { count: users.data.groupCount })}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('lounge.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
