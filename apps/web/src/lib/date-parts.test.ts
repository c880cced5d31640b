import { describe, expect, it } from 'vitest';
import { datePartsOf, numericDateOf } from './date-parts.ts';

describe('datePartsOf', () => {
  it('names the day and month in the interface language, on the time zone’s 24-hour clock', () => {
    expect(datePartsOf('2026-05-05T07:05:00Z', 'en', 'Europe/Paris')).toEqual({
      weekday: 'Tue',
      day: '05',
      month: 'May',
      year: '2026',
      time: '09:05',
    });
    const fr = datePartsOf('2026-02-03T23:30:00Z', 'fr', 'Europe/Paris');
    expect([fr.weekday, fr.day, fr.month, fr.year, fr.time]).toEqual(['mer.', '04', 'févr.', '2026', '00:30']);
  });

  it('writes the day of the time zone, not of UTC', () => {
    expect(datePartsOf('2026-12-31T23:30:00Z', 'en', 'UTC')).toMatchObject({ day: '31', year: '2026' });
    expect(datePartsOf('2026-12-31T23:30:00Z', 'en', 'Asia/Tokyo')).toMatchObject({
      day: '01',
      month: 'Jan',
      year: '2027',
      time: '08:30',
    });
  });

  it('refuses a time zone the browser does not know', () => {
    expect(() => datePartsOf('2026-05-05T07:05:00Z', 'en', 'Nowhere/Atlantis')).toThrow(RangeError);
  });
});

describe('numericDateOf', () => {
  it('writes DD/MM/YYYY and HH:mm in the time zone, the same digits in every language', () => {
    expect(numericDateOf('2026-06-30T22:30:00Z', 'Europe/Paris')).toEqual({ date: '01/07/2026', time: '00:30' });
    expect(numericDateOf('2026-01-02T00:00:00Z', 'UTC')).toEqual({ date: '02/01/2026', time: '00:00' });
  });

  it('refuses a time zone the browser does not know', () => {
    expect(() => numericDateOf('2026-05-05T07:05:00Z', 'Nowhere/Atlantis')).toThrow(RangeError);
  });
});
