import { describe, expect, it } from 'vitest';
import {
  canSendMessage,
  conversationsStep,
  isBarVisible,
  NO_CONVERSATIONS,
  type TChatBox,
  type TConversation,
  type TConversationMessageItem,
  type TConversationsModel,
} from './conversations-model.ts';
import { totalUnread } from './open-conversations.ts';

const ME = 1;

function row(id: number, otherUserId: number, unreadCount = 0, latestMessage = 'earlier'): TConversation {
  return {
    id,
    otherUserId,
    otherUserName: `User ${otherUserId}`,
    otherUserPhotoUri: '',
    latestMessage,
    latestMessageAt: '2026-01-01T10:00:00.000Z',
    unreadCount,
    messageItems: [],
    hasMore: false,
  };
}

function item(messageId: number, conversationId: number, message = `message ${messageId}`): TConversationMessageItem {
  return {
    messageId,
    conversationId,
    senderId: 2,
    senderName: 'User 2',
    recipientId: ME,
    message,
    timeStamp: `2026-01-01T10:00:${String(messageId).padStart(2, '0')}.000Z`,
  };
}

function box(id: number, change: Partial<TChatBox> = {}): TChatBox {
  return {
    id,
    otherUserId: id + 100,
    otherUserName: `User ${id + 100}`,
    messageItems: [],
    unreadCount: 0,
    minimised: false,
    draft: '',
    ...change,
  };
}

const open = (id: number, otherUserId = id + 100) =>
  ({ type: 'open', conversation: { id, otherUserId, otherUserName: `User ${otherUserId}` } }) as const;

function model(boxes: TChatBox[], list?: TConversation[]): TConversationsModel {
  return { state: { open: boxes, focus: null }, list };
}

describe('opening a conversation (spec 1 §4.4)', () => {
  it('shows the bar with the box, unread at 0, loads the messages and marks it read', () => {
    const list = [row(7, 107, 3)];
    const next = conversationsStep(model([], list), open(7));
    expect(isBarVisible(NO_CONVERSATIONS)).toBe(false);
    expect(isBarVisible(next.state)).toBe(true);
    expect(next.state.open).toEqual([box(7)]);
    expect(next.list?.[0]?.unreadCount).toBe(0);
    expect(next.effects).toEqual([
      { type: 'loadMessages', conversationId: 7 },
      { type: 'markRead', conversationId: 7 },
    ]);
    expect(next.state.focus).toEqual({ id: 7, seq: 1 });
  });

  it('restores an open conversation that is minimised, clearing its unread', () => {
    const next = conversationsStep(model([box(8), box(7, { minimised: true, unreadCount: 2 })]), open(7));
    expect(next.state.open.map((b) => [b.id, b.minimised, b.unreadCount])).toEqual([
      [7, false, 0],
      [8, false, 0],
    ]);
    expect(next.effects).toEqual([{ type: 'markRead', conversationId: 7 }]);
  });

  it('only brings an already open one to view: first in the bar, focused, nothing reloaded', () => {
    const messages = [item(1, 7)];
    const start = model([box(8), box(7, { messageItems: messages, draft: 'half-written' })]);
    const next = conversationsStep(start, open(7));
    expect(next.state.open.map((b) => b.id)).toEqual([7, 8]);
    expect(next.state.open[0]).toEqual(box(7, { messageItems: messages, draft: 'half-written' }));
    expect(next.effects).toEqual([]);
    expect(next.state.focus?.id).toBe(7);
    // Asking again moves the focus again.
    expect(conversationsStep(next, open(7)).state.focus?.seq).toBe((next.state.focus?.seq ?? 0) + 1);
  });

  it('takes the loaded messages of an open box, merged with any that were pushed first', () => {
    const start = model([box(7, { messageItems: [item(3, 7)] })]);
    const loaded = { ...row(7, 107), otherUserName: 'Grace Hopper', messageItems: [item(1, 7), item(3, 7)] };
    const next = conversationsStep(start, { type: 'loaded', conversation: loaded });
    expect(next.state.open[0]?.messageItems.map((m) => m.messageId)).toEqual([1, 3]);
    expect(next.state.open[0]?.otherUserName).toBe('Grace Hopper');
    // A load that comes back after the box was closed changes nothing.
    const closed = conversationsStep(model([]), { type: 'loaded', conversation: loaded });
    expect(closed.state.open).toEqual([]);
  });
});

describe('minimise, maximise and close (spec 1 §4.4)', () => {
  it('minimise sets the flag', () => {
    const next = conversationsStep(model([box(7)]), { type: 'minimise', id: 7 });
    expect(next.state.open[0]?.minimised).toBe(true);
    expect(next.effects).toEqual([]);
  });

  it('maximise clears the flag and the unread count, and tells the server it is read', () => {
    const next = conversationsStep(model([box(7, { minimised: true, unreadCount: 2 })], [row(7, 107, 2)]), {
      type: 'maximise',
      id: 7,
    });
    expect(next.state.open[0]).toMatchObject({ minimised: false, unreadCount: 0 });
    expect(next.list?.[0]?.unreadCount).toBe(0);
    expect(next.effects).toEqual([{ type: 'markRead', conversationId: 7 }]);
    expect(next.state.focus?.id).toBe(7);
  });

  it('close removes the box, and the bar hides when none is open', () => {
    const two = conversationsStep(model([box(7), box(8)]), { type: 'close', id: 7 });
    expect(two.state.open.map((b) => b.id)).toEqual([8]);
    expect(isBarVisible(two.state)).toBe(true);
    const none = conversationsStep(two, { type: 'close', id: 8 });
    expect(none.state.open).toEqual([]);
    expect(isBarVisible(none.state)).toBe(false);
  });
});

describe('sending (spec 1 §2.10, §4.4, §5)', () => {
  it('clears the input and posts the trimmed text to the other user', () => {
    const typed = conversationsStep(model([box(7)]), { type: 'draft', id: 7, text: '  Hello there ' });
    expect(typed.state.open[0]?.draft).toBe('  Hello there ');
    const sent = conversationsStep(typed, { type: 'send', id: 7 });
    expect(sent.state.open[0]?.draft).toBe('');
    expect(sent.effects).toEqual([{ type: 'post', conversationId: 7, recipient: 107, message: 'Hello there' }]);
  });

  it('sends nothing of 1 character or less (trimmed)', () => {
    expect(canSendMessage(' a ')).toBe(false);
    expect(canSendMessage('ok')).toBe(true);
    const typed = conversationsStep(model([box(7)]), { type: 'draft', id: 7, text: ' a  ' });
    const sent = conversationsStep(typed, { type: 'send', id: 7 });
    expect(sent.state.open[0]?.draft).toBe(' a  ');
    expect(sent.effects).toEqual([]);
  });

  it('appends the stored message the server answers and updates the list row', () => {
    const list = [row(9, 109), row(7, 107)];
    const next = conversationsStep(model([box(7)], list), { type: 'posted', item: item(5, 7, 'Hello there') });
    expect(next.state.open[0]?.messageItems.map((m) => m.message)).toEqual(['Hello there']);
    expect(next.list?.map((r) => [r.id, r.latestMessage])).toEqual([
      [7, 'Hello there'],
      [9, 'earlier'],
    ]);
    expect(next.effects).toEqual([]);
  });

  it('reloads the list after the first message of a conversation the list does not hold yet', () => {
    const next = conversationsStep(model([box(7)], []), { type: 'posted', item: item(5, 7) });
    expect(next.effects).toEqual([{ type: 'reloadList' }]);
  });

  it('gives the text back when the post fails, unless something new was typed', () => {
    const failed = conversationsStep(model([box(7)]), { type: 'sendFailed', id: 7, text: 'Hello there' });
    expect(failed.state.open[0]?.draft).toBe('Hello there');
    const retyped = conversationsStep(model([box(7, { draft: 'new' })]), {
      type: 'sendFailed',
      id: 7,
      text: 'Hello there',
    });
    expect(retyped.state.open[0]?.draft).toBe('new');
  });
});

describe('an incoming message (spec 1 §4.4)', () => {
  it('for an open conversation: appended, read call made, unread unchanged', () => {
    const next = conversationsStep(model([box(7)], [row(7, 107)]), { type: 'received', item: item(4, 7, 'Hi!') });
    expect(next.state.open[0]?.messageItems.map((m) => m.message)).toEqual(['Hi!']);
    expect(next.state.open[0]?.unreadCount).toBe(0);
    expect(next.list?.[0]).toMatchObject({ latestMessage: 'Hi!', unreadCount: 0 });
    expect(next.effects).toEqual([{ type: 'markRead', conversationId: 7 }]);
  });

  it('for an open minimised conversation: appended, read call made and its unread rises', () => {
    const start = model([box(7, { minimised: true, unreadCount: 1 })], [row(7, 107)]);
    const next = conversationsStep(start, { type: 'received', item: item(4, 7) });
    expect(next.state.open[0]?.messageItems).toHaveLength(1);
    expect(next.state.open[0]?.unreadCount).toBe(2);
    expect(next.effects).toEqual([{ type: 'markRead', conversationId: 7 }]);
    expect(totalUnread(next.state.open, next.list)).toBe(2);
  });

  it('for a known but closed conversation: latest message updated and unread up by one, no call', () => {
    const list = [row(9, 109), row(7, 107, 2)];
    const next = conversationsStep(model([], list), { type: 'received', item: item(4, 7, 'Are you there?') });
    expect(next.list?.[0]).toMatchObject({ id: 7, latestMessage: 'Are you there?', unreadCount: 3 });
    expect(next.list?.[1]).toEqual(row(9, 109));
    expect(next.state.open).toEqual([]);
    expect(next.effects).toEqual([]);
    expect(totalUnread(next.state.open, next.list)).toBe(3);
  });

  it('for an unknown conversation: the conversation list is reloaded', () => {
    const next = conversationsStep(model([], [row(9, 109)]), { type: 'received', item: item(4, 7) });
    expect(next.list).toEqual([row(9, 109)]);
    expect(next.effects).toEqual([{ type: 'reloadList' }]);
    // Before the list has loaded, every conversation is unknown.
    expect(conversationsStep(model([]), { type: 'received', item: item(4, 7) }).effects).toEqual([
      { type: 'reloadList' },
    ]);
  });

  it('is kept once when it arrives twice', () => {
    const once = conversationsStep(model([box(7)]), { type: 'received', item: item(4, 7) });
    const twice = conversationsStep(once, { type: 'posted', item: item(4, 7) });
    expect(twice.state.open[0]?.messageItems).toHaveLength(1);
  });
});

describe('clearing (log-off, spec 1 §4.4)', () => {
  it('empties all', () => {
    const start = model([box(7), box(8, { minimised: true, unreadCount: 4 })]);
    const next = conversationsStep(start, { type: 'clear' });
    expect(next.state).toEqual(NO_CONVERSATIONS);
    expect(isBarVisible(next.state)).toBe(false);
  });
});

describe('the banner count', () => {
  it('adds the unread of closed conversations and of open boxes, not the list rows of open ones', () => {
    const state = { open: [box(7, { minimised: true, unreadCount: 1 })], focus: null };
    expect(totalUnread(state.open, [row(7, 107, 5), row(9, 109, 2)])).toBe(3);
    expect(totalUnread(NO_CONVERSATIONS.open, undefined)).toBe(0);
  });
});
