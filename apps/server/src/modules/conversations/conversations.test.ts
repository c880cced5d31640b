import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildScene, type Scene } from '../../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let scene: Scene;
let other: Scene;

beforeAll(async () => {
  s = await startTestServer();
  scene = await buildScene(s, 'PM');
  other = await buildScene(s, 'PMX');
});
afterAll(() => s.close());

const base = () => `/api/platform/${scene.platformId}`;
type Who = keyof Scene['people'];
const person = (who: Who) => scene.people[who];

function post(from: Who, to: number, message: string, extra: Record<string, unknown> = {}) {
  return s.http('POST', `${base()}/conversations`, {
    token: person(from).token,
    json: { eventId: scene.platformId, message, recipient: to, sender: person(from).id, ...extra },
  });
}

function open(as: Who, user1: number, user2: number, eventId = scene.platformId) {
  return s.http('POST', `${base()}/conversations/new`, {
    token: person(as).token,
    json: { eventId, user1, user2 },
  });
}

describe('POST /conversations/new', () => {
  it('gives one conversation per pair, whichever way round it is asked', async () => {
    const first = await open('attendee', person('attendee').id, person('speaker').id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ conversationId: expect.any(Number) });
    const again = await open('speaker', person('attendee').id, person('speaker').id);
    expect(again.body.conversationId).toBe(first.body.conversationId);
    const reversed = await open('attendee', person('speaker').id, person('attendee').id);
    expect(reversed.body.conversationId).toBe(first.body.conversationId);
  });

  it('refuses oneself, other people’s pairs, other events’ users and another eventId', async () => {
    const me = person('attendee').id;
    expect((await open('attendee', me, me)).status).toBe(400);
    expect((await open('attendee', person('speaker').id, person('moderator').id)).status).toBe(403);
    expect((await open('attendee', me, other.people.attendee.id)).status).toBe(404);
    expect((await open('attendee', me, 999_999)).status).toBe(404);
    const wrongEvent = await open('attendee', me, person('speaker').id, other.platformId);
    expect(wrongEvent.status).toBe(400);
    expect(wrongEvent.body.message).toContain('eventId');
    expect((await open('attendee', me, Number.NaN)).status).toBe(400);
  });
});

describe('POST /conversations', () => {
  it('sends as oneself and answers the message item (201)', async () => {
    const res = await post('attendee2', person('attendee3').id, '  Hello, are you at the poster session?  ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      messageId: expect.any(Number),
      conversationId: expect.any(Number),
      senderId: person('attendee2').id,
      senderName: person('attendee2').name,
      recipientId: person('attendee3').id,
      message: 'Hello, are you at the poster session?',
      timeStamp: expect.any(String),
    });
  });

  it('refuses sending as someone else, to oneself, too short or too long, or to another event', async () => {
    const res = await post('attendee2', person('attendee3').id, 'impostor', { sender: person('speaker').id });
    expect(res.status).toBe(403);
    expect((await post('attendee2', person('attendee2').id, 'note to self')).status).toBe(400);
    const short = await post('attendee2', person('attendee3').id, ' a ');
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('body.message');
    expect((await post('attendee2', person('attendee3').id, 'x'.repeat(501))).status).toBe(400);
    expect((await post('attendee2', person('attendee3').id, 'x'.repeat(500))).status).toBe(201);
    expect((await post('attendee2', other.people.attendee.id, 'across events')).status).toBe(404);
    expect((await post('attendee2', person('attendee3').id, 'hi', { eventId: other.platformId })).status).toBe(400);
  });

  it('refuses a disabled recipient', async () => {
    const gone = await s.createUser(scene.platformId);
    await s.ctx.users.setDisabled(scene.platformId, gone.email, true);
    expect((await post('attendee2', gone.id, 'still there?')).status).toBe(404);
  });
});

describe('GET /conversations and PUT /conversations/{id}/read', () => {
  it('lists one’s conversations with the other user, latest message and unread count', async () => {
    const sent = await post('sessionMod', person('sessionSpeaker').id, 'first');
    await post('sessionMod', person('sessionSpeaker').id, 'second');
    const conversationId = sent.body.conversationId;
    const theirs = await s.http('GET', `${base()}/conversations`, { token: person('sessionSpeaker').token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.find((c: { id: number }) => c.id === conversationId)).toEqual({
      id: conversationId,
      otherUserId: person('sessionMod').id,
      otherUserName: person('sessionMod').name,
      otherUserPhotoUri: '',
      latestMessage: 'second',
      latestMessageAt: expect.any(String),
      unreadCount: 2,
      messageItems: [],
      hasMore: false,
    });
    const mine = await s.http('GET', `${base()}/conversations`, { token: person('sessionMod').token });
    expect(mine.body.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      otherUserId: person('sessionSpeaker').id,
      unreadCount: 0,
    });

    const read = await s.http('PUT', `${base()}/conversations/${conversationId}/read`, {
      token: person('sessionSpeaker').token,
    });
    expect(read.status).toBe(204);
    const after = await s.http('GET', `${base()}/conversations`, { token: person('sessionSpeaker').token });
    expect(after.body.find((c: { id: number }) => c.id === conversationId).unreadCount).toBe(0);
    // A reply: unread for the other side only.
    await post('sessionSpeaker', person('sessionMod').id, 'third');
    const mod = await s.http('GET', `${base()}/conversations`, { token: person('sessionMod').token });
    expect(mod.body[0]).toMatchObject({ id: conversationId, latestMessage: 'third', unreadCount: 1 });
  });

  it('lists the most recent activity first and includes conversations opened without messages', async () => {
    const quiet = await open('admin', person('admin').id, person('moderator').id);
    await post('admin', person('speaker').id, 'latest news');
    const res = await s.http('GET', `${base()}/conversations`, { token: person('admin').token });
    expect(res.body.map((c: { otherUserId: number }) => c.otherUserId)).toEqual([
      person('speaker').id,
      person('moderator').id,
    ]);
    expect(res.body[1]).toMatchObject({ id: quiet.body.conversationId, latestMessage: '', latestMessageAt: null });
  });

  it('never shows someone else’s conversation', async () => {
    const sent = await post('attendee', person('moderator').id, 'private');
    const id = sent.body.conversationId;
    const outsider = person('attendee3').token;
    expect((await s.http('GET', `${base()}/conversations/${id}`, { token: outsider })).status).toBe(404);
    expect((await s.http('PUT', `${base()}/conversations/${id}/read`, { token: outsider })).status).toBe(404);
    const list = await s.http('GET', `${base()}/conversations`, { token: outsider });
    expect(list.body.map((c: { id: number }) => c.id)).not.toContain(id);
    expect(list.text).not.toContain('private');
    // Nor to a user of another event, through either event's path.
    expect((await s.http('GET', `${base()}/conversations/${id}`, { token: other.people.attendee.token })).status).toBe(
      401,
    );
    expect(
      (
        await s.http('GET', `/api/platform/${other.platformId}/conversations/${id}`, {
          token: other.people.attendee.token,
        })
      ).status,
    ).toBe(404);
    expect((await s.http('GET', `${base()}/conversations`)).status).toBe(401);
  });
});

describe('GET /conversations/{id}', () => {
  it('gives the messages oldest first, and older pages with beforeId', async () => {
    let conversationId = 0;
    for (let i = 1; i <= 5; i++) {
      const res = await post(i % 2 ? 'speaker' : 'moderator', person(i % 2 ? 'moderator' : 'speaker').id, `m${i}`);
      conversationId = res.body.conversationId;
    }
    const url = `${base()}/conversations/${conversationId}`;
    const page = await s.http('GET', `${url}?limit=3`, { token: person('moderator').token });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: conversationId,
      otherUserId: person('speaker').id,
      otherUserName: person('speaker').name,
      latestMessage: 'm5',
      hasMore: true,
    });
    expect(page.body.messageItems.map((m: { message: string }) => m.message)).toEqual(['m3', 'm4', 'm5']);
    expect(page.body.messageItems[0]).toMatchObject({
      senderId: person('speaker').id,
      senderName: person('speaker').name,
      conversationId,
    });
    const older = await s.http('GET', `${url}?limit=3&beforeId=${page.body.messageItems[0].messageId}`, {
      token: person('speaker').token,
    });
    expect(older.body.messageItems.map((m: { message: string }) => m.message)).toEqual(['m1', 'm2']);
    expect(older.body.hasMore).toBe(false);
    expect((await s.http('GET', `${url}?limit=0`, { token: person('speaker').token })).status).toBe(400);
  });
});

describe('GET /conversations/users', () => {
  it('finds participants of this event by name from 3 characters, case-insensitively, never oneself', async () => {
    const ann = await s.createUser(scene.platformId, { firstName: 'Annabel', lastName: 'Quartermaine' });
    // The organisation tells namesakes apart in the results.
    await s.ctx.users.repo.update(ann.id, { organisation: 'Quarter Labs', accepted: true });
    await s.createUser(other.platformId, { firstName: 'Annabel', lastName: 'Elsewhere', accepted: true });
    const res = await s.http('GET', `${base()}/conversations/users?q=${encodeURIComponent(' quarTER ')}`, {
      token: person('attendee').token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { userId: ann.id, userName: 'Annabel Quartermaine', photoUri: '', organisation: 'Quarter Labs' },
    ]);
    const full = await s.http('GET', `${base()}/conversations/users?q=annabel%20quarter`, {
      token: person('attendee').token,
    });
    expect(full.body.map((u: { userId: number }) => u.userId)).toEqual([ann.id]);
    const self = await s.http('GET', `${base()}/conversations/users?q=quartermaine`, { token: await tokenOf(ann) });
    expect(self.body).toEqual([]);
  });

  it('answers 400 under 3 characters and treats % and _ literally', async () => {
    const token = person('attendee').token;
    const short = await s.http('GET', `${base()}/conversations/users?q=ab`, { token });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('query.q');
    expect((await s.http('GET', `${base()}/conversations/users?q=%25%25%25`, { token })).body).toEqual([]);
    expect((await s.http('GET', `${base()}/conversations/users?q=___`, { token })).body).toEqual([]);
  });

  it('leaves out disabled accounts', async () => {
    const gone = await s.createUser(scene.platformId, { firstName: 'Zebedee', lastName: 'Gone' });
    await s.ctx.users.setDisabled(scene.platformId, gone.email, true);
    const res = await s.http('GET', `${base()}/conversations/users?q=zebedee`, { token: person('attendee').token });
    expect(res.body).toEqual([]);
  });
});

async function tokenOf(user: { email: string; password: string }) {
  return (await s.signIn({ ...user, platformId: scene.platformId })).access_token;
}
