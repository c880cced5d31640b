import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time.ts';

describe('messageTime', () => {
  const now = new Date('2026-11-23T15:30:00Z');

  it('is relative today, in the reader’s language', () => {
    expect(messageTime('2026-11-23T15:29:40Z', now, 'en', 'UTC')?.label).toBe('now');
    expect(messageTime('2026-11-23T15:25:00Z', now, 'en', 'UTC')?.label).toBe('5 minutes ago');
    expect(messageTime('2026-11-23T12:10:00Z', now, 'fr', 'UTC')?.label).toBe('il y a 3 heures');
    // A message stamped a moment after the reader's clock is still "now", not "in 2 seconds".
    expect(messageTime('2026-11-23T15:30:02Z', now, 'en', 'UTC')?.label).toBe('now');
    // Shown against the end of its minute (MessageTime's clock): sent early in the minute, still "now".
    expect(messageTime('2026-11-23T15:28:00.383Z', new Date('2026-11-23T15:28:59.999Z'), 'en', 'UTC')?.label).toBe(
      'now',
    );
    expect(messageTime('2026-11-23T15:28:00.383Z', new Date('2026-11-23T15:29:59.999Z'), 'en', 'UTC')?.label).toBe(
      '1 minute ago',
    );
  });

  it('gives the date and time on other days, and the full date and time for the title', () => {
    const time = messageTime('2026-11-22T09:05:00Z', now, 'en', 'UTC');
    expect(time?.label).toBe('22 Nov, 09:05');
    expect(time?.full).toMatch(/^Sunday,? 22 November 2026\D+09:05$/);
    expect(messageTime('2025-01-02T09:05:00Z', now, 'fr', 'UTC')?.label).toBe('2 janv. 2025, 09:05');
  });

  it('tells today in the reader’s time zone', () => {
    // 23:50 UTC on the 22nd is already the 23rd in Paris.
    const late = '2026-11-22T23:50:00Z';
    expect(messageTime(late, now, 'en', 'Europe/Paris')?.label).toBe('15 hours ago');
    expect(messageTime(late, now, 'en', 'America/New_York')?.label).toBe('22 Nov, 18:50');
  });

  it('ignores a time stamp it cannot read', () => {
    expect(messageTime('not a date', now, 'en', 'UTC')).toBeNull();
  });
});
