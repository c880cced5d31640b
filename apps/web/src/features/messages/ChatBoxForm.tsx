import { PRIVATE_MESSAGE_MAX_LENGTH } from '@atrium/contracts';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import { type RefObject, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppIconButton } from '../../components/AppIconButton.tsx';
import { EmojiPicker } from '../emoji/EmojiPicker.tsx';
import { useEmojiInsert } from '../emoji/use-emoji-insert.ts';
import { canSendMessage, type TChatBox } from './conversations-model.ts';
import { sendConversationMessage, setConversationDraft } from './conversations-store.ts';

/** spec 1 §2.10: a chat box's input, which Enter or the send button sends, and the emoji picker. */
export function ChatBoxForm({ box, inputRef }: { box: TChatBox; inputRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const name = box.otherUserName;
  const insertEmoji = useEmojiInsert(
    inputRef,
    box.draft,
    (draft) => setConversationDraft(box.id, draft),
    PRIVATE_MESSAGE_MAX_LENGTH,
  );

  // spec 1 §5: a message of one character is not sent; the box says why instead of dropping it.
  const [isTooShort, setIsTooShort] = useState(false);
  const hintId = useId();
  const send = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setIsTooShort(!canSendMessage(box.draft) && box.draft.trim() !== '');
    sendConversationMessage(box.id);
  };

  return (
    <Box
      component="form"
      onSubmit={send}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
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
        aria-invalid={isTooShort || undefined}
        aria-describedby={isTooShort ? hintId : undefined}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          setIsTooShort(false);
          setConversationDraft(box.id, event.target.value);
        }}
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
      {isTooShort ? (
        <Box
          id={hintId}
          role="status"
          sx={{ order: 1, width: '100%', pb: 0.5, typography: 'caption', color: 'error.main' }}
        >
          {t('messages.tooShort')}
        </Box>
      ) : null}
      <EmojiPicker onPick={insertEmoji} />
      <AppIconButton size="small" onClick={send} aria-label={t('messages.send')} title={t('messages.send')}>
        <Send fontSize="inherit" sx={{ color: 'primary.main' }} />
      </AppIconButton>
    </Box>
  );
}
