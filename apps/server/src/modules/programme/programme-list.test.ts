// Programme lists (programme/{query}) and who may read the programme.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { buildProgrammeScene, PROGRAMME_SCENE_NOW, type ProgrammeScene } from '../../test/programme-scene.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const clock = new FixedClock(PROGRAMME_SCENE_NOW);
let s: TestServer;
let event: ProgrammeScene['event'];
let closed: ProgrammeScene['closed'];
let people: ProgrammeScene['people'];
let ids: ProgrammeScene['ids'];
const v2 = (query: string) => `/api/v2/platform/${event.id}/programme/${query}`;
const q = (text: string) => encodeURIComponent(text);
const titles = (sessions: { title: string }[]) => sessions.map((x) => x.title);

beforeAll(async () => {
  s = await startTestServer({ clock });
  ({ event, closed, people, ids } = await buildProgrammeScene(s));
});
afterAll(() => s.close());

describe('GET /api/v2/platform/{platformId}/programme/{query}', () => {
  it('answers the titles, interval height, days, today and every session by start for an empty query', async () => {
    clock.set('2026-03-10T09:15:00Z');
    const res = await s.http('GET', v2(''));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Programme',
      title_en: 'Scientific programme',
      title_fr: 'Programme scientifique',
      calendarIntervalHeight: 48,
      timeZone: 'Europe/Paris',
      dates: ['2026-03-10', '2026-03-11'],
      today: '2026-03-10',
    });
    expect(titles(res.body.sessions)).toEqual(['Opening', 'Live session', 'Poster walk', 'Late night', 'Day two']);
  });

  it('filters by the URL-encoded query in the last segment', async () => {
    const cases: [string, string[]][] = [
      ['date=2026-03-11', ['Day two']],
      ['date=2026-03-10', ['Opening', 'Live session', 'Poster walk', 'Late night']],
      [`room=${ids.rooms['Hall A']}`, ['Opening', 'Late night']],
      [`room=${ids.rooms['Hall A']}&room=${ids.rooms['Room C']}`, ['Opening', 'Poster walk', 'Late night']],
      [`room=${ids.rooms['Hall B']},${ids.rooms['Room C']}`, ['Live session', 'Poster walk', 'Day two']],
      ['theme=Cardiology', ['Opening', 'Poster walk']],
      ['theme=Neurology&type=Oral', ['Live session', 'Day two']],
      ['type=Posters&type=Party', ['Poster walk', 'Late night']],
      ['time=10:30', ['Live session', 'Poster walk']],
      ['time=09:00-10:00', ['Opening', 'Day two']],
      // 00:45 is during "Late night", which runs past the midnight of its programme day.
      ['time=00:45', ['Late night']],
      ['date=2026-03-10&theme=Cardiology&time=10:45', ['Poster walk']],
      ['page=3', ['Opening', 'Live session', 'Poster walk', 'Late night', 'Day two']],
    ];
    for (const [query, expected] of cases) {
      const res = await s.http('GET', v2(q(query)));
      expect(res.status, query).toBe(200);
      expect(titles(res.body.sessions), query).toEqual(expected);
      expect(res.body.dates, query).toEqual(['2026-03-10', '2026-03-11']);
    }
  });

  it('takes the query string too (programme/?date=...), the segment winning', async () => {
    const res = await s.http('GET', `${v2('')}?date=2026-03-11`);
    expect(titles(res.body.sessions)).toEqual(['Day two']);
    const both = await s.http('GET', `${v2(q('date=2026-03-10&theme=Neurology'))}?date=2026-03-11`);
    expect(titles(both.body.sessions)).toEqual(['Live session']);
  });

  it('keeps non-matching sessions of the day, marked filtered, with mode=mark', async () => {
    const res = await s.http('GET', v2(q('date=2026-03-10&theme=Cardiology&mode=mark')));
    expect(res.body.sessions.map((x: { title: string; filtered: boolean }) => [x.title, x.filtered])).toEqual([
      ['Opening', false],
      ['Live session', true],
      ['Poster walk', false],
      ['Late night', true],
    ]);
  });

  it('answers 400 naming the field for bad filter values', async () => {
    const cases: [string, string][] = [
      [v2(q('date=2026-13-45')), 'params.query.date'],
      [v2(q('date=tomorrow')), 'params.query.date'],
      [v2(q('time=25:00')), 'params.query.time'],
      [v2(q('time=9am')), 'params.query.time'],
      [v2(q('room=hall')), 'params.query.room'],
      [v2(q('mode=dim')), 'params.query.mode'],
      [`${v2('')}?date=someday`, 'query.date'],
    ];
    for (const [url, field] of cases) {
      const res = await s.http('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
  });

  it('follows a settings change at once (calendarIntervalHeight)', async () => {
    await s.ctx.platforms.updateSettings('PROG', { calendarIntervalHeight: 60 });
    const res = await s.http('GET', v2(''));
    expect(res.body.calendarIntervalHeight).toBe(60);
    await s.ctx.platforms.updateSettings('PROG', { calendarIntervalHeight: 48 });
  });
});

describe('who may read the programme', () => {
  const paths = (platformId: number, sessionId: number) => [
    `/api/platform/${platformId}/sessions/calendar`,
    `/api/platform/${platformId}/sessions/filters`,
    `/api/v2/platform/${platformId}/programme/`,
    `/api/v2/platform/${platformId}/programme/${sessionId}`,
    `/api/platform/${platformId}/sessions/${sessionId}/ics`,
  ];

  it('lets visitors read an open event’s programme', async () => {
    for (const path of paths(event.id, ids.sessions.Opening as number)) {
      expect((await s.http('GET', path)).status, path).toBe(200);
    }
  });

  it('lets signed-in users of the event read it, whatever their role', async () => {
    for (const path of paths(event.id, ids.sessions.Opening as number)) {
      expect((await s.http('GET', path, { token: people.ann!.token })).status, path).toBe(200);
    }
  });

  it('answers 401 to visitors of a closed event and 200 to its users', async () => {
    for (const path of paths(closed.id, 1)) {
      expect((await s.http('GET', path)).status, path).toBe(401);
    }
    const calendar = await s.http('GET', `/api/platform/${closed.id}/sessions/calendar`, {
      token: people.closedAttendee!.token,
    });
    expect(calendar.status).toBe(200);
    expect(calendar.body).toEqual([]);
  });

  it('answers 401 to a token of another event', async () => {
    const res = await s.http('GET', `/api/platform/${closed.id}/sessions/calendar`, { token: people.ann!.token });
    expect(res.status).toBe(401);
  });
});
