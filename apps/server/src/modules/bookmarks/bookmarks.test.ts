import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../../db/schema.ts';
import { buildProgramme, buildSignedInUser, buildSponsor, editSession } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let ids: Awaited<ReturnType<typeof buildProgramme>>;
let otherSession: number;
let posterId: number;
let talkId: number;
let sponsorId: number;
const users: Record<string, { id: number; token: string }> = {};

const url = (platformId = event.id) => `/api/platform/${platformId}/bookmarks`;

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('BOOK', { open: true, timeZone: 'Europe/Paris' });
  other = await s.createPlatform('BOOKOTHER', { open: true });
  for (const [name, platformId, role] of [
    ['ann', event.id, 'attendee'],
    ['bo', event.id, 'attendee'],
    ['speaker', event.id, 'speaker'],
    ['stranger', other.id, 'attendee'],
  ] as const) {
    users[name] = await buildSignedInUser(s, { platformId, role, firstName: name.toUpperCase(), lastName: 'Tester' });
  }
  ids = await buildProgramme(s, event.id, {
    rooms: ['Hall'],
    sessions: [
      {
        title: 'Keynote',
        start: '2026-06-01T07:00:00Z',
        end: '2026-06-01T08:00:00Z',
        room: 'Hall',
        presentations: [
          { title: 'The talk', sortOrder: 1, start: '2026-06-01T07:00:00Z', end: '2026-06-01T07:30:00Z' },
          { title: 'A poster', sortOrder: 2, isPoster: true },
        ],
      },
      { title: 'Workshop', start: '2026-06-01T09:00:00Z', end: '2026-06-01T10:00:00Z', room: 'Hall' },
    ],
  });
  talkId = ids.presentations['The talk'] as number;
  posterId = ids.presentations['A poster'] as number;
  sponsorId = (await buildSponsor(s, { platformId: event.id, title: 'Acme Medical' })).id;
  otherSession = (
    await buildProgramme(s, other.id, {
      rooms: [],
      sessions: [{ title: 'Elsewhere', start: '2026-06-01T07:00:00Z', end: '2026-06-01T08:00:00Z' }],
    })
  ).sessions.Elsewhere as number;
});
afterAll(() => s.close());

describe('POST /bookmarks', () => {
  it('answers 201 with the id and fills the bookmark from the session, not from the client', async () => {
    const res = await s.http('POST', url(), {
      token: users.ann!.token,
      json: {
        entityId: ids.sessions.Keynote,
        entityType: 'SESSION',
        type: 'POSTER',
        entityUri: 'https://evil.example/',
        title: 'Forged title',
        start: '1999-01-01T00:00:00Z',
        end: null,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });
    const list = await s.http('GET', url(), { token: users.ann!.token });
    expect(list.body).toEqual([
      {
        id: res.body.id,
        entityId: ids.sessions.Keynote,
        entityType: 'SESSION',
        type: 'VIDEO',
        entityUri: `/BOOK/session/${ids.sessions.Keynote}`,
        title: 'Keynote',
        start: '2026-06-01T09:00:00+02:00',
        end: '2026-06-01T10:00:00+02:00',
      },
    ]);
  });

  it('adds no duplicate: bookmarking again answers 201 with the same id', async () => {
    const body = { entityId: ids.sessions.Workshop, entityType: 'SESSION' };
    const first = await s.http('POST', url(), { token: users.ann!.token, json: body });
    const again = await s.http('POST', url(), {
      token: users.ann!.token,
      json: { ...body, entityId: String(body.entityId) },
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const rows = await s.ctx.db
      .select()
      .from(bookmarks)
      .where(eq(bookmarks.entityId, ids.sessions.Workshop as number));
    expect(rows).toHaveLength(1);
  });

  it('ignores a bookmark without an entityId: 204, nothing stored', async () => {
    const before = (await s.http('GET', url(), { token: users.bo!.token })).body.length;
    for (const json of [{}, { entityType: 'SESSION' }, { entityId: null, entityType: 'SESSION' }, { entityId: '' }]) {
      const res = await s.http('POST', url(), { token: users.bo!.token, json });
      expect(res.status, JSON.stringify(json)).toBe(204);
      expect(res.text).toBe('');
    }
    expect((await s.http('GET', url(), { token: users.bo!.token })).body).toHaveLength(before);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [unknown, string][] = [
      [{ entityId: 'abc', entityType: 'SESSION' }, 'body.entityId'],
      [{ entityId: -3, entityType: 'SESSION' }, 'body.entityId'],
      [{ entityId: 1.5, entityType: 'SESSION' }, 'body.entityId'],
      [{ entityId: ids.sessions.Keynote, entityType: 'MEETING' }, 'body.entityType'],
      [{ entityId: ids.sessions.Keynote }, 'body.entityType'],
      [{ entityId: ids.sessions.Keynote, entityType: 'SESSION', title: 'x'.repeat(3000) }, 'body.title'],
    ];
    for (const [json, field] of cases) {
      const res = await s.http('POST', url(), { token: users.bo!.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.message, JSON.stringify(json)).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
  });

  it('answers 404 for an entity that is not in this event, and stores nothing', async () => {
    for (const json of [
      { entityId: otherSession, entityType: 'SESSION' },
      { entityId: 999_999, entityType: 'SESSION' },
      { entityId: 999_999, entityType: 'PRESENTATION' },
      { entityId: users.stranger!.id, entityType: 'PARTICIPANT' },
    ]) {
      const res = await s.http('POST', url(), { token: users.bo!.token, json });
      expect(res.status, JSON.stringify(json)).toBe(404);
    }
    const rows = await s.ctx.db.select().from(bookmarks).where(eq(bookmarks.userId, users.bo!.id));
    expect(rows).toHaveLength(0);
  });

  it('bookmarks presentations, posters, stands and participants with their types and links', async () => {
    const add = (entityId: number, entityType: string) =>
      s.http('POST', url(), { token: users.bo!.token, json: { entityId, entityType } });
    for (const [entityId, entityType] of [
      [talkId, 'PRESENTATION'],
      [posterId, 'POSTER'],
      [sponsorId, 'SPONSOR_STAND'],
      [users.speaker!.id, 'PARTICIPANT_SPEAKER'],
    ] as const) {
      expect((await add(entityId, entityType)).status, entityType).toBe(201);
    }
    const list = (await s.http('GET', url(), { token: users.bo!.token })).body;
    expect(list.map((b: Record<string, unknown>) => [b.entityType, b.type, b.entityUri, b.title, b.start])).toEqual([
      [
        'PRESENTATION',
        'VIDEO',
        `/BOOK/session/${ids.sessions.Keynote}/presentation/${talkId}`,
        'The talk',
        '2026-06-01T09:00:00+02:00',
      ],
      [
        'POSTER',
        'POSTER',
        `/BOOK/session/${ids.sessions.Keynote}/presentation/${posterId}`,
        'A poster',
        '2026-06-01T09:00:00+02:00',
      ],
      ['SPONSOR_STAND', 'EXHIBITION', `/BOOK/stand/${sponsorId}`, 'Acme Medical', null],
      [
        'PARTICIPANT_SPEAKER',
        'PARTICIPANT',
        `/BOOK/speakers?id=${users.speaker!.id}&speaker=true`,
        'SPEAKER Tester',
        null,
      ],
    ]);
  });

  it('shows a session’s current title and times after it changes', async () => {
    await editSession(s, ids.sessions.Keynote as number, { title: 'Keynote (moved)' });
    const list = (await s.http('GET', url(), { token: users.ann!.token })).body;
    expect(list[0].title).toBe('Keynote (moved)');
  });
});

describe('GET /bookmarks', () => {
  it('answers 200 with one’s own bookmarks only', async () => {
    const ann = await s.http('GET', url(), { token: users.ann!.token });
    const speaker = await s.http('GET', url(), { token: users.speaker!.token });
    expect(ann.status).toBe(200);
    expect(ann.body.map((b: { entityId: number }) => b.entityId)).toEqual([
      ids.sessions.Keynote,
      ids.sessions.Workshop,
    ]);
    expect(speaker.status).toBe(200);
    expect(speaker.body).toEqual([]);
  });
});

describe('DELETE /bookmarks/{id}', () => {
  it('answers 404 for someone else’s bookmark and deletes nothing', async () => {
    const annList = (await s.http('GET', url(), { token: users.ann!.token })).body;
    const target = annList[0].id;
    const res = await s.http('DELETE', `${url()}/${target}`, { token: users.bo!.token });
    expect(res.status).toBe(404);
    expect((await s.http('GET', url(), { token: users.ann!.token })).body).toHaveLength(annList.length);
  });

  it('answers 404 through another event, even for the owner’s own id', async () => {
    const annList = (await s.http('GET', url(), { token: users.ann!.token })).body;
    const stranger = await s.http('DELETE', `${url(other.id)}/${annList[0].id}`, { token: users.stranger!.token });
    expect(stranger.status).toBe(404);
    expect((await s.http('GET', url(), { token: users.ann!.token })).body).toHaveLength(annList.length);
  });

  it('answers 204 for one’s own, then 404 once gone', async () => {
    const annList = (await s.http('GET', url(), { token: users.ann!.token })).body;
    const res = await s.http('DELETE', `${url()}/${annList[0].id}`, { token: users.ann!.token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await s.http('DELETE', `${url()}/${annList[0].id}`, { token: users.ann!.token })).status).toBe(404);
    expect((await s.http('GET', url(), { token: users.ann!.token })).body).toHaveLength(annList.length - 1);
  });

  it('answers 400 naming the parameter for a bad id', async () => {
    const res = await s.http('DELETE', `${url()}/abc`, { token: users.ann!.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^params\.id/);
  });
});

describe('who may use bookmarks', () => {
  it('answers 401 to visitors, even on an open event', async () => {
    expect((await s.http('GET', url())).status).toBe(401);
    expect(
      (await s.http('POST', url(), { json: { entityId: ids.sessions.Keynote, entityType: 'SESSION' } })).status,
    ).toBe(401);
    expect((await s.http('DELETE', `${url()}/1`)).status).toBe(401);
  });

  it('answers 401 to a user of another event', async () => {
    expect((await s.http('GET', url(), { token: users.stranger!.token })).status).toBe(401);
  });

  it('lets every signed-in role of the event keep bookmarks', async () => {
    const admin = await s.createUser(event.id, { role: 'admin' });
    const token = (await s.signIn(admin)).access_token;
    const res = await s.http('POST', url(), {
      token,
      json: { entityId: ids.sessions.Workshop, entityType: 'SESSION' },
    });
    expect(res.status).toBe(201);
  });
});
