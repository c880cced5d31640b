import type { TPresenceUser } from '@atrium/contracts';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { onHub, useHubSnapshot } from '../../realtime/connection.ts';
import { listenToChat, removeChat, sendChat, stayInChatGroup } from '../chat/chat-hub.ts';
import { chatReducer, EMPTY_CHAT } from '../chat/chat-model.ts';

export type TStandUsers = { list: TPresenceUser[]; truncated: boolean; count: number };

/**
 * A stand's chat group while its page is shown (spec 2 §2.6; spec 3 §4 Chat group, group type
 * SPONSOR, id the sponsor's): entered when `enabled` (a signed-in user on a stand with chat) and
 * the hub has joined the event, left when the page goes. It keeps the chat (ChatPanel's state)
 * and the users connected to the stand.
 */
export function useStandRoom(sponsorId: number, enabled: boolean) {
  const [chat, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const [users, setUsers] = useState<TStandUsers>({ list: [], truncated: false, count: 0 });
  const { joined } = useHubSnapshot();
  const chatRef = useRef(chat);
  chatRef.current = chat;

  useEffect(() => {
    const offs = [
      listenToChat(dispatch),
      onHub('GROUP_USERS_CHANGED', (change) => {
        if (change.groupType !== 'SPONSOR' || change.groupId !== sponsorId) return;
        setUsers((current) => {
          const left = new Set(change.left);
          const kept = current.list.filter((u) => !left.has(u.userId));
          const known = new Set(kept.map((u) => u.userId));
          return {
            list: [...kept, ...change.entered.filter((u) => !known.has(u.userId))],
            truncated: change.listTruncated,
            count: change.groupCount,
          };
        });
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [sponsorId]);

  useEffect(() => {
    if (!enabled || !joined) return;
    return stayInChatGroup({ groupType: 'SPONSOR', groupId: sponsorId }, dispatch, setUsers);
  }, [enabled, joined, sponsorId]);

  const send = useCallback((text: string) => sendChat(() => chatRef.current.group, text), []);
  const remove = useCallback((id: number) => removeChat(chatRef.current.group, id), []);
  return { chat, users, send, remove };
}
