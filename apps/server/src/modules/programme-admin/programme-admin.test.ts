import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform, buildRoom, buildSession, buildSignedInUser } from '../../test/factories.ts';
import { closeAllClients, connectHub, ok } from '../../test/hub-client.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let event: { id: number; code: string };
let otherEvent: { id: number; code: string };
let admin: { id: number; token: string };
let otherAdmin: { token: string };
let room: { id: number };

const v2 = (platformId = event.id) => `/api/v2/platform/${platformId}/programme`;

beforeAll(async () => {
  s = await startTestServer();
  event = await buildPlatform(s, { timeZone: 'Europe/Paris' });
  otherEvent = await buildPlatform(s);
  admin = await buildSignedInUser(s, { platformId: event.id, role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  otherAdmin = await buildSignedInUser(s, { platformId: otherEvent.id, role: 'admin' });
  room = await buildRoom(s, { platformId: event.id, name: 'Hall A', sortOrder: 0 });
});
afterAll(async () => {
  closeAllClients();
  await s.close();
});

const sessionBody = (over: Record<string, unknown> = {}) => ({
  title: 'Opening',
  customCode: 'S1',
  roomId: room.id,
  start: '2030-05-01T09:00',
  end: '2030-05-01T10:30',
  ...over,
});

describe('who may administer the programme', () => {
  it('answers organisers of the event; attendees, speakers, moderators, visitors and other events’ organisers are refused', async () => {
    const session = await buildSession(s, { platformId: event.id, title: 'Guarded' });
    const paths = [
      ['GET', `${v2()}/sessions`],
      ['GET', `${v2()}/sessions/${session.id}`],
      ['GET', `${v2()}/presentations/0`],
    ] as const;
    for (const role of ['attendee', 'speaker', 'moderator'] as const) {
      const user = await buildSignedInUser(s, { platformId: event.id, role });
      for (const [method, path] of paths) expect((await s.http(method, path, { token: user.token })).status).toBe(403);
      const save = await s.http('POST', `${v2()}/sessions`, { token: user.token, json: sessionBody() });
      expect(save.status).toBe(403);
      expect((await s.http('DELETE', `${v2()}/sessions/${session.id}`, { token: user.token })).status).toBe(403);
    }
    for (const [method, path] of paths) expect((await s.http(method, path)).status).toBe(401);
    // Another event's organiser: their token is not valid here.
    for (const [method, path] of paths)
      expect((await s.http(method, path, { token: otherAdmin.token })).status).toBe(401);
    for (const [method, path] of paths) expect((await s.http(method, path, { token: admin.token })).status).toBe(200);
  });

  it('keeps one event’s organiser out of another event’s sessions and presentations (404)', async () => {
    const foreign = await buildSession(s, {
      platformId: otherEvent.id,
      title: 'Foreign',
      presentations: [{ title: 'Foreign talk' }],
    });
    const talk = foreign.presentations[0]!;
    expect((await s.http('GET', `${v2()}/sessions/${foreign.id}`, { token: admin.token })).status).toBe(404);
    expect((await s.http('DELETE', `${v2()}/sessions/${foreign.id}`, { token: admin.token })).status).toBe(404);
    expect((await s.http('GET', `${v2()}/presentations/${talk.id}`, { token: admin.token })).status).toBe(404);
    expect((await s.http('DELETE', `${v2()}/presentations/${talk.id}`, { token: admin.token })).status).toBe(404);
    const edit = await s.http('POST', `${v2()}/sessions`, {
      token: admin.token,
      json: sessionBody({ id: foreign.id }),
    });
    expect(edit.status).toBe(404);
    const move = await s.http('POST', `${v2()}/presentations`, {
      token: admin.token,
      json: { title: 'Moved', order: 0, sessionId: foreign.id, start: '2030-05-01T09:00', end: '2030-05-01T09:30' },
    });
    expect(move.status).toBe(400);
    expect(move.body.fields[0].path).toBe('body.sessionId');
    const own = await buildSession(s, { platformId: event.id, title: 'Own' });
    const takeOver = await s.http('POST', `${v2()}/presentations`, {
      token: admin.token,
      json: {
        id: talk.id,
        title: 'Taken',
        order: 0,
        sessionId: own.id,
        start: '2030-05-01T09:00',
        end: '2030-05-01T09:30',
      },
    });
    expect(takeOver.status).toBe(404);
    const foreignEvent = await s.ctx.platforms.getById(otherEvent.id);
    const still = await s.ctx.programmeAdmin.presentation(foreignEvent!, talk.id);
    expect(still.item).toMatchObject({ title: 'Foreign talk', sessionId: foreign.id });
  });

  it('does not answer programme/sessions as a programme query', async () => {
    const res = await s.http('GET', `${v2()}/sessions`);
    expect(res.status).toBe(401);
  });
});

describe('session form (spec 3 §5)', () => {
  it('refuses bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'body.title'],
      [{ customCode: 'x'.repeat(51) }, 'body.customCode'],
      [{ roomId: null }, 'body.roomId'],
      [{ start: undefined }, 'body.start'],
      [{ start: '2030-05-01T09:03' }, 'body.start'],
      [{ start: '2030-02-31T09:00' }, 'body.start'],
      [{ end: '2030-00-10T10:00+01:00' }, 'body.end'],
      [{ end: '2030-05-01T08:00' }, 'body.end'],
      [{ colour: 'red' }, 'body.colour'],
      [{ moderators: [999_999] }, 'body.moderators'],
    ];
    for (const [over, field] of cases) {
      const res = await s.http('POST', `${v2()}/sessions`, { token: admin.token, json: sessionBody(over) });
      expect(res.status, field).toBe(400);
      expect(res.body.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });

  it('creates a session with every field stored, 7-character colours getting FF', async () => {
    const moderator = await buildSignedInUser(s, { platformId: event.id, firstName: 'Mo', lastName: 'Derator' });
    const res = await s.http('POST', `${v2()}/sessions`, {
      token: admin.token,
      json: sessionBody({
        title: 'Keynote',
        type: 'Plenary',
        theme: 'Imaging',
        keywords: ['mri', 'ct'],
        moderatorLine1: 'Chaired by Mo',
        colour: '#1e88e5',
        textColour: '#ffffff',
        moderators: [moderator.id],
        description: '<p>Hello<script>x</script></p>',
        hideInProgramme: false,
        translation: true,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Keynote',
      customCode: 'S1',
      roomId: room.id,
      roomName: 'Hall A',
      start: '2030-05-01T09:00:00+02:00',
      end: '2030-05-01T10:30:00+02:00',
      type: 'Plenary',
      theme: 'Imaging',
      keywords: ['mri', 'ct'],
      moderatorLine1: 'Chaired by Mo',
      colour: '#1E88E5FF',
      textColour: '#FFFFFFFF',
      moderators: [moderator.id],
      description: '<p>Hello</p>',
      translation: true,
      hideInProgramme: false,
    });
    const edit = await s.http('GET', `${v2()}/sessions/${res.body.id}`, { token: admin.token });
    expect(edit.body.item).toEqual(res.body);
    expect(edit.body.rooms).toContainEqual({ id: room.id, name: 'Hall A' });
    expect(edit.body.participants).toContainEqual({ id: moderator.id, fullName: 'Mo Derator' });
    expect(edit.body.themes).toContain('Imaging');
    expect(edit.body.types).toContain('Plenary');
    // The programme shows it with the organiser's colours and moderator text.
    const detail = await s.http('GET', `${v2()}/${res.body.id}`, { token: admin.token });
    expect(detail.body).toMatchObject({ colour: '#1E88E5', textColour: '#FFFFFF', moderatorLine1: 'Chaired by Mo' });
    // spec 3 §6: a moderator chosen here moderates the session everywhere.
    const can = await s.http('GET', `/api/platform/${event.id}/can/sessionmod/${res.body.id}`, {
      token: moderator.token,
    });
    expect(can.body).toBe(true);
  });

  it('keeps the rich-text editor’s formatting of a description and sanitises the rest on save', async () => {
    const description = [
      '<p><strong>Bold</strong> <em>italic</em> <a href="https://example.org/x" onclick="steal()">a link</a>',
      ' <a href="javascript:alert(1)">a trap</a><img src="x" onerror="alert(1)"></p>',
      '<ul><li>one</li></ul><ol><li>two</li></ol><iframe src="https://example.org"></iframe>',
      '<p style="color:red">styled</p>',
    ].join('');
    const res = await s.http('POST', `${v2()}/sessions`, {
      token: admin.token,
      json: sessionBody({ title: 'Formatted', description }),
    });
    expect(res.status).toBe(200);
    const kept: string = res.body.description;
    for (const part of ['<strong>Bold</strong>', '<em>italic</em>', '<ul><li>one</li></ul>', '<ol><li>two</li></ol>'])
      expect(kept).toContain(part);
    expect(kept).toMatch(/<a href="https:\/\/example.org\/x"[^>]*rel="noopener noreferrer"[^>]*>a link<\/a>/);
    for (const dropped of ['onclick', 'javascript:', '<img', 'onerror', '<iframe', 'style='])
      expect(kept).not.toContain(dropped);
    expect(kept).toContain('<p>styled</p>');
  });

  it('gives a new session’s defaults for id 0 and creates a typed room', async () => {
    const fresh = await s.http('GET', `${v2()}/sessions/0`, { token: admin.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.item).toMatchObject({ id: 0, colour: '#FFFFFFFF', textColour: '#000000FF', moderators: [] });
    expect(fresh.body.item.start.slice(11, 16)).toBe('07:00');
    expect(fresh.body.item.end.slice(11, 16)).toBe('08:00');
    const res = await s.http('POST', `${v2()}/sessions`, {
      token: admin.token,
      json: sessionBody({ roomId: undefined, roomName: 'Poster hall' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.roomName).toBe('Poster hall');
  });

  it('moves the presentations with the session when asked (updatePresTime), else leaves them', async () => {
    const session = await buildSession(s, {
      platformId: event.id,
      roomId: room.id,
      start: '2030-05-02T07:00:00Z',
      end: '2030-05-02T09:00:00Z',
      presentations: [{ title: 'First', start: '2030-05-02T07:00:00Z', end: '2030-05-02T07:30:00Z' }],
    });
    const later = sessionBody({ id: session.id, start: '2030-05-02T10:00', end: '2030-05-02T12:00' });
    const kept = await s.http('POST', `${v2()}/sessions`, { token: admin.token, json: later });
    expect(kept.body.presentations[0]).toMatchObject({ start: '2030-05-02T09:00:00+02:00' });
    const moved = await s.http('POST', `${v2()}/sessions?updatePresTime=true`, {
      token: admin.token,
      json: { ...later, start: '2030-05-02T11:00', end: '2030-05-02T13:00' },
    });
    expect(moved.body.presentations[0]).toMatchObject({
      start: '2030-05-02T10:00:00+02:00',
      end: '2030-05-02T10:30:00+02:00',
    });
  });

  it('moves the presentations from the start the other save stored when saves move a session at once', async () => {
    const session = await buildSession(s, {
      platformId: event.id,
      roomId: room.id,
      start: '2030-05-04T07:00:00Z',
      end: '2030-05-04T08:00:00Z',
      presentations: [{ title: 'Only', start: '2030-05-04T07:00:00Z', end: '2030-05-04T07:30:00Z' }],
    });
    const move = (start: string, end: string) =>
      s.http('POST', `${v2()}/sessions?updatePresTime=true`, {
        token: admin.token,
        json: sessionBody({ id: session.id, start, end }),
      });
    const answers = await Promise.all(
      [10, 11, 12, 13, 14, 15].map((h) => move(`2030-05-04T${h}:00`, `2030-05-04T${h}:30`)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const stored = await s.http('GET', `${v2()}/sessions/${session.id}`, { token: admin.token });
    // Whichever save came last, the presentation starts with the session.
    expect(stored.body.item.presentations[0].start).toBe(stored.body.item.start);
  });

  it('hides a session from every programme answer but keeps its page, and shows it again', async () => {
    const attendee = await buildSignedInUser(s, { platformId: event.id });
    const p1 = `/api/platform/${event.id}`;
    const created = await s.http('POST', `${v2()}/sessions`, {
      token: admin.token,
      json: sessionBody({ title: 'Secret rehearsal', theme: 'Backstage', hideInProgramme: false }),
    });
    const id = created.body.id as number;
    const talk = await s.http('POST', `${v2()}/presentations`, {
      token: admin.token,
      json: { title: 'Rehearsed talk', order: 0, sessionId: id, start: '2030-05-01T09:00', end: '2030-05-01T09:30' },
    });
    for (const json of [
      { entityId: id, entityType: 'SESSION' },
      { entityId: talk.body.id, entityType: 'PRESENTATION' },
    ])
      expect((await s.http('POST', `${p1}/bookmarks`, { token: attendee.token, json })).status).toBe(201);
    const feed = await s.http('GET', `${p1}/calendar/feed`, { token: attendee.token });
    const feedPath = new URL(feed.body.url).pathname;
    const answers = async () => {
      const ids = (xs: { id: number }[]) => xs.map((x) => x.id);
      const list = await s.http('GET', `${v2()}/date%3D2030-05-01`, { token: attendee.token });
      const calendar = await s.http('GET', `${p1}/sessions/calendar`, { token: attendee.token });
      const filters = await s.http('GET', `${p1}/sessions/filters`, { token: attendee.token });
      const browse = await s.http('GET', `${p1}/sessions?page=1`, { token: attendee.token });
      const bookmarks = await s.http('GET', `${p1}/bookmarks`, { token: attendee.token });
      const ics = await s.http('GET', feedPath);
      return {
        list: ids(list.body.sessions).includes(id),
        calendar: calendar.body.flatMap((d: { groupSessions: { id: number }[] }) => ids(d.groupSessions)).includes(id),
        filters: filters.body.themes.includes('Backstage'),
        browse: browse.body.items.some((x: { id: number }) => x.id === id),
        // The session's and its presentation's.
        bookmarks: bookmarks.body.filter(
          (x: { entityId: number; entityType: string }) =>
            (x.entityType === 'SESSION' && x.entityId === id) ||
            (x.entityType === 'PRESENTATION' && x.entityId === talk.body.id),
        ).length,
        feed: ics.text.includes('Secret rehearsal'),
      };
    };
    const shown = { list: true, calendar: true, filters: true, browse: true, bookmarks: 2, feed: true };
    expect(await answers()).toEqual(shown);
    await s.http('POST', `${v2()}/sessions`, {
      token: admin.token,
      json: sessionBody({ id, title: 'Secret rehearsal', theme: 'Backstage', hideInProgramme: true }),
    });
    expect(await answers()).toEqual({
      list: false,
      calendar: false,
      filters: false,
      browse: false,
      bookmarks: 0,
      feed: false,
    });
    // Its page still opens for those with the link.
    expect((await s.http('GET', `${v2()}/${id}`, { token: attendee.token })).status).toBe(200);
    await s.http('POST', `${v2()}/sessions`, {
      token: admin.token,
      json: sessionBody({ id, title: 'Secret rehearsal', theme: 'Backstage', hideInProgramme: false }),
    });
    expect(await answers()).toEqual(shown);
  });

  it('deletes a session; a second delete is 404', async () => {
    const session = await buildSession(s, { platformId: event.id, title: 'Doomed' });
    expect((await s.http('DELETE', `${v2()}/sessions/${session.id}`, { token: admin.token })).status).toBe(204);
    expect((await s.http('DELETE', `${v2()}/sessions/${session.id}`, { token: admin.token })).status).toBe(404);
    expect((await s.http('GET', `${v2()}/${session.id}`, { token: admin.token })).status).toBe(404);
  });
});

describe('moderators chosen in the session form', () => {
  it('moderate the session everywhere: chat role, /can/sessionmod and questions, until taken off', async () => {
    const mo = await buildSignedInUser(s, { platformId: event.id, firstName: 'Chair', lastName: 'Person' });
    const hour = 3_600_000;
    // Live now: the session chat is open only while a session runs.
    const session = await buildSession(s, {
      platformId: event.id,
      roomId: room.id,
      enableChat: true,
      start: new Date(Date.now() - hour),
      end: new Date(Date.now() + 5 * hour),
    });
    const form = (await s.http('GET', `${v2()}/sessions/${session.id}`, { token: admin.token })).body.item;
    const save = (moderators: number[]) =>
      s.http('POST', `${v2()}/sessions`, { token: admin.token, json: { ...form, moderators } });
    const autoApprove = () =>
      s.http('PUT', `/api/platform/${event.id}/sessions/${session.id}/questions/autoapprove`, {
        token: mo.token,
        json: { autoApprove: false },
      });
    const roleInChat = async () => {
      const client = await connectHub(s.baseUrl, { token: mo.token, platformId: event.id });
      await ok(client, 'CONNECT_USER', {
        eventCode: event.code,
        eventId: event.id,
        userId: mo.id,
        userName: 'Chair Person',
      });
      const entered = await ok(client, 'ENTER_GROUP', { groupType: 'SESSION', groupId: session.id });
      client.close();
      return entered.roleName;
    };
    expect((await autoApprove()).status).toBe(403);
    expect((await save([mo.id])).status).toBe(200);
    const can = await s.http('GET', `/api/platform/${event.id}/can/sessionmod/${session.id}`, { token: mo.token });
    expect(can.body).toBe(true);
    expect((await autoApprove()).status).toBe(200);
    expect(await roleInChat()).toBe('SESSIONMOD');
    expect((await save([])).status).toBe(200);
    expect((await autoApprove()).status).toBe(403);
    expect(await roleInChat()).not.toBe('SESSIONMOD');
  });
});

describe('session list (spec 3 §2)', () => {
  it('filters by date, room and search, with the presentations of each row', async () => {
    const hall = await buildRoom(s, { platformId: event.id, name: 'Hall Z' });
    await buildSession(s, {
      platformId: event.id,
      roomId: hall.id,
      title: 'Zebra workshop',
      start: '2030-06-01T08:00:00Z',
      end: '2030-06-01T09:00:00Z',
      presentations: [{ title: 'Stripes', start: '2030-06-01T08:00:00Z', end: '2030-06-01T08:20:00Z' }],
    });
    const res = await s.http('GET', `${v2()}/sessions?date=2030-06-01&roomId=${hall.id}&search=zebra`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.pageSize).toBe(100);
    expect(res.body.sessions[0]).toMatchObject({ title: 'Zebra workshop', roomName: 'Hall Z' });
    expect(res.body.sessions[0].presentations[0]).toMatchObject({ title: 'Stripes', order: 1 });
    expect(res.body.dates).toContain('2030-06-01');
    const none = await s.http('GET', `${v2()}/sessions?search=nothing-like-it`, { token: admin.token });
    expect(none.body.total).toBe(0);
    const bad = await s.http('GET', `${v2()}/sessions?pageSize=7`, { token: admin.token });
    expect(bad.status).toBe(400);
    const badDate = await s.http('GET', `${v2()}/sessions?date=2030-02-31`, { token: admin.token });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields[0].path).toBe('query.date');
  });
});

describe('presentation form', () => {
  it('creates, edits and deletes a presentation with every field stored', async () => {
    const session = await buildSession(s, {
      platformId: event.id,
      start: '2030-05-03T08:00:00Z',
      end: '2030-05-03T09:00:00Z',
    });
    const speaker = await buildSignedInUser(s, { platformId: event.id, firstName: 'Sam', lastName: 'Speaker' });
    const fresh = await s.http('GET', `${v2()}/presentations/0?sessionId=${session.id}`, { token: admin.token });
    expect(fresh.body.item).toMatchObject({
      id: 0,
      order: 0,
      sessionId: session.id,
      start: '2030-05-03T10:00:00+02:00',
    });
    expect(fresh.body.sessions.map((x: { id: number }) => x.id)).toContain(session.id);
    const body = {
      title: 'Talk',
      customCode: 'P1',
      order: 2,
      sessionId: session.id,
      speakerId: speaker.id,
      type: 'Oral',
      theme: 'Imaging',
      start: '2030-05-03T10:00',
      end: '2030-05-03T10:20',
      keywords: ['x'],
      coAuthors: 'A. B.',
      isEventPortalPresentation: false,
      isAPoster: true,
      description: 'Plain',
    };
    const created = await s.http('POST', `${v2()}/presentations`, { token: admin.token, json: body });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      ...body,
      start: '2030-05-03T10:00:00+02:00',
      end: '2030-05-03T10:20:00+02:00',
    });
    const edited = await s.http('POST', `${v2()}/presentations`, {
      token: admin.token,
      json: { ...body, id: created.body.id, title: 'Talk, revised' },
    });
    expect(edited.body.title).toBe('Talk, revised');
    const bad = await s.http('POST', `${v2()}/presentations`, {
      token: admin.token,
      json: { ...body, order: undefined },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields[0].path).toBe('body.order');
    // Said in plain words, as the form says it, not as the schema library does.
    expect(bad.body.fields[0].message).toBe('Order is required');
    expect(bad.body.message).toBe('body.order: Order is required');
    const mistyped = await s.http('POST', `${v2()}/presentations`, {
      token: admin.token,
      json: { ...body, order: 'first' },
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.fields[0]).toEqual({ path: 'body.order', message: 'Order must be a number' });
    const del = await s.http('DELETE', `${v2()}/presentations/${created.body.id}`, { token: admin.token });
    expect(del.status).toBe(204);
  });
});
