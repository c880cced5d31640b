import { chatRoleLabel, type TChatRoleLabel, type TPresenceUser } from '@atrium/contracts';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TKey, tKey } from '../../i18n/keys.ts';
import { filterRoomUsers } from '../chat/chat-model.ts';
import type { useSessionRoom } from './use-session-room.ts';

const ROLE_LABELS: Record<Exclude<TChatRoleLabel, ''>, TKey> = {
  bot: tKey('player.users.role.bot'),
  staff: tKey('player.users.role.staff'),
  moderator: tKey('player.users.role.moderator'),
  speaker: tKey('player.users.role.speaker'),
  'moderator-and-speaker': tKey('player.users.role.moderatorAndSpeaker'),
};

/** spec 3 §3: the label of a session chat user's role (none for a plain attendee). */
function RoleLabel({ user }: { user: TPresenceUser }) {
  const { t } = useTranslation();
  const label = chatRoleLabel(user.roleName);
  if (!label) return null;
  return <Chip size="small" variant="outlined" color="primary" label={t(ROLE_LABELS[label])} data-testid="user-role" />;
}

/** The activity drawer's participants tab: who is in the session now, searchable, with their role. */
export function SessionUsers({ users }: { users: ReturnType<typeof useSessionRoom>['users'] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown: TPresenceUser[] = filterRoomUsers(users.list, search);
  return (
    <Box sx={{ p: 1 }}>
      <TextField
        size="small"
        fullWidth
        label={t('player.users.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Typography variant="body2" sx={{ my: 1 }}>
        {t('player.users.count', { count: users.count })}
      </Typography>
      {users.truncated ? <Typography color="text.secondary">{t('player.users.tooMany')}</Typography> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((u) => (
          <Box component="li" key={u.userId} sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5 }}>
            <Avatar src={u.photoUri || undefined} alt="" sx={{ width: 32, height: 32 }}>
              {u.userName.charAt(0)}
            </Avatar>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2">{u.userName}</Typography>
              <Typography variant="caption" color="text.secondary">
                {[u.organisation, u.country].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <RoleLabel user={u} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
