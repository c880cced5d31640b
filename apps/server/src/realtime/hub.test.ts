import { ACCESS_TOKEN_TTL_SECONDS, groupRoomName, type THubAck } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages } from '../db/schema.ts';
import { ACCESS_AUDIENCE } from '../identity/identity.service.ts';
import { ChatRepository } from '../modules/chat/chat.repository.ts';
import { closeAllClients, connectHub, eventually, next, ok, pause, record, send } from '../test/hub-client.ts';
import { buildScene, joined, type Scene } from '../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let s: TestServer;
let scene: Scene;
let other: Scene;

beforeAll(async () => {
  s = await startTestServer({
    configOverrides: {
      hub: { pingIntervalMs: 200, pingTimeoutMs: 300, countIntervalMs: 100, nodeTtlMs: 1500, sweepIntervalMs: 60_000 },
    },
  });
  scene = await buildScene(s, 'HUB');
  other = await buildScene(s, 'HUBX');
});
afterEach(() => {
  closeAllClients();
  vi.restoreAllMocks();
});
afterAll(() => s.close());

const lounge = () => ({ groupType: 'LOUNGE' as const, groupId: scene.room.id });
const usersIn = (groupId: number, groupType = 'LOUNGE', token = scene.people.attendee.token) =>
  s.http('GET', `/api/platform/${scene.platformId}/report/${groupId}/usersin?groupType=${groupType}`, { token });

function accessToken(subject: number, platformId: number, ttlSeconds: number) {
  return s.ctx.keys.sign(
    { pid: platformId, roles: [] },
    { subject: String(subject), issuer: s.config.publicUrl, audience: ACCESS_AUDIENCE, ttlSeconds },
  );
}

describe('hub handshake', () => {
  it('refuses a connection without a token, with a garbage or expired token', async () => {
    await expect(connectHub(s.baseUrl)).rejects.toThrow(/Sign-in required/);
    await expect(connectHub(s.baseUrl, { token: 'garbage' })).rejects.toThrow(/invalid or expired/);
    const expired = await accessToken(scene.people.attendee.id, scene.platformId, -10);
    await expect(connectHub(s.baseUrl, { token: expired })).rejects.toThrow(/invalid or expired/);
  });

  it('refuses a token of another event than the one named', async () => {
    await expect(
      connectHub(s.baseUrl, { token: other.people.attendee.token, platformId: scene.platformId }),
    ).rejects.toThrow(/not valid for this event/);
  });

  it('refuses a disabled account', async () => {
    const user = await s.createUser(scene.platformId);
    const token = (await s.signIn({ ...user, platformId: scene.platformId })).access_token;
    await s.ctx.users.setDisabled(scene.platformId, user.email, true);
    await expect(connectHub(s.baseUrl, { token })).rejects.toThrow(/disabled/);
  });

  it('ends the open connections of an account disabled after it connected, and only those', async () => {
    const user = await s.createUser(scene.platformId);
    const token = (await s.signIn({ ...user, platformId: scene.platformId })).access_token;
    const tabs = [await connectHub(s.baseUrl, { token }), await connectHub(s.baseUrl, { token })];
    const bystander = await connectHub(s.baseUrl, { token: scene.people.attendee.token });
    const errors = tabs.map((tab) => next(tab, 'HUB_ERROR'));
    await s.ctx.users.setDisabled(scene.platformId, user.email, true);
    // What the hub's periodic sweep does (every 30 s by default).
    await s.ctx.hub.sweep(s.ctx);
    for (const error of errors) expect(await error).toMatchObject({ code: 'unauthorized', fatal: true });
    await eventually(() => expect(tabs.map((tab) => tab.connected)).toEqual([false, false]));
    expect(bystander.connected).toBe(true);
  });

  it('accepts a valid token from auth or from the Authorization header', async () => {
    const a = await connectHub(s.baseUrl, { token: scene.people.attendee.token, platformId: scene.platformId });
    expect(a.connected).toBe(true);
    const b = await connectHub(s.baseUrl, { headers: { authorization: `Bearer ${scene.people.attendee.token}` } });
    expect(b.connected).toBe(true);
  });

  it('ends a connection whose token expires with a fatal HUB_ERROR, unless AUTHENTICATE renews it', async () => {
    const expiring = () => accessToken(scene.people.attendee.id, scene.platformId, 1);
    const client = await connectHub(s.baseUrl, { token: await expiring() });
    const renewing = await connectHub(s.baseUrl, { token: await expiring() });
    await pause(1100);
    const error = next(client, 'HUB_ERROR');
    client.emit('CONNECT_USER', {
      eventCode: scene.event.code,
      eventId: scene.platformId,
      userId: scene.people.attendee.id,
      userName: 'x',
    });
    expect(await error).toMatchObject({ code: 'token_expired', fatal: true });
    await eventually(() => expect(client.connected).toBe(false));
    // A token that has just expired may still be replaced.
    await ok(renewing, 'AUTHENTICATE', { token: scene.people.attendee.token });
    await ok(renewing, 'CONNECT_USER', {
      eventCode: scene.event.code,
      eventId: scene.platformId,
      userId: scene.people.attendee.id,
      userName: scene.people.attendee.name,
    });
    expect(await send(renewing, 'AUTHENTICATE', { token: 'garbage' })).toMatchObject({
      ok: false,
      error: 'unauthorized',
    });
  });

  it('keeps a connection whose token is renewed with AUTHENTICATE', async () => {
    const client = await connectHub(s.baseUrl, {
      token: await accessToken(scene.people.attendee.id, scene.platformId, 1),
    });
    const answer = await ok(client, 'AUTHENTICATE', { token: scene.people.attendee.token });
    expect(answer.expiresAt).toBeGreaterThan(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    await pause(1100);
    await ok(client, 'CONNECT_USER', {
      eventCode: scene.event.code,
      eventId: scene.platformId,
      userId: scene.people.attendee.id,
      userName: scene.people.attendee.name,
    });
    const foreign = (await send(client, 'AUTHENTICATE', { token: scene.people.attendee2.token })) as THubAck<unknown>;
    expect(foreign).toMatchObject({ ok: false, error: 'forbidden' });
  });
});

describe('CONNECT_USER', () => {
  it('answers USER_CONNECTED when event code, id, user id and name match the token', async () => {
    const client = await connectHub(s.baseUrl, { token: scene.people.speaker.token });
    const connected = next(client, 'USER_CONNECTED');
    client.emit('CONNECT_USER', {
      eventCode: scene.event.code.toLowerCase(),
      eventId: scene.platformId,
      userId: scene.people.speaker.id,
      userName: scene.people.speaker.name,
    });
    expect(await connected).toEqual({
      eventId: scene.platformId,
      eventCode: scene.event.code,
      userId: scene.people.speaker.id,
      userName: scene.people.speaker.name,
      userPhotoUri: '',
    });
  });

  it('refuses missing or mismatched fields, and groups before joining', async () => {
    const client = await connectHub(s.baseUrl, { token: scene.people.attendee.token });
    const me = scene.people.attendee;
    const base = { eventCode: scene.event.code, eventId: scene.platformId, userId: me.id, userName: me.name };
    expect(await send(client, 'ENTER_GROUP', lounge())).toMatchObject({ ok: false, error: 'not_connected' });
    expect(await send(client, 'CONNECT_USER', { ...base, userName: '' })).toMatchObject({
      ok: false,
      error: 'bad_request',
    });
    expect(await send(client, 'CONNECT_USER', { ...base, eventCode: other.event.code })).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    expect(await send(client, 'CONNECT_USER', { ...base, userId: scene.people.attendee2.id })).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    expect(await send(client, 'CONNECT_USER', { ...base, eventId: other.platformId })).toMatchObject({
      ok: false,
      error: 'forbidden',
    });
    // Without an ack, a refusal comes as a (non-fatal) HUB_ERROR naming the message.
    const error = next(client, 'HUB_ERROR');
    client.emit('ENTER_GROUP', lounge());
    expect(await error).toMatchObject({ code: 'not_connected', messageType: 'ENTER_GROUP', fatal: false });
    expect(client.connected).toBe(true);
  });
});

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
  });
});

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
