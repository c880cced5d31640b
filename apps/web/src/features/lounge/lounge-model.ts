import {
  FAVOURITE_ROOMS_MAX,
  FIND_ROOM_ABOVE_ROOMS,
  normaliseRoomName,
  ROOM_USER_SEARCH_MIN_LENGTH,
  type TLoungeRoom,
  UNREAD_BADGE_CAP,
} from '@atrium/contracts';

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

/**
 * spec 3 §5: the users popup's search, normalised as a room name and ignored under 2 characters;
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
