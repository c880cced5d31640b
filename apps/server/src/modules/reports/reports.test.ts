import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, questions } from '../../db/schema.ts';
import {
  buildChatMessages,
  buildSession,
  buildSignedInUser,
  buildSponsor,
  buildSponsorAd,
  type TestUser,
} from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ActivityLogService } from '../logs/logs.service.ts';

let s: TestServer;
let event: { id: number; code: string };
let empty: { id: number; code: string };
let other: { id: number; code: string };
let viewer: TestUser & { token: string };
let organiser: TestUser & { token: string };
let attendee: TestUser & { token: string };
let otherViewer: TestUser & { token: string };
let standStaff: TestUser & { token: string };
let people: (TestUser & { token: string })[];
let session: { id: number; presentations: { id: number }[] };
let sponsor: { id: number };
let otherSponsor: { id: number };

/** 2026-10-25 is the day Paris goes back from UTC+2 to UTC+1: its local day lasts 25 hours. */
const T0 = Date.parse('2026-10-24T22:30:00Z'); // 00:30 in Paris, 25 October (summer time)
const at = (ms: number) => new Date(T0 + ms);
const MIN = 60_000;

type Scan = [userId: number, entityType: string, entityId: number, action: string, atMs: number];
function scans(logs: ActivityLogService, platformId: number, rows: Scan[]) {
  for (const [userId, entityType, entityId, action, ms] of rows)
    logs.record({ platformId, kind: 'scan', userId, entityType, entityId: String(entityId), action, at: at(ms) });
}

const get = (url: string, token?: string, headers?: Record<string, string>) => s.http('GET', url, { token, headers });

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('REPORTS', { open: true, timeZone: 'Europe/Paris', eventTitle: 'Reports Conf' });
  empty = await s.createPlatform('REPEMPTY', { open: true });
  other = await s.createPlatform('REPOTHER', { open: true });
  viewer = await buildSignedInUser(s, { platformId: event.id, role: 'report-viewer' });
  organiser = await buildSignedInUser(s, { platformId: event.id, role: 'admin' });
  attendee = await buildSignedInUser(s, { platformId: event.id });
  otherViewer = await buildSignedInUser(s, { platformId: other.id, role: 'report-viewer' });
  session = await buildSession(s, {
    platformId: event.id,
    title: 'Opening keynote',
    start: new Date(T0),
    end: new Date(T0 + 60 * MIN),
    presentations: [{ title: 'First talk' }, { title: 'A poster', isPoster: true }],
  });
  sponsor = await buildSponsor(s, { platformId: event.id, title: 'Acme' });
  otherSponsor = await buildSponsor(s, { platformId: event.id, title: 'Globex' });
  standStaff = await buildSignedInUser(s, {
    platformId: event.id,
    scopes: [{ scope: 'sponsor', entityId: sponsor.id }],
  });
  people = [];
  for (let i = 0; i < 3; i++)
    people.push(await buildSignedInUser(s, { platformId: event.id, firstName: `Person${i}`, lastName: 'Report' }));
  const [a, b, c] = people.map((p) => p.id) as [number, number, number];

  // Node one: person a in two tabs (two enters, heartbeats from each), person b once, a leave
  // that ends b's time; node two (another log writer on the same database) sees person a again.
  const nodeTwo = new ActivityLogService(s.ctx.db, s.ctx.clock);
  scans(s.ctx.logs, event.id, [
    [a, 'SESSION', session.id, 'ENTER', 0],
    [a, 'SESSION', session.id, 'ENTER', 1 * MIN],
    [b, 'SESSION', session.id, 'ENTER', 2 * MIN],
    [a, 'SESSION', session.id, 'HEARTBEAT', 5 * MIN],
    [b, 'SESSION', session.id, 'LEAVE', 4 * MIN],
    [a, 'EVENT_PLATFORM', event.id, 'ENTER_EVENT_LOG', 0],
    [b, 'EVENT_PLATFORM', event.id, 'ENTER_EVENT_LOG', 2 * MIN],
    [a, 'SPONSOR', sponsor.id, 'ENTER', 10 * MIN],
  ]);
  await s.ctx.logs.flush();
  // A later batch: the stored last scan of a (a heartbeat at 5 min) bridges to this one.
  scans(nodeTwo, event.id, [
    [a, 'SESSION', session.id, 'HEARTBEAT', 9 * MIN],
    [a, 'SESSION', session.id, 'LEAVE', 10 * MIN],
    // 23:30 Paris on the 25th (winter time): still the 25th's bucket.
    [c, 'PRESENTATION', session.presentations[0]!.id, 'ENTER', 25 * 60 * MIN - 60 * MIN],
    // 00:30 Paris on the 26th: the next day's bucket.
    [c, 'POSTER', session.presentations[1]!.id, 'ENTER', 25 * 60 * MIN + 0 * MIN],
  ]);
  await nodeTwo.flush();

  await buildChatMessages(s, [
    ...[1, 2, 3].map((i) => ({
      platformId: event.id,
      groupType: 'SESSION',
      groupId: session.id,
      userId: a,
      userName: 'Person0 Report',
      roleName: '',
      message: `=chat ${i}`,
    })),
    {
      platformId: event.id,
      groupType: 'SPONSOR',
      groupId: sponsor.id,
      userId: b,
      userName: 'B',
      roleName: '',
      message: 'hi',
    },
    {
      platformId: other.id,
      groupType: 'SESSION',
      groupId: session.id,
      userId: b,
      userName: 'B',
      roleName: '',
      message: 'x',
    },
  ]);
  const [question] = await s.ctx.db
    .insert(questions)
    .values({ platformId: event.id, sessionId: session.id, userId: b, userName: 'B', text: 'Why?' })
    .returning();
  await s.ctx.db.insert(questions).values({
    platformId: event.id,
    sessionId: session.id,
    userId: a,
    userName: 'A',
    text: 'Because.',
    parentId: question!.id,
  });
  const [conversation] = await s.ctx.db
    .insert(conversations)
    .values({ platformId: event.id, user1Id: Math.min(a, b), user2Id: Math.max(a, b) })
    .returning();
  await s.ctx.db.insert(conversationMessages).values([
    { conversationId: conversation!.id, senderId: a, recipientId: b, message: 'hello' },
    { conversationId: conversation!.id, senderId: b, recipientId: a, message: 'hi' },
  ]);
  const ad = await buildSponsorAd(s, {
    platformId: event.id,
    sponsorId: sponsor.id,
    type: 'BANNER',
    title: 'Acme ad',
    link: 'https://acme.example',
  });
  for (const [userId, times] of [
    [a, 2],
    [b, 1],
  ] as const)
    for (let i = 0; i < times; i++)
      s.ctx.logs.record({
        platformId: event.id,
        kind: 'ad_click',
        userId,
        entityType: 'BANNER',
        entityId: String(ad.id),
        action: 'Acme ad',
      });
  // An ad of Acme's that opens another stand: the report names that stand, not `stand/{id}`.
  const standAd = await buildSponsorAd(s, {
    platformId: event.id,
    sponsorId: sponsor.id,
    type: 'InlinePosterSlot1',
    title: 'Visit Globex',
    link: `stand/${otherSponsor.id}`,
  });
  s.ctx.logs.record({
    platformId: event.id,
    kind: 'ad_click',
    userId: c,
    entityType: 'InlinePosterSlot1',
    entityId: String(standAd.id),
    action: 'Visit Globex',
  });
  s.ctx.logs.record({
    platformId: event.id,
    kind: 'download',
    userId: a,
    entityType: 'DOWNLOAD_ITEM',
    entityId: '1',
    action: 'Brochure',
    data: { sponsorId: sponsor.id },
  });
  await s.ctx.logs.flush();
});
afterAll(() => s.close());

const api = (platformId: number, path: string) => `/api/platform/${platformId}/report/${path}`;

describe('who may read reports', () => {
  const paths = () => [
    'summary',
    'sessions',
    'posters',
    'sponsors',
    'alluniqueusers?type=SESSION',
    `${session.id}/uniqueusertable?type=SESSION`,
    'messages',
    `${session.id}/messages`,
    'adclicks',
    `${sponsor.id}/sponsorstats`,
  ];
  it('report viewers and organisers read every report; an attendee gets 403, a visitor 401, another event’s viewer 401', async () => {
    for (const path of paths()) {
      expect((await get(api(event.id, path), viewer.token)).status, path).toBe(200);
      expect((await get(api(event.id, path), organiser.token)).status, path).toBe(200);
      expect((await get(api(event.id, path), attendee.token)).status, path).toBe(403);
      expect((await get(api(event.id, path))).status, path).toBe(401);
      expect((await get(api(event.id, path), otherViewer.token)).status, path).toBe(401);
    }
  });

  it('a stand’s moderator reads that stand’s statistics only, and no other report', async () => {
    expect((await get(api(event.id, `${sponsor.id}/sponsorstats`), standStaff.token)).status).toBe(200);
    expect((await get(api(event.id, `${otherSponsor.id}/sponsorstats`), standStaff.token)).status).toBe(403);
    expect((await get(api(event.id, `${sponsor.id}/uniqueusertable?type=SPONSOR`), standStaff.token)).status).toBe(403);
    expect((await get(api(event.id, 'sponsors'), standStaff.token)).status).toBe(403);
  });

  it('an entity of another event is not found; a bad type or period names the field', async () => {
    const foreign = await buildSession(s, { platformId: other.id, title: 'Elsewhere' });
    expect((await get(api(event.id, `${foreign.id}/uniqueusertable?type=SESSION`), viewer.token)).status).toBe(404);
    expect((await get(api(event.id, `${foreign.id}/messages`), viewer.token)).status).toBe(404);
    expect((await get(api(event.id, `${other.id}/uniqueusertable?type=EVENT_PLATFORM`), viewer.token)).status).toBe(
      404,
    );
    const badType = await get(api(event.id, `${session.id}/uniqueusertable?type=LOUNGE`), viewer.token);
    expect(badType.status).toBe(400);
    expect(badType.text).toContain('query.type');
    const badPeriod = await get(api(event.id, 'summary?period=0'), viewer.token);
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.text).toContain('query.period');
    expect((await get(api(event.id, 'summary?eventCode=OTHER'), viewer.token)).status).toBe(400);
  });
});

describe('figures', () => {
  it('counts a person once however many tabs and nodes, and their time while present', async () => {
    const [a, b] = people;
    const table = (await get(api(event.id, `${session.id}/uniqueusertable?type=SESSION`), viewer.token)).body;
    expect(table.title).toBe('Opening keynote');
    expect(table.summary).toMatchObject({ uniqueUsers: 2, views: 2 });
    const rowOf = (id: number) => table.items.find((r: { userId: number }) => r.userId === id);
    // a: enter 0, enter 1, heartbeat 5, heartbeat 9 (other node), leave 10 → 10 minutes; the two
    // enters (two tabs) on one day are one visit, as the player counts one view a day.
    expect(rowOf(a!.id)).toMatchObject({
      name: 'Person0 Report',
      visits: 1,
      secondsSpent: 600,
      firstConnection: at(0).toISOString(),
      lastConnection: at(10 * MIN).toISOString(),
    });
    // b: enter 2, leave 4 → 2 minutes.
    expect(rowOf(b!.id)).toMatchObject({ visits: 1, secondsSpent: 120 });

    const summary = (await get(api(event.id, 'alluniqueusers?type=SESSION'), viewer.token)).body;
    expect(summary).toEqual({
      type: 'SESSION',
      uniqueViews: 2,
      allUniqueViews: 2,
      allViews: 2,
      averageCulmativeTimeSpent: 360,
    });
    const eventTable = (await get(api(event.id, `${event.id}/uniqueusertable?type=EVENT_PLATFORM`), viewer.token)).body;
    expect(eventTable.summary.uniqueUsers).toBe(2);

    const list = (await get(api(event.id, 'sessions'), viewer.token)).body;
    expect(list.items.map((i: { type: string; title: string }) => `${i.type}:${i.title}`)).toEqual([
      'SESSION:Opening keynote',
      'PRESENTATION:First talk',
    ]);
    expect(list.items[0]).toMatchObject({ uniqueUsers: 2, views: 2, secondsSpent: 720 });
    const posters = (await get(api(event.id, 'posters'), viewer.token)).body;
    expect(posters.items).toMatchObject([
      { type: 'POSTER', title: 'A poster', parentTitle: 'Opening keynote', uniqueUsers: 1 },
    ]);
  });

  it('buckets views by the event’s local day, 25 hours on the daylight-saving change', async () => {
    const day = (await get(api(event.id, 'summary'), viewer.token)).body;
    expect(day).toMatchObject({ title: 'Reports Conf', timeZone: 'Europe/Paris', period: 1440, total: 5 });
    expect(day.timeSliceCount).toEqual([
      // 25 October, from midnight summer time: two people's session visits (a's second enter is the
      // same day's), the stand's and the presentation's at 23:30.
      { time: '2026-10-24T22:00:00.000Z', count: 4 },
      // 26 October, from midnight winter time: the poster.
      { time: '2026-10-25T23:00:00.000Z', count: 1 },
    ]);
    const hours = (await get(api(event.id, 'summary?period=60'), viewer.token)).body;
    expect(hours.timeSliceCount[0]).toEqual({ time: '2026-10-24T22:00:00.000Z', count: 3 });
    expect(hours.total).toBe(5);
  });

  it('counts chat messages, questions and private messages of the event only', async () => {
    const report = (await get(api(event.id, 'messages'), viewer.token)).body;
    expect(report.messagesSummary).toEqual({ chatMessages: 4, sessionQuestions: 1, privateMessages: 2 });
    expect(report.items).toEqual([
      { id: session.id, title: 'Opening keynote', start: at(0).toISOString(), chatMessages: 3, sessionQuestions: 1 },
    ]);
    const one = (await get(api(event.id, `${session.id}/messages`), viewer.token)).body;
    expect(one.messagesSummary).toEqual({ chatMessages: 3, sessionQuestions: 1 });
    expect(one.items.map((i: { kind: string }) => i.kind).sort()).toEqual([
      'chat',
      'chat',
      'chat',
      'question',
      'reply',
    ]);
  });

  it('counts ad clicks per ad and the stand’s statistics', async () => {
    const clicks = (await get(api(event.id, 'adclicks'), viewer.token)).body;
    expect(clicks.items).toEqual([
      expect.objectContaining({
        type: 'BANNER',
        title: 'Acme ad',
        link: 'https://acme.example',
        sponsorTitle: 'Acme',
        linkTitle: '',
        clicks: 3,
        uniqueUsers: 2,
      }),
      expect.objectContaining({
        type: 'InlinePosterSlot1',
        title: 'Visit Globex',
        link: `stand/${otherSponsor.id}`,
        sponsorTitle: 'Acme',
        linkTitle: 'Globex',
        clicks: 1,
        uniqueUsers: 1,
      }),
    ]);
    const stats = (await get(api(event.id, `${sponsor.id}/sponsorstats`), standStaff.token)).body;
    expect(stats).toMatchObject({
      title: 'Acme',
      hasData: true,
      visits: 1,
      uniqueVisitors: 1,
      downloads: 1,
      uniqueDownloaders: 1,
      chatMessages: 1,
      adClicks: 4,
      documents: [{ title: 'Brochure', downloads: 1 }],
    });
    const none = (await get(api(event.id, `${otherSponsor.id}/sponsorstats`), viewer.token)).body;
    expect(none).toMatchObject({ hasData: false, visits: 0, downloads: 0, adClicks: 0 });
  });

  it('a scan naming an id no entity can have is logged, and does not hold up the logs after it', async () => {
    const [a] = people;
    s.ctx.logs.record({
      platformId: event.id,
      kind: 'scan',
      userId: a!.id,
      entityType: 'SESSION',
      entityId: '3000000000',
      action: 'ENTER',
    });
    s.ctx.logs.record({
      platformId: event.id,
      kind: 'scan',
      userId: a!.id,
      entityType: 'SPONSOR',
      entityId: String(otherSponsor.id),
      action: 'ENTER',
    });
    await s.ctx.logs.flush();
    expect(s.ctx.logs.backlog().buffered).toBe(0);
    const stats = (await get(api(event.id, `${otherSponsor.id}/sponsorstats`), viewer.token)).body;
    expect(stats).toMatchObject({ hasData: true, visits: 1, uniqueVisitors: 1 });
    const bad = await s.http('POST', `/api/platform/${event.id}/log/scan`, {
      token: a!.token,
      json: { entityId: 3_000_000_000, scanEntityType: 'SESSION', scanType: 'ENTER', userId: a!.id },
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('body.entityId');
  });

  it('an event without activity answers empty reports', async () => {
    const emptyViewer = await buildSignedInUser(s, { platformId: empty.id, role: 'report-viewer' });
    expect((await get(api(empty.id, 'summary'), emptyViewer.token)).body).toMatchObject({
      total: 0,
      timeSliceCount: [],
    });
    expect((await get(api(empty.id, 'messages'), emptyViewer.token)).body).toEqual({
      messagesSummary: { chatMessages: 0, sessionQuestions: 0, privateMessages: 0 },
      items: [],
    });
    expect((await get(api(empty.id, 'adclicks'), emptyViewer.token)).body.items).toEqual([]);
    expect((await get(api(empty.id, 'alluniqueusers?type=POSTER'), emptyViewer.token)).body).toMatchObject({
      uniqueViews: 0,
      averageCulmativeTimeSpent: 0,
    });
  });
});

describe('spreadsheets', () => {
  async function xlsxRows(url: string, token: string, headers?: Record<string, string>) {
    const response = await fetch(s.baseUrl + url, { headers: { authorization: `Bearer ${token}`, ...headers } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { rows, disposition: response.headers.get('content-disposition') };
  }

  it('the xlsx and the CSV hold the JSON’s rows, times in the event’s zone, named as spec 2 §9 says', async () => {
    const url = api(event.id, `${session.id}/uniqueusertable?type=SESSION`);
    const json = (await get(url, viewer.token)).body;
    const xlsx = await xlsxRows(`${url}&format=xlsx`, viewer.token);
    expect(xlsx.disposition).toBe('attachment; filename="reports_uniqueusers_opening_keynote.xlsx"');
    expect(xlsx.rows[0]).toEqual([
      'Name',
      'Organisation',
      'Country',
      'First connection',
      'Last connection',
      'Visits',
      'Time spent (min)',
    ]);
    expect(xlsx.rows.slice(1).map((r) => r[0])).toEqual(json.items.map((i: { name: string }) => i.name));
    // 22:30 UTC on 24 October is 00:30 in Paris on the 25th.
    // A date cell: the wall clock of the event's zone (a spreadsheet date has no zone).
    expect(xlsx.rows[1]?.[3]).toEqual(new Date(Date.UTC(2026, 9, 25, 0, 30)));
    expect(xlsx.rows[1]?.[6]).toBe(10);

    const french = await xlsxRows(`${url}&format=xlsx`, viewer.token, { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.rows[0]?.[0]).toBe('Nom');

    const csv = await get(`${api(event.id, `${session.id}/messages`)}?format=csv`, viewer.token);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Kind,Author,Text');
    expect(lines).toHaveLength(6);
    // A message that a spreadsheet would run as a formula is written as text.
    expect(lines.some((line) => line.endsWith(",'=chat 1"))).toBe(true);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},chat,/);

    const clicks = await xlsxRows(`${api(event.id, 'adclicks')}?format=xlsx`, viewer.token);
    expect(clicks.disposition).toBe('attachment; filename="REPORTSadclicks.xlsx"');
    // An empty cell (no stand opened) reads back as nothing.
    expect(clicks.rows[1]).toEqual(['BANNER', 'Acme ad', 'Acme', 'https://acme.example', undefined, 3, 2]);
    expect(clicks.rows[2]).toEqual([
      'InlinePosterSlot1',
      'Visit Globex',
      'Acme',
      `stand/${otherSponsor.id}`,
      'Globex',
      1,
      1,
    ]);
  });
});
