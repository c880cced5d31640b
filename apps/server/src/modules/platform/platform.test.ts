import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../../lib/clock.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { PlatformRepository } from './platform.repository.ts';

describe('GET /api/platform/{eventCode}', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    await s.createPlatform('CONF', {
      eventTitle: 'Conference',
      open: false,
      bannerBarBackgroundColour: '',
      navBarTextColour: '#123456',
      show: { Likes: true },
    });
  });
  afterAll(() => s.close());

  it('answers the settings with the empty-value defaults', async () => {
    const res = await s.http('GET', '/api/platform/CONF');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      eventCode: 'CONF',
      eventTitle: 'Conference',
      open: false,
      bannerBarBackgroundColour: '#FFFFFF',
      bannerBarTextColour: '#000000',
      navBarBackgroundColour: '#212121',
      navBarTextColour: '#123456',
      navigationBarMini: true,
      calendarIntervalHeight: 48,
      platformVersion: '1',
    });
    expect(res.body.show).toMatchObject({ Likes: true, Views: false });
    expect(res.body.modules).toMatchObject({ programme: true, vod: true, liveSession: true });
    expect(typeof res.body.eventId).toBe('number');
  });

  it('takes the code in any case', async () => {
    const res = await s.http('GET', '/api/platform/conf');
    expect(res.status).toBe(200);
    expect(res.body.eventCode).toBe('CONF');
  });

  it('answers 404 Platform does not exist for an unknown code', async () => {
    const res = await s.http('GET', '/api/platform/NOPE');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Platform does not exist' });
  });

  it('answers 400 naming the parameter for a malformed code', async () => {
    const res = await s.http('GET', `/api/platform/${encodeURIComponent('bad code!')}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^params\.eventCode/);
  });

  it('follows a settings change at once on this node', async () => {
    await s.ctx.platforms.updateSettings('CONF', { platformVersion: '2', modules: { vod: false } });
    const res = await s.http('GET', '/api/platform/CONF');
    expect(res.body.platformVersion).toBe('2');
    expect(res.body.modules.vod).toBe(false);
    expect(res.body.show.Likes).toBe(true);
  });

  it('keeps one event’s settings apart from another’s', async () => {
    await s.createPlatform('OTHER', { eventTitle: 'Other', open: true });
    const other = await s.http('GET', '/api/platform/OTHER');
    expect(other.body.eventTitle).toBe('Other');
    expect(other.body.modules.vod).toBe(true);
  });
});

describe('settings cached on the server’s clock', () => {
  const clock = new FixedClock('2026-05-01T08:00:00Z');
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ clock });
  });
  afterAll(() => s.close());

  it('shows a change written by another node once this node’s copy is 5 s old', async () => {
    const event = await s.createPlatform('NODES', { eventTitle: 'Before', open: true });
    expect((await s.http('GET', '/api/platform/NODES')).body.eventTitle).toBe('Before');
    // Another node's write: straight to the database, this node's cache is not told.
    await new PlatformRepository(s.ctx.db).updateSettings(event.id, { eventTitle: 'After', open: true });
    clock.advance(4999);
    expect((await s.http('GET', '/api/platform/NODES')).body.eventTitle).toBe('Before');
    clock.advance(1);
    expect((await s.http('GET', '/api/platform/NODES')).body.eventTitle).toBe('After');
  });
});

describe('GET /api/platforms', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
    await s.createPlatform('SHUT', { eventTitle: 'Closed one', open: false });
    await s.createPlatform('ALPHA', { eventTitle: 'Alpha days', open: true });
    await s.createPlatform('BETA', { eventTitle: 'Beta forum', open: true });
  });
  afterAll(() => s.close());

  it('answers the open events only, with their code and title, to anyone', async () => {
    const res = await s.http('GET', '/api/platforms');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { eventCode: 'ALPHA', eventTitle: 'Alpha days' },
      { eventCode: 'BETA', eventTitle: 'Beta forum' },
    ]);
  });
});
