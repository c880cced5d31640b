import { describe, expect, it } from 'vitest';
import {
  bookmarkedSessionIds,
  filterBookmarks,
  findBookmark,
  groupBookmarks,
  isBookmarkCreated,
  type TBookmark,
} from './bookmark-model.ts';

const bookmark = (id: number, type: TBookmark['type'], title: string): TBookmark => ({
  id,
  entityId: id,
  entityType: 'SESSION',
  type,
  entityUri: `/DEMO/session/${id}`,
  title,
  start: null,
  end: null,
});

describe('bookmarks list (spec 1 §2.9)', () => {
  const list = [
    bookmark(1, 'VIDEO', 'Opening keynote'),
    bookmark(2, 'DOCUMENT', 'Slides'),
    bookmark(3, 'VIDEO', 'Closing'),
  ];

  it('filters on the title, case-sensitively', () => {
    expect(filterBookmarks(list, 'Open').map((b) => b.id)).toEqual([1]);
    expect(filterBookmarks(list, 'open')).toEqual([]);
    expect(filterBookmarks(list, '')).toHaveLength(3);
  });

  it('groups by type in a fixed order and leaves empty groups out', () => {
    const groups = groupBookmarks(list);
    expect(groups.map((g) => [g.label, g.items.map((b) => b.id)])).toEqual([
      ['bookmarks.groups.documents', [2]],
      ['bookmarks.groups.vod', [1, 3]],
    ]);
  });

  it('finds the bookmark of an entity and the bookmarked sessions', () => {
    expect(findBookmark(list, 'SESSION', 3)?.id).toBe(3);
    expect(findBookmark(list, 'POSTER', 3)).toBeUndefined();
    expect([...bookmarkedSessionIds(list)]).toEqual([1, 2, 3]);
  });

  it('counts an add only when the answer is a 201 with an id (spec 1 §4.5)', () => {
    expect(isBookmarkCreated({ id: 7 })).toBe(true);
    expect(isBookmarkCreated(null)).toBe(false);
    expect(isBookmarkCreated({})).toBe(false);
  });
});
