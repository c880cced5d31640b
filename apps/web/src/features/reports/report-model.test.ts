import { describe, expect, it } from 'vitest';
import {
  fileNameFromDisposition,
  formatDuration,
  formatReportTime,
  formatSliceTime,
  pageOf,
  searchRows,
  sortRows,
} from './report-model.ts';

const PARIS = 'Europe/Paris';

describe('report times', () => {
  it('shows the date and the time in the time zone, whatever the day (never one without the other)', () => {
    expect(formatReportTime('2026-11-25T08:05:09Z', PARIS)).toBe('25/11/26 09:05');
    expect(formatReportTime('2026-11-24T12:00:00Z', PARIS)).toBe('24/11/26 13:00');
    // 23:30 UTC on the 25th is already the 26th in Paris.
    expect(formatReportTime('2026-11-25T23:30:00Z', PARIS)).toBe('26/11/26 00:30');
  });

  it('shows nothing for no time or a bad one', () => {
    expect(formatReportTime(null, PARIS)).toBe('');
    expect(formatReportTime('not a time', PARIS)).toBe('');
  });

  it('names the summary chart’s buckets by day, with the hour under a day', () => {
    expect(formatSliceTime('2026-11-24T23:00:00Z', PARIS, 1440)).toBe('25/11/26');
    expect(formatSliceTime('2026-11-25T13:00:00Z', PARIS, 60)).toBe('25/11/26 14:00');
  });
});

describe('durations', () => {
  it('shows hours and minutes', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(59)).toBe('0 min');
    expect(formatDuration(12 * 60 + 30)).toBe('12 min');
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2 h 05 min');
    expect(formatDuration(-5)).toBe('0 min');
  });
});

describe('report tables', () => {
  const rows = [
    { name: 'émile', visits: 3, last: '2026-11-25T10:00:00Z' as string | null },
    { name: 'Zoé', visits: 10, last: null },
    { name: 'adam', visits: 3, last: '2026-11-24T10:00:00Z' },
  ];

  it('sorts numbers by size and keeps equal rows in their order', () => {
    expect(sortRows(rows, (r) => r.visits, 'asc').map((r) => r.name)).toEqual(['émile', 'adam', 'Zoé']);
    expect(sortRows(rows, (r) => r.visits, 'desc').map((r) => r.name)).toEqual(['Zoé', 'émile', 'adam']);
  });

  it('sorts text alphabetically, case and accents aside', () => {
    expect(sortRows(rows, (r) => r.name, 'asc').map((r) => r.name)).toEqual(['adam', 'émile', 'Zoé']);
    expect(sortRows(rows, (r) => r.name, 'desc').map((r) => r.name)).toEqual(['Zoé', 'émile', 'adam']);
  });

  it('puts rows without a value last in both directions', () => {
    expect(sortRows(rows, (r) => r.last, 'asc').map((r) => r.name)).toEqual(['adam', 'émile', 'Zoé']);
    expect(sortRows(rows, (r) => r.last, 'desc').map((r) => r.name)).toEqual(['émile', 'adam', 'Zoé']);
  });

  it('searches any field, case- and accent-insensitively', () => {
    expect(searchRows(rows, 'EMI', (r) => [r.name]).map((r) => r.name)).toEqual(['émile']);
    expect(searchRows(rows, '  ', (r) => [r.name])).toHaveLength(3);
    expect(searchRows(rows, 'nobody', (r) => [r.name])).toEqual([]);
  });

  it('cuts pages', () => {
    const many = Array.from({ length: 250 }, (_, i) => i);
    expect(pageOf(many, 0, 100)).toHaveLength(100);
    expect(pageOf(many, 2, 100)).toEqual(many.slice(200));
  });
});

describe('download file names', () => {
  it('reads the plain and the quoted form', () => {
    expect(fileNameFromDisposition('attachment; filename=demoadclicks.xlsx')).toBe('demoadclicks.xlsx');
    expect(fileNameFromDisposition('attachment; filename="demo summary.csv"')).toBe('demo summary.csv');
  });

  it('prefers the RFC 5987 form, decoded', () => {
    expect(fileNameFromDisposition(`attachment; filename="demo_caf_.xlsx"; filename*=UTF-8''demo_caf%C3%A9.xlsx`)).toBe(
      'demo_café.xlsx',
    );
  });

  it('drops path parts and answers null without a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
