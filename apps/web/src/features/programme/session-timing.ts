import type { TCalendarSession } from '@atrium/contracts';

/** Where a session stands against the clock: over, under way, or among the next to begin. */
export type TSessionTiming = 'past' | 'current' | 'next';

/**
 * Marks the sessions of a list against `now`: ended ones are past, those under way (or that
 * the server flags live) are current, and those with the earliest start still to come are next
 * (several when they start together). Others are left out.
 */
export function sessionTimings(
  sessions: Pick<TCalendarSession, 'id' | 'start' | 'end' | 'isLive'>[],
  now: number,
): Map<number, TSessionTiming> {
  const timings = new Map<number, TSessionTiming>();
  let nextStart = Number.POSITIVE_INFINITY;
  for (const session of sessions) {
    const start = Date.parse(session.start);
    const end = Date.parse(session.end);
    if (session.isLive || (start <= now && now < end)) timings.set(session.id, 'current');
    else if (end <= now) timings.set(session.id, 'past');
    else if (start > now && start < nextStart) nextStart = start;
  }
  for (const session of sessions) {
    if (!timings.has(session.id) && Date.parse(session.start) === nextStart) timings.set(session.id, 'next');
  }
  return timings;
}

/** The event's wall clock now: its day (YYYY-MM-DD) and minute of the day, in its time zone. */
export function eventClock(timeZone: string, now: number): { day: string; minute: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: timeZone || undefined,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  };
}
