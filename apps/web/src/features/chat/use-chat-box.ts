import { chatMaxLength, checkChatText, type TGroupType } from '@atrium/contracts';
import { type FormEvent, useState } from 'react';

/** Why the message box shows an error: a one-character message, or a message the hub did not take. */
export type TChatBoxProblem = 'too_short' | 'not_sent' | null;

/**
 * The chat message box's text and sending. A message of one character is not sent (spec 3 §5);
 * a message the hub did not acknowledge comes back into the box (after anything typed meanwhile)
 * with a problem saying so, instead of vanishing.
 */
export function useChatBox(groupType: TGroupType, onSend: (text: string) => Promise<boolean>) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<TChatBoxProblem>(null);
  const max = chatMaxLength(groupType);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const check = checkChatText(text, groupType);
    setProblem(check === 'too_short' && text.trim() !== '' ? 'too_short' : null);
    if (check !== null) return;
    const message = text.trim();
    setText('');
    void onSend(message).then((sent) => {
      if (sent) return;
      // Nothing typed is overwritten: the text comes back after whatever the box holds now.
      setText((current) => (current === '' ? message : `${current}\n${message}`));
      setProblem('not_sent');
    });
  };
  const change = (value: string) => {
    setProblem(null);
    setText(value.slice(0, max * 2));
  };
  return { text, setText, change, submit, problem, max };
}
