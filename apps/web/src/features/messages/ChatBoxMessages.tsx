import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-store.ts';
import { MessageTime } from '../../components/MessageTime.tsx';
import { Text } from '../../components/Text.tsx';
import type { TChatBox } from './conversations-model.ts';

/** spec 1 §2.10: a chat box's messages, one's own on the right. */
export function ChatBoxMessages({ box, listRef }: { box: TChatBox; listRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const { userId: me } = useSession();
  const name = box.otherUserName;
  return (
    <Box
      ref={listRef}
      role="log"
      aria-label={t('messages.messageList', { name })}
      // Scrollable with the keyboard.
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 1.5, py: 1 }}
    >
      {box.messageItems.length === 0 ? (
        <Text variant="body2" color="text.secondary">
          {t('messages.noMessages')}
        </Text>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {box.messageItems.map((item) => {
            const mine = item.senderId === me;
            return (
              <Box
                component="li"
                key={item.messageId}
                data-testid="chat-box-message"
                sx={{
                  py: 0.5,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: mine ? 'flex-end' : 'flex-start',
                }}
              >
                <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline' }}>
                  <Text component="span" variant="caption" sx={{ fontWeight: 700 }}>
                    {item.senderName}
                  </Text>
                  <MessageTime timeStamp={item.timeStamp} />
                </Box>
                <Text
                  variant="body2"
                  sx={{
                    px: 1,
                    py: 0.5,
                    borderRadius: 1,
                    maxWidth: '85%',
                    bgcolor: mine ? 'primary.main' : 'grey.200',
                    color: mine ? 'primary.contrastText' : 'text.primary',
                    overflowWrap: 'anywhere',
                    whiteSpace: 'pre-wrap',
                  }}
                >
                  {item.message}
                </Text>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
