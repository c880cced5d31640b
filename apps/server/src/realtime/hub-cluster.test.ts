import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sponsorStaff } from '../db/schema.ts';
import { closeAllClients, eventually, next, ok, pause, record, send } from '../test/hub-client.ts';
import { buildScene, joined, type Scene } from '../test/hub-scene.ts';
import { type NodeCluster, type NodeProcess, startNodeCluster, stopNodeProcess } from '../test/node-process.ts';
import type { TestServer } from '../test/test-server.ts';

/**
 * Two server nodes in their own processes, on one PostgreSQL schema and one Redis (a key prefix
 * of this run's own), behave as one: chat, presence, private messages, rate limits and room
 * deletion cross nodes; a node that dies leaves no one behind.
 */
let cluster: NodeCluster;
let setup: TestServer;
let scene: Scene;
let a: NodeProcess;
let b: NodeProcess;

beforeAll(async () => {
  // This process makes the schema, the people and the tokens (its own node is a third one).
  cluster = await startNodeCluster();
  setup = cluster.setup;
  scene = await buildScene(setup, 'NODES');
  // Node B broadcasts the plain Socket.IO way (HUB_FAST_BROADCAST=false): both paths, across nodes.
  [a, b] = await Promise.all([cluster.startNode(), cluster.startNode({ fastBroadcast: false })]);
}, 60_000);

afterAll(async () => {
  closeAllClients();
  await cluster?.close();
}, 30_000);

const room = () => ({ groupType: 'LOUNGE' as const, groupId: scene.room.id });
const usersIn = async (node: NodeProcess, groupId = scene.room.id) =>
  (
    await fetch(`${node.url}/api/platform/${scene.platformId}/report/${groupId}/usersin`, {
      headers: { authorization: `Bearer ${scene.people.admin.token}` },
    })
  ).json() as Promise<{ groupCount: number; users: { userId: number }[] }>;

describe('two nodes with Redis', () => {
  it('delivers chat posted on one node to sockets on the other, once, in order', async () => {
    const author = await joined(setup, scene, 'attendee', a.url);
    const reader = await joined(setup, scene, 'attendee2', b.url);
    await ok(author, 'ENTER_GROUP', room());
    await ok(reader, 'ENTER_GROUP', room());
    const seen = record(reader, 'CHAT_POSTED');
    const mine = record(author, 'CHAT_POSTED');
    for (const message of ['across', 'the', 'nodes']) await ok(author, 'POST_CHAT', { ...room(), message });
    await eventually(() => expect(seen).toHaveLength(3));
    expect(seen.map((m) => m.payload.message)).toEqual(['across', 'the', 'nodes']);
    const ids = seen.map((m) => m.payload.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    await pause(100);
    expect(seen).toHaveLength(3);
    expect(mine).toHaveLength(3);
    // And back, from the node that broadcasts the plain Socket.IO way.
    const reply = next(author, 'CHAT_POSTED', (m) => m.message === 'and back');
    await ok(reader, 'POST_CHAT', { ...room(), message: 'and back' });
    expect((await reply).userId).toBe(scene.people.attendee2.id);
    author.close();
    reader.close();
  });

  it('keeps presence across nodes: each user once, whichever node their tabs are on', async () => {
    const observer = await joined(setup, scene, 'moderator', a.url);
    await ok(observer, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room2.id });
    const tabA = await joined(setup, scene, 'speaker', a.url);
    const tabB = await joined(setup, scene, 'speaker', b.url);
    const other = await joined(setup, scene, 'attendee3', b.url);
    const ref = { groupType: 'LOUNGE' as const, groupId: scene.room2.id };
    const counted = next(observer, 'GROUP_USERS_CHANGED', (m) => m.groupCount === 3, 3000);
    await ok(tabA, 'ENTER_GROUP', ref);
    const entered = await ok(tabB, 'ENTER_GROUP', ref);
    await ok(other, 'ENTER_GROUP', ref);
    expect(entered.users.map((u) => u.userId)).toContain(scene.people.moderator.id);
    expect((await counted).groupCount).toBe(3);
    for (const node of [a, b]) expect((await usersIn(node, scene.room2.id)).groupCount).toBe(3);
    // The speaker's tab on node A goes: still there through node B.
    tabA.close();
    await pause(300);
    expect((await usersIn(b, scene.room2.id)).groupCount).toBe(3);
    const left = next(observer, 'GROUP_USERS_CHANGED', (m) => m.left.includes(scene.people.speaker.id), 3000);
    tabB.close();
    expect((await left).groupCount).toBe(2);
    other.close();
    observer.close();
  });

  it('shows stand staff online on every node while they are at the stand on one', async () => {
    await setup.ctx.db
      .insert(sponsorStaff)
      .values({ platformId: scene.platformId, sponsorId: scene.sponsor.id, userId: scene.people.sponsorStaff.id });
    const online = async (node: NodeProcess) =>
      (
        (await (await fetch(`${node.url}/api/platform/${scene.platformId}/sponsors/${scene.sponsor.id}`)).json()) as {
          staff: { userId: number; online: boolean }[];
        }
      ).staff.find((m) => m.userId === scene.people.sponsorStaff.id)?.online;
    expect(await online(a)).toBe(false);
    const staff = await joined(setup, scene, 'sponsorStaff', b.url);
    await ok(staff, 'ENTER_GROUP', { groupType: 'SPONSOR', groupId: scene.sponsor.id });
    await eventually(async () => expect(await online(a)).toBe(true));
    staff.close();
    await eventually(async () => expect(await online(a)).toBe(false));
  });

  it('pushes a private message sent through one node to the recipient’s sockets on the other', async () => {
    const recipient = await joined(setup, scene, 'sessionSpeaker', b.url);
    const got = next(recipient, 'newConversationMessageItem');
    const res = await fetch(`${a.url}/api/platform/${scene.platformId}/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${scene.people.sessionMod.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: scene.platformId,
        message: 'Across nodes',
        recipient: scene.people.sessionSpeaker.id,
        sender: scene.people.sessionMod.id,
      }),
    });
    expect(res.status).toBe(201);
    expect(await got).toMatchObject({
      message: 'Across nodes',
      senderId: scene.people.sessionMod.id,
      recipientId: scene.people.sessionSpeaker.id,
    });
    recipient.close();
  });

  it('shares one rate-limit bucket per user between nodes', async () => {
    const onA = await joined(setup, scene, 'sessionModSpeaker', a.url);
    const onB = await joined(setup, scene, 'sessionModSpeaker', b.url);
    const stand = { groupType: 'SPONSOR' as const, groupId: scene.sponsor.id };
    await ok(onA, 'ENTER_GROUP', stand);
    await ok(onB, 'ENTER_GROUP', stand);
    for (let i = 0; i < 5; i++) await ok(i % 2 ? onB : onA, 'POST_CHAT', { ...stand, message: `shared ${i}` });
    expect(await send(onB, 'POST_CHAT', { ...stand, message: 'sixth' })).toMatchObject({
      ok: false,
      error: 'rate_limited',
    });
    expect(await send(onA, 'POST_CHAT', { ...stand, message: 'sixth' })).toMatchObject({
      ok: false,
      error: 'rate_limited',
    });
    onA.close();
    onB.close();
  });

  it('sends reactions made on both nodes to sockets on both, summed, one frame per flush on each socket', async () => {
    const session = { groupType: 'SESSION' as const, groupId: scene.session.id };
    const onA = await joined(setup, scene, 'attendee3', a.url);
    const onB = await joined(setup, scene, 'speaker', b.url);
    await ok(onA, 'ENTER_GROUP', session);
    await ok(onB, 'ENTER_GROUP', session);
    const seenA = record(onA, 'REACTIONS');
    const seenB = record(onB, 'REACTIONS');
    const burst = (client: typeof onA, kind: 'laugh' | 'wow') =>
      Promise.all(Array.from({ length: 6 }, () => ok(client, 'SEND_REACTION', { sessionId: scene.session.id, kind })));
    await Promise.all([burst(onA, 'laugh'), burst(onB, 'wow')]);
    const sum = (frames: typeof seenA, kind: 'laugh' | 'wow') =>
      frames.reduce((n, f) => n + (f.payload.counts[kind] ?? 0), 0);
    for (const seen of [seenA, seenB]) {
      await eventually(() => expect([sum(seen, 'laugh'), sum(seen, 'wow')]).toEqual([6, 6]));
      // Each node sends its sockets its own and the other's counts together: frames do not double with nodes.
      expect(seen.length).toBeLessThanOrEqual(4);
    }
    // Out of the session before the next test counts who is in it.
    await Promise.all([onA, onB].map((c) => ok(c, 'LEAVE_GROUP', session)));
  });

  it('takes the sockets of every node out of a deleted room', async () => {
    const created = await fetch(`${a.url}/api/platform/${scene.platformId}/lounge/${scene.lounge.id}/createroom`, {
      method: 'POST',
      headers: { authorization: `Bearer ${scene.people.moderator.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ groupName: 'ephemeral' }),
    });
    const { room: made } = (await created.json()) as { room: { groupId: number } };
    const member = await joined(setup, scene, 'attendee', b.url);
    await ok(member, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: made.groupId });
    const left = next(member, 'USER_GROUP_LEFT');
    const deleted = next(member, 'LOUNGE_ROOM_DELETED');
    const res = await fetch(
      `${a.url}/api/platform/${scene.platformId}/lounge/${scene.lounge.id}/removeroom/${made.groupId}`,
      { method: 'POST', headers: { authorization: `Bearer ${scene.people.moderator.token}` } },
    );
    expect(res.status).toBe(204);
    expect(await deleted).toMatchObject({ groupId: made.groupId });
    expect(await left).toEqual({ groupType: 'LOUNGE', groupId: made.groupId });
    await eventually(async () =>
      expect(
        (
          await fetch(`${a.url}/api/platform/${scene.platformId}/report/${made.groupId}/usersin`, {
            headers: { authorization: `Bearer ${scene.people.admin.token}` },
          })
        ).status,
      ).toBe(404),
    );
    member.close();
  });

  it('forgets the users of a node that dies without a goodbye', async () => {
    const observer = await joined(setup, scene, 'admin', a.url);
    await ok(observer, 'ENTER_GROUP', { groupType: 'SESSION', groupId: scene.session.id });
    const doomed = await joined(setup, scene, 'attendee2', b.url);
    await ok(doomed, 'ENTER_GROUP', { groupType: 'SESSION', groupId: scene.session.id });
    const sessionCount = async () =>
      (
        (await (
          await fetch(
            `${a.url}/api/platform/${scene.platformId}/report/${scene.session.id}/usersin?groupType=SESSION`,
            {
              headers: { authorization: `Bearer ${scene.people.admin.token}` },
            },
          )
        ).json()) as { groupCount: number }
      ).groupCount;
    await eventually(async () => expect(await sessionCount()).toBe(2));
    const gone = next(observer, 'GROUP_USERS_CHANGED', (m) => m.left.includes(scene.people.attendee2.id), 5000);
    await stopNodeProcess(b, 'SIGKILL');
    expect((await gone).groupCount).toBe(1);
    expect(await sessionCount()).toBe(1);
  });
});
