import {
  FAVOURITE_ROOMS_MAX,
  FIND_ROOM_ABOVE_ROOMS,
  normaliseRoomName,
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
