import { type TKey, tKey } from '../../i18n/keys.ts';

/** spec 1 §3.3: bookmark types and entity types. */
export const BOOKMARK_TYPES = ['DOCUMENT', 'EXHIBITION', 'PARTICIPANT', 'POSTER', 'VIDEO'] as const;
export type TBookmarkType = (typeof BOOKMARK_TYPES)[number];
export const BOOKMARK_ENTITY_TYPES = [
  'SESSION',
  'PARTICIPANT',
  'PARTICIPANT_SPEAKER',
  'PRESENTATION',
  'POSTER',
  'SPONSOR_STAND',
  'SPONSOR_DOCUMENT',
  'SESSION_DOCUMENT',
  'PRESENTATION_DOCUMENT',
  'POSTER_DOCUMENT',
] as const;
export type TBookmarkEntityType = (typeof BOOKMARK_ENTITY_TYPES)[number];

/**
 * spec 1 §3.3: a bookmark. The contracts do not declare the bookmarks routes yet (a later
 * issue); this is the shape the list renders, ready for their answer.
 */
export type TBookmark = {
  id: number;
  entityId: number | string;
  entityType: TBookmarkEntityType;
  type: TBookmarkType;
  entityUri: string;
  title: string;
  start?: string | null;
  end?: string | null;
};

/** spec 1 §2.9: group labels, in display order. */
const GROUPS: { type: TBookmarkType; label: TKey }[] = [
  { type: 'DOCUMENT', label: tKey('bookmarks.groups.documents') },
  { type: 'EXHIBITION', label: tKey('bookmarks.groups.exhibition') },
  { type: 'POSTER', label: tKey('bookmarks.groups.posters') },
  { type: 'VIDEO', label: tKey('bookmarks.groups.vod') },
  { type: 'PARTICIPANT', label: tKey('bookmarks.groups.participants') },
];

/** spec 1 §2.9: the text filter is a case-sensitive "contains" on the title. */
export function filterBookmarks(bookmarks: TBookmark[], text: string): TBookmark[] {
  if (!text) return bookmarks;
  return bookmarks.filter((bookmark) => bookmark.title.includes(text));
}

/** spec 1 §2.9: bookmarks grouped by type, groups in a fixed order, empty groups left out. */
export function groupBookmarks(bookmarks: TBookmark[]): { type: TBookmarkType; label: TKey; items: TBookmark[] }[] {
  return GROUPS.map((group) => ({ ...group, items: bookmarks.filter((b) => b.type === group.type) })).filter(
    (group) => group.items.length > 0,
  );
}
