import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatUtc } from './ical.ts';

describe('iCalendar writing (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and line breaks in text (§3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeText('colon: stays')).toBe('colon: stays');
  });

  it('writes UTC date-times (§3.3.5)', () => {
    expect(formatUtc(new Date('2026-03-10T09:05:07.123Z'))).toBe('20260310T090507Z');
  });

  it('folds lines at 75 octets without splitting a character (§3.1)', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding gives the line back: no character was cut in two.
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('builds a calendar with CRLF line ends, a stamp on every event and no control characters', () => {
    const text = buildCalendar({
      prodId: '-//Test//EN',
      name: 'My programme',
      stamp: new Date('2026-01-01T00:00:00Z'),
      refreshMinutes: 60,
      events: [
        {
          uid: 'session-1@example.org',
          start: new Date('2026-03-10T08:00:00Z'),
          end: new Date('2026-03-10T09:00:00Z'),
          summary: 'Bell\u0007 rings',
          location: 'Hall A',
          url: 'https://example.org/CODE/session/1',
          categories: ['Cardiology, adult', 'Oral'],
        },
      ],
    });
    expect(text.split('\r\n').slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(text).toContain('\r\nDTSTAMP:20260101T000000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Bell rings\r\n');
    expect(text).toContain('\r\nCATEGORIES:Cardiology\\, adult,Oral\r\n');
    expect(text).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
