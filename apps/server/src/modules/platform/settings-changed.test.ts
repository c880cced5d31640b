import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAllClients, next, record } from '../../test/hub-client.ts';
import { buildScene, joined, type Scene } from '../../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * An event's open pages hear of a change to its settings at once (SETTINGS_CHANGED with the
 * platformVersion now), so that a new platformVersion reloads them without waiting for their
 * cached settings to go stale (spec 1 §4.1); another event's pages hear nothing.
 */
let s: TestServer;
let scene: Scene;
let other: Scene;

beforeAll(async () => {
  s = await startTestServer();
  [scene, other] = [await buildScene(s, 'SETCHG'), await buildScene(s, 'SETOTHER')];
});
afterAll(async () => {
  closeAllClients();
  await s.close();
});

const noFile = async () => {
  throw new Error('no file is read');
};

describe('SETTINGS_CHANGED', () => {
  it('tells the event’s sockets the new platformVersion after `platform settings` and after an event file', async () => {
    const attendee = await joined(s, scene, 'attendee');
    const elsewhere = record(await joined(s, other, 'attendee'), 'SETTINGS_CHANGED');

    const told = next(attendee, 'SETTINGS_CHANGED');
    await s.ctx.platforms.updateSettings(scene.event.code, { platformVersion: '41' });
    expect(await told).toEqual({ platformVersion: '41' });

    const toldAgain = next(attendee, 'SETTINGS_CHANGED');
    await s.ctx.eventFile.applyEvent(scene.platformId, { settings: { platformVersion: '42' } }, { readFile: noFile });
    expect(await toldAgain).toEqual({ platformVersion: '42' });
    expect((await s.ctx.platforms.requireByCode(scene.event.code)).settings.platformVersion).toBe('42');
    expect(elsewhere).toEqual([]);
  });

  it('an event file that leaves the settings as they are tells nobody', async () => {
    const attendee = await joined(s, scene, 'attendee');
    const heard = record(attendee, 'SETTINGS_CHANGED');
    const version = (await s.ctx.platforms.requireByCode(scene.event.code)).settings.platformVersion;
    await s.ctx.eventFile.applyEvent(
      scene.platformId,
      { settings: { platformVersion: version } },
      { readFile: noFile },
    );
    // A change made after it is the first thing heard.
    const told = next(attendee, 'SETTINGS_CHANGED');
    await s.ctx.platforms.updateSettings(scene.event.code, { platformVersion: `${version}b` });
    await told;
    expect(heard.map((h) => h.payload)).toEqual([{ platformVersion: `${version}b` }]);
  });
});
