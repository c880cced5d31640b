import { CHAT_BOX_MINIMISED_SIZE } from '@atrium/contracts';
import Close from '@mui/icons-material/Close';
import OpenInFull from '@mui/icons-material/OpenInFull';
import Remove from '@mui/icons-material/Remove';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { Text } from '../../components/Text.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import type { TChatBox } from './conversations-model.ts';
import { maximiseConversation, minimiseConversation } from './conversations-store.ts';

type TChatBoxHeaderProps = { box: TChatBox; titleId: string; onClose: () => void };

/**
 * spec 1 §2.10: a chat box's header: the other user's name, the unread badge while minimised,
 * and the minimise or maximise and the close buttons.
 */
export function ChatBoxHeader({ box, titleId, onClose: close }: TChatBoxHeaderProps) {
  const { t } = useTranslation();
  const name = box.otherUserName;
  return (
    <Box
      sx={{
        height: CHAT_BOX_MINIMISED_SIZE.height,
        flex: '0 0 auto',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 1.5,
        pr: 0.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Text id={titleId} component="h2" variant="subtitle2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {name}
      </Text>
      {box.minimised && box.unreadCount > 0 ? (
        <Badge
          badgeContent={box.unreadCount}
          color="accent"
          data-testid="chat-box-unread"
          sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
        >
          <Box component="span" sx={visuallyHidden}>
            {t('messages.unread', { count: box.unreadCount })}
          </Box>
        </Badge>
      ) : null}
      {box.minimised ? (
        <AppIconButton
          color="inherit"
          size="small"
          onClick={() => maximiseConversation(box.id)}
          aria-label={t('messages.maximise', { name })}
          title={t('messages.maximiseHint')}
        >
          <OpenInFull fontSize="inherit" />
        </AppIconButton>
      ) : (
        <AppIconButton
          color="inherit"
          size="small"
          onClick={() => minimiseConversation(box.id)}
          aria-label={t('messages.minimise', { name })}
          title={t('messages.minimiseHint')}
        >
          <Remove fontSize="inherit" />
        </AppIconButton>
      )}
      <AppIconButton
        color="inherit"
        size="small"
        onClick={close}
        aria-label={t('messages.close', { name })}
        title={t('app.close')}
      >
        <Close fontSize="inherit" />
      </AppIconButton>
    </Box>
  );
}
