import { conversationsRoutes } from '@atrium/contracts';
import { useSyncExternalStore } from 'react';
import { reportError } from '../../api/api-error.ts';
import { apiCall } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { getSession } from '../../auth/session-store.ts';
import { conversationKeys } from './conversation-queries.ts';
import {
  conversationsStep,
  NO_CONVERSATIONS,
  type TConversation,
  type TConversationAction,
  type TConversationEffect,
  type TConversationMessageItem,
  type TConversationsState,
} from './conversations-model.ts';
import { onClearConversations, publishOpenConversations } from './open-conversations.ts';

/**
 * The open private conversations of this tab (spec 1 §4.4): module state read with
 * `useConversations`, changed only through the model's transitions. The conversation list
 * stays in the query cache; each transition reads it from there and writes it back.
 */
let state: TConversationsState = NO_CONVERSATIONS;
const listeners = new Set<() => void>();

function listKey() {
  const { platformId, userId } = getSession();
  return platformId !== null && userId !== null ? conversationKeys.list(platformId, userId) : null;
}

function dispatch(action: TConversationAction): void {
  const key = listKey();
  const list = key ? queryClient.getQueryData<TConversation[]>(key) : undefined;
  const next = conversationsStep({ state, list }, action);
  if (key && next.list && next.list !== list) queryClient.setQueryData(key, next.list);
  if (next.state !== state) {
    state = next.state;
    publishOpenConversations(state.open.map((box) => ({ id: box.id, unreadCount: box.unreadCount })));
    for (const listener of listeners) listener();
  }
  for (const effect of next.effects) run(effect);
}

/** The calls of spec 1 §7 that the transitions ask for; failures are recorded and swallowed (§8). */
function run(effect: TConversationEffect): void {
  switch (effect.type) {
    case 'markRead':
      apiCall(conversationsRoutes.read, { params: { id: effect.conversationId } }).catch((error: unknown) =>
        reportError('conversation read', error),
      );
      return;
    case 'loadMessages':
      apiCall(conversationsRoutes.get, { params: { id: effect.conversationId } })
        .then((conversation) => dispatch({ type: 'loaded', conversation }))
        .catch((error: unknown) => reportError('conversation messages', error));
      return;
    case 'reloadList': {
      const key = listKey();
      if (key) void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    case 'post': {
      const { platformId, userId } = getSession();
      if (platformId === null || userId === null) return;
      apiCall(conversationsRoutes.post, {
        params: { platformId },
        body: { eventId: platformId, message: effect.message, recipient: effect.recipient, sender: userId },
      })
        .then((item) => dispatch({ type: 'posted', item }))
        .catch((error: unknown) => {
          reportError('private message', error);
          dispatch({ type: 'sendFailed', id: effect.conversationId, text: effect.message });
        });
      return;
    }
  }
}

/** Opens (or brings to view) a conversation already known by id, as the dropdown's rows do. */
export function openConversation(conversation: { id: number; otherUserId: number; otherUserName: string }): void {
  dispatch({
    type: 'open',
    conversation: {
      id: conversation.id,
      otherUserId: conversation.otherUserId,
      otherUserName: conversation.otherUserName,
    },
  });
}

/**
 * Opens the chat box of a conversation with someone (spec 1 §3.4, §7): POST /conversations/new
 * (the event, me, them) answers the conversation of the pair, new or existing, and its box
 * opens. Nobody messages themselves: asked for one's own id (or while signed out), it does nothing.
 */
export async function openConversationWithUser(user: { userId: number; userName: string }): Promise<void> {
  const { platformId, userId } = getSession();
  if (platformId === null || userId === null || user.userId === userId) return;
  try {
    const { conversationId } = await apiCall(conversationsRoutes.create, {
      params: { platformId },
      body: { eventId: platformId, user1: userId, user2: user.userId },
    });
    openConversation({ id: conversationId, otherUserId: user.userId, otherUserName: user.userName });
  } catch (error) {
    reportError('new conversation', error);
  }
}

export function minimiseConversation(id: number): void {
  dispatch({ type: 'minimise', id });
}

export function maximiseConversation(id: number): void {
  dispatch({ type: 'maximise', id });
}

export function closeConversation(id: number): void {
  dispatch({ type: 'close', id });
}

export function setConversationDraft(id: number, text: string): void {
  dispatch({ type: 'draft', id, text });
}

/** Sends the box's text when it is longer than 1 character (spec 1 §5); the input clears. */
export function sendConversationMessage(id: number): void {
  dispatch({ type: 'send', id });
}

/** A `newConversationMessageItem` from the hub (spec 1 §4.4). */
export function receiveConversationMessage(item: TConversationMessageItem): void {
  dispatch({ type: 'received', item });
}

// Log-off (spec 1 §4.4): clearing empties all.
onClearConversations(() => dispatch({ type: 'clear' }));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConversations(): TConversationsState {
  return state;
}

export function useConversations(): TConversationsState {
  return useSyncExternalStore(subscribe, getConversations, getConversations);
}
