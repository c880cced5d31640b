import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAllClients, eventually, type HubClient, next, ok } from '../test/hub-client.ts';
import { buildScene, joined, type PersonName, type Scene } from '../test/hub-scene.ts';
import { type NodeProcess, startNodeProcess, stopNodeProcess } from '../test/node-process.ts';
import { type PrivateRedis, startPrivateRedis } from '../test/private-services.ts';
import { startTestServer, type TestServer, uniqueSchemaName } from '../test/test-server.ts';

/**
 * Redis restarts (and comes back empty: it keeps nothing on disk) under two nodes with chat going
 * on (issue 9): no node crashes and no socket is dropped; once Redis is back, chat crosses nodes
 * again and presence is right again within 15 s, with the product's own presence timings (each
 * node re-announces its users at its next heartbeat, a third of the 15 s node time-to-live).
 */
const prefix = `atrium-restart-${process.pid}-${randomBytes(4).toString('hex')}`;
const schema = uniqueSchemaName();
const PRODUCT_TIMINGS = { pingIntervalMs: 5000, pingTimeoutMs: 10_000, countIntervalMs: 1000, nodeTtlMs: 15_000 };

let redis: PrivateRedis;
let setup: TestServer;
let scene: Scene;
let a: NodeProcess;
let b: NodeProcess;

beforeAll(async () => {
  redis = await startPrivateRedis();
  setup = await startTestServer({
    schema,
    configOverrides: { redisUrl: redis.url, redisPrefix: prefix, hub: { ...PRODUCT_TIMINGS, sweepIntervalMs: 30_000 } },
  });
  scene = await buildScene(setup, 'REDISRESTART');
  const start = () =>
    startNodeProcess({
      schema,
      redisUrl: redis.url,
      redisPrefix: prefix,
      publicUrl: setup.baseUrl,
      hub: { ...PRODUCT_TIMINGS, sweepIntervalMs: 30_000 },
    });
  [a, b] = await Promise.all([start(), start()]);
}, 60_000);

afterAll(async () => {
  closeAllClients();
  await Promise.all([stopNodeProcess(a, 'SIGKILL'), stopNodeProcess(b, 'SIGKILL')]);
  await setup?.close();
  await redis?.destroy();
}, 30_000);

const room = () => ({ groupType: 'LOUNGE' as const, groupId: scene.room.id });
const countOn = async (node: NodeProcess) => {
  const res = await fetch(`${node.url}/api/platform/${scene.platformId}/report/${scene.room.id}/usersin`, {
    headers: { authorization: `Bearer ${scene.people.admin.token}` },
  });
  if (res.status !== 200) throw new Error(`usersin answered ${res.status}`);
  return ((await res.json()) as { groupCount: number }).groupCount;
};

async function inRoom(who: PersonName, node: NodeProcess): Promise<HubClient> {
  const client = await joined(setup, scene, who, node.url);
  await ok(client, 'ENTER_GROUP', room());
  return client;
}

describe('Redis restarts under two nodes', () => {
  it('keeps every socket and serves chat and right counts again once Redis is back', async () => {
    const onA = await inRoom('attendee', a);
    const onB = await inRoom('attendee2', b);
    const onB2 = await inRoom('speaker', b);
    const clients = [onA, onB, onB2];
    let drops = 0;
    for (const client of clients) client.on('disconnect', () => drops++);
    await eventually(async () => expect([await countOn(a), await countOn(b)]).toEqual([3, 3]), 10_000);

    await redis.stop();
    // The nodes keep serving what needs no Redis, and stay up.
    const whileDown = await fetch(`${a.url}/api/platform/${scene.event.code}`);
    expect(whileDown.status).toBe(200);
    // ...but say they are not ready, so that a proxy prefers a node that has its Redis.
    await eventually(async () => {
      const notReady = await fetch(`${a.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ ready: false, checks: { redis: 'failed', database: 'ok' } });
    }, 10_000);
    // Chat goes on within a node (rate limits fall back to the node's own buckets), stored first.
    const ownNode = next(onA, 'CHAT_POSTED', (m) => m.message === 'while Redis is away');
    const posted = await ok(onA, 'POST_CHAT', { ...room(), message: 'while Redis is away' });
    expect((await ownNode).id).toBe(posted.id);
    // Someone leaves while Redis is away: only the node knows.
    await ok(onB2, 'LEAVE_GROUP', room());

    await redis.start();
    const back = Date.now();
    // Chat crosses nodes again (the adapter's subscriptions are renewed on reconnection).
    await eventually(
      async () => {
        const seen = next(onB, 'CHAT_POSTED', (m) => m.message === 'after the restart', 1000);
        await ok(onA, 'POST_CHAT', { ...room(), message: 'after the restart' });
        await seen;
      },
      15_000,
      250,
    );
    // Presence is rebuilt from what each node holds: 2 in the room, seen alike from both nodes.
    await eventually(async () => expect([await countOn(a), await countOn(b)]).toEqual([2, 2]), 15_000, 250);
    expect(Date.now() - back).toBeLessThan(15_000);
    await eventually(async () => expect((await fetch(`${b.url}/readyz`)).status).toBe(200), 10_000);
    expect(drops).toBe(0);
    expect(a.process.exitCode).toBeNull();
    expect(b.process.exitCode).toBeNull();
  }, 60_000);
});
