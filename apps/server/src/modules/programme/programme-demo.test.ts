import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-data.ts';
import { seedDemo } from '../seed/demo-seed.ts';

// 11:00 in Paris on the demo's first day.
const clock = new FixedClock('2026-03-28T10:00:00Z');
let s: TestServer;
let platformId: number;

beforeAll(async () => {
  s = await startTestServer({ clock });
  const result = await seedDemo(s.ctx, { clock, startDate: '2026-03-28', scryptCost: 1024 });
  platformId = result.platformId;
  s.ctx.platforms.invalidate(platformId);
});
afterAll(() => s.close());

describe('the demo event’s programme', () => {
  it('answers its three days with live sessions now, themes in colour, rooms in order', async () => {
    const calendar = await s.http('GET', `/api/platform/${platformId}/sessions/calendar`);
    expect(calendar.status).toBe(200);
    expect(calendar.body.map((g: { groupDate: string; today: boolean }) => [g.groupDate, g.today])).toEqual([
      ['2026-03-28', true],
      ['2026-03-29', false],
      ['2026-03-30', false],
    ]);
    const day1 = calendar.body[0].groupSessions as { isLive: boolean; roomOrder: number; colour: string }[];
    expect(day1.filter((x) => x.isLive).length).toBeGreaterThan(3);
    const orders = day1.map((x) => x.roomOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const filters = await s.http('GET', `/api/platform/${platformId}/sessions/filters`);
    expect(filters.body.rooms).toHaveLength(12);
    expect(filters.body.themeItems.length).toBeGreaterThanOrEqual(8);
    expect(filters.body.posterSessions.length).toBeGreaterThan(0);
    expect(filters.body.speakers.length).toBeGreaterThan(50);
  });

  it('names every type, theme and room of the demo in French too', async () => {
    const filters = await s.http('GET', `/api/platform/${platformId}/sessions/filters`);
    expect(filters.status).toBe(200);
    const { types, themes, rooms, frenchLabels } = filters.body as {
      types: string[];
      themes: string[];
      rooms: { name: string }[];
      frenchLabels: Record<'type' | 'theme' | 'room', Record<string, string>>;
    };
    for (const type of types) expect(frenchLabels.type[type], type).toBeTruthy();
    for (const theme of themes) expect(frenchLabels.theme[theme], theme).toBeTruthy();
    for (const room of rooms) expect(frenchLabels.room[room.name], room.name).toBeTruthy();
    expect(frenchLabels.type.Workshop).toBe('Atelier');
  });

  it('answers the session dialog of a session with presentations, and a visitor-free bookmark flow', async () => {
    const list = await s.http(
      'GET',
      `/api/v2/platform/${platformId}/programme/${encodeURIComponent('date=2026-03-28')}`,
    );
    expect(list.body.title_en).toBe('Programme');
    const withTalks = list.body.sessions.find((x: { presentations: unknown[] }) => x.presentations.length >= 3);
    const detail = await s.http('GET', `/api/v2/platform/${platformId}/programme/${withTalks.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.presentations.map((p: { order: number }) => p.order)).toEqual(
      [...detail.body.presentations.map((p: { order: number }) => p.order)].sort((a: number, b: number) => a - b),
    );
    expect(detail.body.moderators.length).toBeGreaterThan(0);
    const attendee = DEMO_ACCOUNTS.find((a) => a.role === 'attendee')!;
    const token = (await s.signIn({ email: attendee.email, password: DEMO_PASSWORD, platformId })).access_token;
    const added = await s.http('POST', `/api/platform/${platformId}/bookmarks`, {
      token,
      json: { entityId: withTalks.id, entityType: 'SESSION' },
    });
    expect(added.status).toBe(201);
    const feed = await s.http('GET', `/api/platform/${platformId}/calendar/feed`, { token });
    const ics = await fetch(feed.body.url);
    expect(await ics.text()).toContain(`UID:session-${withTalks.id}@`);
  });
});
