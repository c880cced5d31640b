import { CHAT_BOX_MINIMISED_SIZE, CHAT_BOX_SIZE, PRIVATE_MESSAGE_MAX_LENGTH } from '@atrium/contracts';
import Close from '@mui/icons-material/Close';
import OpenInFull from '@mui/icons-material/OpenInFull';
import Remove from '@mui/icons-material/Remove';
import Send from '@mui/icons-material/Send';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session-store.ts';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { Text } from '../../components/Text.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { EmojiPicker } from '../emoji/EmojiPicker.tsx';
import { useEmojiInsert } from '../emoji/use-emoji-insert.ts';
import type { TChatBox } from './conversations-model.ts';
import {
  closeConversation,
  maximiseConversation,
  minimiseConversation,
  sendConversationMessage,
  setConversationDraft,
} from './conversations-store.ts';

type TChatBoxProps = {
  box: TChatBox;
  /** Phone width: the box spans the screen (docs/ARCHITECTURE.md, decisions where the spec says "not shown"). */
  fullWidth: boolean;
  /** Changes each time the box is asked to take the keyboard (opened, brought to view, maximised). */
  focusSeq: number | null;
};

/**
 * spec 1 §2.10: a private chat box, 320 × 282, or 250 × 40 minimised. The header holds the
 * other user's name, the unread badge while minimised, and the minimise or maximise and the
 * close buttons; below, the messages (scrolled to the newest) and the input, which Enter or
 * the send button sends.
 */
export function ChatBox({ box, fullWidth, focusSeq }: TChatBoxProps) {
  const { t } = useTranslation();
  const { userId: me } = useSession();
  const titleId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const name = box.otherUserName;
  const lastId = box.messageItems.at(-1)?.messageId ?? 0;
  const insertEmoji = useEmojiInsert(
    inputRef,
    box.draft,
    (draft) => setConversationDraft(box.id, draft),
    PRIVATE_MESSAGE_MAX_LENGTH,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls on a new newest message and when the box opens up.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId, box.minimised]);

  useEffect(() => {
    if (focusSeq !== null) inputRef.current?.focus();
  }, [focusSeq]);

  const close = () => {
    closeConversation(box.id);
    // The focus was in this box: it goes on to the input of the next box shown, if any.
    requestAnimationFrame(() => {
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      document.querySelector<HTMLInputElement>('input[data-chat-box-input]')?.focus();
    });
  };

  const send = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    sendConversationMessage(box.id);
  };

  const size = box.minimised ? CHAT_BOX_MINIMISED_SIZE : CHAT_BOX_SIZE;
  return (
    <Paper
      component="section"
      elevation={8}
      aria-labelledby={titleId}
      data-testid="chat-box"
      data-minimised={box.minimised}
      sx={{
        width: fullWidth ? '100vw' : size.width,
        height: fullWidth && !box.minimised ? `max(${CHAT_BOX_SIZE.height}px, 50vh)` : size.height,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: fullWidth ? 0 : '8px 8px 0 0',
      }}
    >
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
            color="error"
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
      {box.minimised ? null : (
        <>
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
                      <Text component="span" variant="caption" sx={{ fontWeight: 700 }}>
                        {item.senderName}
                      </Text>
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
          <Box
            component="form"
            onSubmit={send}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              pl: 1.5,
              pr: 0.5,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              component="input"
              ref={inputRef}
              value={box.draft}
              maxLength={PRIVATE_MESSAGE_MAX_LENGTH}
              placeholder={t('messages.inputPlaceholder')}
              aria-label={t('messages.inputLabel', { name })}
              autoComplete="off"
              data-testid="chat-box-input"
              data-chat-box-input=""
              onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
                setConversationDraft(box.id, event.target.value)
              }
              sx={{
                flex: 1,
                minWidth: 0,
                border: 0,
                outline: 0,
                py: 1.25,
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
                bgcolor: 'transparent',
                color: 'text.primary',
                font: 'inherit',
                fontSize: '0.95rem',
                '&::placeholder': { color: 'text.secondary', opacity: 1 },
              }}
            />
            <EmojiPicker onPick={insertEmoji} />
            <AppIconButton size="small" onClick={send} aria-label={t('messages.send')} title={t('messages.send')}>
              <Send fontSize="inherit" sx={{ color: 'primary.main' }} />
            </AppIconButton>
          </Box>
        </>
      )}
    </Paper>
  );
}
