import {
  FAVOURITE_ROOMS_MAX,
  FIND_ROOM_ABOVE_ROOMS,
  normaliseRoomName,
  type TChatGroupType,
  type TChatMessage,
  type TGroupEntered,
  type TGroupRef,
  type TLoungeRoom,
  UNREAD_BADGE_CAP,
} from '@atrium/contracts';
import { chatReducer, EMPTY_CHAT, type TChatAction, type TChatState } from '../chat/chat-model.ts';

/** spec 3 §5: favourites at most 5; toggling a sixth on is refused (the page alerts). */
export function toggleFavourite(
  favourites: readonly number[],
  groupId: number,
  max: number = FAVOURITE_ROOMS_MAX,
): { favourites: number[]; limitReached: boolean } {
  if (favourites.includes(groupId))
    return { favourites: favourites.filter((id) => id !== groupId), limitReached: false };
  if (favourites.length >= max) return { favourites: [...favourites], limitReached: true };
  return { favourites: [...favourites, groupId], limitReached: false };
}

/**
 * spec 3 Lounge screen: visible rooms split into favourites then plain rooms; the find-room box
 * shows only above 5 non-favourite rooms, and its filter (normalised as a room name) narrows the plain ones.
 */
export function arrangeRooms(
  rooms: readonly TLoungeRoom[],
  favourites: readonly number[],
  filter: string,
): { favourite: TLoungeRoom[]; plain: TLoungeRoom[]; showFind: boolean } {
  const visible = rooms.filter((room) => !room.hidden);
  const favourite = visible.filter((room) => favourites.includes(room.groupId));
  const allPlain = visible.filter((room) => !favourites.includes(room.groupId));
  const showFind = allPlain.length > FIND_ROOM_ABOVE_ROOMS;
  const needle = showFind ? normaliseRoomName(filter) : '';
  const plain = needle ? allPlain.filter((room) => room.groupName.toLowerCase().includes(needle)) : allPlain;
  return { favourite, plain, showFind };
}

/** spec 3 §4: entering a room leaves the previous one unless it is a favourite (or the same room). */
export function roomToLeave(previous: number | null, next: number, favourites: readonly number[]): number | null {
  if (previous === null || previous === next || favourites.includes(previous)) return null;
  return previous;
}

/** Unread badges cap at 100. */
export function addUnread(unread: number, by = 1): number {
  return Math.min(UNREAD_BADGE_CAP, unread + by);
}

/** Favourites kept in local and session storage (spec 3 §4: per room). */
export function favouritesKey(platformId: number): string {
  return `loungeFavourites:${platformId}`;
}

export function parseFavourites(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((id): id is number => Number.isInteger(id)).slice(0, FAVOURITE_ROOMS_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Unread counts of the rooms one is in but not looking at (favourites stay joined), by group id. */
export type TRoomUnread = Readonly<Record<number, number>>;

/** A message arrived in a joined room other than the current one: its badge rises, capped at 100. */
export function countUnread(unread: TRoomUnread, groupId: number): TRoomUnread {
  return { ...unread, [groupId]: addUnread(unread[groupId] ?? 0) };
}

/** Entering a room (or leaving it) clears its badge. */
export function clearUnread(unread: TRoomUnread, groupId: number): TRoomUnread {
  if (!unread[groupId]) return unread;
  const { [groupId]: _, ...rest } = unread;
  return rest;
}

export const roomRef = (room: TGroupRef): TGroupRef => ({ groupType: room.groupType, groupId: room.groupId });

/** The chat group type of a room's history (foyers have no chat). */
export const roomChatType = (room: TLoungeRoom): TChatGroupType =>
  room.groupType === 'SPONSOR_LOUNGE' ? 'SPONSOR_LOUNGE' : 'LOUNGE';

/**
 * A lounge page (spec 3 §4, §5): the favourite rooms, the room one is looking at and its chat,
 * the unread badges of the other rooms one is in, whether one moderates the lounge (from the
 * foyer's answer: room create and delete), and the favourites-limit alert.
 */
export type TLoungeState = {
  favourites: number[];
  current: TLoungeRoom | null;
  chat: TChatState;
  unread: TRoomUnread;
  loungeIsMod: boolean;
  limitAlert: boolean;
};

export function initialLounge(favourites: number[]): TLoungeState {
  return { favourites, current: null, chat: EMPTY_CHAT, unread: {}, loungeIsMod: false, limitAlert: false };
}

export type TLoungeAction =
  | { type: 'choose'; room: TLoungeRoom }
  | { type: 'star'; room: TLoungeRoom }
  | { type: 'dismissLimit' }
  | { type: 'foyerEntered'; isMod: boolean }
  | { type: 'roomEntered'; room: TLoungeRoom; answer: Pick<TGroupEntered, 'groupCount' | 'isMod'> }
  | { type: 'history'; group: TGroupRef; messages: TChatMessage[] }
  /** `inRoom`: the page is in the message's room (the current one or a favourite kept joined). */
  | { type: 'posted'; message: TChatMessage; inRoom: boolean }
  | { type: 'chat'; action: Extract<TChatAction, { type: 'removed' | 'usersChanged' }> }
  | { type: 'disconnected' }
  | { type: 'roomDeleted'; room: TGroupRef };

/** What the store does after a transition: the hub, REST and storage calls. */
export type TLoungeEffect =
  | { type: 'enter'; room: TLoungeRoom }
  | { type: 'leave'; room: TGroupRef }
  | { type: 'loadHistory'; room: TLoungeRoom }
  | { type: 'saveFavourites'; favourites: number[] }
  | { type: 'reloadRooms' };

export type TLoungeStep = { state: TLoungeState; effects: TLoungeEffect[] };

const withChat = (state: TLoungeState, action: TChatAction): TLoungeState => {
  const chat = chatReducer(state.chat, action);
  return chat === state.chat ? state : { ...state, chat };
};

/** The lounge's transitions (spec 3 §4 Lounge, Chat group; §5 favourites). */
export function loungeStep(state: TLoungeState, action: TLoungeAction): TLoungeStep {
  const none = (next: TLoungeState = state): TLoungeStep => ({ state: next, effects: [] });
  switch (action.type) {
    case 'choose': {
      const { room } = action;
      const { current } = state;
      if (current?.groupId === room.groupId) return none();
      // Entering a room leaves the previous one unless it is a favourite.
      const leave = roomToLeave(current?.groupId ?? null, room.groupId, state.favourites);
      const effects: TLoungeEffect[] = leave !== null && current ? [{ type: 'leave', room: roomRef(current) }] : [];
      effects.push({ type: 'enter', room });
      const next = { ...state, current: room, unread: clearUnread(state.unread, room.groupId), chat: EMPTY_CHAT };
      return { state: next, effects };
    }
    case 'star': {
      const result = toggleFavourite(state.favourites, action.room.groupId);
      if (result.limitReached) return none({ ...state, limitAlert: true });
      return {
        state: { ...state, favourites: result.favourites },
        effects: [{ type: 'saveFavourites', favourites: result.favourites }],
      };
    }
    case 'dismissLimit':
      return none({ ...state, limitAlert: false });
    case 'foyerEntered':
      // Room events reach the foyer: load the rooms again for what happened before joining it.
      return { state: { ...state, loungeIsMod: action.isMod }, effects: [{ type: 'reloadRooms' }] };
    case 'roomEntered': {
      // Favourites are joined in the background: only the current room shows its chat.
      if (state.current?.groupId !== action.room.groupId) return none();
      const group = roomRef(action.room);
      const { groupCount: count, isMod } = action.answer;
      const next = withChat(state, { type: 'entered', group, count, isMod });
      return { state: next, effects: [{ type: 'loadHistory', room: action.room }] };
    }
    case 'history':
      return none(withChat(state, { type: 'history', group: action.group, messages: action.messages }));
    case 'posted': {
      const { message } = action;
      const next = withChat(state, { type: 'posted', message });
      if (message.groupId === state.current?.groupId || !action.inRoom) return none(next);
      return none({ ...next, unread: countUnread(next.unread, message.groupId) });
    }
    case 'chat':
      return none(withChat(state, action.action));
    case 'disconnected':
      return none(withChat(state, { type: 'left' }));
    case 'roomDeleted':
      return roomDeleted(state, action.room);
  }
}

/** spec 3 §5: a deleted room is left, loses its badge and its star, and closes if it was shown. */
function roomDeleted(state: TLoungeState, room: TGroupRef): TLoungeStep {
  const effects: TLoungeEffect[] = [{ type: 'leave', room: roomRef(room) }];
  let next: TLoungeState = { ...state, unread: clearUnread(state.unread, room.groupId) };
  if (state.favourites.includes(room.groupId)) {
    const favourites = state.favourites.filter((id) => id !== room.groupId);
    next = { ...next, favourites };
    effects.push({ type: 'saveFavourites', favourites });
  }
  if (state.current?.groupId === room.groupId) next = { ...next, current: null, chat: EMPTY_CHAT };
  effects.push({ type: 'reloadRooms' });
  return { state: next, effects };
}

/**
 * A room's last activity in words ("5 minutes ago", "il y a 2 heures"), shown instead of an empty
 * room's "0 users": presence is live and never made up, but a quiet room's recent conversation is real.
 */
export function lastActivity(iso: string, now: number, locale: string): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, 'minute');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
