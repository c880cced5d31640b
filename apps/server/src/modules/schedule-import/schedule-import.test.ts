import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandError, runCommand } from '../../cli/commands.ts';
import { addSessionPeople, buildProgramme } from '../../test/factories.ts';
import { scheduleJsonV1, scheduleJsonV2, scheduleXml } from '../../test/schedule-fixtures.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { rooms, sessionPeople, sessions } from '../programme/programme.tables.ts';
import { users } from '../users/users.tables.ts';
import { videoFromLinks } from './schedule-import.service.ts';

let s: TestServer;
let event: { id: number; code: string };

/** `atrium import schedule --platform CODE file`, as the CLI sends it (file read, text sent). */
const importSchedule = (text: string, source = 'schedule.json', platform = event.code) =>
  runCommand(s.ctx, { name: 'schedule.import', platform, text, source });

async function countRows(platformId = event.id) {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    rooms: await n(s.ctx.db.select({ n: count() }).from(rooms).where(eq(rooms.platformId, platformId))),
    sessions: await n(s.ctx.db.select({ n: count() }).from(sessions).where(eq(sessions.platformId, platformId))),
    users: await n(s.ctx.db.select({ n: count() }).from(users).where(eq(users.platformId, platformId))),
    people: await n(
      s.ctx.db
        .select({ n: count() })
        .from(sessionPeople)
        .innerJoin(sessions, eq(sessions.id, sessionPeople.sessionId))
        .where(eq(sessions.platformId, platformId)),
    ),
  };
}

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('IMPORT', { open: true, timeZone: 'Europe/Berlin' });
});
afterAll(() => s.close());

describe('atrium import schedule: schedule.json', () => {
  let firstIds: Record<string, number>;

  it('imports days, rooms, sessions and speakers and prints the counts', async () => {
    const lines = await importSchedule(scheduleJsonV1(), 'congress.json');
    expect(lines[0]).toMatch(/^Imported congress\.json \(schedule\.json v1\) into IMPORT in \d+\.\d s:$/);
    expect(lines.slice(1, 5)).toEqual([
      '  days: 2',
      '  rooms: 2 (2 new)',
      '  sessions: 4 (4 created, 0 updated)',
      '  speakers: 3 (3 new)',
    ]);
    expect(lines).toContain('  days[1].rooms["Ada"][0].duration: "1:5" is not HH:MM; read as 65 minutes');
    expect(await countRows()).toEqual({ rooms: 2, sessions: 4, users: 3, people: 4 });
    const rows = await s.ctx.db.select().from(sessions).where(eq(sessions.platformId, event.id));
    firstIds = Object.fromEntries(rows.map((r) => [r.title, r.id]));
  });

  it('shows the imported programme: rooms in order, themes, times, people and sanitised text', async () => {
    const calendar = await s.http('GET', `/api/platform/${event.id}/sessions/calendar`);
    expect(calendar.status).toBe(200);
    const day1 = calendar.body[0];
    expect(day1.groupDate).toBe('2019-12-27');
    expect(
      day1.groupSessions.map((x: { title: string; roomName: string; start: string }) => [x.title, x.roomName, x.start]),
    ).toEqual([
      ['Opening Ceremony', 'Ada', '2019-12-27T11:00:00+01:00'],
      ['Night talk', 'Ada', '2019-12-28T01:30:00+01:00'],
      ['Hardware hacking', 'Borg', '2019-12-27T12:00:00+01:00'],
    ]);
    expect(day1.groupSessions[0]).toMatchObject({ theme: 'CCC', type: 'lecture', speakers: ['bleeptrack', 'Ann Lee'] });
    const night = await s.http('GET', `/api/v2/platform/${event.id}/programme/${firstIds['Night talk']}`);
    expect(night.body).toMatchObject({
      subtitle: 'after midnight',
      label: 'after midnight',
      recordingAllowed: false,
      // Text with HTML in it is taken as HTML: sanitised, the script gone.
      description: 'Plain text with <b>bold</b> raw HTML and\n<p>Longer description.</p>',
      speakerItems: [{ name: 'Ann Lee' }],
    });
    const opening = await s.http('GET', `/api/v2/platform/${event.id}/programme/${firstIds['Opening Ceremony']}`);
    expect(opening.body.description).toBe(
      '<p>Welcome!<br />See <a href="https://example.org" rel="noopener noreferrer" target="_blank">https://example.org</a> for more.</p>',
    );
    expect(opening.body).toMatchObject({
      url: 'https://fahrplan.example/events/101.html',
      links: [
        { title: 'Slides', url: 'https://example.org/slides.pdf' },
        { title: 'Paper', url: 'https://fahrplan.example/attachments/original/101.pdf' },
      ],
    });
  });

  it('makes speakers people of the event without email or password, so they cannot sign in', async () => {
    const speakers = await s.ctx.db.select().from(users).where(eq(users.platformId, event.id));
    expect(speakers.map((u) => [u.firstName, u.lastName, u.email, u.passwordHash, u.isSpeaker])).toEqual(
      expect.arrayContaining([
        ['bleeptrack', '', null, null, true],
        ['Ann', 'Lee', null, null, true],
        ['Zoe', 'Zed', null, null, true],
      ]),
    );
    const ann = speakers.find((u) => u.firstName === 'Ann');
    expect(ann?.biography).toBe('<p>Ann *writes* code.</p>');
    const filters = await s.http('GET', `/api/platform/${event.id}/sessions/filters`);
    expect(filters.body.speakers.map((x: { reverseFullName: string }) => x.reverseFullName)).toEqual([
      'bleeptrack',
      'Lee, Ann',
      'Zed, Zoe',
    ]);
    // Signing in is unaffected: accounts with an email still sign in; a blank email matches nobody.
    const account = await s.createUser(event.id);
    expect((await s.signIn(account)).access_token).toBeTruthy();
    const blank = await s.http('POST', '/connect/token', {
      form: { grant_type: 'password', username: ' ', password: 'whatever', platform_id: String(event.id) },
    });
    expect(blank.status).toBeGreaterThanOrEqual(400);
  });

  it('re-imports in place: same ids, updates, nothing created, nothing else removed', async () => {
    // Something of the event that the schedule does not know: an organiser's own session,
    // and a moderator with an account on an imported session.
    const moderator = await s.createUser(event.id, { firstName: 'Mo', lastName: 'Derator' });
    const own = await buildProgramme(s, event.id, {
      rooms: ['Organisers room'],
      sessions: [
        {
          title: 'Our own session',
          start: '2019-12-27T15:00:00Z',
          end: '2019-12-27T16:00:00Z',
          room: 'Organisers room',
        },
      ],
    });
    await addSessionPeople(s, firstIds['Opening Ceremony'] as number, { moderators: [moderator.id] });
    const before = await countRows();

    const lines = await importSchedule(scheduleJsonV1({ firstTitle: 'Opening Ceremony (updated)', withoutLast: true }));
    expect(lines.slice(1, 5)).toEqual([
      '  days: 2',
      '  rooms: 2 (0 new)',
      '  sessions: 3 (0 created, 3 updated)',
      '  speakers: 3 (0 new)',
    ]);
    expect(await countRows()).toEqual(before);
    const rows = await s.ctx.db.select().from(sessions).where(eq(sessions.platformId, event.id));
    const byTitle = Object.fromEntries(rows.map((r) => [r.title, r.id]));
    expect(byTitle['Opening Ceremony (updated)']).toBe(firstIds['Opening Ceremony']);
    expect(byTitle['Night talk']).toBe(firstIds['Night talk']);
    // Left out of the file, kept in the event.
    expect(byTitle.Closing).toBe(firstIds.Closing);
    expect(byTitle['Our own session']).toBe(own.sessions['Our own session']);
    const detail = await s.http('GET', `/api/v2/platform/${event.id}/programme/${firstIds['Opening Ceremony']}`);
    expect(detail.body).toMatchObject({
      title: 'Opening Ceremony (updated)',
      moderators: ['Mo Derator'],
      speakers: ['bleeptrack', 'Ann Lee'],
    });
  });

  it('imports the same file twice to the same result', async () => {
    const text = scheduleJsonV1();
    await importSchedule(text);
    const once = await countRows();
    const lines = await importSchedule(text);
    expect(lines[3]).toBe('  sessions: 4 (0 created, 4 updated)');
    expect(await countRows()).toEqual(once);
  });

  it('imports the schema-2 variant with its room list and roles', async () => {
    const v2 = await s.createPlatform('IMPORTV2', { open: true, timeZone: 'Europe/Berlin' });
    const lines = await importSchedule(scheduleJsonV2(), 'hub.json', v2.code);
    expect(lines.slice(1, 5)).toEqual([
      '  days: 2',
      '  rooms: 3 (3 new, 2 with sessions)',
      '  sessions: 2 (2 created, 0 updated)',
      '  speakers: 2 (2 new)',
    ]);
    const programme = await s.http('GET', `/api/v2/platform/${v2.id}/programme/`);
    expect(programme.body.sessions[0]).toMatchObject({
      title: 'A late talk',
      date: '2024-12-27',
      theme: 'Security',
      colour: '#0347B4',
      type: 'Talk',
      moderators: ['Senficon'],
      speakers: ['Gabriela Bogk'],
    });
  });
});

/**
 * The first schedule with every field a session takes from it changed: the opening moves to the
 * other room, a later time, new texts, track, type, language, address, logo, links and recording
 * flag; the workshop moves to the next day.
 */
function changedSchedule(): string {
  const doc = JSON.parse(scheduleJsonV1());
  const [day1, day2] = doc.schedule.conference.days;
  const hacking = day1.rooms.Borg.shift();
  Object.assign(hacking, { date: '2019-12-28T12:00:00+01:00' });
  day2.rooms.Borg.push(hacking);
  const opening = day1.rooms.Ada.shift();
  Object.assign(opening, {
    date: '2019-12-27T13:15:00+01:00',
    start: '13:15',
    duration: '00:50',
    room: 'Borg',
    title: 'Opening, again',
    subtitle: 'now with a subtitle',
    abstract: 'A new abstract.',
    description: 'A new description.',
    track: 'Science',
    type: 'workshop',
    language: 'en',
    code: 'OPEN2',
    url: 'https://fahrplan.example/events/101-new.html',
    logo: '/system/events/logos/101-new.png',
    links: [
      { url: 'https://example.org/video', title: 'Video' },
      { url: 'https://video.example.org/101.mp4', title: 'Recording (MP4)' },
      { url: 'https://video.example.org/101.webm', title: 'Recording (WebM)' },
    ],
    do_not_record: true,
  });
  day1.rooms.Borg.push(opening);
  return JSON.stringify(doc);
}

/** An event's imported sessions by key, as stored (the room by name: ids differ between events). */
async function storedSessions(platformId: number): Promise<Record<string, Record<string, unknown>>> {
  const rows = await s.ctx.db
    .select()
    .from(sessions)
    .leftJoin(rooms, eq(rooms.id, sessions.roomId))
    .where(eq(sessions.platformId, platformId));
  return Object.fromEntries(
    rows.map(({ sessions: row, rooms: room }) => {
      const { id: _id, platformId: _platformId, roomId: _roomId, updatedAt: _updatedAt, ...stored } = row;
      return [String(row.externalKey), { ...stored, room: room?.name ?? null }];
    }),
  );
}

describe('atrium import schedule: re-import', () => {
  it('updates every column an import writes: a re-imported event equals one imported fresh', async () => {
    const reimported = await s.createPlatform('REIMPORT', { open: true, timeZone: 'Europe/Berlin' });
    const fresh = await s.createPlatform('FRESHIMPORT', { open: true, timeZone: 'Europe/Berlin' });
    await importSchedule(scheduleJsonV1(), 'first.json', reimported.code);
    const before = await storedSessions(reimported.id);
    await importSchedule(changedSchedule(), 'changed.json', reimported.code);
    await importSchedule(changedSchedule(), 'changed.json', fresh.code);

    const after = await storedSessions(reimported.id);
    expect(after).toEqual(await storedSessions(fresh.id));
    // The changed schedule changes each of these, so a column the re-import leaves out shows above.
    const changed = new Set(
      Object.entries(after).flatMap(([key, row]) =>
        Object.entries(row)
          .filter(([column, value]) => JSON.stringify(value) !== JSON.stringify(before[key]?.[column]))
          .map(([column]) => column),
      ),
    );
    expect([...changed].sort()).toEqual(
      [
        'abstract',
        'code',
        'colour',
        'description',
        'endsAt',
        'language',
        'links',
        'programmeDay',
        'recordingAllowed',
        'room',
        'sourceUrl',
        'startsAt',
        'subtitle',
        'theme',
        'thumbnailUri',
        'title',
        'type',
        'videoIFrameUri',
      ].sort(),
    );
    // The best playable link became the session's video.
    expect(Object.values(after).map((row) => row.videoIFrameUri)).toContain('https://video.example.org/101.webm');
  });

  it('keeps a session’s video when the schedule imported again has no video link for it', async () => {
    const event = await s.createPlatform('KEEPVIDEO', { open: true, timeZone: 'Europe/Berlin' });
    await importSchedule(changedSchedule(), 'changed.json', event.code);
    const videosOf = () =>
      s.ctx.db.select({ video: sessions.videoIFrameUri }).from(sessions).where(eq(sessions.platformId, event.id));
    expect((await videosOf()).map((row) => row.video)).toContain('https://video.example.org/101.webm');
    // The organiser gives the other sessions a stream.
    await s.ctx.db
      .update(sessions)
      .set({ videoIFrameUri: 'https://stream.example.org/live.m3u8' })
      .where(and(eq(sessions.platformId, event.id), eq(sessions.videoIFrameUri, '')));
    await importSchedule(scheduleJsonV1(), 'first.json', event.code);
    // The first schedule has no video links: every stored video stays.
    const videos = (await videosOf()).map((row) => row.video);
    expect(videos.length).toBeGreaterThan(1);
    expect(videos).toContain('https://video.example.org/101.webm');
    expect(videos.filter((video) => video === '')).toEqual([]);
  });
});

describe('atrium import schedule: after edits in the programme admin', () => {
  it('keeps the fields an organiser edited, does not create a deleted session again, and says so', async () => {
    const edited = await s.createPlatform('ADMINEDIT', { open: true, timeZone: 'Europe/Berlin' });
    await importSchedule(scheduleJsonV1(), 'first.json', edited.code);
    const admin = await s.createUser(edited.id, { role: 'admin' });
    const moderator = await s.createUser(edited.id, { firstName: 'Mo', lastName: 'Derator' });
    const token = (await s.signIn(admin)).access_token;
    const rows = await s.ctx.db.select().from(sessions).where(eq(sessions.platformId, edited.id));
    const opening = rows.find((r) => r.title === 'Opening Ceremony');
    const doomed = rows.find((r) => r.title === 'Hardware hacking');
    const base = `/api/v2/platform/${edited.id}/programme/sessions`;
    const form = (await s.http('GET', `${base}/${opening?.id}`, { token })).body.item;
    const saved = await s.http('POST', base, {
      token,
      json: { ...form, title: 'Welcome, everyone', theme: 'Organisers', moderators: [moderator.id] },
    });
    expect(saved.status).toBe(200);
    expect((await s.http('DELETE', `${base}/${doomed?.id}`, { token })).status).toBe(204);

    const lines = await importSchedule(
      scheduleJsonV1({ firstTitle: 'Opening Ceremony (updated)' }),
      'again.json',
      edited.code,
    );
    expect(lines).toContain(
      `  kept from the admin: "Welcome, everyone" (${opening?.externalKey}): moderators, theme, title`,
    );
    expect(lines).toContain(`  not created again (deleted in the admin): "Hardware hacking" (${doomed?.externalKey})`);
    const after = await s.http('GET', `${base}/${opening?.id}`, { token });
    // The organiser's title, theme and moderators stay; what they did not touch follows the schedule.
    expect(after.body.item).toMatchObject({
      title: 'Welcome, everyone',
      theme: 'Organisers',
      moderators: [moderator.id],
      start: form.start,
      roomId: form.roomId,
    });
    const titles = (await s.ctx.db.select().from(sessions).where(eq(sessions.platformId, edited.id))).map(
      (r) => r.title,
    );
    expect(titles).not.toContain('Hardware hacking');
  });
});

describe('videoFromLinks', () => {
  it('takes an https stream first, then WebM, then MP4, and nothing else', () => {
    expect(
      videoFromLinks([
        { url: 'https://v.example/a.mp4' },
        { url: 'https://v.example/a.webm' },
        { url: 'https://v.example/live/index.m3u8?token=1' },
      ]),
    ).toBe('https://v.example/live/index.m3u8?token=1');
    expect(videoFromLinks([{ url: 'https://v.example/a.MP4' }, { url: 'https://v.example/a.webm' }])).toBe(
      'https://v.example/a.webm',
    );
    expect(videoFromLinks([{ url: 'http://v.example/a.webm' }, { url: 'https://v.example/slides.pdf' }])).toBe('');
    expect(videoFromLinks([{ url: 'not a url' }, { url: 'https://v.example/talk.Mp4' }])).toBe(
      'https://v.example/talk.Mp4',
    );
    expect(videoFromLinks([])).toBe('');
  });
});

describe('atrium import schedule: schedule.xml', () => {
  let xmlEvent: { id: number; code: string };

  beforeAll(async () => {
    xmlEvent = await s.createPlatform('IMPORTXML', { open: true, timeZone: 'Europe/Brussels' });
  });

  it('imports FOSDEM-style XML: escaped HTML unescaped and sanitised, days past day_change', async () => {
    const lines = await importSchedule(scheduleXml(), 'fosdem.xml', xmlEvent.code);
    expect(lines.slice(1, 5)).toEqual([
      '  days: 2',
      '  rooms: 2 (2 new)',
      '  sessions: 3 (3 created, 0 updated)',
      '  speakers: 2 (2 new)',
    ]);
    expect(lines).toContain(
      '  day[0].room["Janson"].event[0]: no guid; events without one are matched by their id on re-import (and 2 more like it)',
    );
    const programme = await s.http('GET', `/api/v2/platform/${xmlEvent.id}/programme/`);
    expect(programme.body.dates).toEqual(['2020-02-01', '2020-02-02']);
    expect(programme.body.sessions.map((x: { title: string; date: string }) => [x.title, x.date])).toEqual([
      ['Welcome to FOSDEM', '2020-02-01'],
      ['2020', '2020-02-01'],
      ['Early next morning', '2020-02-02'],
    ]);
    const welcome = programme.body.sessions[0];
    expect(welcome.description).toBe('FOSDEM welcome & opening talk. Welcome to FOSDEM!');
    const detail = await s.http('GET', `/api/v2/platform/${xmlEvent.id}/programme/${welcome.id}`);
    expect(detail.body.description).toBe(
      '<p>FOSDEM welcome &amp; opening talk.</p>\n<p>Welcome to <a href="https://fosdem.org/" rel="noopener noreferrer" target="_blank">FOSDEM</a>!</p>',
    );
  });

  it('re-imports by id in place', async () => {
    const before = await countRows(xmlEvent.id);
    const lines = await importSchedule(scheduleXml({ firstTitle: 'Welcome again' }), 'fosdem.xml', xmlEvent.code);
    expect(lines[3]).toBe('  sessions: 3 (0 created, 3 updated)');
    expect(await countRows(xmlEvent.id)).toEqual(before);
    const programme = await s.http('GET', `/api/v2/platform/${xmlEvent.id}/programme/`);
    expect(programme.body.sessions[0].title).toBe('Welcome again');
  });
});

describe('atrium import schedule: input that cannot be imported', () => {
  it('refuses it, naming where, and changes nothing', async () => {
    const before = await countRows();
    const broken = JSON.parse(scheduleJsonV1({ firstTitle: 'Should not appear' }));
    broken.schedule.conference.days[1].rooms.Ada[0].start = '11h';
    broken.schedule.conference.days[1].rooms.Ada[0].date = null;
    const cases: [string, string][] = [
      [
        JSON.stringify(broken),
        'bad.json was not imported, nothing changed: days[1].rooms["Ada"][0].start: "11h" is not a time (HH:MM)',
      ],
      [
        scheduleXml().replace('<duration>00:50</duration>', '<duration>50 min</duration>'),
        'bad.json was not imported, nothing changed: day[0].room["K.1.105 (La Fontaine)"].event[0].duration: "50 min" is not a duration (HH:MM)',
      ],
      ['<schedule><day date="2020-02-01"><room name="A"></day></schedule>', 'not well-formed XML'],
      ['not a schedule', 'line 1, column 1: neither XML nor valid JSON'],
    ];
    for (const [text, message] of cases) {
      const error = await importSchedule(text, 'bad.json').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CommandError);
      expect((error as Error).message).toContain(message);
    }
    expect(await countRows()).toEqual(before);
    const titles = (await s.ctx.db.select({ title: sessions.title }).from(sessions)).map((r) => r.title);
    expect(titles).not.toContain('Should not appear');
  });

  it('refuses an unknown event', async () => {
    await expect(importSchedule(scheduleJsonV1(), 'x.json', 'NOSUCH')).rejects.toThrow('Platform does not exist');
  });
});
