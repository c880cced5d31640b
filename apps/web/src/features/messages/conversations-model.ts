import {
  CHAT_MESSAGE_MIN_LENGTH,
  chatTextLength,
  type TConversation,
  type TConversationMessageItem,
} from '@atrium/contracts';

export type { TConversation, TConversationMessageItem };

/** spec 1 §3.4: an open conversation of the bar, with its minimised flag and the text being written. */
export type TChatBox = {
  id: number;
  otherUserId: number;
  otherUserName: string;
  messageItems: TConversationMessageItem[];
  unreadCount: number;
  minimised: boolean;
  draft: string;
};

/**
 * The private conversations of spec 1 §4.4: the open chat boxes, most recently brought to
 * view first, and the request to put the keyboard in one box's input (`seq` grows with each
 * request so that asking twice for the same box still moves the focus).
 */
export type TConversationsState = {
  open: TChatBox[];
  focus: { id: number; seq: number } | null;
};

export const NO_CONVERSATIONS: TConversationsState = { open: [], focus: null };

/** What the caller does after a transition: the calls of spec 1 §7. */
export type TConversationEffect =
  | { type: 'markRead'; conversationId: number }
  | { type: 'loadMessages'; conversationId: number }
  | { type: 'reloadList' }
  | { type: 'post'; conversationId: number; recipient: number; message: string };

export type TConversationAction =
  | { type: 'open'; conversation: { id: number; otherUserId: number; otherUserName: string } }
  | { type: 'loaded'; conversation: TConversation }
  | { type: 'minimise'; id: number }
  | { type: 'maximise'; id: number }
  | { type: 'close'; id: number }
  | { type: 'draft'; id: number; text: string }
  | { type: 'send'; id: number }
  | { type: 'sendFailed'; id: number; text: string }
  | { type: 'posted'; item: TConversationMessageItem }
  | { type: 'received'; item: TConversationMessageItem }
  | { type: 'clear' };

/** The model's input and output: the open boxes, and the conversation list as last loaded (undefined before). */
export type TConversationsModel = { state: TConversationsState; list: TConversation[] | undefined };
export type TConversationsStep = TConversationsModel & { effects: TConversationEffect[] };

/** spec 1 §4.4: the bar is shown whenever a conversation is open. */
export function isBarVisible(state: TConversationsState): boolean {
  return state.open.length > 0;
}

/** spec 1 §5: a private message is sent only if longer than 1 character (trimmed). */
export function canSendMessage(text: string): boolean {
  return chatTextLength(text.trim()) >= CHAT_MESSAGE_MIN_LENGTH;
}

/** Messages by id, oldest first, each once (a pushed message may arrive before or after the load). */
function mergeItems(current: TConversationMessageItem[], incoming: TConversationMessageItem[]) {
  const byId = new Map<number, TConversationMessageItem>();
  for (const item of [...current, ...incoming]) byId.set(item.messageId, item);
  return [...byId.values()].sort((a, b) => a.messageId - b.messageId);
}

function updateBox(open: TChatBox[], id: number, change: (box: TChatBox) => TChatBox): TChatBox[] {
  return open.map((box) => (box.id === id ? change(box) : box));
}

function setRowUnread(list: TConversation[] | undefined, id: number, unreadCount: number) {
  if (!list?.some((row) => row.id === id && row.unreadCount !== unreadCount)) return list;
  return list.map((row) => (row.id === id ? { ...row, unreadCount } : row));
}

/** The list after a new message: latest message updated, the row moved first (newest activity first). */
function withLatest(list: TConversation[], item: TConversationMessageItem, unreadRise: number): TConversation[] {
  const row = list.find((r) => r.id === item.conversationId);
  if (!row) return list;
  const updated: TConversation = {
    ...row,
    latestMessage: item.message,
    latestMessageAt: item.timeStamp,
    unreadCount: row.unreadCount + unreadRise,
  };
  return [updated, ...list.filter((r) => r.id !== item.conversationId)];
}

function step(model: TConversationsModel, state: TConversationsState, effects: TConversationEffect[] = []) {
  return { state, list: model.list, effects };
}

/**
 * Every transition of spec 1 §4.4 (and the send of §2.10, §5) as a pure function: the new
 * open boxes, the new conversation list and the calls to make.
 */
export function conversationsStep(model: TConversationsModel, action: TConversationAction): TConversationsStep {
  const { state, list } = model;
  const focusOn = (id: number) => ({ id, seq: (state.focus?.seq ?? 0) + 1 });
  switch (action.type) {
    case 'open': {
      const { id } = action.conversation;
      const existing = state.open.find((box) => box.id === id);
      if (existing) {
        // Already open: brought to view (first), restored if minimised (which clears its unread).
        const box = existing.minimised ? { ...existing, minimised: false, unreadCount: 0 } : existing;
        const effects: TConversationEffect[] = existing.minimised ? [{ type: 'markRead', conversationId: id }] : [];
        return {
          state: { open: [box, ...state.open.filter((b) => b.id !== id)], focus: focusOn(id) },
          list: setRowUnread(list, id, 0),
          effects,
        };
      }
      // Opening sets unread to 0 and shows the bar; the messages load, the server hears it is read.
      const box: TChatBox = { ...action.conversation, messageItems: [], unreadCount: 0, minimised: false, draft: '' };
      return {
        state: { open: [box, ...state.open], focus: focusOn(id) },
        list: setRowUnread(list, id, 0),
        effects: [
          { type: 'loadMessages', conversationId: id },
          { type: 'markRead', conversationId: id },
        ],
      };
    }
    case 'loaded': {
      const loaded = action.conversation;
      if (!state.open.some((box) => box.id === loaded.id)) return step(model, state);
      const open = updateBox(state.open, loaded.id, (box) => ({
        ...box,
        otherUserName: loaded.otherUserName || box.otherUserName,
        messageItems: mergeItems(box.messageItems, loaded.messageItems),
      }));
      return step(model, { ...state, open });
    }
    case 'minimise':
      return step(model, {
        ...state,
        open: updateBox(state.open, action.id, (box) => ({ ...box, minimised: true })),
      });
    case 'maximise': {
      const box = state.open.find((b) => b.id === action.id);
      if (!box) return step(model, state);
      const open = updateBox(state.open, action.id, (b) => ({ ...b, minimised: false, unreadCount: 0 }));
      return {
        state: { open, focus: focusOn(action.id) },
        list: setRowUnread(list, action.id, 0),
        effects: box.unreadCount > 0 ? [{ type: 'markRead', conversationId: action.id }] : [],
      };
    }
    case 'close': {
      const open = state.open.filter((box) => box.id !== action.id);
      const focus = state.focus?.id === action.id ? null : state.focus;
      return step(model, { open, focus });
    }
    case 'draft':
      return step(model, {
        ...state,
        open: updateBox(state.open, action.id, (box) => ({ ...box, draft: action.text })),
      });
    case 'send': {
      const box = state.open.find((b) => b.id === action.id);
      if (!box || !canSendMessage(box.draft)) return step(model, state);
      // Sending clears the input; the server's answer (the stored message) is appended when it comes.
      const open = updateBox(state.open, action.id, (b) => ({ ...b, draft: '' }));
      return step(model, { ...state, open }, [
        { type: 'post', conversationId: box.id, recipient: box.otherUserId, message: box.draft.trim() },
      ]);
    }
    case 'sendFailed': {
      // The text comes back unless something new has been typed meanwhile.
      const open = updateBox(state.open, action.id, (box) => (box.draft === '' ? { ...box, draft: action.text } : box));
      return step(model, { ...state, open });
    }
    case 'posted': {
      const { item } = action;
      const open = updateBox(state.open, item.conversationId, (box) => ({
        ...box,
        messageItems: mergeItems(box.messageItems, [item]),
      }));
      const known = list?.some((row) => row.id === item.conversationId) ?? false;
      return {
        state: { ...state, open },
        list: list && known ? withLatest(list, item, 0) : list,
        effects: known ? [] : [{ type: 'reloadList' }],
      };
    }
    case 'received':
      return receive(model, action.item);
    case 'clear':
      return { state: NO_CONVERSATIONS, list, effects: [] };
  }
}

/** spec 1 §4.4: an incoming message, for an open, a known but closed, or an unknown conversation. */
function receive(model: TConversationsModel, item: TConversationMessageItem): TConversationsStep {
  const { state, list } = model;
  const box = state.open.find((b) => b.id === item.conversationId);
  if (box) {
    // Appended and read; a minimised box counts it as unread.
    const open = updateBox(state.open, box.id, (b) => ({
      ...b,
      messageItems: mergeItems(b.messageItems, [item]),
      unreadCount: b.minimised ? b.unreadCount + 1 : b.unreadCount,
    }));
    return {
      state: { ...state, open },
      list: list ? withLatest(list, item, 0) : list,
      effects: [{ type: 'markRead', conversationId: box.id }],
    };
  }
  if (list?.some((row) => row.id === item.conversationId)) {
    return { state, list: withLatest(list, item, 1), effects: [] };
  }
  return { state, list, effects: [{ type: 'reloadList' }] };
}
