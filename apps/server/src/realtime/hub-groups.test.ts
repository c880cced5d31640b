// Hub groups and presence, lounge rooms and private messages on the hub.
import { groupRoomName } from '@atrium/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeAllClients, connectHub, eventually, next, ok, pause, record, send } from '../test/hub-client.ts';
import { joined, type Scene, startHubSuite } from '../test/hub-scene.ts';
import type { TestServer } from '../test/test-server.ts';

let s: TestServer;
let scene: Scene;
let other: Scene;

beforeAll(async () => {
  ({ s, scene, other } = await startHubSuite());
});
afterEach(() => {
  closeAllClients();
});
afterAll(() => s.close());

const lounge = () => ({ groupType: 'LOUNGE' as const, groupId: scene.room.id });
const usersIn = (groupId: number, groupType = 'LOUNGE', token = scene.people.attendee.token) =>
  s.http('GET', `/api/platform/${scene.platformId}/report/${groupId}/usersin?groupType=${groupType}`, { token });

describe('groups and presence', () => {
  it('enters and leaves a lounge room; others see who came and went, the foyer sees the count', async () => {
    const observer = await joined(s, scene, 'attendee2');
    // The observer's own entry is announced first (within one interval).
    const own = next(observer, 'GROUP_USERS_CHANGED');
    await ok(observer, 'ENTER_GROUP', lounge());
    await ok(observer, 'ENTER_GROUP', { groupType: 'LOUNGE_FOYER', groupId: scene.lounge.id });
    await own;
    const client = await joined(s, scene, 'speaker');
    const changed = next(observer, 'GROUP_USERS_CHANGED', (m) => m.entered.length > 0);
    const foyer = next(observer, 'ROOM_COUNTS', (m) => m.counts.some((c) => c.groupCount === 2));
    const entered = await ok(client, 'ENTER_GROUP', lounge());
    expect(entered).toMatchObject({
      groupType: 'LOUNGE',
      groupId: scene.room.id,
      group: 'welcome',
      parentId: scene.lounge.id,
      groupCount: 2,
      roleName: 'SPEAKER',
      isMod: false,
      usersTruncated: false,
    });
    expect(entered.users.map((u) => u.userId).sort()).toEqual(
      [scene.people.attendee2.id, scene.people.speaker.id].sort(),
    );
    expect(await changed).toMatchObject({
      groupType: 'LOUNGE',
      groupId: scene.room.id,
      groupCount: 2,
      entered: [{ userId: scene.people.speaker.id, userName: scene.people.speaker.name, roleName: 'SPEAKER' }],
      left: [],
    });
    expect(await foyer).toEqual({
      parentId: scene.lounge.id,
      counts: [{ groupType: 'LOUNGE', groupId: scene.room.id, groupCount: 2 }],
    });
    const rooms = await s.http('GET', `/api/platform/${scene.platformId}/lounge/${scene.lounge.id}/rooms`, {
      token: scene.people.attendee.token,
    });
    expect(
      rooms.body.find((r: { groupId: number; hidden: boolean }) => r.groupId === scene.room.id && !r.hidden),
    ).toMatchObject({ groupCount: 2 });

    const left = next(observer, 'GROUP_USERS_CHANGED', (m) => m.left.length > 0);
    expect(await ok(client, 'LEAVE_GROUP', lounge())).toEqual(lounge());
    expect(await left).toMatchObject({ groupCount: 1, left: [scene.people.speaker.id], entered: [] });
    expect((await usersIn(scene.room.id)).body).toMatchObject({
      groupCount: 1,
      users: [{ userId: scene.people.attendee2.id }],
    });
  });

  it('counts a user with two tabs once, until the last tab leaves', async () => {
    const tab1 = await joined(s, scene, 'attendee3');
    const tab2 = await joined(s, scene, 'attendee3');
    await ok(tab1, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room2.id });
    const second = await ok(tab2, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room2.id });
    expect(second.groupCount).toBe(1);
    expect((await usersIn(scene.room2.id)).body.groupCount).toBe(1);
    tab1.close();
    await pause(150);
    expect((await usersIn(scene.room2.id)).body.groupCount).toBe(1);
    tab2.close();
    await eventually(async () => expect((await usersIn(scene.room2.id)).body.groupCount).toBe(0));
  });

  it('drops a socket that goes silent without a goodbye (ping time-out)', async () => {
    const { connectRawHub } = await import('../test/raw-hub-client.ts');
    const raw = await connectRawHub(s.baseUrl, scene.people.attendee.token);
    await raw.request('CONNECT_USER', {
      eventCode: scene.event.code,
      eventId: scene.platformId,
      userId: scene.people.attendee.id,
      userName: scene.people.attendee.name,
    });
    await raw.request('ENTER_GROUP', { groupType: 'SPONSOR', groupId: scene.sponsor.id });
    expect((await usersIn(scene.sponsor.id, 'SPONSOR')).body.groupCount).toBe(1);
    raw.goSilent();
    await eventually(async () => expect((await usersIn(scene.sponsor.id, 'SPONSOR')).body.groupCount).toBe(0), 3000);
    raw.destroy();
  });

  it('never lets a user of another event into this event’s groups', async () => {
    const intruder = await joined(s, other, 'moderator');
    for (const ref of [
      lounge(),
      { groupType: 'LOUNGE_FOYER' as const, groupId: scene.lounge.id },
      { groupType: 'SESSION' as const, groupId: scene.session.id },
      { groupType: 'SPONSOR' as const, groupId: scene.sponsor.id },
      { groupType: 'SPONSOR_LOUNGE' as const, groupId: scene.sponsorRoom.id },
      { groupType: 'EVENT' as const, groupId: scene.platformId },
    ]) {
      expect(await send(intruder, 'ENTER_GROUP', ref), ref.groupType).toMatchObject({ ok: false, error: 'not_found' });
    }
    // A room of this event named with the other event's type is refused too (a sponsor room as LOUNGE).
    expect(await send(intruder, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: other.sponsorRoom.id })).toMatchObject({
      ok: false,
      error: 'not_found',
    });
    const inside = await joined(s, scene, 'attendee');
    await ok(inside, 'ENTER_GROUP', lounge());
    const leaked = record(intruder, 'CHAT_POSTED');
    await ok(inside, 'POST_CHAT', { ...lounge(), message: 'for this event only' });
    expect(await send(intruder, 'POST_CHAT', { ...lounge(), message: 'let me in' })).toMatchObject({
      ok: false,
      error: 'not_in_group',
    });
    expect(await send(intruder, 'REMOVE_CHAT', { ...lounge(), id: 1 })).toMatchObject({
      ok: false,
      error: 'not_found',
    });
    await pause(100);
    expect(leaked).toEqual([]);
    const report = await s.http('GET', `/api/platform/${other.platformId}/report/${scene.room.id}/usersin`, {
      token: other.people.attendee.token,
    });
    expect(report.status).toBe(404);
  });

  it('refuses unknown groups, bad payloads and chat in groups without chat', async () => {
    const client = await joined(s, scene, 'attendee');
    expect(await send(client, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: 999_999 })).toMatchObject({
      ok: false,
      error: 'not_found',
    });
    // biome-ignore lint/suspicious/noExplicitAny: a malformed payload on purpose
    expect(await send(client, 'ENTER_GROUP', { groupType: 'ROOM', groupId: 1 } as any)).toMatchObject({
      ok: false,
      error: 'bad_request',
    });
    await ok(client, 'ENTER_GROUP', { groupType: 'LOUNGE_FOYER', groupId: scene.lounge.id });
    expect(
      await send(client, 'POST_CHAT', { groupType: 'LOUNGE_FOYER', groupId: scene.lounge.id, message: 'hello' }),
    ).toMatchObject({ ok: false, error: 'bad_request' });
    await ok(client, 'ENTER_GROUP', { groupType: 'SESSION', groupId: scene.quietSession.id });
    expect(
      await send(client, 'POST_CHAT', { groupType: 'SESSION', groupId: scene.quietSession.id, message: 'hello' }),
    ).toMatchObject({ ok: false, error: 'chat_disabled' });
    // spec 2 §2.8: a session's chat is open only while the session is live, even with chat enabled.
    await ok(client, 'ENTER_GROUP', { groupType: 'SESSION', groupId: scene.endedSession.id });
    expect(
      await send(client, 'POST_CHAT', { groupType: 'SESSION', groupId: scene.endedSession.id, message: 'hello' }),
    ).toMatchObject({ ok: false, error: 'chat_disabled', message: 'Chat is open only while the session is live' });
  });
});

describe('lounge rooms and private messages on the hub', () => {
  it('announces created and deleted rooms to the lounge, and takes the deleted room’s users out', async () => {
    const watcher = await joined(s, scene, 'attendee');
    await ok(watcher, 'ENTER_GROUP', { groupType: 'LOUNGE_FOYER', groupId: scene.lounge.id });
    const created = next(watcher, 'LOUNGE_ROOM_CREATED');
    const res = await s.http('POST', `/api/platform/${scene.platformId}/lounge/${scene.lounge.id}/createroom`, {
      token: scene.people.moderator.token,
      json: { groupName: 'Pop Up' },
    });
    expect(res.status).toBe(200);
    const room = (await created).room;
    expect(room).toMatchObject({ groupName: 'pop-up', groupType: 'LOUNGE', parentId: scene.lounge.id, groupCount: 0 });
    await ok(watcher, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: room.groupId });
    const deleted = next(watcher, 'LOUNGE_ROOM_DELETED');
    const left = next(watcher, 'USER_GROUP_LEFT');
    const del = await s.http(
      'POST',
      `/api/platform/${scene.platformId}/lounge/${scene.lounge.id}/removeroom/${room.groupId}`,
      { token: scene.people.moderator.token },
    );
    expect(del.status).toBe(204);
    expect(await deleted).toEqual({
      groupType: 'LOUNGE',
      groupId: room.groupId,
      parentId: scene.lounge.id,
      groupName: 'pop-up',
    });
    expect(await left).toEqual({ groupType: 'LOUNGE', groupId: room.groupId });
    expect(
      await send(watcher, 'POST_CHAT', { groupType: 'LOUNGE', groupId: room.groupId, message: 'anyone?' }),
    ).toMatchObject({ ok: false, error: 'not_in_group' });
    expect(await send(watcher, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: room.groupId })).toMatchObject({
      ok: false,
      error: 'not_found',
    });
    expect(await s.ctx.hub.counts([groupRoomName(scene.platformId, 'LOUNGE', room.groupId)])).toEqual([0]);
  });

  it('pushes a private message to every socket of the recipient, and only theirs', async () => {
    const tab1 = await connectHub(s.baseUrl, { token: scene.people.attendee2.token });
    const tab2 = await connectHub(s.baseUrl, { token: scene.people.attendee2.token });
    const stranger = await connectHub(s.baseUrl, { token: scene.people.attendee3.token });
    const leaked = record(stranger, 'newConversationMessageItem');
    const got1 = next(tab1, 'newConversationMessageItem');
    const got2 = next(tab2, 'newConversationMessageItem');
    const res = await s.http('POST', `/api/platform/${scene.platformId}/conversations`, {
      token: scene.people.attendee.token,
      json: {
        eventId: scene.platformId,
        message: 'Hello there',
        recipient: scene.people.attendee2.id,
        sender: scene.people.attendee.id,
      },
    });
    expect(res.status).toBe(201);
    const expected = {
      messageId: res.body.messageId,
      conversationId: res.body.conversationId,
      senderId: scene.people.attendee.id,
      senderName: scene.people.attendee.name,
      recipientId: scene.people.attendee2.id,
      message: 'Hello there',
    };
    expect(await got1).toMatchObject(expected);
    expect(await got2).toMatchObject(expected);
    await pause(50);
    expect(leaked).toEqual([]);
  });
});
