import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, sponsorDocuments } from '../../db/schema.ts';
import { buildSession, buildSignedInUser, buildSponsor, buildSponsorAd } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { ActivityLogService } from './logs.service.ts';

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let closed: { id: number; code: string };

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('LOGS', { open: true });
  other = await s.createPlatform('LOGS2', { open: true });
  closed = await s.createPlatform('LOGS3', { open: false });
});
afterAll(() => s.close());

async function member(platformId: number) {
  const user = await buildSignedInUser(s, { platformId });
  return { user, token: user.token };
}

async function logsOf(platformId: number, kind: string) {
  await s.ctx.logs.flush();
  return s.ctx.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.platformId, platformId), eq(activityLogs.kind, kind)))
    .orderBy(activityLogs.id);
}

const scan = (platformId: number, userId: number, scanType: string, token?: string, entityId = platformId) =>
  s.http('POST', `/api/platform/${platformId}/log/scan`, {
    token,
    json: { entityId, scanEntityType: 'EVENT_PLATFORM', scanType, userId },
  });

function runningSession(platformId: number, title: string) {
  const now = s.ctx.clock.now();
  return buildSession(s, { platformId, title, start: new Date(now - 10 * 60_000), end: new Date(now + 50 * 60_000) });
}

describe('POST /log/scan', () => {
  it('a heartbeat answers how many distinct people are on the event and whether a session is live', async () => {
    const first = await member(event.id);
    const second = await member(event.id);
    const elsewhere = await member(other.id);
    expect((await scan(event.id, first.user.id, 'ENTER_EVENT_LOG', first.token)).status).toBe(200);
    expect((await scan(event.id, first.user.id, 'ENTER_EVENT_LOG', first.token)).status).toBe(200);
    expect((await scan(event.id, second.user.id, 'ENTER_EVENT_LOG', second.token)).status).toBe(200);
    expect((await scan(other.id, elsewhere.user.id, 'ENTER_EVENT_LOG', elsewhere.token)).status).toBe(200);
    // A session running now in another event does not make this one live.
    await runningSession(other.id, 'Live elsewhere');

    const heartbeat = await scan(event.id, first.user.id, 'HEARTBEAT', first.token);
    expect(heartbeat.status).toBe(200);
    expect(heartbeat.body).toEqual({ count: 2, live: false });

    await runningSession(event.id, 'Live here');
    const live = await scan(event.id, second.user.id, 'HEARTBEAT', second.token);
    expect(live.status).toBe(200);
    expect(live.body.live).toBe(true);
    expect(live.body.count).toBeGreaterThanOrEqual(2);
  });

  it('a session that has ended or not begun does not make the event live', async () => {
    const quiet = await s.createPlatform('QUIET', { open: true });
    const { user, token } = await member(quiet.id);
    const now = s.ctx.clock.now();
    await buildSession(s, {
      platformId: quiet.id,
      title: 'Past',
      start: new Date(now - 7200_000),
      end: new Date(now - 3600_000),
    });
    await buildSession(s, {
      platformId: quiet.id,
      title: 'Future',
      start: new Date(now + 3600_000),
      end: new Date(now + 7200_000),
    });
    const res = await scan(quiet.id, user.id, 'HEARTBEAT', token);
    expect(res.body).toEqual({ count: 1, live: false });
  });

  it('stores each scan', async () => {
    const { user, token } = await member(other.id);
    expect((await scan(other.id, user.id, 'LOGOUT', token)).status).toBe(200);
    const rows = await logsOf(other.id, 'scan');
    expect(rows).toContainEqual(
      expect.objectContaining({
        userId: user.id,
        entityType: 'EVENT_PLATFORM',
        entityId: String(other.id),
        action: 'LOGOUT',
      }),
    );
  });

  it('answers 400 naming entityId or userId when missing', async () => {
    const { user, token } = await member(event.id);
    const noEntity = await s.http('POST', `/api/platform/${event.id}/log/scan`, {
      token,
      json: { scanEntityType: 'EVENT_PLATFORM', scanType: 'HEARTBEAT', userId: user.id },
    });
    expect(noEntity.status).toBe(400);
    expect(noEntity.body.message).toMatch(/^body\.entityId/);
    const noUser = await s.http('POST', `/api/platform/${event.id}/log/scan`, {
      token,
      json: { entityId: event.id, scanEntityType: 'EVENT_PLATFORM', scanType: 'HEARTBEAT' },
    });
    expect(noUser.status).toBe(400);
    expect(noUser.body.message).toMatch(/^body\.userId/);
    const badType = await s.http('POST', `/api/platform/${event.id}/log/scan`, {
      token,
      json: { entityId: event.id, scanEntityType: 'EVENT_PLATFORM', scanType: 'DANCE', userId: user.id },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toMatch(/^body\.scanType/);
  });

  it('answers 400 naming entityId when an event scan names another event', async () => {
    const { user, token } = await member(event.id);
    const res = await scan(event.id, user.id, 'ENTER_EVENT_LOG', token, other.id);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^body\.entityId/);
  });

  it('answers 403 for someone else’s userId and 401 to a visitor', async () => {
    const { token } = await member(event.id);
    const target = await s.createUser(event.id);
    expect((await scan(event.id, target.id, 'HEARTBEAT', token)).status).toBe(403);
    expect((await scan(event.id, target.id, 'HEARTBEAT')).status).toBe(401);
    const rows = await logsOf(event.id, 'scan');
    expect(rows.some((r) => r.userId === target.id)).toBe(false);
  });
});

describe('POST /log/trace and /log/navigation', () => {
  it('accepts a visitor’s trace on an open event and stores it without a user', async () => {
    const res = await s.http('POST', `/api/platform/${event.id}/log/trace`, {
      json: { eventId: event.id, eventCode: event.code, page: 'Home', title: 'Home', entityId1: 7, entityId2: 'abc' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const rows = await logsOf(event.id, 'trace');
    expect(rows).toContainEqual(
      expect.objectContaining({
        userId: null,
        entityType: 'Home',
        entityId: '7',
        action: 'Home',
        data: { entityId2: 'abc' },
      }),
    );
  });

  it('takes the user from the token, never from the body', async () => {
    const { user, token } = await member(event.id);
    const someoneElse = await s.createUser(event.id);
    const signed = await s.http('POST', `/api/platform/${event.id}/log/trace`, {
      token,
      json: {
        eventId: event.id,
        eventCode: event.code,
        userId: someoneElse.id,
        page: 'Session',
        title: 'Signed trace',
      },
    });
    expect(signed.status).toBe(200);
    const spoofed = await s.http('POST', `/api/platform/${event.id}/log/trace`, {
      json: {
        eventId: event.id,
        eventCode: event.code,
        userId: someoneElse.id,
        page: 'Session',
        title: 'Visitor trace',
      },
    });
    expect(spoofed.status).toBe(200);
    const rows = await logsOf(event.id, 'trace');
    expect(rows.find((r) => r.action === 'Signed trace')?.userId).toBe(user.id);
    expect(rows.find((r) => r.action === 'Visitor trace')?.userId).toBeNull();
  });

  it('accepts a navigation and stores from and to', async () => {
    const { user, token } = await member(event.id);
    const visitor = await s.http('POST', `/api/platform/${event.id}/log/navigation`, {
      json: { eventId: event.id, eventCode: event.code, from: '/LOGS/', to: '/LOGS/programme' },
    });
    expect(visitor.status).toBe(200);
    const signed = await s.http('POST', `/api/platform/${event.id}/log/navigation`, {
      token,
      json: { eventId: event.id, eventCode: event.code, userId: user.id, from: '/LOGS/programme', to: '/LOGS/expo' },
    });
    expect(signed.status).toBe(200);
    const rows = await logsOf(event.id, 'navigation');
    expect(rows).toContainEqual(
      expect.objectContaining({ userId: null, data: { from: '/LOGS/', to: '/LOGS/programme' } }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ userId: user.id, data: { from: '/LOGS/programme', to: '/LOGS/expo' } }),
    );
  });

  it('answers 400 naming eventId when the body names another event', async () => {
    for (const path of ['trace', 'navigation']) {
      const res = await s.http('POST', `/api/platform/${event.id}/log/${path}`, {
        json: { eventId: other.id, eventCode: other.code, page: 'Home', from: '/', to: '/x' },
      });
      expect(res.status, path).toBe(400);
      expect(res.body.message).toMatch(/^body\.eventId/);
    }
  });

  it('answers 400 naming the field for a missing page or destination', async () => {
    const trace = await s.http('POST', `/api/platform/${event.id}/log/trace`, {
      json: { eventId: event.id, eventCode: event.code },
    });
    expect(trace.status).toBe(400);
    expect(trace.body.message).toMatch(/^body\.page/);
    const navigation = await s.http('POST', `/api/platform/${event.id}/log/navigation`, {
      json: { eventId: event.id, eventCode: event.code, from: '/' },
    });
    expect(navigation.status).toBe(400);
    expect(navigation.body.message).toMatch(/^body\.to/);
  });

  it('needs sign-in on a closed event', async () => {
    const body = { eventId: closed.id, eventCode: closed.code, page: 'Home', from: '/', to: '/LOGS3/' };
    expect((await s.http('POST', `/api/platform/${closed.id}/log/trace`, { json: body })).status).toBe(401);
    expect((await s.http('POST', `/api/platform/${closed.id}/log/navigation`, { json: body })).status).toBe(401);
    const { token } = await member(closed.id);
    expect((await s.http('POST', `/api/platform/${closed.id}/log/trace`, { json: body, token })).status).toBe(200);
    expect((await s.http('POST', `/api/platform/${closed.id}/log/navigation`, { json: body, token })).status).toBe(200);
  });
});

describe('POST /log/download and /log/sda', () => {
  it('stores a download or video view of the signed-in user, with the document’s own title', async () => {
    const { user, token } = await member(event.id);
    const stand = await buildSponsor(s, { platformId: event.id, title: 'Stand' });
    const [document] = await s.ctx.db
      .insert(sponsorDocuments)
      .values({ platformId: event.id, sponsorId: stand.id, title: 'Slides', uri: '/files/slides.pdf' })
      .returning();
    const res = await s.http('POST', `/api/platform/${event.id}/log/download`, {
      token,
      json: { entityId: document!.id, sponsorId: stand.id, userId: user.id, logType: 'DOWNLOAD_ITEM' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const rows = await logsOf(event.id, 'download');
    expect(rows).toContainEqual(
      expect.objectContaining({
        userId: user.id,
        entityType: 'DOWNLOAD_ITEM',
        entityId: String(document!.id),
        action: 'Slides',
        data: { itemType: 'SPONSOR_DOCUMENT', itemContent: '/files/slides.pdf', sponsorId: stand.id },
      }),
    );
  });

  it('stores an ad click of the signed-in user, with the ad’s own type, title and link', async () => {
    const { user, token } = await member(event.id);
    const ad = await buildSponsorAd(s, { platformId: event.id, title: 'Ad', link: 'https://ad.example' });
    const res = await s.http('POST', `/api/platform/${event.id}/log/sda`, {
      token,
      json: { entityId: ad.id, userId: user.id },
    });
    expect(res.status).toBe(200);
    const rows = await logsOf(event.id, 'ad_click');
    expect(rows).toContainEqual(
      expect.objectContaining({
        userId: user.id,
        entityType: 'sidebar',
        entityId: String(ad.id),
        action: 'Ad',
        data: { link: 'https://ad.example' },
      }),
    );
  });

  it('need userId: 400 naming it when missing, 401 to visitors, 403 for someone else’s', async () => {
    const { token } = await member(event.id);
    const target = await s.createUser(event.id);
    const bodies = {
      download: { entityId: 12, logType: 'VIDEO_VIEW_ITEM' },
      sda: { entityId: 4, type: 'sidebar' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      const url = `/api/platform/${event.id}/log/${path}`;
      const missing = await s.http('POST', url, { token, json: body });
      expect(missing.status, path).toBe(400);
      expect(missing.body.message).toMatch(/^body\.userId/);
      expect((await s.http('POST', url, { json: { ...body, userId: target.id } })).status, path).toBe(401);
      expect((await s.http('POST', url, { token, json: { ...body, userId: target.id } })).status, path).toBe(403);
    }
  });
});

describe('the activity log buffer while the database refuses writes', () => {
  it('keeps the logs up to its bound, in order, counts what it drops, and writes the rest once it can', async () => {
    const logs = new ActivityLogService(s.ctx.db, s.ctx.clock, undefined, 1000);
    const mark = `bound-${Date.now()}`;
    await s.ctx.db.execute(sql`ALTER TABLE activity_logs RENAME TO activity_logs_away`);
    try {
      for (let n = 0; n < 1007; n++) logs.record({ platformId: event.id, kind: mark, action: String(n), data: {} });
      await logs.flush();
      expect(logs.backlog()).toMatchObject({ buffered: 1000, dropped: 7 });
      expect(logs.backlog().failedBatches).toBeGreaterThan(0);
    } finally {
      await s.ctx.db.execute(sql`ALTER TABLE activity_logs_away RENAME TO activity_logs`);
    }
    await logs.stop();
    expect(logs.backlog()).toMatchObject({ buffered: 0, dropped: 7 });
    const written = await logsOf(event.id, mark);
    expect(written.map((row) => row.action)).toEqual(Array.from({ length: 1000 }, (_, n) => String(n)));
  });
});
