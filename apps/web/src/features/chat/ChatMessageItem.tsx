import { chatRoleIcons, type TChatMessage } from '@atrium/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import Shield from '@mui/icons-material/Shield';
import SmartToy from '@mui/icons-material/SmartToy';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageTime } from '../../components/MessageTime.tsx';

const ROLE_ICONS = { robot: SmartToy, 'shield-star': Shield, 'account-voice': RecordVoiceOver } as const;

/** A moderator's action on a message beside delete (the player's "make it a question"). */
export type TChatMessageAction = {
  label: (message: TChatMessage) => string;
  icon: ReactNode;
  run: (message: TChatMessage) => void;
};

/** One chat message (spec 3 §1): photo, author, role icons, time, text, and the moderator's delete. */
export function ChatMessageItem({
  message,
  isMod,
  onRemove,
  action,
}: {
  message: TChatMessage;
  isMod: boolean;
  onRemove: (id: number) => void;
  action?: TChatMessageAction;
}) {
  const { t } = useTranslation();
  return (
    <Box component="li" data-testid="chat-message" sx={{ display: 'flex', gap: 1, py: 0.75 }}>
      <Avatar src={message.userPhotoUri || undefined} alt="" sx={{ width: 32, height: 32 }}>
        {message.userName.charAt(0)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Typography component="span" variant="subtitle2">
            {message.userName}
          </Typography>
          {chatRoleIcons(message.roleName).map((icon) => {
            const Icon = ROLE_ICONS[icon];
            return <Icon key={icon} fontSize="small" titleAccess={t(`realtime.roleIcon.${icon}`)} color="primary" />;
          })}
          <MessageTime timeStamp={message.timeStamp} sx={{ ml: 0.5 }} />
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {message.message}
        </Typography>
      </Box>
      {isMod && action ? (
        <IconButton size="small" aria-label={action.label(message)} onClick={() => action.run(message)}>
          {action.icon}
        </IconButton>
      ) : null}
      {isMod ? (
        <IconButton
          size="small"
          aria-label={t('lounge.deleteMessage', { name: message.userName })}
          onClick={() => onRemove(message.id)}
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}
