import type { TBookmark } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  bookmarkTypeOf,
  parseQueue,
  type TPendingBookmark,
  withChange,
  withPending,
} from './pending-bookmarks-model.ts';

const add = (entityId: number, title = `Session ${entityId}`): TPendingBookmark => ({
  entityType: 'SESSION',
  entityId,
  want: 'present',
  title,
});
const remove = (entityId: number, id?: number): TPendingBookmark => ({
  entityType: 'SESSION',
  entityId,
  want: 'absent',
  ...(id === undefined ? {} : { id }),
  title: `Session ${entityId}`,
});
const stored = (id: number, entityId: number): TBookmark => ({
  id,
  entityId,
  entityType: 'SESSION',
  type: 'VIDEO',
  entityUri: `/DEMO/session/${entityId}`,
  title: `Session ${entityId}`,
  start: null,
  end: null,
});

describe('bookmark changes made offline', () => {
  it('keeps one change per entity: the latest', () => {
    let queue = withChange([], add(1));
    queue = withChange(queue, add(2));
    queue = withChange(queue, remove(1));
    expect(queue).toEqual([add(2), remove(1)]);
    // A poster with the same id is another entity.
    queue = withChange(queue, { ...add(2), entityType: 'POSTER' });
    expect(queue).toHaveLength(3);
  });

  it('shows the list as it will be: removals gone, additions as stand-ins with negative ids', () => {
    const list = [stored(10, 1), stored(11, 2)];
    const shown = withPending(list, [remove(1, 10), add(3, 'Late-breaking trials')]);
    expect(shown.map((b) => [b.id, b.entityId, b.title])).toEqual([
      [11, 2, 'Session 2'],
      [-3, 3, 'Late-breaking trials'],
    ]);
    expect(shown[1]).toMatchObject({ type: 'VIDEO', entityType: 'SESSION' });
    // An addition the server already has adds nothing twice.
    expect(withPending(list, [add(2)])).toEqual(list);
  });

  it('groups a stand-in as the server will', () => {
    expect(bookmarkTypeOf('POSTER')).toBe('POSTER');
    expect(bookmarkTypeOf('PARTICIPANT_SPEAKER')).toBe('PARTICIPANT');
    expect(bookmarkTypeOf('SPONSOR_STAND')).toBe('EXHIBITION');
    expect(bookmarkTypeOf('SESSION_DOCUMENT')).toBe('DOCUMENT');
    expect(bookmarkTypeOf('PRESENTATION')).toBe('VIDEO');
  });

  it('reads a stored queue, dropping what is not a change', () => {
    expect(
      parseQueue(JSON.stringify([add(1), { entityType: 'SESSION', entityId: 'x', want: 'present' }, null])),
    ).toEqual([add(1)]);
    expect(parseQueue('not json')).toEqual([]);
    expect(parseQueue('{"a":1}')).toEqual([]);
    expect(parseQueue(null)).toEqual([]);
  });
});
