import type { TBookmark } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import { agendaDays } from './agenda-model.ts';

const bookmark = (overrides: Partial<TBookmark>): TBookmark => ({
  id: 1,
  entityId: 1,
  entityType: 'SESSION',
  type: 'VIDEO',
  entityUri: '/DEMO/session/1',
  title: 'Session',
  start: null,
  end: null,
  ...overrides,
});

describe('my agenda (spec 1 §2.6)', () => {
  it('groups bookmarked sessions by day in start order, in the event’s own time', () => {
    const days = agendaDays([
      bookmark({ entityId: 3, title: 'Closing', start: '2026-11-23T16:00:00+01:00', end: '2026-11-23T17:00:00+01:00' }),
      bookmark({
        entityId: 2,
        title: 'Workshop',
        start: '2026-11-22T14:00:00+01:00',
        end: '2026-11-22T15:30:00+01:00',
      }),
      bookmark({ entityId: 1, title: 'Keynote', start: '2026-11-22T09:00:00+01:00', end: '2026-11-22T10:00:00+01:00' }),
    ]);
    expect(days.map((d) => d.day)).toEqual(['2026-11-22', '2026-11-23']);
    expect(days[0]?.items.map((i) => [i.title, i.from, i.to])).toEqual([
      ['Keynote', '09:00', '10:00'],
      ['Workshop', '14:00', '15:30'],
    ]);
    expect(days[1]?.items[0]).toMatchObject({ id: 3, uri: '/DEMO/session/1', from: '16:00', to: '17:00' });
  });

  it('leaves out bookmarks that are not sessions, or have no time', () => {
    expect(
      agendaDays([
        bookmark({ entityType: 'POSTER', start: '2026-11-22T09:00:00+01:00' }),
        bookmark({ entityType: 'SPONSOR_STAND' }),
        bookmark({ entityType: 'SESSION', start: null }),
      ]),
    ).toEqual([]);
    expect(agendaDays(undefined)).toEqual([]);
  });
});
