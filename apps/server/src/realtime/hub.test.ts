// The hub's handshake and CONNECT_USER. Groups and presence, lounge rooms and private messages:
// hub-groups.test.ts; chat: hub-chat.test.ts.
import { ACCESS_TOKEN_TTL_SECONDS, type THubAck } from '@atrium/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_AUDIENCE } from '../identity/identity.service.ts';
import { closeAllClients, connectHub, eventually, next, ok, pause, send } from '../test/hub-client.ts';
import { type Scene, startHubSuite } from '../test/hub-scene.ts';
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

function accessToken(subject: number, platformId: number, ttlSeconds: number) {
  return s.ctx.keys.sign(
    { pid: platformId, roles: [], sid: 'test-sign-in' },
    {
      subject: String(subject),
      issuer: s.config.publicUrl,
      audience: ACCESS_AUDIENCE,
      ttlSeconds,
      type: 'at+jwt',
      now: Date.now(),
    },
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
    // Tokens carry whole seconds: one signed for 3 s lasts between 2 and 3 s, long enough to
    // connect on a busy machine, and is surely expired 3.1 s after signing.
    const signedAt = Date.now();
    const expiring = () => accessToken(scene.people.attendee.id, scene.platformId, 3);
    const client = await connectHub(s.baseUrl, { token: await expiring() });
    const renewing = await connectHub(s.baseUrl, { token: await expiring() });
    await pause(signedAt + 3100 - Date.now());
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
    const signedAt = Date.now();
    const client = await connectHub(s.baseUrl, {
      token: await accessToken(scene.people.attendee.id, scene.platformId, 3),
    });
    const answer = await ok(client, 'AUTHENTICATE', { token: scene.people.attendee.token });
    expect(answer.expiresAt).toBeGreaterThan(Date.now() + (ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    await pause(signedAt + 3100 - Date.now());
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
