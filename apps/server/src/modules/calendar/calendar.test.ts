import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { buildProgramme, buildSignedInUser } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const clock = new FixedClock('2026-06-01T06:00:00Z');
let s: TestServer;
let event: { id: number; code: string };
let closed: { id: number; code: string };
let ids: { rooms: Record<string, number>; sessions: Record<string, number> };
const users: Record<string, { id: number; email: string; token: string }> = {};

/** Parses an iCalendar text with ical.js (a well-kept parser) into its events. */
function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const e = new ICAL.Event(vevent);
    return {
      uid: e.uid,
      summary: e.summary,
      location: e.location,
      description: e.description,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      url: String(vevent.getFirstPropertyValue('url') ?? ''),
      stamp: vevent.getFirstPropertyValue('dtstamp'),
    };
  });
}

beforeAll(async () => {
  s = await startTestServer({ clock });
  event = await s.createPlatform('CAL', { open: true, eventTitle: 'Cal; Conf, 2026' });
  closed = await s.createPlatform('CALCLOSED', { open: false });
  for (const name of ['ann', 'bo']) {
    users[name] = await buildSignedInUser(s, { platformId: event.id, firstName: name, lastName: 'Tester' });
  }
  ids = await buildProgramme(s, event.id, {
    rooms: ['Salle Érasme, niveau 2'],
    sessions: [
      {
        title: 'Keynote: hearts, minds; and “quotes”',
        start: '2026-06-01T07:00:00Z',
        end: '2026-06-01T08:00:00Z',
        room: 'Salle Érasme, niveau 2',
        theme: 'Cardiology',
        description: `<p>First line; with a comma, and a backslash \\ here.</p><p>${'Long text é '.repeat(20)}</p>`,
        speakers: [users.ann!.id],
      },
      { title: 'Workshop', start: '2026-06-01T09:00:00Z', end: '2026-06-01T10:30:00Z' },
      { title: 'Not bookmarked', start: '2026-06-02T09:00:00Z', end: '2026-06-02T10:00:00Z' },
    ],
  });
  for (const title of ['Keynote: hearts, minds; and “quotes”', 'Workshop']) {
    await s.http('POST', `/api/platform/${event.id}/bookmarks`, {
      token: users.ann!.token,
      json: { entityId: ids.sessions[title], entityType: 'SESSION' },
    });
  }
});
afterAll(() => s.close());

describe('GET /calendar/feed and the feed it names', () => {
  let feedUrl = '';

  it('answers a private address, the same on every call', async () => {
    const res = await s.http('GET', `/api/platform/${event.id}/calendar/feed`, { token: users.ann!.token });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^${s.baseUrl}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    const again = await s.http('GET', `/api/platform/${event.id}/calendar/feed`, { token: users.ann!.token });
    expect(again.body.url).toBe(res.body.url);
    const other = await s.http('GET', `/api/platform/${event.id}/calendar/feed`, { token: users.bo!.token });
    expect(other.body.url).not.toBe(res.body.url);
    feedUrl = res.body.url;
  });

  it('serves the bookmarked sessions as iCalendar without a bearer token', async () => {
    const response = await fetch(feedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    // RFC 5545: CRLF line ends, no line over 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text).toContain('X-WR-CALNAME:Cal\\; Conf\\, 2026: my programme');
    const events = parseEvents(text);
    expect(events.map((e) => e.summary)).toEqual(['Keynote: hearts, minds; and “quotes”', 'Workshop']);
    const keynote = events[0]!;
    expect(keynote).toMatchObject({
      uid: `session-${ids.sessions['Keynote: hearts, minds; and “quotes”']}@127.0.0.1`,
      location: 'Salle Érasme, niveau 2',
      start: '2026-06-01T07:00:00.000Z',
      end: '2026-06-01T08:00:00.000Z',
      url: `${s.baseUrl}/CAL/session/${ids.sessions['Keynote: hearts, minds; and “quotes”']}`,
    });
    expect(keynote.description).toContain('Speakers: ann Tester');
    expect(keynote.description).toContain('First line; with a comma, and a backslash \\ here.');
    expect(keynote.description).toContain(`${'Long text é '.repeat(20).trim()}`);
    expect(keynote.description).toContain(keynote.url);
    expect(String(keynote.stamp)).toContain('2026-06-01T06:00:00');
  });

  it('follows the bookmarks: a removed bookmark leaves the feed', async () => {
    const list = (await s.http('GET', `/api/platform/${event.id}/bookmarks`, { token: users.ann!.token })).body;
    const workshop = list.find((b: { title: string }) => b.title === 'Workshop');
    await s.http('DELETE', `/api/platform/${event.id}/bookmarks/${workshop.id}`, { token: users.ann!.token });
    const events = parseEvents(await (await fetch(feedUrl)).text());
    expect(events.map((e) => e.summary)).toEqual(['Keynote: hearts, minds; and “quotes”']);
  });

  it('stops working after revoke (404), and the new address works', async () => {
    const res = await s.http('POST', `/api/platform/${event.id}/calendar/feed/revoke`, { token: users.ann!.token });
    expect(res.status).toBe(200);
    expect(res.body.url).not.toBe(feedUrl);
    const old = await fetch(feedUrl);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ error: 'not_found', message: 'Calendar feed not found' });
    const fresh = await fetch(res.body.url);
    expect(fresh.status).toBe(200);
    expect(parseEvents(await fresh.text())).toHaveLength(1);
    const shown = await s.http('GET', `/api/platform/${event.id}/calendar/feed`, { token: users.ann!.token });
    expect(shown.body.url).toBe(res.body.url);
  });

  it('answers 404 for an unknown token and 400 for a malformed address', async () => {
    expect((await s.http('GET', `/api/calendar/${'x'.repeat(43)}.ics`)).status).toBe(404);
    const bad = await s.http('GET', '/api/calendar/short.ics');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^params\.feed/);
  });

  it('stops serving the feed of a disabled account', async () => {
    const feed = (await s.http('GET', `/api/platform/${event.id}/calendar/feed`, { token: users.bo!.token })).body.url;
    expect((await fetch(feed)).status).toBe(200);
    await s.ctx.users.setDisabled(event.id, users.bo!.email, true);
    expect((await fetch(feed)).status).toBe(404);
  });

  it('answers 401 to visitors asking for an address', async () => {
    expect((await s.http('GET', `/api/platform/${event.id}/calendar/feed`)).status).toBe(401);
    expect((await s.http('POST', `/api/platform/${event.id}/calendar/feed/revoke`)).status).toBe(401);
  });
});

describe('GET /sessions/{sessionId}/ics', () => {
  it('answers one session as an iCalendar file', async () => {
    const id = ids.sessions.Workshop;
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/${id}/ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="session-${id}.ics"`);
    const events = parseEvents(res.text);
    expect(events).toEqual([
      expect.objectContaining({
        uid: `session-${id}@127.0.0.1`,
        summary: 'Workshop',
        start: '2026-06-01T09:00:00.000Z',
        end: '2026-06-01T10:30:00.000Z',
        url: `${s.baseUrl}/CAL/session/${id}`,
      }),
    ]);
  });

  it('answers 404 for a session of another event, 400 for a bad id, 401 to visitors of a closed event', async () => {
    const foreign = await buildProgramme(s, closed.id, {
      rooms: [],
      sessions: [{ title: 'Closed talk', start: '2026-06-01T09:00:00Z', end: '2026-06-01T10:00:00Z' }],
    });
    const res = await s.http('GET', `/api/platform/${event.id}/sessions/${foreign.sessions['Closed talk']}/ics`);
    expect(res.status).toBe(404);
    expect((await s.http('GET', `/api/platform/${event.id}/sessions/abc/ics`)).status).toBe(400);
    expect(
      (await s.http('GET', `/api/platform/${closed.id}/sessions/${foreign.sessions['Closed talk']}/ics`)).status,
    ).toBe(401);
  });
});
