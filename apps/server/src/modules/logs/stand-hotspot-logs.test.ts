import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, sponsorHotspots } from '../../db/schema.ts';
import { buildSignedInUser, buildSponsor, type TestUser } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * A stand's hotspots in its logs and statistics (spec 2 §3 "Download log"): a film opened is a
 * VIDEO_VIEW_ITEM, a documents hotspot's file a DOWNLOAD_ITEM; and what a stand's statistics
 * count is its audience, not the people who moderate it.
 */
let s: TestServer;
let event: { id: number };
let attendee: TestUser & { token: string };
let staff: TestUser & { token: string };
let platformModerator: TestUser & { token: string };
let organiser: TestUser & { token: string };
let stand: { id: number };
let quiet: { id: number };
let film: { id: number };
let brochures: { id: number };
let foreignFilm: { id: number };

const url = (path: string) => `/api/platform/${event.id}/${path}`;
const logDownload = (user: TestUser & { token: string }, body: Record<string, unknown>) =>
  s.http('POST', url('log/download'), { token: user.token, json: { userId: user.id, sponsorId: stand.id, ...body } });
const stats = async (sponsorId: number) => {
  await s.ctx.logs.flush();
  const res = await s.http('GET', url(`report/${sponsorId}/sponsorstats`), { token: staff.token });
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('HOTSPOTLOG', { open: true });
  const other = await s.createPlatform('HOTSPOTLOG2', { open: true });
  stand = await buildSponsor(s, { platformId: event.id, title: 'Initech' });
  quiet = await buildSponsor(s, { platformId: event.id, title: 'Quiet Co' });
  const elsewhere = await buildSponsor(s, { platformId: other.id, title: 'Elsewhere' });
  attendee = await buildSignedInUser(s, { platformId: event.id });
  staff = await buildSignedInUser(s, {
    platformId: event.id,
    scopes: [
      { scope: 'sponsor', entityId: stand.id },
      { scope: 'sponsor', entityId: quiet.id },
    ],
  });
  platformModerator = await buildSignedInUser(s, { platformId: event.id, role: 'moderator' });
  organiser = await buildSignedInUser(s, { platformId: event.id, role: 'admin' });
  const spot = (
    platformId: number,
    sponsorId: number,
    type: string,
    title: string,
    items: { title: string; content: string }[],
  ) => ({
    platformId,
    sponsorId,
    type,
    title,
    posTop: 10,
    posLeft: 10,
    mapHeight: 20,
    mapWidth: 20,
    items,
  });
  const rows = await s.ctx.db
    .insert(sponsorHotspots)
    .values([
      spot(event.id, stand.id, 'Youtube', 'Product film', [
        { title: 'Product film', content: 'https://www.youtube-nocookie.com/embed/abcdefghijk' },
      ]),
      spot(event.id, stand.id, 'Documents', 'Brochures', [
        { title: 'Brochure', content: '/files/brochure.pdf' },
        { title: 'White paper', content: '/files/white-paper.pdf' },
      ]),
      spot(other.id, elsewhere.id, 'Vimeo', 'Foreign film', [
        { title: 'x', content: 'https://player.vimeo.com/video/1' },
      ]),
    ])
    .returning();
  [film, brochures, foreignFilm] = rows as unknown as [{ id: number }, { id: number }, { id: number }];
});
afterAll(() => s.close());

describe('POST /log/download naming a stand hotspot', () => {
  it('logs a film opened as a VIDEO_VIEW_ITEM of the stand, titled by the hotspot, and counts it', async () => {
    const res = await logDownload(attendee, {
      entityId: film.id,
      itemType: 'SPONSOR_HOTSPOT',
      logType: 'VIDEO_VIEW_ITEM',
    });
    expect(res.status).toBe(200);
    await s.ctx.logs.flush();
    const [logged] = await s.ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.platformId, event.id), eq(activityLogs.entityType, 'VIDEO_VIEW_ITEM')));
    expect(logged).toMatchObject({
      userId: attendee.id,
      entityId: String(film.id),
      action: 'Product film',
      data: { itemType: 'SPONSOR_HOTSPOT', sponsorId: stand.id },
    });
    // A film is not a download.
    expect(await stats(stand.id)).toMatchObject({ hasData: true, videoViews: 1, downloads: 0 });
  });

  it('logs a documents hotspot’s file by the file’s own title', async () => {
    const res = await logDownload(attendee, {
      entityId: brochures.id,
      itemType: 'SPONSOR_HOTSPOT',
      itemContent: '/files/white-paper.pdf',
      logType: 'DOWNLOAD_ITEM',
    });
    expect(res.status).toBe(200);
    expect(await stats(stand.id)).toMatchObject({ downloads: 1, documents: [{ title: 'White paper', downloads: 1 }] });
  });

  it('refuses with 400 naming the field what does not fit the hotspot', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ entityId: 999_999, logType: 'VIDEO_VIEW_ITEM' }, 'body.entityId'],
      [{ entityId: foreignFilm.id, logType: 'VIDEO_VIEW_ITEM' }, 'body.entityId'],
      [{ entityId: brochures.id, logType: 'VIDEO_VIEW_ITEM' }, 'body.logType'],
      [{ entityId: film.id, logType: 'DOWNLOAD_ITEM', itemContent: 'x' }, 'body.logType'],
      [{ entityId: brochures.id, logType: 'DOWNLOAD_ITEM', itemContent: '/files/forged.pdf' }, 'body.itemContent'],
      [{ entityId: brochures.id, logType: 'DOWNLOAD_ITEM' }, 'body.itemContent'],
      [{ entityId: film.id, logType: 'VIDEO_VIEW_ITEM', sponsorId: quiet.id }, 'body.sponsorId'],
    ];
    for (const [body, field] of cases) {
      const res = await logDownload(attendee, { itemType: 'SPONSOR_HOTSPOT', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
    }
    expect(await stats(stand.id)).toMatchObject({ videoViews: 1, downloads: 1 });
  });
});

describe('a stand’s statistics', () => {
  it('leave out the visits, films, downloads and messages of the people who moderate the stand', async () => {
    for (const user of [staff, platformModerator, organiser]) {
      s.ctx.logs.record({
        platformId: event.id,
        kind: 'scan',
        userId: user.id,
        entityType: 'SPONSOR',
        entityId: String(quiet.id),
        action: 'ENTER',
      });
    }
    await s.ctx.logs.flush();
    // Their visits are in the event's reports (organisers count everyone)...
    const all = await s.http('GET', url('report/sponsors'), { token: organiser.token });
    expect(all.body.items.find((i: { id: number }) => i.id === quiet.id)).toMatchObject({ uniqueUsers: 3 });
    // ...not in the stand's own statistics: the stand has none yet (its staff see the no-data dialog).
    expect(await stats(quiet.id)).toMatchObject({ hasData: false, visits: 0, uniqueVisitors: 0 });

    // The stand's staff watching their own film is not counted either; an attendee's visit is.
    await logDownload(staff, { entityId: film.id, itemType: 'SPONSOR_HOTSPOT', logType: 'VIDEO_VIEW_ITEM' });
    expect(await stats(stand.id)).toMatchObject({ videoViews: 1 });
    s.ctx.logs.record({
      platformId: event.id,
      kind: 'scan',
      userId: attendee.id,
      entityType: 'SPONSOR',
      entityId: String(quiet.id),
      action: 'ENTER',
    });
    expect(await stats(quiet.id)).toMatchObject({ hasData: true, visits: 1, uniqueVisitors: 1 });
  });
});
