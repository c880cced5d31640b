import type { TPresenceUser, TQuestion } from '@atrium/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { onHub, useHubSnapshot } from '../../realtime/connection.ts';
import { listenToChat, removeChat, sendChat, stayInChatGroup } from '../chat/chat-hub.ts';
import { chatReducer, EMPTY_CHAT } from '../chat/chat-model.ts';
import { applyQuestionEvent, type TQuestionEvent } from './player-model.ts';
import { usePlayerKeys } from './player-queries.ts';

/**
 * The session's hub group while its page is shown (spec 2 §2.8; spec 3 §4 Chat group): entered
 * when the user is signed in and the hub has joined the event, left when the page goes. It keeps
 * the chat (ChatPanel's state), the connected users, and feeds the question events to the
 * question lists in the query cache (the session's and each presentation's).
 */
export function useSessionRoom(sessionId: number, opts: { enabled: boolean; isMod: boolean }) {
  const [chat, dispatch] = useReducer(chatReducer, EMPTY_CHAT);
  const [users, setUsers] = useState<{ list: TPresenceUser[]; truncated: boolean; count: number }>({
    list: [],
    truncated: false,
    count: 0,
  });
  const { joined } = useHubSnapshot();
  const queryClient = useQueryClient();
  const keys = usePlayerKeys();
  const chatRef = useRef(chat);
  chatRef.current = chat;
  const isModRef = useRef(opts.isMod);
  isModRef.current = opts.isMod;

  useEffect(() => {
    const prefix = keys.questions(sessionId, null).slice(0, -1);
    const apply = (event: TQuestionEvent, sessionOf: number, presentationOf: number | null) => {
      if (sessionOf !== sessionId) return;
      for (const [key] of queryClient.getQueriesData<TQuestion[]>({ queryKey: prefix })) {
        const presId = key.at(-1) as number | null;
        if (presId !== null && presId !== presentationOf) continue;
        queryClient.setQueryData<TQuestion[]>(key, (old) =>
          old ? applyQuestionEvent(old, event, isModRef.current) : old,
        );
      }
    };
    const offs = [
      listenToChat(dispatch),
      onHub('GROUP_USERS_CHANGED', (change) => {
        if (change.groupType !== 'SESSION' || change.groupId !== sessionId) return;
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
      onHub('QUESTION_POSTED', (q) => apply({ type: 'posted', question: q }, q.sessionId, q.presentationId)),
      onHub('QUESTION_APPROVED', (q) => apply({ type: 'approved', question: q }, q.sessionId, q.presentationId)),
      onHub('REPLY_POSTED', (q) => apply({ type: 'replied', question: q }, q.sessionId, q.presentationId)),
      onHub('QUESTION_UPDATED', (q) => apply({ type: 'updated', question: q }, q.sessionId, q.presentationId)),
      onHub('QUESTION_HIDDEN', (h) => apply({ type: 'hidden', hidden: h }, h.sessionId, h.presentationId)),
      onHub('QUESTION_VOTES', (v) => {
        if (v.sessionId !== sessionId) return;
        for (const [key] of queryClient.getQueriesData<TQuestion[]>({ queryKey: prefix })) {
          queryClient.setQueryData<TQuestion[]>(key, (old) =>
            old ? applyQuestionEvent(old, { type: 'votes', votes: v }, isModRef.current) : old,
          );
        }
      }),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, keys, sessionId]);

  useEffect(() => {
    if (!opts.enabled || !joined) return;
    return stayInChatGroup({ groupType: 'SESSION', groupId: sessionId }, dispatch, setUsers);
  }, [opts.enabled, joined, sessionId]);

  const send = useCallback((text: string) => sendChat(() => chatRef.current.group, text), []);
  const remove = useCallback((id: number) => removeChat(chatRef.current.group, id), []);
  return { chat, users, send, remove };
}
