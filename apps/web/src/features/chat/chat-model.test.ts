import type { TChatMessage } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { chatReducer, EMPTY_CHAT, unreadSince } from './chat-model.ts';

const messages = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ id: from + i }) as TChatMessage);

describe('unread while a chat panel is not active (spec 3 §4)', () => {
  it('counts the messages newer than the last one seen, and none while active', () => {
    expect(unreadSince(messages(1, 10), 7, false)).toBe(3);
    expect(unreadSince(messages(1, 10), 10, false)).toBe(0);
    expect(unreadSince(messages(1, 10), 7, true)).toBe(0);
  });

  it('caps at 100', () => {
    expect(unreadSince(messages(1, 100), 0, false)).toBe(100);
    expect(unreadSince(messages(101, 250), 0, false)).toBe(100);
  });
});

describe("a chat group's count and moderator flag (spec 3 §4)", () => {
  const group = { groupType: 'SESSION' as const, groupId: 5 };

  it('takes them from the entry answer, follows the count of its own group only, and forgets them on leaving', () => {
    let state = chatReducer(EMPTY_CHAT, { type: 'entered', group, count: 3, isMod: true });
    expect(state).toMatchObject({ count: 3, isMod: true });
    state = chatReducer(state, { type: 'usersChanged', group, count: 8 });
    expect(state.count).toBe(8);
    expect(chatReducer(state, { type: 'usersChanged', group: { ...group, groupType: 'SPONSOR' }, count: 1 })).toBe(
      state,
    );
    expect(chatReducer(state, { type: 'usersChanged', group: { ...group, groupId: 6 }, count: 1 })).toBe(state);
    expect(chatReducer(state, { type: 'left' })).toEqual(EMPTY_CHAT);
  });
});
