import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { buildMenuItem, buildProgramme } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

// 10:15 in Paris (UTC+1 in March): "Live session" (10:00–11:00) is on.
const clock = new FixedClock('2026-03-10T09:15:00Z');
let s: TestServer;
let event: { id: number; code: string };
let closed: { id: number; code: string };
let other: { id: number; code: string };
let ids: { rooms: Record<string, number>; sessions: Record<string, number> };
let otherIds: { rooms: Record<string, number>; sessions: Record<string, number> };
const people: Record<string, { id: number; token: string }> = {};

const v2 = (query: string) => `/api/v2/platform/${event.id}/programme/${query}`;
const q = (text: string) => encodeURIComponent(text);
const titles = (sessions: { title: string }[]) => sessions.map((x) => x.title);

beforeAll(async () => {
  s = await startTestServer({ clock });
  event = await s.createPlatform('PROG', { open: true, timeZone: 'Europe/Paris' });
  closed = await s.createPlatform('PROGCLOSED', { open: false, timeZone: 'Europe/Paris' });
  other = await s.createPlatform('PROGOTHER', { open: true });
  for (const [key, first, last] of [
    ['chair', 'Carla', 'Chair'],
    ['ann', 'Ann', 'Lee'],
    ['bo', 'Bo', 'Chen'],
  ] as const) {
    const user = await s.createUser(event.id, { firstName: first, lastName: last, role: 'speaker' });
    people[key] = { id: user.id, token: (await s.signIn(user)).access_token };
  }
  const closedUser = await s.createUser(closed.id);
  people.closedAttendee = { id: closedUser.id, token: (await s.signIn(closedUser)).access_token };
  await buildMenuItem(s, {
    platformId: event.id,
    title: 'Programme',
    titleEn: 'Scientific programme',
    titleFr: 'Programme scientifique',
    link: 'programme',
    module: 'programme',
  });
  ids = await buildProgramme(s, event.id, {
    rooms: ['Hall A', 'Hall B', 'Room C', 'Empty room'],
    sessions: [
      {
        title: 'Opening',
        start: '2026-03-10T08:00:00Z',
        end: '2026-03-10T09:00:00Z',
        room: 'Hall A',
        theme: 'Cardiology',
        type: 'Plenary',
        colour: '#c62828',
        description: '<p>Hello &amp; welcome</p><script>alert(1)</script>',
        moderators: [people.chair!.id],
        presentations: [
          {
            title: 'Second talk',
            sortOrder: 2,
            start: '2026-03-10T08:30:00Z',
            end: '2026-03-10T09:00:00Z',
            speakerId: people.bo!.id,
            coAuthors: 'D. Ng, E. Roy',
          },
          {
            title: 'First talk',
            description: '<p>Abstract</p>',
            sortOrder: 1,
            start: '2026-03-10T08:00:00Z',
            end: '2026-03-10T08:30:00Z',
            speakerId: people.ann!.id,
            speakerNameOverride: 'Ann Lee on behalf of the TRIAL group',
          },
        ],
      },
      {
        title: 'Live session',
        start: '2026-03-10T09:00:00Z',
        end: '2026-03-10T10:00:00Z',
        room: 'Hall B',
        theme: 'Neurology',
        type: 'Oral',
        translation: true,
        videoIFrameUri: 'https://video.example/1',
        speakers: [people.bo!.id],
      },
      {
        title: 'Poster walk',
        start: '2026-03-10T09:30:00Z',
        end: '2026-03-10T10:30:00Z',
        room: 'Room C',
        theme: 'Cardiology',
        type: 'Posters',
        isPoster: true,
        keywords: ['ECG', 'Imaging'],
      },
      {
        // 00:30–01:30 in Paris on the 11th, but part of the 10th's programme (a day past midnight).
        title: 'Late night',
        start: '2026-03-10T23:30:00Z',
        end: '2026-03-11T00:30:00Z',
        room: 'Hall A',
        theme: 'Social',
        type: 'Party',
        programmeDay: '2026-03-10',
      },
      {
        title: 'Day two',
        start: '2026-03-11T08:00:00Z',
        end: '2026-03-11T09:00:00Z',
        room: 'Hall B',
        theme: 'Neurology',
        type: 'Oral',
        externalContentUri: 'https://elsewhere.example/day-two',
      },
    ],
  });
  otherIds = await buildProgramme(s, other.id, {
    rooms: ['Elsewhere'],
    sessions: [
      { title: 'Other event talk', start: '2026-03-10T09:00:00Z', end: '2026-03-10T10:00:00Z', room: 'Elsewhere' },
    ],
  });
});
afterAll(() => s.close());

describe('GET /sessions/calendar (spec 2 §3 day groups)', () => {
  it('groups the sessions by programme day, marks today and orders by room, then start', async () => {
    clock.set('2026-03-10T09:15:00Z');
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/calendar`);
    expect(res.status).toBe(200);
    expect(res.body.map((g: { groupId: number; groupDate: string; today: boolean; title: string }) => g)).toMatchObject(
      [
        { groupId: 1, groupDate: '2026-03-10', today: true, title: 'Tuesday 10 March 2026' },
        { groupId: 2, groupDate: '2026-03-11', today: false },
      ],
    );
    expect(titles(res.body[0].groupSessions)).toEqual(['Opening', 'Late night', 'Live session', 'Poster walk']);
    expect(titles(res.body[1].groupSessions)).toEqual(['Day two']);
  });

  it('answers calendar sessions with room, colours, people and presentations', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/calendar`);
    const opening = res.body[0].groupSessions[0];
    expect(opening).toMatchObject({
      id: ids.sessions.Opening,
      title: 'Opening',
      start: '2026-03-10T09:00:00+01:00',
      end: '2026-03-10T10:00:00+01:00',
      date: '2026-03-10',
      category: 'Hall A',
      roomId: ids.rooms['Hall A'],
      roomName: 'Hall A',
      roomOrder: 0,
      colour: '#C62828',
      textColour: '#FFFFFF',
      theme: 'Cardiology',
      type: 'Plenary',
      label: 'Plenary',
      isLive: false,
      hasContent: false,
      filtered: false,
      moderators: ['Carla Chair'],
      moderatorLine1: 'Carla Chair',
      speakers: ['Ann Lee on behalf of the TRIAL group', 'Bo Chen'],
      description: 'Hello & welcome',
    });
    expect(opening.presentations.map((p: { title: string; order: number }) => [p.order, p.title])).toEqual([
      [1, 'First talk'],
      [2, 'Second talk'],
    ]);
    expect(opening.presentations[0]).not.toHaveProperty('description');
    const live = res.body[0].groupSessions[2];
    expect(live).toMatchObject({ title: 'Live session', isLive: true, hasContent: true, translation: true });
    // A theme without its own colour gets a stable one, and a readable text colour on it.
    const late = res.body[0].groupSessions[1];
    expect(late.colour).toMatch(/^#[0-9A-F]{6}$/);
    expect(['#000000', '#FFFFFF']).toContain(late.textColour);
  });

  it('follows the clock for live flags and today, across cached answers', async () => {
    const liveTitles = async () => {
      const res = await s.http('GET', `/api/platform/${event.id}/sessions/calendar`);
      return res.body
        .flatMap((g: { groupSessions: { title: string; isLive: boolean }[] }) => g.groupSessions)
        .filter((x: { isLive: boolean }) => x.isLive)
        .map((x: { title: string }) => x.title);
    };
    clock.set('2026-03-10T09:15:00Z');
    expect(await liveTitles()).toEqual(['Live session']);
    clock.set('2026-03-10T09:45:00Z');
    expect(await liveTitles()).toEqual(['Live session', 'Poster walk']);
    // At its end a session is no longer live.
    clock.set('2026-03-10T10:00:00Z');
    expect(await liveTitles()).toEqual(['Poster walk']);
    clock.set('2026-03-10T23:59:00Z');
    expect(await liveTitles()).toEqual(['Late night']);
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/calendar`);
    expect(res.body.map((g: { today: boolean }) => g.today)).toEqual([false, true]);
    clock.set('2026-03-10T09:15:00Z');
    expect(await liveTitles()).toEqual(['Live session']);
  });

  it('marks the sessions a room, theme, type or time filter does not match', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/calendar?room=${ids.rooms['Hall B']}`);
    expect(res.status).toBe(200);
    const flags = res.body[0].groupSessions.map((x: { title: string; filtered: boolean }) => [x.title, x.filtered]);
    expect(flags).toEqual([
      ['Opening', true],
      ['Late night', true],
      ['Live session', false],
      ['Poster walk', true],
    ]);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/calendar?room=abc`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^query\.room/);
  });

  it('sends the cached answer gzipped to clients that accept it', async () => {
    const plain = await s.http('GET', `/api/platform/${event.id}/sessions/calendar`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const response = await fetch(`${s.baseUrl}/api/platform/${event.id}/sessions/calendar`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    // fetch inflates it: the same answer.
    expect(await response.json()).toEqual(plain.body);
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers 304 to a client that has the current answer', async () => {
    const first = await s.http('GET', `/api/platform/${event.id}/sessions/calendar`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await s.http('GET', `/api/platform/${event.id}/sessions/calendar`, {
      headers: { 'if-none-match': etag as string },
    });
    expect(again.status).toBe(304);
  });
});

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

describe('GET /api/v2/platform/{platformId}/programme/{sessionId} (session dialog)', () => {
  it('answers the detail with presentations in order, overrides, co-authors and durations', async () => {
    const res = await s.http('GET', v2(String(ids.sessions.Opening)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.sessions.Opening,
      isSession: true,
      title: 'Opening',
      roomName: 'Hall A',
      duration: 60,
      moderators: ['Carla Chair'],
      moderatorItems: [{ id: people.chair!.id, name: 'Carla Chair' }],
      description: '<p>Hello &amp; welcome</p>',
    });
    expect(res.body.presentations).toEqual([
      expect.objectContaining({
        order: 1,
        title: 'First talk',
        description: '<p>Abstract</p>',
        speakerId: people.ann!.id,
        speakerName: 'Ann Lee',
        speakerNameOverride: 'Ann Lee on behalf of the TRIAL group',
        coAuthors: '',
        duration: 30,
        start: '2026-03-10T09:00:00+01:00',
        end: '2026-03-10T09:30:00+01:00',
        session: ids.sessions.Opening,
      }),
      expect.objectContaining({
        order: 2,
        title: 'Second talk',
        speakerId: people.bo!.id,
        speakerName: 'Bo Chen',
        speakerNameOverride: '',
        coAuthors: 'D. Ng, E. Roy',
        duration: 30,
      }),
    ]);
    expect(res.body.speakerItems.map((p: { name: string }) => p.name)).toEqual(['Ann Lee', 'Bo Chen']);
  });

  it('answers a live session as live, with its speakers, and not live once it has ended', async () => {
    clock.set('2026-03-10T09:15:00Z');
    const res = await s.http('GET', v2(String(ids.sessions['Live session'])));
    expect(res.body).toMatchObject({ isLive: true, hasContent: true, speakers: ['Bo Chen'] });
    clock.set('2026-03-10T10:00:00Z');
    expect((await s.http('GET', v2(String(ids.sessions['Live session'])))).body.isLive).toBe(false);
    clock.set('2026-03-10T09:15:00Z');
  });

  it('answers 404 for an unknown session and for a session of another event', async () => {
    expect((await s.http('GET', v2('999999'))).status).toBe(404);
    const foreign = await s.http('GET', v2(String(otherIds.sessions['Other event talk'])));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Session not found');
    const there = await s.http(
      'GET',
      `/api/v2/platform/${other.id}/programme/${otherIds.sessions['Other event talk']}`,
    );
    expect(there.status).toBe(200);
  });
});

describe('GET /sessions/filters (spec 2 §3 session filter options)', () => {
  it('answers the rooms with sessions, themes with colours, types, keywords, poster sessions, speakers and days', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/filters`);
    expect(res.status).toBe(200);
    expect(res.body.rooms).toEqual([
      { id: ids.rooms['Hall A'], name: 'Hall A' },
      { id: ids.rooms['Hall B'], name: 'Hall B' },
      { id: ids.rooms['Room C'], name: 'Room C' },
    ]);
    expect(res.body.themes).toEqual(['Cardiology', 'Neurology', 'Social']);
    expect(res.body.themeItems[0]).toEqual({ name: 'Cardiology', colour: '#C62828', textColour: '#FFFFFF' });
    expect(res.body.types).toEqual(['Oral', 'Party', 'Plenary', 'Posters']);
    expect(res.body.keywordItems).toEqual(['ECG', 'Imaging']);
    expect(res.body.posterSessions).toEqual([{ id: ids.sessions['Poster walk'], title: 'Poster walk' }]);
    expect(res.body.speakers).toEqual([
      { id: people.bo!.id, reverseFullName: 'Chen, Bo' },
      { id: people.ann!.id, reverseFullName: 'Lee, Ann' },
    ]);
    expect(res.body.dates).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('answers the options of poster sessions with poster=true', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/filters?poster=true`);
    expect(res.body).toMatchObject({
      rooms: [{ id: ids.rooms['Room C'], name: 'Room C' }],
      themes: ['Cardiology'],
      types: ['Posters'],
      speakers: [],
    });
  });

  it('answers 400 naming the field for a bad flag', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/filters?poster=maybe`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^query\.poster/);
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

describe('cached programme', () => {
  it('shows a change at once when the programme changes on this node', async () => {
    const before = await s.http('GET', v2(''));
    expect(titles(before.body.sessions)).not.toContain('Added later');
    await buildProgramme(s, event.id, {
      rooms: [],
      sessions: [{ title: 'Added later', start: '2026-03-11T10:00:00Z', end: '2026-03-11T11:00:00Z' }],
    });
    const after = await s.http('GET', v2(''));
    expect(titles(after.body.sessions)).toContain('Added later');
    // Without a room: after every room in the calendar, with an empty room name.
    const added = after.body.sessions.find((x: { title: string }) => x.title === 'Added later');
    expect(added).toMatchObject({ roomId: null, roomName: '', category: '' });
  });
});
