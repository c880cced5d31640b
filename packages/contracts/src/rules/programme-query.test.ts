import { describe, expect, it } from 'vitest';
import { ZProgrammeFilter } from '../programme.ts';
import {
  buildProgrammeQuery,
  classifyProgrammeSegment,
  matchesTimeFilter,
  parseQueryString,
  toQueryMap,
} from './programme-query.ts';

describe('the programme/{query} segment (spec 2 §7)', () => {
  it('is a session id when it is digits only', () => {
    expect(classifyProgrammeSegment('42')).toEqual({ sessionId: 42 });
    expect(classifyProgrammeSegment('42a')).toEqual({ query: { '42a': [''] } });
  });

  it('is otherwise a query string, with or without "?", repeated keys kept', () => {
    expect(classifyProgrammeSegment('date=2026-11-22&room=3&room=4')).toEqual({
      query: { date: ['2026-11-22'], room: ['3', '4'] },
    });
    expect(classifyProgrammeSegment('?theme=A+%26+B')).toEqual({ query: { theme: ['A & B'] } });
    expect(classifyProgrammeSegment('')).toEqual({ query: {} });
    expect(parseQueryString('broken=%E0%A4%A')).toEqual({ broken: ['%E0%A4%A'] });
  });

  it('round-trips a filter through the query string, names with commas and ampersands included', () => {
    const filter = {
      date: '2026-11-22',
      room: [3, 4],
      theme: ['Ethics, Society & Politics'],
      type: ['Talk'],
      time: '09:00-12:00',
      mode: 'mark' as const,
    };
    const text = buildProgrammeQuery(filter);
    expect(text).toBe(
      'date=2026-11-22&room=3&room=4&theme=Ethics%2C%20Society%20%26%20Politics&type=Talk&time=09%3A00-12%3A00&mode=mark',
    );
    expect(ZProgrammeFilter.parse(parseQueryString(text))).toEqual(filter);
    expect(buildProgrammeQuery({})).toBe('');
  });

  it('validates filter values, accepting room lists with commas', () => {
    expect(ZProgrammeFilter.parse({ room: ['3,4', '5'] }).room).toEqual([3, 4, 5]);
    expect(ZProgrammeFilter.parse({ date: [''], time: [''] })).toEqual({});
    expect(ZProgrammeFilter.safeParse({ date: ['2026-02-30'] }).success).toBe(false);
    expect(ZProgrammeFilter.safeParse({ time: ['24:00'] }).success).toBe(false);
    expect(ZProgrammeFilter.safeParse({ time: ['22:00-24:00'] }).success).toBe(true);
    expect(ZProgrammeFilter.safeParse({ room: ['x'] }).success).toBe(false);
    expect(toQueryMap({ a: '1', b: ['2', '3'], c: undefined })).toEqual({ a: ['1'], b: ['2', '3'] });
  });
});

describe('the time filter', () => {
  // A session from 10:00 to 11:00 (minutes after the midnight of its day).
  const [start, end] = [600, 660];

  it('with one time finds the sessions running then', () => {
    expect(matchesTimeFilter(start, end, '10:00')).toBe(true);
    expect(matchesTimeFilter(start, end, '10:59')).toBe(true);
    expect(matchesTimeFilter(start, end, '11:00')).toBe(false);
    expect(matchesTimeFilter(start, end, '09:59')).toBe(false);
  });

  it('with a range finds the sessions overlapping it', () => {
    expect(matchesTimeFilter(start, end, '09:00-10:00')).toBe(false);
    expect(matchesTimeFilter(start, end, '09:00-10:01')).toBe(true);
    expect(matchesTimeFilter(start, end, '10:59-12:00')).toBe(true);
  });

  it('finds sessions past midnight of their day, and ranges crossing midnight', () => {
    // 00:30–01:30 the next morning: minutes 1470–1530 of its programme day.
    expect(matchesTimeFilter(1470, 1530, '01:00')).toBe(true);
    expect(matchesTimeFilter(1470, 1530, '23:00-01:00')).toBe(true);
    expect(matchesTimeFilter(start, end, '23:00-01:00')).toBe(false);
  });
});
