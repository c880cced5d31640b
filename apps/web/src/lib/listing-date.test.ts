import { describe, expect, it } from 'vitest';
import { formatListingDate } from './listing-date.ts';

describe('formatListingDate', () => {
  it('writes DD/MM/YYYY HH:mm in the event time zone', () => {
    expect(formatListingDate('2026-11-23T08:05:00Z', 'Europe/Paris')).toBe('23/11/2026 09:05');
    expect(formatListingDate('2026-06-30T22:30:00Z', 'Europe/Paris')).toBe('01/07/2026 00:30');
    expect(formatListingDate('2026-01-02T13:00:00Z', 'UTC')).toBe('02/01/2026 13:00');
  });

  it('writes nothing without a readable instant or time zone', () => {
    expect(formatListingDate(null, 'UTC')).toBe('');
    expect(formatListingDate('not a date', 'UTC')).toBe('');
    expect(formatListingDate('2026-01-02T13:00:00Z', 'Nowhere/Atlantis')).toBe('');
  });
});
