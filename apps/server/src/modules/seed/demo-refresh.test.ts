import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentations, sessions } from '../../db/schema.ts';
import { FixedClock } from '../../lib/clock.ts';
import { dateIn } from '../../lib/zoned-time.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { refreshDemoDates } from './demo-refresh.ts';
import { seedDemo } from './demo-seed.ts';

/** A demo seeded on one day is moved to today at a later start, unless someone changed its programme. */
const clock = new FixedClock('2026-03-26T09:00:00Z'); // a Thursday; the clocks change on the 29th in Paris
let s: TestServer;
let platformId: number;

beforeAll(async () => {
  s = await startTestServer({ clock });
  platformId = (await seedDemo(s.ctx, { clock, scryptCost: 1024 })).platformId;
});
afterAll(() => s.close());

const parisTimes = async () => {
  const rows = await s.ctx.db
    .select({ id: sessions.id, startsAt: sessions.startsAt, endsAt: sessions.endsAt })
    .from(sessions)
    .where(eq(sessions.platformId, platformId))
    .orderBy(asc(sessions.id));
  const time = (d: Date) =>
    d.toLocaleTimeString('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
  return rows.map((r) => ({
    id: r.id,
    day: dateIn(r.startsAt, 'Europe/Paris'),
    start: time(r.startsAt),
    end: time(r.endsAt),
  }));
};

describe('keeping the demo alive', () => {
  it('does nothing on the day it was seeded', async () => {
    expect(await refreshDemoDates(s.ctx.db, clock)).toEqual([]);
  });

  it('moves an unchanged demo forward by whole days, at the same Paris times, five days later', async () => {
    const before = await parisTimes();
    const presentation = await s.ctx.db
      .select({ startsAt: presentations.startsAt })
      .from(presentations)
      .where(eq(presentations.platformId, platformId))
      .limit(1);
    clock.set('2026-03-31T07:00:00Z');
    const moved = await refreshDemoDates(s.ctx.db, clock);
    expect(moved).toEqual([{ platformId, days: 5, firstDay: '2026-03-31' }]);
    const after = await parisTimes();
    expect(after.map((r) => r.day)[0]).toBe('2026-03-31');
    // Across the change to summer time: the same wall-clock times, five days on.
    for (const [i, row] of after.entries()) {
      const was = before[i] as (typeof before)[number];
      expect([row.start, row.end]).toEqual([was.start, was.end]);
      expect(Date.parse(row.day) - Date.parse(was.day)).toBe(5 * 86_400_000);
    }
    const [movedPresentation] = await s.ctx.db
      .select({ startsAt: presentations.startsAt })
      .from(presentations)
      .where(eq(presentations.platformId, platformId))
      .limit(1);
    if (presentation[0]?.startsAt && movedPresentation?.startsAt)
      expect(movedPresentation.startsAt.getTime() - presentation[0].startsAt.getTime()).toBeGreaterThan(4 * 86_400_000);

    // Today's calendar has live sessions again.
    s.ctx.platforms.invalidate(platformId);
    clock.set('2026-03-31T09:00:00Z');
    const calendar = await s.http('GET', `/api/platform/${platformId}/sessions/calendar`);
    expect(calendar.body[0]).toMatchObject({ groupDate: '2026-03-31', today: true });
    expect(calendar.body[0].groupSessions.some((x: { isLive: boolean }) => x.isLive)).toBe(true);
  });

  it('leaves a demo whose programme someone changed as it is', async () => {
    await s.ctx.programme.setFrenchLabel(platformId, 'type', 'Symposium', 'Colloque');
    clock.set('2026-04-03T09:00:00Z');
    expect(await refreshDemoDates(s.ctx.db, clock)).toEqual([]);
    expect((await parisTimes())[0]?.day).toBe('2026-03-31');
  });
});
