import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAllClients, next } from '../../test/hub-client.ts';
import { buildScene, joined, type Scene } from '../../test/hub-scene.ts';
import { type NodeCluster, type NodeProcess, startNodeCluster } from '../../test/node-process.ts';
import type { TestServer } from '../../test/test-server.ts';

/**
 * An organiser's edit made on one node is what every node answers at once, and what the sockets
 * of every node are told (two server processes on one PostgreSQL schema and one Redis).
 */
let cluster: NodeCluster;
let setup: TestServer;
let scene: Scene;
let a: NodeProcess;
let b: NodeProcess;

beforeAll(async () => {
  cluster = await startNodeCluster();
  setup = cluster.setup;
  scene = await buildScene(setup, 'PROGNODES');
  [a, b] = await Promise.all([cluster.startNode(), cluster.startNode()]);
}, 60_000);

afterAll(async () => {
  closeAllClients();
  await cluster?.close();
}, 30_000);

const call = async (node: NodeProcess, method: string, path: string, json?: unknown) => {
  const res = await fetch(`${node.url}/api/v2/platform/${scene.platformId}/programme${path}`, {
    method,
    headers: {
      authorization: `Bearer ${scene.people.admin.token}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  const body: any = res.status === 204 ? null : await res.json();
  return { status: res.status, body };
};

describe('programme administration on two nodes with Redis', () => {
  it('shows an edit made on node A in node B’s answers and tells node B’s sockets', async () => {
    const sessionId = scene.session.id;
    // Node B has the programme in memory before the edit.
    const before = await call(b, 'GET', `/${sessionId}`);
    expect(before.body.title).toBe('Opening');
    const list = await call(b, 'GET', '/');
    expect(list.body.sessions.map((x: { id: number }) => x.id)).toContain(sessionId);
    const attendee = await joined(setup, scene, 'attendee', b.url);
    const told = next(attendee, 'PROGRAMME_CHANGED');

    const form = (await call(a, 'GET', `/sessions/${sessionId}`)).body.item;
    const saved = await call(a, 'POST', '/sessions', {
      ...form,
      title: 'Opening, moved',
      roomName: 'Main hall',
      hideInProgramme: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const message = await told;
    expect(message.version).toBeGreaterThan(0);
    // Node B answers the new programme: the session's page has its new title, the lists hide it.
    expect((await call(b, 'GET', `/${sessionId}`)).body.title).toBe('Opening, moved');
    const after = await call(b, 'GET', '/');
    expect(after.body.sessions.map((x: { id: number }) => x.id)).not.toContain(sessionId);
    attendee.close();
  });

  it('makes a moderator chosen on node A a session moderator on node B', async () => {
    const sessionId = scene.quietSession.id;
    const person = scene.people.attendee2;
    const can = () =>
      fetch(`${b.url}/api/platform/${scene.platformId}/can/sessionmod/${sessionId}`, {
        headers: { authorization: `Bearer ${person.token}` },
      }).then((r) => r.json());
    expect(await can()).toBe(false);
    const listener = await joined(setup, scene, 'attendee3', b.url);
    const told = next(listener, 'PROGRAMME_CHANGED');
    const form = (await call(a, 'GET', `/sessions/${sessionId}`)).body.item;
    const saved = await call(a, 'POST', '/sessions', { ...form, roomName: 'Main hall', moderators: [person.id] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await told;
    expect(await can()).toBe(true);
    listener.close();
  });
});
