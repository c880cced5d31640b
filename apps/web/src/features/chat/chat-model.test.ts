import type { TChatMessage } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { unreadSince } from './chat-model.ts';

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
