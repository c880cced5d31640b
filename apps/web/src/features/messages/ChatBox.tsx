import { CHAT_BOX_MINIMISED_SIZE, CHAT_BOX_SIZE } from '@atrium/contracts';
import Paper from '@mui/material/Paper';
import { useEffect, useId, useRef } from 'react';
import { ChatBoxForm } from './ChatBoxForm.tsx';
import { ChatBoxHeader } from './ChatBoxHeader.tsx';
import { ChatBoxMessages } from './ChatBoxMessages.tsx';
import type { TChatBox } from './conversations-model.ts';
import { closeConversation } from './conversations-store.ts';

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
  const titleId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const lastId = box.messageItems.at(-1)?.messageId ?? 0;

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
      <ChatBoxHeader box={box} titleId={titleId} onClose={close} />
      {box.minimised ? null : (
        <>
          <ChatBoxMessages box={box} listRef={listRef} />
          <ChatBoxForm box={box} inputRef={inputRef} />
        </>
      )}
    </Paper>
  );
}
