import type { TBookmark, TBookmarkEntityType, TBookmarkType } from '@atrium/contracts';
import { type TKey, tKey } from '../../i18n/keys.ts';

export type { TBookmark, TBookmarkEntityType, TBookmarkType };

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

/** The bookmark of one entity, if any. */
export function findBookmark(
  bookmarks: TBookmark[] | undefined,
  entityType: TBookmarkEntityType,
  entityId: number,
): TBookmark | undefined {
  return bookmarks?.find((b) => b.entityType === entityType && b.entityId === entityId);
}

/**
 * spec 1 §4.5, spec 2 §4: an add counts only when the server answered 201, which carries the
 * id; the 204 of an add without entityId carries nothing and changes nothing.
 */
export function isBookmarkCreated(answer: unknown): answer is { id: number } {
  return typeof answer === 'object' && answer !== null && Number.isSafeInteger((answer as { id?: unknown }).id);
}

/** Ids of the sessions one has bookmarked (spec 2 §2.1: my programme). */
export function bookmarkedSessionIds(bookmarks: TBookmark[] | undefined): Set<number> {
  return new Set((bookmarks ?? []).filter((b) => b.entityType === 'SESSION').map((b) => b.entityId));
}
