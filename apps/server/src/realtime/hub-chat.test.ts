// Chat on the hub: posting (persisted, ordered, limited, sanitised, with server-given roles) and removing.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages } from '../db/schema.ts';
import { ChatRepository } from '../modules/chat/chat.repository.ts';
import { closeAllClients, connectHub, eventually, next, ok, pause, record, send } from '../test/hub-client.ts';
import { joined, type Scene, startHubSuite } from '../test/hub-scene.ts';
import type { TestServer } from '../test/test-server.ts';

let s: TestServer;
let scene: Scene;

beforeAll(async () => {
  ({ s, scene } = await startHubSuite());
});
afterEach(() => {
  closeAllClients();
  vi.restoreAllMocks();
});
afterAll(() => s.close());

const lounge = () => ({ groupType: 'LOUNGE' as const, groupId: scene.room.id });

describe('chat', () => {
  it('persists each message before it is delivered, in order, with increasing ids', async () => {
    const author = await joined(s, scene, 'attendee');
    const reader = await joined(s, scene, 'attendee2');
    await ok(author, 'ENTER_GROUP', lounge());
    await ok(reader, 'ENTER_GROUP', lounge());
    const committed = new Map<number, number>();
    const insert = ChatRepository.prototype.insert;
    vi.spyOn(ChatRepository.prototype, 'insert').mockImplementation(async function (this: ChatRepository, values) {
      await pause(30);
      const row = await insert.call(this, values);
      committed.set(row.id, Date.now());
      return row;
    });
    const seen = record(reader, 'CHAT_POSTED');
    const texts = ['one', 'two', 'three', 'four'];
    // Sent at once: written one after the other, broadcast in id order.
    const answers = await Promise.all(texts.map((message) => ok(author, 'POST_CHAT', { ...lounge(), message })));
    await eventually(() => expect(seen).toHaveLength(4));
    expect(seen.map((m) => m.payload.message)).toEqual(texts);
    const ids = seen.map((m) => m.payload.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
    expect(answers.map((a) => a.id)).toEqual(ids);
    for (const m of seen) expect(m.at).toBeGreaterThanOrEqual(committed.get(m.payload.id) as number);
    const rows = await s.ctx.db.select().from(chatMessages).where(eq(chatMessages.groupId, scene.room.id));
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(ids));
    expect(seen[0]?.payload).toMatchObject({
      userId: scene.people.attendee.id,
      userName: scene.people.attendee.name,
      roleName: 'USER',
      messageType: 'POST_CHAT',
      group: 'welcome',
      groupType: 'LOUNGE',
      groupId: scene.room.id,
      parentId: scene.lounge.id,
      eventCode: scene.event.code,
      eventId: scene.platformId,
      isMod: false,
    });
    const history = await s.http(
      'GET',
      `/api/platform/${scene.platformId}/conversations/group/${scene.room.id}?afterId=${(ids[0] as number) - 1}`,
      { token: scene.people.attendee2.token },
    );
    expect(history.body.items.map((m: { id: number }) => m.id)).toEqual(ids);
  });

  it('reaches long-polling clients too (the ordinary Socket.IO path)', async () => {
    const { io } = await import('socket.io-client');
    const polling = io(s.baseUrl, {
      path: '/hub',
      transports: ['polling'],
      reconnection: false,
      forceNew: true,
      auth: { token: scene.people.attendee3.token },
    });
    try {
      await new Promise((resolve) => polling.once('connect', () => resolve(undefined)));
      const me = scene.people.attendee3;
      const stand = { groupType: 'SPONSOR' as const, groupId: scene.sponsor.id };
      await polling.emitWithAck('CONNECT_USER', {
        eventCode: scene.event.code,
        eventId: scene.platformId,
        userId: me.id,
        userName: me.name,
      });
      await polling.emitWithAck('ENTER_GROUP', stand);
      const got = new Promise((resolve) => polling.on('CHAT_POSTED', resolve));
      const author = await joined(s, scene, 'speaker');
      await ok(author, 'ENTER_GROUP', stand);
      await ok(author, 'POST_CHAT', { ...stand, message: 'to every transport' });
      expect(await got).toMatchObject({ message: 'to every transport' });
    } finally {
      polling.close();
    }
  });

  it('broadcasts nothing when the write fails', async () => {
    const author = await joined(s, scene, 'attendee3');
    const reader = await joined(s, scene, 'attendee2');
    await ok(author, 'ENTER_GROUP', { groupType: 'SPONSOR', groupId: scene.sponsor.id });
    await ok(reader, 'ENTER_GROUP', { groupType: 'SPONSOR', groupId: scene.sponsor.id });
    vi.spyOn(ChatRepository.prototype, 'insert').mockRejectedValueOnce(new Error('disk full'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen = record(reader, 'CHAT_POSTED');
    expect(
      await send(author, 'POST_CHAT', { groupType: 'SPONSOR', groupId: scene.sponsor.id, message: 'lost' }),
    ).toMatchObject({ ok: false, error: 'internal' });
    await pause(100);
    expect(seen).toEqual([]);
  });

  it('enforces lengths per group: more than 1 character, 500 in lounges, 140 in the session panel', async () => {
    const client = await joined(s, scene, 'sessionSpeaker');
    const session = { groupType: 'SESSION' as const, groupId: scene.session.id };
    await ok(client, 'ENTER_GROUP', lounge());
    await ok(client, 'ENTER_GROUP', session);
    // Code points: an emoji counts as one character.
    expect((await ok(client, 'POST_CHAT', { ...lounge(), message: '😀'.repeat(500) })).message).toHaveLength(1000);
    expect(await send(client, 'POST_CHAT', { ...lounge(), message: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      error: 'too_long',
    });
    expect(await ok(client, 'POST_CHAT', { ...session, message: 'y'.repeat(140) })).toMatchObject({
      roleName: 'SPEAKER',
    });
    expect(await send(client, 'POST_CHAT', { ...session, message: 'y'.repeat(141) })).toMatchObject({
      ok: false,
      error: 'too_long',
    });
    for (const message of ['a', '  b  ', '<b></b>', '<script>alert(1)</script>']) {
      expect(await send(client, 'POST_CHAT', { ...lounge(), message }), message).toMatchObject({
        ok: false,
        error: 'too_short',
      });
    }
  });

  it('keeps plain text only: markup stripped, even when encoded', async () => {
    const client = await joined(s, scene, 'moderator');
    await ok(client, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room2.id });
    const room2 = { groupType: 'LOUNGE' as const, groupId: scene.room2.id };
    const posted = await ok(client, 'POST_CHAT', {
      ...room2,
      message: '  <b>Hello</b> <img src=x onerror=alert(1)>world &lt;script&gt;x&lt;/script&gt; 1 < 2 & 3 > 2  ',
    });
    expect(posted.message).toBe('Hello world  1 < 2 & 3 > 2');
  });

  it('rate-limits posting per user (a burst of 5, then 1 per second)', async () => {
    const fresh = await s.createUser(scene.platformId);
    const token = (await s.signIn({ ...fresh, platformId: scene.platformId })).access_token;
    const client = await connectHub(s.baseUrl, { token });
    await ok(client, 'CONNECT_USER', {
      eventCode: scene.event.code,
      eventId: scene.platformId,
      userId: fresh.id,
      userName: fresh.firstName,
    });
    const room2 = { groupType: 'LOUNGE' as const, groupId: scene.room2.id };
    await ok(client, 'ENTER_GROUP', room2);
    for (let i = 0; i < 5; i++) await ok(client, 'POST_CHAT', { ...room2, message: `burst ${i}` });
    const refused = await send(client, 'POST_CHAT', { ...room2, message: 'one too many' });
    expect(refused).toMatchObject({ ok: false, error: 'rate_limited' });
    const error = next(client, 'HUB_ERROR');
    client.emit('POST_CHAT', { ...room2, message: 'without ack' });
    expect(await error).toMatchObject({ code: 'rate_limited', fatal: false });
    expect((await error).retryAfterMs).toBeGreaterThan(0);
    await pause(1050);
    await ok(client, 'POST_CHAT', { ...room2, message: 'after a second' });
    // Another user has a bucket of their own.
    const neighbour = await joined(s, scene, 'attendee2');
    await ok(neighbour, 'ENTER_GROUP', room2);
    await ok(neighbour, 'POST_CHAT', { ...room2, message: 'my turn' });
  });

  it('gives each message the role the server chooses, whatever the sender claims', async () => {
    const cases = [
      ['admin', lounge(), 'STAFF', true],
      ['moderator', lounge(), 'LOUNGEMOD', true],
      ['speaker', lounge(), 'SPEAKER', false],
      ['attendee2', lounge(), 'USER', false],
      ['sessionMod', { groupType: 'SESSION', groupId: scene.session.id }, 'SESSIONMOD', true],
      ['sessionModSpeaker', { groupType: 'SESSION', groupId: scene.session.id }, 'SESSIONMODANDSPEAKER', true],
      ['sessionSpeaker', { groupType: 'SESSION', groupId: scene.session.id }, 'SPEAKER', false],
      ['speaker', { groupType: 'SESSION', groupId: scene.session.id }, 'USER', false],
      ['moderator', { groupType: 'SESSION', groupId: scene.session.id }, 'SESSIONMOD', true],
      ['sponsorStaff', { groupType: 'SPONSOR', groupId: scene.sponsor.id }, 'SPONSORSTAFF', true],
      ['sponsorStaff', { groupType: 'SPONSOR_LOUNGE', groupId: scene.sponsorRoom.id }, 'SPONSORSTAFF', true],
      ['sponsorStaff', lounge(), 'USER', false],
      ['moderator', { groupType: 'SPONSOR_LOUNGE', groupId: scene.sponsorRoom.id }, 'LOUNGEMOD', true],
    ] as const;
    for (const [who, ref, roleName, isMod] of cases) {
      const client = await joined(s, scene, who);
      const entered = await ok(client, 'ENTER_GROUP', ref);
      expect(entered, `${who} in ${ref.groupType}`).toMatchObject({ roleName, isMod });
      const posted = await ok(client, 'POST_CHAT', {
        ...ref,
        message: `role check by ${who}`,
        // biome-ignore lint/suspicious/noExplicitAny: a client trying to choose its own role
        ...({ roleName: 'STAFF', isMod: true } as any),
      });
      expect(posted, `${who} in ${ref.groupType}`).toMatchObject({ roleName, isMod });
      client.close();
    }
  });
});

describe('removing messages', () => {
  it('lets moderators of the group remove a message, broadcast to the group, and refuses others', async () => {
    const author = await joined(s, scene, 'attendee3');
    const moderator = await joined(s, scene, 'moderator');
    const bystander = await joined(s, scene, 'speaker');
    for (const c of [author, moderator, bystander]) await ok(c, 'ENTER_GROUP', lounge());
    const posted = await ok(author, 'POST_CHAT', { ...lounge(), message: 'please remove me' });
    for (const who of [author, bystander]) {
      expect(await send(who, 'REMOVE_CHAT', { ...lounge(), id: posted.id })).toMatchObject({
        ok: false,
        error: 'forbidden',
      });
    }
    // A session moderator moderates their session, not the lounge.
    const sessionMod = await joined(s, scene, 'sessionMod');
    expect(await send(sessionMod, 'REMOVE_CHAT', { ...lounge(), id: posted.id })).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    const removed = next(bystander, 'CHAT_REMOVED');
    expect(await ok(moderator, 'REMOVE_CHAT', { ...lounge(), id: posted.id })).toEqual({ ...lounge(), id: posted.id });
    expect(await removed).toEqual({ ...lounge(), id: posted.id });
    expect(await send(moderator, 'REMOVE_CHAT', { ...lounge(), id: posted.id })).toMatchObject({
      ok: false,
      error: 'not_found',
    });
    const history = await s.http('GET', `/api/platform/${scene.platformId}/conversations/group/${scene.room.id}`, {
      token: scene.people.attendee.token,
    });
    expect(history.body.items.map((m: { id: number }) => m.id)).not.toContain(posted.id);
  });

  it('lets session moderators remove in their session and sponsor staff in their stand', async () => {
    const session = { groupType: 'SESSION' as const, groupId: scene.session.id };
    const stand = { groupType: 'SPONSOR' as const, groupId: scene.sponsor.id };
    const author = await joined(s, scene, 'attendee2');
    await ok(author, 'ENTER_GROUP', session);
    await ok(author, 'ENTER_GROUP', stand);
    const inSession = await ok(author, 'POST_CHAT', { ...session, message: 'session remark' });
    const atStand = await ok(author, 'POST_CHAT', { ...stand, message: 'stand remark' });
    const sessionMod = await joined(s, scene, 'sessionMod');
    const staff = await joined(s, scene, 'sponsorStaff');
    expect(await send(staff, 'REMOVE_CHAT', { ...session, id: inSession.id })).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    expect(await send(sessionMod, 'REMOVE_CHAT', { ...stand, id: atStand.id })).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    await ok(sessionMod, 'REMOVE_CHAT', { ...session, id: inSession.id });
    await ok(staff, 'REMOVE_CHAT', { ...stand, id: atStand.id });
    // An id of another group is not this group's message.
    const other = await ok(author, 'POST_CHAT', { ...session, message: 'another one' });
    const admin = await joined(s, scene, 'admin');
    expect(await send(admin, 'REMOVE_CHAT', { ...stand, id: other.id })).toMatchObject({
      ok: false,
      error: 'not_found',
    });
  });
});
