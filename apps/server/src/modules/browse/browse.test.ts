import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { buildProgramme, buildSignedInUser } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const NOON = '2030-05-01T10:00:00Z';

describe('browsing sessions: live, coming up, on demand, posters, the on-demand home', () => {
  let s: TestServer;
  const clock = new FixedClock(NOON);
  let open: { id: number; code: string };
  let closed: { id: number; code: string };
  let ids: Awaited<ReturnType<typeof buildProgramme>>;
  let attendee: { token: string };
  let outsider: { token: string };

  beforeAll(async () => {
    s = await startTestServer({ clock });
    open = await s.createPlatform('BROWSE', { open: true });
    closed = await s.createPlatform('BROWSE2', { open: false });
    attendee = await buildSignedInUser(s, { platformId: closed.id });
    outsider = await buildSignedInUser(s, { platformId: open.id });
    const speaker = await buildSignedInUser(s, {
      platformId: open.id,
      role: 'speaker',
      firstName: 'Zoé',
      lastName: 'Écrin',
    });
    const talks = Array.from({ length: 60 }, (_, i) => ({
      title: `Talk ${String(i + 1).padStart(2, '0')}`,
      room: i % 2 === 0 ? 'Amphi A Main' : 'Salle B Side',
      start: new Date(Date.parse('2030-05-01T06:00:00Z') + i * 15 * 60_000),
      end: new Date(Date.parse('2030-05-01T06:00:00Z') + i * 15 * 60_000 + 30 * 60_000),
      type: i % 3 === 0 ? 'Workshop' : 'Oral session',
      theme: i % 4 === 0 ? 'Imaging' : 'Surgery',
      keywords: i % 5 === 0 ? ['Écran tactile', 'AI'] : ['Robots'],
      videoIFrameUri: i % 2 === 0 ? 'https://player.example.org/v/1' : '',
    }));
    ids = await buildProgramme(s, open.id, {
      rooms: ['Amphi A Main', 'Salle B Side'],
      sessions: [
        ...talks,
        {
          title: 'Posters on screens',
          room: 'Salle B Side',
          isPoster: true,
          start: '2030-05-01T12:00:00Z',
          end: '2030-05-01T13:00:00Z',
          presentations: [
            { title: 'Poster about écrans', isPoster: true, speakerId: speaker.id },
            { title: 'Poster about bones', isPoster: true, coAuthors: 'R. Lee' },
          ],
        },
      ],
    });
    await buildProgramme(s, closed.id, {
      rooms: ['Room'],
      sessions: [
        { title: 'Closed talk', room: 'Room' },
        {
          title: 'Own picture',
          room: 'Room',
          thumbnailUri: 'https://img.example.org/own.png',
          homeVodThumbnailUri: 'https://img.example.org/home.png',
          sponsorThumbnailUri: 'https://img.example.org/acme.png',
          sponsorThumbnailLinkUri: 'stand/7',
          start: '2030-05-02T09:00:00Z',
          end: '2030-05-02T10:00:00Z',
        },
      ],
    });
    await s.ctx.files.storeSubmission({
      platformId: open.id,
      presentationId: ids.presentations['Poster about écrans'] as number,
      area: 'poster',
      name: 'poster.pdf',
      bytes: PDF,
      contentType: 'application/pdf',
    });
  });
  afterAll(() => s.close());

  const list = (query: string, token?: string, platformId = open.id) =>
    s.http('GET', `/api/platform/${platformId}/sessions?${query}`, { token });

  it('lists the sessions live now, coming up, and the rest on demand, 25 a page with the total', async () => {
    const live = await list('page=1&live=true');
    expect(live.status).toBe(200);
    // 10:00: the talks that started at 09:45 and 10:00 are running (30 minutes each).
    expect(live.body.items.map((i: { title: string }) => i.title)).toEqual(['Talk 16', 'Talk 17']);
    expect(live.body.items.every((i: { isLive: boolean }) => i.isLive)).toBe(true);
    const coming = await list('page=1&comingup=true');
    expect(coming.body.items[0].title).toBe('Talk 18');
    expect(coming.body.total).toBe(43);
    const vod = await list('page=1');
    expect(vod.body.total).toBe(58);
    expect(vod.body.items).toHaveLength(25);
    const third = await list('page=3');
    expect(third.body.items).toHaveLength(8);
    expect(vod.body.items.some((i: { isAPoster: boolean }) => i.isAPoster)).toBe(false);
  });

  it('pages without a repeat or a gap while a session goes live between two requests', async () => {
    const first = await list('page=1');
    // 10:20: Talk 16 has ended, Talk 18 has started.
    clock.set('2030-05-01T10:20:00Z');
    try {
      const second = await list(`page=2&at=${first.body.at}`);
      const third = await list(`page=3&at=${first.body.at}`);
      const titles = [...first.body.items, ...second.body.items, ...third.body.items].map(
        (i: { title: string }) => i.title,
      );
      expect(new Set(titles).size).toBe(titles.length);
      expect(titles).toHaveLength(first.body.total);
      expect(titles).toContain('Talk 18');
      expect(titles).not.toContain('Talk 16');
      // Asked afresh, the list is the one of 10:20.
      const fresh = [1, 2, 3].map((page) => list(`page=${page}`));
      const now = (await Promise.all(fresh)).flatMap((r) => r.body.items.map((i: { title: string }) => i.title));
      expect(now).toContain('Talk 16');
      expect(now).not.toContain('Talk 18');
    } finally {
      clock.set(NOON);
    }
  });

  it('filters by room, type, theme, keywords and speaker, together, and searches without accents', async () => {
    const rooms = ids.rooms as Record<string, number>;
    const byRoom = await list(`page=1&room=${rooms['Amphi A Main']}`);
    expect(byRoom.body.items.every((i: { roomName: string }) => i.roomName === 'Amphi A Main')).toBe(true);
    const combined = await list(`page=1&room=${rooms['Amphi A Main']}&type=Workshop&theme=Imaging`);
    // Even, a multiple of 3 and of 4: talks 0, 12, 24, 36, 48 (none live at 10:00).
    expect(combined.body.items.map((i: { title: string }) => i.title)).toEqual([
      'Talk 01',
      'Talk 13',
      'Talk 25',
      'Talk 37',
      'Talk 49',
    ]);
    // Every fifth talk has the keyword; one of them (Talk 16) is live, not on demand.
    const keyword = await list('page=1&keywords=ecran tactile');
    expect(keyword.body.total).toBe(11);
    const search = await list(`page=1&search=${encodeURIComponent('ÉCRAN')}`);
    expect(search.body.total).toBe(11);
    const posters = await list('page=1&poster=true&search=ecrans');
    expect(posters.body.items.map((i: { title: string }) => i.title)).toEqual(['Poster about écrans']);
    const bySpeaker = await list('page=1&poster=true&search=zoe');
    expect(bySpeaker.body.total).toBe(1);
  });

  it('lists posters with their session and the address of the handed-in file', async () => {
    const posters = await list(`page=1&poster=true&postersession=${ids.sessions['Posters on screens']}`);
    expect(posters.body.total).toBe(2);
    const [withFile, without] = posters.body.items;
    expect(withFile).toMatchObject({
      isAPoster: true,
      sessionId: ids.sessions['Posters on screens'],
      hasContent: true,
    });
    expect(withFile.posterUploadUri).toMatch(/^\/files\/.*signature=/);
    expect((await fetch(`${s.baseUrl}${withFile.posterUploadUri}`)).status).toBe(200);
    expect(without).toMatchObject({ posterUploadUri: null, hasContent: false, coAuthors: 'R. Lee' });
  });

  it('answers the on-demand home: pinned, live, rooms (names whole without an ordering prefix), themes, types, 10 a group', async () => {
    const home = await s.http('GET', `/api/platform/${open.id}/sessions/homevod`);
    expect(home.status).toBe(200);
    // The first live session that plays: Talk 16 has no video, Talk 17 has.
    expect(home.body.pinnedSession.title).toBe('Talk 17');
    expect(home.body.live.map((i: { title: string }) => i.title)).toEqual(['Talk 16', 'Talk 17']);
    expect(home.body.rooms.map((r: { roomName: string }) => r.roomName)).toEqual(['Amphi A Main', 'Salle B Side']);
    expect(home.body.rooms.every((r: { roomSessions: unknown[] }) => r.roomSessions.length === 10)).toBe(true);
    expect(home.body.themes.map((t: { themeName: string }) => t.themeName)).toEqual(['Imaging', 'Surgery']);
    expect(home.body.types.map((t: { typeName: string }) => t.typeName)).toEqual(['Oral session', 'Workshop']);
  });

  it('keeps a closed event’s lists to its users, and another event’s user out', async () => {
    expect((await list('page=1', undefined, closed.id)).status).toBe(401);
    expect((await list('page=1', outsider.token, closed.id)).status).toBe(401);
    const mine = await list('page=1', attendee.token, closed.id);
    expect(mine.body.items.map((i: { title: string }) => i.title)).toEqual(['Closed talk', 'Own picture']);
    expect((await s.http('GET', `/api/platform/${closed.id}/sessions/homevod`)).status).toBe(401);
    expect((await list('page=0')).status).toBe(400);
  });

  it('draws a picture for a session without one: its title escaped, an image that runs nothing, cached by version', async () => {
    const rooms = await buildProgramme(s, open.id, {
      rooms: [],
      sessions: [
        {
          title: '<script>alert(1)</script> & "quotes" in a title long enough to need three lines of text',
          start: '2030-06-01T09:00:00Z',
          end: '2030-06-01T10:00:00Z',
        },
      ],
    });
    const id = Object.values(rooms.sessions)[0] as number;
    const found = await list(`page=1&search=quotes`);
    const item = found.body.items.find((i: { id: number }) => i.id === id);
    expect(item.thumbnailUri).toMatch(new RegExp(`^/api/platform/${open.id}/sessions/${id}/thumbnail\\?v=[\\w-]{10}$`));
    const picture = await s.http('GET', item.thumbnailUri);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(picture.headers.get('content-security-policy')).toContain('sandbox');
    // The picture holds no words: the title is printed beside it, in the reader's language.
    expect(picture.text).not.toContain('<script');
    expect(picture.text).not.toContain('quotes');
    const again = await s.http('GET', item.thumbnailUri, {
      headers: { 'if-none-match': picture.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    // A session with its own picture keeps it.
    const mine = await list('page=1', attendee.token, closed.id);
    expect(mine.body.items.find((i: { title: string }) => i.title === 'Own picture')).toMatchObject({
      thumbnailUri: 'https://img.example.org/own.png',
      // spec 2 §3: the home's own picture and a sponsor's picture with its link, as stored.
      homeVodThumbnailUri: 'https://img.example.org/home.png',
      sponsorThumbnailUri: 'https://img.example.org/acme.png',
      sponsorThumbnailLinkUri: 'stand/7',
    });
    expect(mine.body.items.find((i: { title: string }) => i.title === 'Closed talk')).toMatchObject({
      homeVodThumbnailUri: '',
      sponsorThumbnailUri: '',
      sponsorThumbnailLinkUri: '',
    });
    expect((await s.http('GET', `/api/platform/${open.id}/sessions/999999/thumbnail`)).status).toBe(404);
  });
});
