import { describe, expect, it } from 'vitest';
import { eventClock, sessionTimings } from './session-timing.ts';

const at = (time: string) => `2026-11-24T${time}:00Z`;
const session = (id: number, start: string, end: string, isLive = false) => ({
  id,
  start: at(start),
  end: at(end),
  isLive,
});

describe('sessionTimings', () => {
  it('marks ended, under way and the next to start (all that start together)', () => {
    const sessions = [
      session(1, '08:00', '09:00'),
      session(2, '09:30', '10:30'),
      session(3, '11:00', '12:00'),
      session(4, '11:00', '11:30'),
      session(5, '14:00', '15:00'),
    ];
    const timings = sessionTimings(sessions, Date.parse(at('10:00')));
    expect(Object.fromEntries(timings)).toEqual({ 1: 'past', 2: 'current', 3: 'next', 4: 'next' });
  });

  it('trusts the server’s live flag, and has no next once the day is over', () => {
    const timings = sessionTimings(
      [session(1, '08:00', '09:00', true), session(2, '09:00', '10:00')],
      Date.parse(at('18:00')),
    );
    expect(Object.fromEntries(timings)).toEqual({ 1: 'current', 2: 'past' });
  });
});

describe('eventClock', () => {
  it('reads the day and minute in the event’s time zone', () => {
    expect(eventClock('Europe/Paris', Date.parse('2026-11-24T23:30:00Z'))).toEqual({ day: '2026-11-25', minute: 30 });
    expect(eventClock('UTC', Date.parse('2026-11-24T09:15:00Z'))).toEqual({ day: '2026-11-24', minute: 555 });
  });
});
