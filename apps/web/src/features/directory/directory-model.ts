import type {
  TBookmarkEntityType,
  TCustomHtmlModule,
  TDirectoryPage,
  TPersonProgrammeItem,
  TPlatformSettings,
} from '@atrium/contracts';
import { type TKey, tKey } from '../../i18n/keys.ts';

export { formatProgrammeSlot } from '../../lib/listing-date.ts';

/** spec 2 §9: search debounce and the shortest search that applies (§5: or an empty one). */
export const DIRECTORY_SEARCH_DEBOUNCE_MS = 600;
export const DIRECTORY_SEARCH_MIN_CHARS = 3;
/** spec 2 §9 "Flipped card image delay 1 s": the business card shows once the card has turned. */
export const FLIPPED_CARD_IMAGE_DELAY_MS = 1000;

export type TDirectoryKind = 'participants' | 'speakers';

/** The two directory pages of spec 2 §2.7. */
export const DIRECTORY_PAGES: Record<
  TDirectoryKind,
  {
    module: TCustomHtmlModule;
    titleKey: TKey;
    trace: string;
    /** What a bookmark of a card points at (the server builds its link from it). */
    bookmarkType: TBookmarkEntityType;
  }
> = {
  participants: {
    module: 'all-participants',
    titleKey: tKey('menu.allParticipants'),
    trace: 'AllParticipants',
    bookmarkType: 'PARTICIPANT',
  },
  speakers: {
    module: 'speakers',
    titleKey: tKey('menu.speakers'),
    trace: 'Speakers',
    bookmarkType: 'PARTICIPANT_SPEAKER',
  },
};

export type TDirectoryUrlState = {
  /** The applied search (the URL's `search`). */
  search: string;
  /** The person a bookmark link points at (`?id=`), whose card is brought into view. */
  id: number | null;
};

/** URL query → the page's state; a bad id is ignored (a hand-edited URL never breaks the page). */
export function directoryStateFromSearch(search: URLSearchParams): TDirectoryUrlState {
  const id = Number(search.get('id'));
  return {
    search: (search.get('search') ?? '').trim(),
    id: Number.isSafeInteger(id) && id > 0 ? id : null,
  };
}

/**
 * The URL query after a new search: other parameters (`speaker=true`) stay; the bookmarked
 * person (`id`) is forgotten, since the list no longer starts from them.
 */
export function searchWithText(current: URLSearchParams, text: string): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('id');
  const trimmed = text.trim();
  if (trimmed) next.set('search', trimmed);
  else next.delete('search');
  return next;
}

/** spec 2 §5: a search applies when empty or at least 3 characters long. */
export function isSearchApplied(text: string): boolean {
  const length = text.trim().length;
  return length === 0 || length >= DIRECTORY_SEARCH_MIN_CHARS;
}

export type TDirectoryListQuery = { page: number; speaker?: 'true'; search?: string };

/** GET /users?page=: speakers only on the speakers page; a search shorter than 3 characters is left out. */
export function directoryListQuery(kind: TDirectoryKind, search: string, page: number): TDirectoryListQuery {
  const text = search.trim();
  return {
    page,
    ...(kind === 'speakers' ? { speaker: 'true' as const } : {}),
    ...(text.length >= DIRECTORY_SEARCH_MIN_CHARS ? { search: text } : {}),
  };
}

/** The next page while fewer people are loaded than the total (spec 2 §9: 25 a page). */
export function nextDirectoryPage(pages: readonly TDirectoryPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.items.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  return loaded < last.total ? pages.length + 1 : undefined;
}

type TNamed = { firstName: string; lastName: string; userName: string };

/** The name a card shows: first and last name, else the user name. */
export function displayName(person: TNamed): string {
  return `${person.firstName.trim()} ${person.lastName.trim()}`.trim() || person.userName.trim();
}

/**
 * spec 2 §2.7, §8: the avatar's fallback: the first letter of up to 3 parts of the name
 * ("Jean-Luc de la Tour" → "JLD"); '' when there is no name (the default icon then).
 */
export function initials(person: TNamed): string {
  const parts = displayName(person)
    .split(/[\s\-‐–—.,'’_]+/u)
    .map((part) => part.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  return parts
    .slice(0, 3)
    .map((part) => [...part][0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** "Town, Country", either part alone when the other is missing. */
export function placeOf(person: { town: string; country: string }): string {
  return [person.town.trim(), person.country.trim()].filter(Boolean).join(', ');
}

/** Is there anything to read once the HTML's tags are gone? */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .trim()
      .replace(/\s+/g, '').length > 0
  );
}

/** spec 2 §6: the presentations/sessions dialog is offered for speakers and moderators only. */
export function hasProgramme(person: { isSpeaker: boolean; isModerator: boolean }): boolean {
  return person.isSpeaker || person.isModerator;
}

/** spec 2 §2.7, §6: a signed-in user messages anyone but themselves, never on a phone. */
export function canMessage(personId: number, myUserId: number | null, isMobile: boolean): boolean {
  return myUserId !== null && personId !== myUserId && !isMobile;
}

/** Where a programme item of the dialog leads: its session, or its presentation in the session. */
export function programmeItemPath(
  eventCode: string,
  item: Pick<TPersonProgrammeItem, 'id' | 'sessionId'>,
  isPresentation: boolean,
): string {
  return isPresentation
    ? `/${eventCode}/session/${item.sessionId}/presentation/${item.id}`
    : `/${eventCode}/session/${item.sessionId}`;
}

/** The parts of an instant in the event's time zone. */

/** spec 2 §2.7 and the show flags: the found count beside the search shows with the page's counter flag. */
export function showsDirectoryCount(kind: TDirectoryKind, show: TPlatformSettings['show']): boolean {
  return kind === 'speakers' ? show.SpeakerCount : show.AllParticipantCount;
}
