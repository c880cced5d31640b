// The session dialog (programme/{sessionId}) and the filter options.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { buildProgrammeScene, PROGRAMME_SCENE_NOW, type ProgrammeScene } from '../../test/programme-scene.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const clock = new FixedClock(PROGRAMME_SCENE_NOW);
let s: TestServer;
let event: ProgrammeScene['event'];
let other: ProgrammeScene['other'];
let people: ProgrammeScene['people'];
let ids: ProgrammeScene['ids'];
let otherIds: ProgrammeScene['otherIds'];
const v2 = (query: string) => `/api/v2/platform/${event.id}/programme/${query}`;

beforeAll(async () => {
  s = await startTestServer({ clock });
  ({ event, other, people, ids, otherIds } = await buildProgrammeScene(s));
});
afterAll(() => s.close());

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
