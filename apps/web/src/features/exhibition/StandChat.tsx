import People from '@mui/icons-material/People';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/form-controls.tsx';
import { Loading } from '../../components/Loading.tsx';
import { filterRoomUsers } from '../chat/chat-model.ts';
import { initialsOf } from './exhibition-model.ts';
import { type TStandUsers, useStandRoom } from './use-stand-room.ts';

// The chat panel is the lounge's and the player's (its own chunk); the stand shows before it.
const ChatPanel = lazy(() => import('../chat/ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })));

/**
 * spec 2 §2.6: a stand's chat and the people at the stand, for a signed-in user on a stand
 * with chat: the shared chat panel on the stand's group (SPONSOR, the sponsor's id).
 */
export function StandChat({ sponsorId }: { sponsorId: number }) {
  const { t } = useTranslation();
  const room = useStandRoom(sponsorId, true);
  return (
    <Box component="section" aria-labelledby="stand-chat" data-testid="stand-chat">
      <Typography id="stand-chat" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('exhibition.chat.title')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: 320,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Suspense fallback={<Loading />}>
          <ChatPanel
            groupType="SPONSOR"
            messages={room.chat.messages}
            isMod={room.chat.isMod}
            onSend={room.send}
            onRemove={room.remove}
          />
        </Suspense>
      </Box>
      <StandUsers users={room.users} />
    </Box>
  );
}

/** Who is connected to the stand, with the user-list search of spec 3 §5. */
function StandUsers({ users }: { users: TStandUsers }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = filterRoomUsers(users.list, search);
  return (
    <Box component="section" aria-labelledby="stand-users" sx={{ mt: 2 }} data-testid="stand-users">
      <Typography
        id="stand-users"
        component="h3"
        variant="subtitle1"
        sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <People fontSize="small" aria-hidden />
        {t('exhibition.chat.users', { count: users.count })}
      </Typography>
      {users.list.length > 5 ? (
        <Box sx={{ my: 1 }}>
          <TextInput
            type="search"
            size="small"
            label={t('exhibition.chat.searchUsers')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Box>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 240, overflowY: 'auto' }}>
        {shown.map((user) => (
          <Box component="li" key={user.userId} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
            <Avatar
              src={user.photoUri || undefined}
              alt=""
              sx={{ width: 28, height: 28, fontSize: '0.75rem', bgcolor: 'grey.700', color: 'common.white' }}
            >
              {initialsOf(user.userName)}
            </Avatar>
            <Typography variant="body2">{user.userName}</Typography>
          </Box>
        ))}
      </Box>
      {users.truncated ? (
        <Typography variant="body2" color="text.secondary">
          {t('exhibition.chat.more')}
        </Typography>
      ) : null}
    </Box>
  );
}
