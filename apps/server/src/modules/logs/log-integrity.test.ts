import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, sponsorDocuments } from '../../db/schema.ts';
import {
  buildLounge,
  buildSession,
  buildSignedInUser,
  buildSponsor,
  buildSponsorAd,
  type TestUser,
} from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * What attendees may write into the reports through the activity logs: only the event's own
 * entities, with the titles the database holds, and visits counted once a day per person and
 * entity, as the player's views are.
 */
let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let attendee: TestUser & { token: string };
let viewer: TestUser & { token: string };
let session: { id: number; presentations: { id: number }[] };
let stand: { id: number };
let otherStand: { id: number };
let ad: { id: number };
let foreignAd: { id: number };
let brochure: { id: number };
let foreignDocument: { id: number };
let lounge: { id: number };

const url = (path: string, platformId = event.id) => `/api/platform/${platformId}/${path}`;
const post = (path: string, json: unknown, token = attendee.token) => s.http('POST', url(path), { token, json });
const report = (path: string) => s.http('GET', url(`report/${path}`), { token: viewer.token });

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('LOGINTEG', { open: true, timeZone: 'Europe/Paris' });
  other = await s.createPlatform('LOGINTEG2', { open: true });
  attendee = await buildSignedInUser(s, { platformId: event.id });
  viewer = await buildSignedInUser(s, { platformId: event.id, role: 'report-viewer' });
  const now = s.ctx.clock.now();
  session = await buildSession(s, {
    platformId: event.id,
    title: 'Integrity session',
    start: new Date(now - 60 * 60_000),
    end: new Date(now + 60 * 60_000),
    presentations: [{ title: 'Integrity talk' }],
  });
  stand = await buildSponsor(s, { platformId: event.id, title: 'Initech' });
  otherStand = await buildSponsor(s, { platformId: event.id, title: 'Hooli' });
  const elsewhere = await buildSponsor(s, { platformId: other.id, title: 'Elsewhere' });
  ad = await buildSponsorAd(s, {
    platformId: event.id,
    sponsorId: stand.id,
    title: 'Real ad',
    link: 'https://ad.example',
  });
  foreignAd = await buildSponsorAd(s, { platformId: other.id, title: 'Foreign ad' });
  const documents = await s.ctx.db
    .insert(sponsorDocuments)
    .values([
      { platformId: event.id, sponsorId: stand.id, title: 'Brochure', uri: '/files/brochure.pdf' },
      { platformId: other.id, sponsorId: elsewhere.id, title: 'Foreign', uri: '/files/foreign.pdf' },
    ])
    .returning();
  brochure = documents[0]!;
  foreignDocument = documents[1]!;
  lounge = await buildLounge(s, { platformId: event.id, title: 'Coffee' });
});
afterAll(() => s.close());

describe('POST /log/sda', () => {
  it('refuses an ad that is not the event’s with 400 naming entityId, and stores nothing', async () => {
    for (const entityId of [999_999, foreignAd.id]) {
      const res = await post('log/sda', { entityId, userId: attendee.id, title: 'Free money', link: 'https://evil' });
      expect(res.status, String(entityId)).toBe(400);
      expect(res.body.message).toMatch(/^body\.entityId/);
    }
    await s.ctx.logs.flush();
    const clicks = (await report('adclicks')).body.items;
    expect(clicks.map((c: { entityId: number }) => c.entityId)).not.toContain(999_999);
    expect(clicks.map((c: { title: string }) => c.title)).not.toContain('Free money');
  });

  it('logs the ad’s own type, title and link, whatever the client sends', async () => {
    const res = await post('log/sda', {
      entityId: ad.id,
      userId: attendee.id,
      type: '=cmd',
      title: '=HYPERLINK("https://evil")',
      link: 'https://evil.example',
    });
    expect(res.status).toBe(200);
    await s.ctx.logs.flush();
    const clicks = (await report('adclicks')).body.items;
    expect(clicks).toEqual([
      expect.objectContaining({ entityId: ad.id, type: 'sidebar', title: 'Real ad', link: 'https://ad.example' }),
    ]);
    const stats = (await report(`${stand.id}/sponsorstats`)).body;
    expect(stats.adClicks).toBe(1);
    // The log itself holds the ad's own words (an ad deleted later is reported with them).
    const [logged] = await s.ctx.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.platformId, event.id), eq(activityLogs.kind, 'ad_click')));
    expect(logged).toMatchObject({ entityType: 'sidebar', action: 'Real ad', data: { link: 'https://ad.example' } });
  });
});

describe('POST /log/download', () => {
  const download = (body: Record<string, unknown>) =>
    post('log/download', { userId: attendee.id, logType: 'DOWNLOAD_ITEM', ...body });

  it('refuses a document that does not exist, is another event’s or another stand’s', async () => {
    const missing = await download({ entityId: 999_999, sponsorId: stand.id, itemTitle: 'Forged' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^body\.entityId/);
    const foreign = await download({ entityId: foreignDocument.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^body\.entityId/);
    const wrongStand = await download({ entityId: brochure.id, sponsorId: otherStand.id });
    expect(wrongStand.status).toBe(400);
    expect(wrongStand.body.message).toMatch(/^body\.sponsorId/);
    const noSession = await download({ entityId: 999_999, itemType: 'SESSION' });
    expect(noSession.status).toBe(400);
    expect(noSession.body.message).toMatch(/^body\.entityId/);
    await s.ctx.logs.flush();
    expect((await report(`${otherStand.id}/sponsorstats`)).body).toMatchObject({ downloads: 0, documents: [] });
  });

  it('logs the document’s own title for its stand’s statistics, whatever the client sends', async () => {
    const res = await download({ entityId: brochure.id, sponsorId: stand.id, itemTitle: '=1+1', itemContent: 'x' });
    expect(res.status).toBe(200);
    // Without the stand: the document names it.
    expect((await download({ entityId: brochure.id })).status).toBe(200);
    // A session's and a presentation's downloads (the player's details tab).
    expect((await download({ entityId: session.id, itemType: 'SESSION' })).status).toBe(200);
    expect((await download({ entityId: session.presentations[0]!.id, itemType: 'PRESENTATION' })).status).toBe(200);
    await s.ctx.logs.flush();
    const stats = (await report(`${stand.id}/sponsorstats`)).body;
    expect(stats.documents).toEqual([{ title: 'Brochure', downloads: 2 }]);
  });
});

describe('POST /log/scan', () => {
  const scan = (scanEntityType: string, entityId: number, scanType = 'ENTER') =>
    post('log/scan', { entityId, scanEntityType, scanType, userId: attendee.id });

  it('refuses a scan of an entity that is not the event’s with 400 naming entityId', async () => {
    for (const type of ['SESSION', 'PRESENTATION', 'POSTER', 'SPONSOR', 'LOUNGE', 'SPONSOR_LOUNGE']) {
      const res = await scan(type, 999_999);
      expect(res.status, type).toBe(400);
      expect(res.body.message).toMatch(/^body\.entityId/);
    }
    expect((await scan('SPONSOR', (await buildSponsor(s, { platformId: other.id })).id)).status).toBe(400);
    expect((await scan('LOUNGE', lounge.id)).status).toBe(200);
    expect((await scan('POSTER', session.presentations[0]!.id, 'HEARTBEAT')).status).toBe(200);
  });

  it('counts one person’s many entering scans of an entity once a day, as the player counts views', async () => {
    const before = (await report('summary?period=1440')).body.total;
    for (let i = 0; i < 24; i++) expect((await scan('SESSION', session.id)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await scan('SPONSOR', stand.id)).status).toBe(200);
    await s.ctx.logs.flush();
    const sessions = (await report('sessions')).body.items;
    expect(
      sessions.find((e: { id: number; type: string }) => e.type === 'SESSION' && e.id === session.id),
    ).toMatchObject({ uniqueUsers: 1, views: 1 });
    const table = (await report(`${session.id}/uniqueusertable?type=SESSION`)).body;
    expect(table.items).toEqual([expect.objectContaining({ userId: attendee.id, visits: 1 })]);
    expect((await report(`${stand.id}/sponsorstats`)).body.visits).toBe(1);
    // The views over time count the same visits: one for the session, one for the stand.
    expect((await report('summary?period=1440')).body.total).toBe(before + 2);

    // Another person's entry is a view of its own.
    const second = await buildSignedInUser(s, { platformId: event.id });
    const res = await s.http('POST', url('log/scan'), {
      token: second.token,
      json: { entityId: session.id, scanEntityType: 'SESSION', scanType: 'ENTER', userId: second.id },
    });
    expect(res.status).toBe(200);
    await s.ctx.logs.flush();
    const after = (await report('sessions')).body.items;
    expect(after.find((e: { id: number; type: string }) => e.type === 'SESSION' && e.id === session.id)).toMatchObject({
      uniqueUsers: 2,
      views: 2,
    });
  });
});
