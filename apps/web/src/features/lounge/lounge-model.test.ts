import type { TChatMessage, TLoungeRoom } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { chatReducer, EMPTY_CHAT, filterRoomUsers } from '../chat/chat-model.ts';
import {
  addUnread,
  arrangeRooms,
  clearUnread,
  countUnread,
  initialLounge,
  lastActivity,
  loungeStep,
  parseFavourites,
  roomRef,
  roomToLeave,
  toggleFavourite,
} from './lounge-model.ts';

const room = (groupId: number, groupName: string, hidden = false): TLoungeRoom => ({
  groupId,
  groupName,
  groupType: hidden ? 'LOUNGE_FOYER' : 'LOUNGE',
  parentId: 1,
  lastMessageAt: null,
  parentName: 'Lounge',
  hidden,
  private: false,
  favourite: false,
  groupCount: 0,
  unread: 0,
});

const message = (id: number, groupId = 10): TChatMessage => ({
  id,
  message: `m${id}`,
  userName: 'Ada',
  userPhotoUri: '',
  userId: 1,
  roleName: 'USER',
  timeStamp: '',
  messageType: 'POST_CHAT',
  group: 'g',
  groupId,
  groupType: 'LOUNGE',
  parentId: 1,
  eventCode: 'DEMO',
  eventId: 1,
  isMod: false,
});

describe('lounge favourites and rooms (spec 3 §4, §5)', () => {
  it('toggles favourites up to 5 and reports the limit', () => {
    let favs: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) favs = toggleFavourite(favs, id).favourites;
    expect(toggleFavourite(favs, 6)).toEqual({ favourites: [1, 2, 3, 4, 5], limitReached: true });
    expect(toggleFavourite(favs, 3)).toEqual({ favourites: [1, 2, 4, 5], limitReached: false });
  });

  it('lists favourites then plain rooms, hides the foyer, find box only above 5 plain rooms', () => {
    const rooms = [room(1, 'foyer', true), ...[2, 3, 4, 5, 6].map((id) => room(id, `room-${id}`))];
    const five = arrangeRooms(rooms, [], 'zzz');
    expect(five.showFind).toBe(false);
    expect(five.plain.map((r) => r.groupId)).toEqual([2, 3, 4, 5, 6]);
    const six = [...rooms, room(7, 'café-crème')];
    const arranged = arrangeRooms(six, [3], '');
    expect(arranged.favourite.map((r) => r.groupId)).toEqual([3]);
    expect(arranged.plain).toHaveLength(5);
    expect(arranged.showFind).toBe(false);
    const withFind = arrangeRooms([...six, room(8, 'other')], [3], ' Café ');
    expect(withFind.showFind).toBe(true);
    expect(withFind.plain.map((r) => r.groupId)).toEqual([7]);
  });

  it('leaves the previous room only when it is not a favourite', () => {
    expect(roomToLeave(null, 2, [])).toBeNull();
    expect(roomToLeave(1, 2, [])).toBe(1);
    expect(roomToLeave(1, 2, [1])).toBeNull();
    expect(roomToLeave(2, 2, [])).toBeNull();
  });

  it('caps unread at 100 and reads stored favourites defensively', () => {
    expect(addUnread(99, 5)).toBe(100);
    expect(parseFavourites('[1,2,"x",3]')).toEqual([1, 2, 3]);
    expect(parseFavourites('{')).toEqual([]);
    expect(parseFavourites(null)).toEqual([]);
  });
});

describe('chat group state (spec 3 §4 Chat group)', () => {
  const group = { groupType: 'LOUNGE' as const, groupId: 10 };

  it('clears on enter and leave, ignores other groups, removes by id', () => {
    let state = chatReducer(EMPTY_CHAT, { type: 'entered', group });
    state = chatReducer(state, { type: 'posted', message: message(1) });
    state = chatReducer(state, { type: 'posted', message: message(2, 11) });
    expect(state.messages.map((m) => m.id)).toEqual([1]);
    state = chatReducer(state, { type: 'removed', group, id: 1 });
    expect(state.messages).toEqual([]);
    state = chatReducer(state, { type: 'posted', message: message(3) });
    expect(chatReducer(state, { type: 'entered', group: { ...group, groupId: 11 } }).messages).toEqual([]);
    expect(chatReducer(state, { type: 'left' })).toEqual(EMPTY_CHAT);
  });

  it('keeps at most 100 messages, oldest dropped, each id once, in id order', () => {
    let state = chatReducer(EMPTY_CHAT, { type: 'entered', group });
    state = chatReducer(state, { type: 'posted', message: message(150) });
    state = chatReducer(state, {
      type: 'history',
      group,
      messages: Array.from({ length: 120 }, (_, i) => message(i + 31)),
    });
    state = chatReducer(state, { type: 'posted', message: message(150) });
    expect(state.messages).toHaveLength(100);
    expect(state.messages[0]?.id).toBe(51);
    expect(state.messages.at(-1)?.id).toBe(150);
  });
});

describe('room badges and the users popup (spec 3 Lounge screen, §5)', () => {
  it('counts unread messages per room up to 100 and clears a room on entering', () => {
    let unread = countUnread({}, 7);
    unread = countUnread(unread, 7);
    unread = countUnread(unread, 9);
    expect(unread).toEqual({ 7: 2, 9: 1 });
    for (let i = 0; i < 150; i++) unread = countUnread(unread, 9);
    expect(unread[9]).toBe(100);
    expect(clearUnread(unread, 9)).toEqual({ 7: 2 });
    const same = clearUnread(unread, 42);
    expect(same).toBe(unread);
  });

  it('filters room users by name, organisation or country, normalised, from 2 characters', () => {
    const users = [
      { userName: 'Ada Lovelace', organisation: 'Analytical Engines', country: 'United Kingdom' },
      { userName: 'Émile Zola', organisation: 'Presse', country: 'France' },
    ];
    expect(filterRoomUsers(users, 'a')).toHaveLength(2);
    expect(filterRoomUsers(users, '  ADA ').map((u) => u.userName)).toEqual(['Ada Lovelace']);
    expect(filterRoomUsers(users, 'émile zola').map((u) => u.userName)).toEqual(['Émile Zola']);
    expect(filterRoomUsers(users, 'united kingdom').map((u) => u.userName)).toEqual(['Ada Lovelace']);
    expect(filterRoomUsers(users, 'fra').map((u) => u.userName)).toEqual(['Émile Zola']);
    expect(filterRoomUsers(users, 'nobody')).toEqual([]);
  });
});

describe('the lounge page transitions (spec 3 §4, §5)', () => {
  const r10 = room(10, 'Coffee');
  const r11 = room(11, 'Tea');
  const entered = { groupCount: 4, isMod: true };

  it('choosing a room enters it, leaves the previous one unless it is a favourite, and clears its badge', () => {
    let step = loungeStep(initialLounge([]), { type: 'choose', room: r10 });
    expect(step.state.current).toBe(r10);
    expect(step.effects).toEqual([{ type: 'enter', room: r10 }]);
    step = loungeStep(step.state, { type: 'choose', room: r10 });
    expect(step.effects).toEqual([]);
    step = loungeStep(step.state, { type: 'choose', room: r11 });
    expect(step.effects).toEqual([
      { type: 'leave', room: { groupType: 'LOUNGE', groupId: 10 } },
      { type: 'enter', room: r11 },
    ]);
    const favourite = loungeStep(
      { ...initialLounge([11]), current: r11, unread: { 10: 3 } },
      { type: 'choose', room: r10 },
    );
    expect(favourite.effects).toEqual([{ type: 'enter', room: r10 }]);
    expect(favourite.state.unread).toEqual({});
  });

  it('shows the chat of the current room once entered, with its count, moderator flag and history', () => {
    const chosen = loungeStep(initialLounge([]), { type: 'choose', room: r10 }).state;
    expect(chosen.chat.group).toBeNull();
    const background = loungeStep(chosen, { type: 'roomEntered', room: r11, answer: entered });
    expect(background).toEqual({ state: chosen, effects: [] });
    const step = loungeStep(chosen, { type: 'roomEntered', room: r10, answer: entered });
    expect(step.state.chat).toMatchObject({ group: { groupType: 'LOUNGE', groupId: 10 }, count: 4, isMod: true });
    expect(step.effects).toEqual([{ type: 'loadHistory', room: r10 }]);
    let state = loungeStep(step.state, {
      type: 'history',
      group: roomRef(r10),
      messages: [message(2), message(1)],
    }).state;
    expect(state.chat.messages.map((m) => m.id)).toEqual([1, 2]);
    state = loungeStep(state, {
      type: 'chat',
      action: { type: 'usersChanged', group: roomRef(r10), count: 7 },
    }).state;
    expect(state.chat.count).toBe(7);
    state = loungeStep(state, { type: 'disconnected' }).state;
    expect(state.chat.group).toBeNull();
    expect(state.current).toBe(r10);
  });

  it('counts unread messages only for the other rooms one is in', () => {
    let state = loungeStep(initialLounge([11]), { type: 'choose', room: r10 }).state;
    state = loungeStep(state, { type: 'roomEntered', room: r10, answer: entered }).state;
    state = loungeStep(state, { type: 'posted', message: message(1, 10), inRoom: true }).state;
    state = loungeStep(state, { type: 'posted', message: message(2, 11), inRoom: true }).state;
    state = loungeStep(state, { type: 'posted', message: message(3, 12), inRoom: false }).state;
    expect(state.unread).toEqual({ 11: 1 });
    expect(state.chat.messages.map((m) => m.id)).toEqual([1]);
  });

  it('stars up to 5 rooms, saving each change, and alerts on a sixth', () => {
    const step = loungeStep(initialLounge([1, 2, 3, 4]), { type: 'star', room: r10 });
    expect(step.effects).toEqual([{ type: 'saveFavourites', favourites: [1, 2, 3, 4, 10] }]);
    const refused = loungeStep(step.state, { type: 'star', room: r11 });
    expect(refused.state.limitAlert).toBe(true);
    expect(refused.state.favourites).toEqual([1, 2, 3, 4, 10]);
    expect(refused.effects).toEqual([]);
    expect(loungeStep(refused.state, { type: 'dismissLimit' }).state.limitAlert).toBe(false);
  });

  it('learns from the foyer whether one moderates the lounge, and reloads the rooms', () => {
    const step = loungeStep(initialLounge([]), { type: 'foyerEntered', isMod: true });
    expect(step.state.loungeIsMod).toBe(true);
    expect(step.effects).toEqual([{ type: 'reloadRooms' }]);
  });

  it('a deleted room is left, unstarred, loses its badge and closes when shown', () => {
    let state = loungeStep(initialLounge([10, 11]), { type: 'choose', room: r10 }).state;
    state = { ...state, unread: { 11: 2 } };
    const step = loungeStep(state, { type: 'roomDeleted', room: { groupType: 'LOUNGE', groupId: 11 } });
    expect(step.state.unread).toEqual({});
    expect(step.state.current).toBe(r10);
    expect(step.effects).toEqual([
      { type: 'leave', room: { groupType: 'LOUNGE', groupId: 11 } },
      { type: 'saveFavourites', favourites: [10] },
      { type: 'reloadRooms' },
    ]);
    const shown = loungeStep(step.state, { type: 'roomDeleted', room: roomRef(r10) });
    expect(shown.state.current).toBeNull();
    expect(shown.state.chat).toEqual(EMPTY_CHAT);
  });
});

describe('lastActivity', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('says how long ago the last message was, in the reader’s language', () => {
    expect(lastActivity('2026-11-24T09:55:00Z', now, 'en')).toBe('5 minutes ago');
    expect(lastActivity('2026-11-24T08:00:00Z', now, 'fr')).toBe('il y a 2 heures');
    expect(lastActivity('2026-11-22T10:00:00Z', now, 'en')).toBe('2 days ago');
    expect(lastActivity('2026-11-24T09:59:50Z', now, 'en')).toBe('this minute');
  });
});
