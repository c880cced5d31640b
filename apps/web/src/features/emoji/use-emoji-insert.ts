import { type RefObject, useEffect, useRef } from 'react';
import { insertAtCaret } from './emoji-model.ts';

/**
 * spec 3 §1: a picked emoji goes into a message box at the caret (replacing a selection), if
 * the message stays within `maxLength` characters; the caret then follows the emoji and the
 * box keeps the focus. For the live chat panel and the private chat boxes.
 */
export function useEmojiInsert(
  inputRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  text: string,
  setText: (next: string) => void,
  maxLength: number,
): (character: string) => void {
  // Where the caret goes after an emoji is inserted (set once the new text is rendered).
  const caretRef = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: place the caret once the inserted text is rendered.
  useEffect(() => {
    const input = inputRef.current;
    if (caretRef.current === null || !input) return;
    input.setSelectionRange(caretRef.current, caretRef.current);
    caretRef.current = null;
  }, [text]);

  return (character: string) => {
    const input = inputRef.current;
    const selection = { start: input?.selectionStart ?? text.length, end: input?.selectionEnd ?? text.length };
    const next = insertAtCaret(text, selection, character, maxLength);
    input?.focus();
    if (!next) return;
    caretRef.current = next.caret;
    setText(next.text);
  };
}
