import { ROOM_COUNT_INTERVAL_MS } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeAllClients,
  connectHub,
  eventually,
  type HubClient,
  next,
  ok,
  pause,
  record,
} from '../test/hub-client.ts';
import { buildScene, joined, type Scene } from '../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** Count coalescing with the production interval (ROOM_COUNT_INTERVAL_MS, 1 s). */
let s: TestServer;
let scene: Scene;
const crowd: { id: number; token: string }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  expect(s.config.hub.countIntervalMs).toBe(ROOM_COUNT_INTERVAL_MS);
  scene = await buildScene(s, 'COAL');
  for (let i = 0; i < 12; i++) {
    const user = await s.createUser(scene.platformId);
    crowd.push({ id: user.id, token: (await s.signIn({ ...user, platformId: scene.platformId })).access_token });
  }
});
afterAll(async () => {
  closeAllClients();
  await s.close();
});

async function enterAs(person: { id: number; token: string }): Promise<HubClient> {
  const client = await connectHub(s.baseUrl, { token: person.token });
  await ok(client, 'CONNECT_USER', {
    eventCode: scene.event.code,
    eventId: scene.platformId,
    userId: person.id,
    userName: 'x',
  });
  await ok(client, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room.id });
  return client;
}

describe('count coalescing', () => {
  it('sends at most one update per group per second, never one per join, and ends with the right count', async () => {
    const observer = await joined(s, scene, 'moderator');
    const own = next(observer, 'GROUP_USERS_CHANGED', () => true, 2000);
    await ok(observer, 'ENTER_GROUP', { groupType: 'LOUNGE_FOYER', groupId: scene.lounge.id });
    await ok(observer, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room.id });
    await own;
    const changes = record(observer, 'GROUP_USERS_CHANGED');
    const counts = record(observer, 'ROOM_COUNTS');

    // 12 people enter over about 1.5 s.
    const start = Date.now();
    const clients: HubClient[] = [];
    for (const person of crowd) {
      clients.push(await enterAs(person));
      await pause(125);
    }
    await eventually(() => expect(changes.at(-1)?.payload.groupCount).toBe(13), 3000);
    const elapsed = Date.now() - start;

    expect(changes.length).toBeLessThan(crowd.length);
    expect(changes.length).toBeLessThanOrEqual(Math.ceil(elapsed / 1000) + 1);
    for (let i = 1; i < changes.length; i++) {
      expect(changes[i]!.at - changes[i - 1]!.at).toBeGreaterThanOrEqual(ROOM_COUNT_INTERVAL_MS - 100);
    }
    const entered = changes.flatMap((c) => c.payload.entered.map((u) => u.userId));
    expect(entered.sort()).toEqual(crowd.map((p) => p.id).sort());
    expect(changes.every((c) => c.payload.left.length === 0)).toBe(true);

    // The foyer gets the room counts on the same rhythm, never more often.
    await eventually(() =>
      expect(counts.at(-1)?.payload.counts).toEqual([{ groupType: 'LOUNGE', groupId: scene.room.id, groupCount: 13 }]),
    );
    expect(counts.length).toBeLessThanOrEqual(changes.length);
    for (let i = 1; i < counts.length; i++) {
      expect(counts[i]!.at - counts[i - 1]!.at).toBeGreaterThanOrEqual(ROOM_COUNT_INTERVAL_MS - 100);
    }

    // Everybody leaves at once: one update says so.
    const leftBefore = changes.length;
    for (const client of clients) client.close();
    await eventually(() => expect(changes.at(-1)?.payload.groupCount).toBe(1), 3000);
    expect(changes.length - leftBefore).toBeLessThanOrEqual(2);
    expect(
      changes
        .slice(leftBefore)
        .flatMap((c) => c.payload.left)
        .sort(),
    ).toEqual(crowd.map((p) => p.id).sort());
  });

  it('sends nothing when someone enters and leaves within one interval', async () => {
    const observer = await joined(s, scene, 'attendee');
    const own = next(observer, 'GROUP_USERS_CHANGED', () => true, 2000);
    await ok(observer, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room2.id });
    await own;
    const changes = record(observer, 'GROUP_USERS_CHANGED');
    const passer = await joined(s, scene, 'attendee2');
    await ok(passer, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room2.id });
    await ok(passer, 'LEAVE_GROUP', { groupType: 'LOUNGE', groupId: scene.room2.id });
    await pause(ROOM_COUNT_INTERVAL_MS + 200);
    expect(changes).toEqual([]);
  });
});
