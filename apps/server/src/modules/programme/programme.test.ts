// The programme's calendar (day groups, live flags on the clock) and its cache. Lists are in
// programme-list.test.ts, the session dialog and filters in programme-detail.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { buildProgramme } from '../../test/factories.ts';
import { buildProgrammeScene, PROGRAMME_SCENE_NOW, type ProgrammeScene } from '../../test/programme-scene.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const clock = new FixedClock(PROGRAMME_SCENE_NOW);
let s: TestServer;
let event: ProgrammeScene['event'];
let ids: ProgrammeScene['ids'];
const v2 = (query: string) => `/api/v2/platform/${event.id}/programme/${query}`;
const titles = (sessions: { title: string }[]) => sessions.map((x) => x.title);

beforeAll(async () => {
  s = await startTestServer({ clock });
  ({ event, ids } = await buildProgrammeScene(s));
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
