import type { TCalendarSession } from '@atrium/contracts';
import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  chooseDate,
  daysOf,
  entryLineCount,
  filterFromSearch,
  matchesFilter,
  minutesOfDay,
  nowLinePlace,
  nowScrollRow,
  placeSessions,
  searchFromFilter,
  sessionTarget,
  showsTimeAndLabel,
  speakerDisplayName,
  speakerLink,
} from './programme-model.ts';

const session = (
  id: number,
  room: string,
  roomOrder: number,
  start: string,
  end: string,
  extra: Partial<TCalendarSession> = {},
) =>
  ({
    id,
    title: `S${id}`,
    date: '2026-11-22',
    start: `2026-11-22T${start}:00+01:00`,
    end: `2026-11-22T${end}:00+01:00`,
    category: room,
    roomName: room,
    roomId: roomOrder,
    roomOrder,
    theme: 'Imaging',
    type: 'Oral session',
    hasContent: true,
    externalContentUri: '',
    ...extra,
  }) as TCalendarSession;

describe('filter and URL query (spec 2 §4)', () => {
  it('reads the query and writes it back in a fixed order', () => {
    const filter = filterFromSearch(
      new URLSearchParams('theme=Imaging&room=3,4&room=x&date=2026-11-22&time=09:00-10:00&page=2'),
    );
    expect(filter).toEqual({
      date: '2026-11-22',
      room: [3, 4],
      theme: ['Imaging'],
      type: [],
      time: '09:00-10:00',
      view: undefined,
      page: 2,
    });
    expect(searchFromFilter(filter).toString()).toBe(
      'date=2026-11-22&room=3&room=4&theme=Imaging&time=09%3A00-10%3A00&page=2',
    );
  });

  it('drops values that are not valid', () => {
    const filter = filterFromSearch(new URLSearchParams('date=2026-1-2&time=25:00&view=grid&page=-1'));
    expect(filter).toMatchObject({ date: undefined, time: undefined, view: undefined, page: 1 });
  });

  it('resets the page to 1 when a filter changes', () => {
    const filter = filterFromSearch(new URLSearchParams('page=3&view=list'));
    const next = changeFilter(filter, { theme: ['Imaging'] });
    expect(next.page).toBe(1);
    expect(searchFromFilter(next).toString()).toBe('view=list&theme=Imaging');
  });

  it('matches room, theme, type and time', () => {
    const s = session(1, 'Hall A', 3, '09:00', '10:00');
    const base = filterFromSearch(new URLSearchParams());
    expect(matchesFilter(s, base)).toBe(true);
    expect(matchesFilter(s, { ...base, room: [3] })).toBe(true);
    expect(matchesFilter(s, { ...base, room: [4] })).toBe(false);
    expect(matchesFilter(s, { ...base, theme: ['Cardiology'] })).toBe(false);
    expect(matchesFilter(s, { ...base, time: '09:30-11:00' })).toBe(true);
    expect(matchesFilter(s, { ...base, time: '10:00-11:00' })).toBe(false);
  });
});

describe('date choice (spec 2 §2.1)', () => {
  const dates = ['2026-11-22', '2026-11-23', '2026-11-24'];
  it('takes the requested day, else today, else the first', () => {
    expect(chooseDate(dates, '2026-11-23', '2026-11-24')).toBe('2026-11-24');
    expect(chooseDate(dates, '2026-11-23')).toBe('2026-11-23');
    expect(chooseDate(dates, '2026-12-01', '2027-01-01')).toBe('2026-11-22');
    expect(chooseDate([], null)).toBeUndefined();
  });

  it('offers my programme the days of its bookmarked sessions, in order', () => {
    expect(daysOf([{ date: '2026-11-24' }, { date: '2026-11-22' }, { date: '2026-11-24' }])).toEqual([
      '2026-11-22',
      '2026-11-24',
    ]);
    expect(daysOf([])).toEqual([]);
  });
});

describe('calendar grid (spec 2 §2.1, §9)', () => {
  it('orders rooms by roomOrder and places sessions on 15-minute rows', () => {
    const grid = placeSessions(
      [
        session(1, 'Hall B', 2, '09:00', '10:00'),
        session(2, 'Hall A', 1, '09:30', '09:45'),
        session(3, 'Hall A', 1, '10:07', '10:52'),
      ],
      '2026-11-22',
    );
    expect(grid.rooms).toEqual(['Hall A', 'Hall B']);
    expect(grid.startMinute).toBe(9 * 60);
    expect(grid.endMinute).toBe(11 * 60);
    expect(grid.rowCount).toBe(8);
    const at = (id: number) => grid.items.find((i) => i.session.id === id);
    expect(at(1)).toMatchObject({ column: 2, row: 1, rowSpan: 4 });
    expect(at(2)).toMatchObject({ column: 1, row: 3, rowSpan: 1 });
    // 10:07 rounds to 10:00, 10:52 to 10:45.
    expect(at(3)).toMatchObject({ column: 1, row: 5, rowSpan: 3 });
  });

  it('counts past midnight on the programme day', () => {
    expect(minutesOfDay('2026-11-23T01:00:00+01:00', '2026-11-22')).toBe(25 * 60);
  });

  it('shows time and label from 20 minutes and clamps lines to minutes / 10', () => {
    expect(showsTimeAndLabel(19)).toBe(false);
    expect(showsTimeAndLabel(20)).toBe(true);
    expect(entryLineCount(45)).toBe(4);
    expect(entryLineCount(90)).toBe(9);
    expect(entryLineCount(5)).toBe(1);
  });
});

describe('links (spec 2 §2.1, §5)', () => {
  it('opens http(s) content in a new tab, other links inside the event, else the session route', () => {
    const s = { id: 9, hasContent: true, externalContentUri: '' };
    expect(sessionTarget(s, 'DEMO')).toEqual({ kind: 'internal', path: '/DEMO/session/9' });
    expect(sessionTarget({ ...s, externalContentUri: 'https://x.org/a' }, 'DEMO')).toEqual({
      kind: 'external',
      href: 'https://x.org/a',
    });
    expect(sessionTarget({ ...s, externalContentUri: 'lounge' }, 'DEMO')).toEqual({
      kind: 'internal',
      path: '/DEMO/lounge',
    });
    expect(sessionTarget({ ...s, hasContent: false }, 'DEMO')).toEqual({ kind: 'none' });
  });

  it('links a speaker only with the module on, an id and no override', () => {
    const p = { speakerId: 5, speakerName: 'Ann Lee', speakerNameOverride: '' };
    expect(speakerLink(p, 'DEMO', true)).toBe('/DEMO/speakers?id=5&speaker=true');
    expect(speakerLink(p, 'DEMO', false)).toBeNull();
    expect(speakerLink({ ...p, speakerId: null }, 'DEMO', true)).toBeNull();
    expect(speakerLink({ ...p, speakerNameOverride: 'Dr Lee' }, 'DEMO', true)).toBeNull();
    expect(speakerDisplayName({ ...p, speakerNameOverride: 'Dr Lee' })).toBe('Dr Lee');
  });
});

describe('nowLinePlace', () => {
  const grid = { startMinute: 8 * 60, endMinute: 19 * 60 };

  it('puts the line in the 15-minute row of now, part way down it', () => {
    expect(nowLinePlace(8 * 60, grid)).toEqual({ row: 1, offset: 0 });
    expect(nowLinePlace(10 * 60 + 37, grid)).toEqual({ row: 11, offset: 7 / 15 });
    expect(nowLinePlace(19 * 60 - 1, grid)).toEqual({ row: 44, offset: 14 / 15 });
  });

  it('draws no line outside the day’s hours or on another day', () => {
    expect(nowLinePlace(7 * 60 + 59, grid)).toBeNull();
    expect(nowLinePlace(19 * 60, grid)).toBeNull();
    expect(nowLinePlace(null, grid)).toBeNull();
  });
});

describe('nowScrollRow', () => {
  const grid = placeSessions(
    [
      session(1, 'Hall A', 1, '08:00', '09:00'),
      session(2, 'Hall A', 1, '09:00', '10:30'),
      session(3, 'Hall B', 2, '09:45', '11:00'),
      session(4, 'Hall C', 3, '08:00', '18:00'),
    ],
    '2026-11-22',
  );

  it('opens at the start of the earliest session running now, so that its title shows under the header', () => {
    // 10:10: sessions 2 (from 09:00) and 3 (from 09:45) run; the day starts at 08:00.
    expect(nowScrollRow(10 * 60 + 10, { ...grid, items: grid.items.slice(0, 3) }, 20)).toBe(4);
    // Only session 3 runs at 10:40: its start, 09:45.
    expect(nowScrollRow(10 * 60 + 40, { ...grid, items: grid.items.slice(0, 3) }, 20)).toBe(7);
    // At 09:50 it began five minutes ago: two rows of context above now instead (09:20).
    expect(nowScrollRow(9 * 60 + 50, { ...grid, items: grid.items.slice(2, 3) }, 20)).toBe(5);
  });

  it('keeps the now line in view when a running session began long before', () => {
    // Session 4 runs all day: the line stays two rows above the bottom of the twelve rows shown.
    expect(nowScrollRow(15 * 60, grid, 12)).toBe(18);
    expect(nowScrollRow(8 * 60 + 30, grid, 12)).toBe(0);
  });

  it('does not scroll outside the day’s hours or on another day', () => {
    expect(nowScrollRow(7 * 60, grid, 12)).toBeNull();
    expect(nowScrollRow(8 * 60, grid, 12)).toBeNull();
    expect(nowScrollRow(18 * 60, grid, 12)).toBeNull();
    expect(nowScrollRow(null, grid, 12)).toBeNull();
  });
});
