import type { TPlayerPresentationPage, TPlayerSession, TRelatedSession } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentations, users } from '../../db/schema.ts';
import { addSessionPeople, buildProgramme, buildSignedInUser, editSession } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let ids: Awaited<ReturnType<typeof buildProgramme>>;
let panel: number;
let talk: number;
let poster: number;
type Person = Awaited<ReturnType<typeof buildSignedInUser>>;
const p: Record<string, Person> = {};

const url = (rest: string, platformId = event.id) => `/api/platform/${platformId}/sessions/${rest}`;

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('PLAY', { open: true, timeZone: 'Europe/Paris' });
  other = await s.createPlatform('PLAYOTHER', { open: true });
  const hour = 3_600_000;
  const start = new Date(Date.now() - hour).toISOString();
  const end = new Date(Date.now() + hour).toISOString();
  ids = await buildProgramme(s, event.id, {
    rooms: ['Hall', 'Annex'],
    sessions: [
      {
        title: 'Imaging panel',
        start,
        end,
        room: 'Hall',
        theme: 'Imaging',
        keywords: ['MRI', 'AI'],
        enableChat: true,
        enableComments: true,
        enableAuthorisationForComments: true,
        externalVotingUri: 'https://vote.example.test/panel',
        presentations: [
          { title: 'Deep learning for MRI', sortOrder: 1, internalCode: 'P-01' },
          { title: 'A poster on contrast', sortOrder: 2, isPoster: true },
        ],
      },
      { title: 'MRI safety', start, end, room: 'Annex', keywords: ['mri'], theme: 'Safety' },
      { title: 'Imaging basics', start, end, room: 'Annex', theme: 'Imaging' },
      { title: 'Unrelated', start, end, room: 'Annex', theme: 'Surgery' },
    ],
  });
  panel = ids.sessions['Imaging panel'] as number;
  talk = ids.presentations['Deep learning for MRI'] as number;
  poster = ids.presentations['A poster on contrast'] as number;
  for (const [name, platformId] of [
    ['ann', event.id],
    ['chair', event.id],
    ['stranger', other.id],
  ] as const) {
    p[name] = await buildSignedInUser(s, { platformId, firstName: name, lastName: 'Tester' });
  }
  await addSessionPeople(s, panel, { moderators: [p.chair!.id] });
  await editSession(s, panel, { activeSpeakerId: p.chair!.id });
  await s.ctx.files.storeSubmission({
    platformId: event.id,
    presentationId: poster,
    area: 'poster',
    name: 'contrast.pdf',
    bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
    contentType: 'application/pdf',
  });
});
afterAll(() => s.close());

describe('GET /sessions/{id}', () => {
  it('gives a visitor the public session: content, switches, figures, no questions, not a moderator', async () => {
    const res = await s.http('GET', url(`${panel}?check=true`));
    expect(res.status).toBe(200);
    const body = res.body as TPlayerSession;
    expect(body).toMatchObject({
      id: panel,
      title: 'Imaging panel',
      isSession: true,
      isPresentation: false,
      isLive: true,
      enableChat: true,
      enableComments: true,
      enableAuthorisationForComments: true,
      externalVotingUri: 'https://vote.example.test/panel',
      externalTranslationUri: '',
      activeSpeakerId: p.chair!.id,
      activeSpeakerName: 'chair Tester',
      views: 0,
      likes: 0,
      liked: false,
      myRating: null,
      isModerator: false,
    });
    expect(body.questions).toBeUndefined();
    expect(body.presentations.map((x) => x.title)).toEqual(['Deep learning for MRI', 'A poster on contrast']);
    expect(body.presentations[0]).toMatchObject({ internalCode: 'P-01', hasContent: false, posterUploadUri: null });
    expect(body.presentations[1]).toMatchObject({ isAPoster: true, hasContent: true });
    expect(body.presentations[1]?.posterUploadUri).toMatch(/contrast\.pdf\?/);
  });

  it('reads the poster through its signed address', async () => {
    const body = (await s.http('GET', url(`${panel}`))).body as TPlayerSession;
    const file = await fetch(`${s.baseUrl}${body.presentations[1]?.posterUploadUri}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('%PDF');
  });

  it('honours check=true only for the session’s moderators, and gives them every question', async () => {
    await s.http('POST', url(`${panel}/question`), { token: p.ann!.token, json: { text: 'Waiting for approval?' } });
    const attendee = (await s.http('GET', url(`${panel}?check=true`), { token: p.ann!.token })).body as TPlayerSession;
    expect(attendee.isModerator).toBe(false);
    expect(attendee.questions).toEqual([]);
    const chair = (await s.http('GET', url(`${panel}?check=true`), { token: p.chair!.token })).body as TPlayerSession;
    expect(chair.isModerator).toBe(true);
    expect(chair.questions?.map((q) => q.text)).toEqual(['Waiting for approval?']);
    const asked = (await s.http('GET', url(`${panel}`), { token: p.chair!.token })).body as TPlayerSession;
    expect(asked.isModerator).toBe(false);
    expect(asked.questions).toEqual([]);
    const noq = (await s.http('GET', url(`${panel}?check=true&noq=true`), { token: p.chair!.token }))
      .body as TPlayerSession;
    expect(noq.questions).toBeUndefined();
  });

  it('gives the caller’s own like and rating and the totals', async () => {
    await s.http('POST', url(`${panel}/like`), { token: p.ann!.token });
    await s.http('POST', url(`${panel}/rate/4`), { token: p.ann!.token });
    await s.http('POST', url(`${panel}/view`), { token: p.ann!.token });
    const ann = (await s.http('GET', url(`${panel}`), { token: p.ann!.token })).body as TPlayerSession;
    expect(ann).toMatchObject({ views: 1, likes: 1, liked: true, rating: 4, numOfRatings: 1, myRating: 4 });
    const chair = (await s.http('GET', url(`${panel}`), { token: p.chair!.token })).body as TPlayerSession;
    expect(chair).toMatchObject({ likes: 1, liked: false, myRating: null });
  });

  it('does not find another event’s session; 400 for a bad id or flag', async () => {
    const elsewhere = await buildProgramme(s, other.id, {
      rooms: [],
      sessions: [{ title: 'Elsewhere', start: '2026-06-01T07:00:00Z', end: '2026-06-01T08:00:00Z' }],
    });
    expect((await s.http('GET', url(`${elsewhere.sessions.Elsewhere}`))).status).toBe(404);
    expect((await s.http('GET', url(`${panel}`, other.id), { token: p.stranger!.token })).status).toBe(404);
    const bad = await s.http('GET', url('12abc'));
    expect(bad.status).toBe(400);
    expect((await s.http('GET', url(`${panel}?check=maybe`))).status).toBe(400);
  });
});

describe('GET /sessions/{id}/presentation/{presId}', () => {
  it('gives the presentation, its session around it and its siblings', async () => {
    const res = await s.http('GET', url(`${panel}/presentation/${poster}`));
    expect(res.status).toBe(200);
    const body = res.body as TPlayerPresentationPage;
    expect(body).toMatchObject({
      id: poster,
      sessionId: panel,
      isPresentation: true,
      isAPoster: true,
      hasContent: true,
      isModerator: false,
      session: { id: panel, title: 'Imaging panel' },
    });
    expect(body.siblings.map((x) => x.id)).toEqual([talk, poster]);
  });

  it('honours check for the session’s moderators', async () => {
    const res = await s.http('GET', url(`${panel}/presentation/${talk}?check=true`), { token: p.chair!.token });
    expect((res.body as TPlayerPresentationPage).isModerator).toBe(true);
  });

  it('does not find a presentation through another session', async () => {
    const safety = ids.sessions['MRI safety'] as number;
    expect((await s.http('GET', url(`${safety}/presentation/${talk}`))).status).toBe(404);
  });
});

describe('GET /sessions/{id}/eaorelated', () => {
  it('is empty unless the event enables the related tab', async () => {
    expect((await s.http('GET', url(`${panel}/eaorelated`))).body).toEqual([]);
  });

  it('lists sessions sharing keywords first, then the theme; never the session itself or unrelated ones', async () => {
    await s.ctx.platforms.updateSettings(event.code, { enableRelatedSessionsTab: true });
    const res = await s.http('GET', url(`${panel}/eaorelated`));
    const body = res.body as TRelatedSession[];
    expect(body.map((x) => x.title)).toEqual(['MRI safety', 'Imaging basics']);
    expect(body[0]).toMatchObject({ sharedKeywords: ['mri'], sameTheme: false });
    expect(body[1]).toMatchObject({ sharedKeywords: [], sameTheme: true });
  });
});

describe('a presentation’s speaker photo (spec 2 §3, presentation item)', () => {
  it('is the speaker account’s photo, in the session and on its page; none when an override names someone else', async () => {
    const photo = '/files/profile/ann.jpg';
    await s.ctx.db.update(users).set({ photoUri: photo }).where(eq(users.id, p.ann!.id));
    await s.ctx.db.update(presentations).set({ speakerId: p.ann!.id }).where(eq(presentations.id, talk));
    await s.ctx.programme.changed(event.id);
    const session = (await s.http('GET', url(`${panel}`))).body as TPlayerSession;
    expect(session.presentations.find((x) => x.id === talk)).toMatchObject({
      speakerName: 'ann Tester',
      speakerPhotoUri: photo,
    });
    expect(session.presentations.find((x) => x.id === poster)?.speakerPhotoUri).toBe('');
    const page = (await s.http('GET', url(`${panel}/presentation/${talk}`))).body as TPlayerPresentationPage;
    expect(page.speakerPhotoUri).toBe(photo);

    await s.ctx.db
      .update(presentations)
      .set({ speakerNameOverride: 'A guest speaker' })
      .where(eq(presentations.id, talk));
    await s.ctx.programme.changed(event.id);
    const overridden = (await s.http('GET', url(`${panel}/presentation/${talk}`))).body as TPlayerPresentationPage;
    expect(overridden).toMatchObject({ speakerNameOverride: 'A guest speaker', speakerPhotoUri: '' });
  });
});
