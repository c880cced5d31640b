import {
  CHAT_STORE_LIMIT,
  normaliseRoomName,
  ROOM_USER_SEARCH_MIN_LENGTH,
  type TChatMessage,
  type TGroupRef,
  UNREAD_BADGE_CAP,
} from '@atrium/contracts';

/**
 * spec 3 §4 Chat group: the chat group a page is in (a lounge room, later a session or a stand),
 * with its messages, its user count and whether one moderates it. Entering clears the previous
 * messages, leaving clears them, at most 100 are kept (the oldest dropped), a message id is kept
 * once. `group` is null until the hub has answered ENTER_GROUP.
 */
export type TChatState = { group: TGroupRef | null; messages: TChatMessage[]; count: number; isMod: boolean };

export type TChatAction =
  | { type: 'entered'; group: TGroupRef; count?: number; isMod?: boolean }
  | { type: 'left' }
  | { type: 'history'; group: TGroupRef; messages: TChatMessage[] }
  | { type: 'posted'; message: TChatMessage }
  | { type: 'removed'; group: TGroupRef; id: number }
  | { type: 'usersChanged'; group: TGroupRef; count: number };

export const EMPTY_CHAT: TChatState = { group: null, messages: [], count: 0, isMod: false };

function sameGroup(a: TGroupRef | null, b: TGroupRef): boolean {
  return a !== null && a.groupId === b.groupId && a.groupType === b.groupType;
}

function keepNewest(messages: TChatMessage[]): TChatMessage[] {
  return messages.length > CHAT_STORE_LIMIT ? messages.slice(messages.length - CHAT_STORE_LIMIT) : messages;
}

function merge(current: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  const byId = new Map<number, TChatMessage>();
  for (const message of [...current, ...incoming]) byId.set(message.id, message);
  return keepNewest([...byId.values()].sort((a, b) => a.id - b.id));
}

export function chatReducer(state: TChatState, action: TChatAction): TChatState {
  switch (action.type) {
    case 'entered':
      return { group: action.group, messages: [], count: action.count ?? 0, isMod: action.isMod ?? false };
    case 'left':
      return EMPTY_CHAT;
    case 'history':
      return sameGroup(state.group, action.group)
        ? { ...state, messages: merge(state.messages, action.messages) }
        : state;
    case 'posted':
      return sameGroup(state.group, action.message)
        ? { ...state, messages: merge(state.messages, [action.message]) }
        : state;
    case 'removed':
      return sameGroup(state.group, action.group)
        ? { ...state, messages: state.messages.filter((message) => message.id !== action.id) }
        : state;
    case 'usersChanged':
      return sameGroup(state.group, action.group) && state.count !== action.count
        ? { ...state, count: action.count }
        : state;
  }
}

/**
 * spec 3 §4 Chat group: the unread count of a panel whose tab is not active — the messages
 * newer than the last one seen while it was active, capped at 100 (0 while it is active).
 */
export function unreadSince(messages: readonly TChatMessage[], lastSeenId: number, active: boolean): number {
  if (active) return 0;
  let unread = 0;
  for (const message of messages) if (message.id > lastSeenId) unread++;
  return Math.min(UNREAD_BADGE_CAP, unread);
}

/**
 * spec 3 §5: a group's user-list search (the lounge's users popup, the player's participants), normalised as a room name and ignored under 2 characters;
 * it matches the name, the organisation or the country, normalised the same way.
 */
export function filterRoomUsers<T extends { userName: string; organisation: string; country: string }>(
  users: readonly T[],
  search: string,
): T[] {
  const needle = normaliseRoomName(search);
  if (needle.length < ROOM_USER_SEARCH_MIN_LENGTH) return [...users];
  return users.filter((user) =>
    [user.userName, user.organisation, user.country].some((field) => normaliseRoomName(field).includes(needle)),
  );
}
