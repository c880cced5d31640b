import { chatTextLength, NOT_CONNECTED_TIMEOUT_MS, type TChatMessage, type TGroupType } from '@atrium/contracts';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offlineForMs, useConnectionState } from '../../realtime/connection.ts';
import { EmojiPicker } from '../emoji/EmojiPicker.tsx';
import { useEmojiInsert } from '../emoji/use-emoji-insert.ts';
import { ChatMessageItem, type TChatMessageAction } from './ChatMessageItem.tsx';
import { unreadSince } from './chat-model.ts';
import { useChatBox } from './use-chat-box.ts';

/**
 * spec 3 §4: the still-not-connected flag, set 30 s after the connection was lost (not after the
 * latest reconnect attempt, nor after this panel appeared).
 */
export function useStillNotConnected(): boolean {
  const connected = useConnectionState() === 'connected';
  const [late, setLate] = useState(false);
  useEffect(() => {
    const offline = offlineForMs(Date.now());
    if (connected || offline === null) {
      setLate(false);
      return;
    }
    const left = NOT_CONNECTED_TIMEOUT_MS - offline;
    if (left <= 0) {
      setLate(true);
      return;
    }
    const timer = setTimeout(() => setLate(true), left);
    return () => clearTimeout(timer);
  }, [connected]);
  return late;
}

type TChatPanelProps = {
  groupType: TGroupType;
  messages: TChatMessage[];
  isMod: boolean;
  /** Changes of this flag (e.g. a tab shown again) scroll to the newest message. */
  active?: boolean;
  /** The unread count while not active (capped at 100; 0 once active again), for the tab's badge. */
  onUnreadChange?: (unread: number) => void;
  /** Resolves false when the message was not taken: the box gives its text back. */
  onSend: (text: string) => Promise<boolean>;
  onRemove: (id: number) => void;
  /** A moderator's further action on each message. */
  messageAction?: TChatMessageAction;
};

/**
 * The live chat panel of spec 3 (lounge rooms; sessions and stands reuse it): messages with
 * author, photo and role icons, moderator delete, a message box with the remaining-character
 * counter, Enter or the send button to send, the cannot-connect message after 30 s offline.
 */
export function ChatPanel({
  groupType,
  messages,
  isMod,
  active = true,
  onUnreadChange,
  onSend,
  onRemove,
  messageAction,
}: TChatPanelProps) {
  const { t } = useTranslation();
  const { text, setText, change, submit, problem, max } = useChatBox(groupType, onSend);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const stillNotConnected = useStillNotConnected();
  const remaining = max - chatTextLength(text);
  const lastId = messages.at(-1)?.id ?? 0;
  // spec 3 §4: unread messages accrue while the panel is not active and reset when it is.
  const [lastSeenId, setLastSeenId] = useState(lastId);
  if (active && lastSeenId !== lastId) setLastSeenId(lastId);
  const unread = unreadSince(messages, lastSeenId, active);
  useEffect(() => onUnreadChange?.(unread), [unread, onUnreadChange]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll on a new newest message and on the active flag.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId, active]);

  /** spec 3 §1: the picked emoji goes in at the caret, if it fits within the message limit. */
  const insertEmoji = useEmojiInsert(inputRef, text, setText, max);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }} data-testid="chat-panel">
      {stillNotConnected ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('realtime.cannotConnect')}
        </Alert>
      ) : null}
      <Box
        component="ul"
        ref={listRef}
        aria-label={t('lounge.messages')}
        tabIndex={0}
        sx={{ listStyle: 'none', m: 0, p: 1, overflowY: 'auto', flex: 1, minHeight: 200, maxHeight: '60vh' }}
      >
        {messages.length === 0 ? (
          <Typography component="li" color="text.secondary">
            {t('lounge.noMessages')}
          </Typography>
        ) : null}
        {messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            isMod={isMod}
            onRemove={onRemove}
            action={messageAction}
          />
        ))}
      </Box>
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1 }}>
        <TextField
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) submit(event);
          }}
          label={t('lounge.messageLabel')}
          size="small"
          fullWidth
          multiline
          maxRows={4}
          error={remaining < 0 || problem !== null}
          helperText={
            problem === 'too_short'
              ? t('lounge.tooShort')
              : problem === 'not_sent'
                ? t('lounge.notSent')
                : t('lounge.remaining', { count: remaining })
          }
          inputRef={inputRef}
          slotProps={{ htmlInput: { 'data-testid': 'chat-input' } }}
        />
        <EmojiPicker onPick={insertEmoji} />
        <IconButton type="submit" color="primary" aria-label={t('lounge.send')}>
          <Send />
        </IconButton>
      </Box>
    </Box>
  );
}
