import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { closeAllClients, ok } from '../../test/hub-client.ts';
import { buildScene, joined, type Scene } from '../../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/**
 * People who hid from the directory, declined the consent or are disabled stay out of every
 * route that lists or searches people, and asking id after id shows no profile the directory
 * would not. Someone yet to answer the consent is found and written to by name, without profile.
 */
let s: TestServer;
let event: { id: number };
let me: TestUser & { token: string };
let listed: TestUser;
let speaker: TestUser;
let hidden: TestUser & { token: string };
let declined: TestUser & { token: string };
let unanswered: TestUser;
let disabled: TestUser;

const base = () => `/api/platform/${event.id}`;
const SURNAME = 'Quillfeather';

async function signedIn(user: TestUser) {
  return { ...user, token: (await s.signIn({ ...user, platformId: event.id })).access_token };
}

/** The person's own profile form, through the real route. */
async function saveProfile(user: { id: number; token: string }, body: Record<string, unknown>, platformId = event.id) {
  const res = await s.http('PUT', `/api/platform/${platformId}/users/${user.id}/profile`, {
    token: user.token,
    json: body,
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('HIDDEN');
  const person = (firstName: string, o: { accepted?: boolean; role?: 'speaker' } = {}) =>
    s.createUser(event.id, { firstName, lastName: SURNAME, ...o });
  me = await signedIn(await person('Caller', { accepted: true }));
  listed = await person('Listed', { accepted: true });
  speaker = await person('Speaking', { role: 'speaker' });
  hidden = await signedIn(await person('Hidden', { accepted: true }));
  declined = await signedIn(await person('Declined'));
  unanswered = await person('Unanswered');
  disabled = await person('Disabled', { accepted: true });
  await saveProfile(hidden, { organisation: 'Secret Labs', country: 'Nowhere', hideFromDirectory: true });
  await saveProfile(declined, { organisation: 'Secret Labs', accepted: false });
  await s.ctx.users.setDisabled(event.id, disabled.email, true);
  await s.ctx.users.repo.update(unanswered.id, { organisation: 'Pending Labs' });
});
afterAll(async () => {
  closeAllClients();
  await s.close();
});

describe('the participant search (GET /conversations/users)', () => {
  it('never finds a hidden, declined or disabled person; someone yet to answer the consent shows without organisation', async () => {
    const res = await s.http('GET', `${base()}/conversations/users?q=${SURNAME}`, { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.map((u: { userId: number }) => u.userId).sort()).toEqual(
      [listed.id, speaker.id, unanswered.id].sort(),
    );
    expect(res.body).toContainEqual({
      userId: unanswered.id,
      userName: `Unanswered ${SURNAME}`,
      photoUri: '',
      organisation: '',
    });
    expect(res.text).not.toContain('Secret Labs');
    expect(res.text).not.toContain('Pending Labs');
  });
});

describe('GET /users/{userId}', () => {
  it('asked id after id, shows profiles of oneself and the people the directory lists, a name card of those the search finds, nobody else', async () => {
    const highest = Math.max(me.id, listed.id, speaker.id, hidden.id, declined.id, unanswered.id, disabled.id);
    const shown: number[] = [];
    for (let id = 1; id <= highest + 3; id++) {
      const res = await s.http('GET', `${base()}/users/${id}`, { token: me.token });
      expect([200, 404]).toContain(res.status);
      if (res.status === 200) shown.push(res.body.userId);
      expect(res.text).not.toContain('Secret Labs');
      expect(res.text).not.toContain('Pending Labs');
    }
    expect(shown.sort()).toEqual([me.id, listed.id, speaker.id, unanswered.id].sort());
    const card = await s.http('GET', `${base()}/users/${unanswered.id}`, { token: me.token });
    expect(card.body).toMatchObject({ userName: `Unanswered ${SURNAME}`, organisation: '', biography: '' });
  });

  it('answers a hidden person the same 404 as an id nobody has', async () => {
    const res = await s.http('GET', `${base()}/users/${hidden.id}`, { token: me.token });
    const nobody = await s.http('GET', `${base()}/users/999999`, { token: me.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(nobody.body);
  });

  it('shows the hidden person their own profile, and organisers everyone’s', async () => {
    const own = await s.http('GET', `${base()}/users/${hidden.id}`, { token: hidden.token });
    expect(own.body).toMatchObject({ organisation: 'Secret Labs', hideFromDirectory: true });
    const admin = await signedIn(await s.createUser(event.id, { role: 'admin' }));
    const seen = await s.http('GET', `${base()}/users/${hidden.id}`, { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.organisation).toBe('Secret Labs');
  });
});

describe('bookmarking a person', () => {
  it('takes the people the directory lists, and answers anyone else as not found', async () => {
    const add = (entityId: number, entityType: string) =>
      s.http('POST', `${base()}/bookmarks`, { token: me.token, json: { entityId, entityType } });
    expect((await add(listed.id, 'PARTICIPANT')).status).toBe(201);
    expect((await add(speaker.id, 'PARTICIPANT_SPEAKER')).status).toBe(201);
    for (const who of [hidden, declined, unanswered, disabled]) {
      expect((await add(who.id, 'PARTICIPANT')).status, who.firstName).toBe(404);
      expect((await add(who.id, 'PARTICIPANT_SPEAKER')).status, who.firstName).toBe(404);
    }
    const list = await s.http('GET', `${base()}/bookmarks`, { token: me.token });
    expect(list.body.map((b: { title: string }) => b.title).sort()).toEqual(
      [`Listed ${SURNAME}`, `Speaking ${SURNAME}`].sort(),
    );
  });
});

describe('private messages with a hidden person', () => {
  const open = (from: { id: number; token: string }, to: number) =>
    s.http('POST', `${base()}/conversations/new`, {
      token: from.token,
      json: { eventId: event.id, user1: from.id, user2: to },
    });
  const send = (from: { id: number; token: string }, to: number, message: string) =>
    s.http('POST', `${base()}/conversations`, {
      token: from.token,
      json: { eventId: event.id, sender: from.id, recipient: to, message },
    });

  it('cannot be opened first by someone else: the id answers as if nobody had it', async () => {
    const other = await signedIn(await s.createUser(event.id, { accepted: true }));
    expect((await open(other, hidden.id)).status).toBe(404);
    expect((await send(other, hidden.id, 'Hello there')).status).toBe(404);
    expect((await open(other, declined.id)).status).toBe(404);
    expect((await open(other, listed.id)).status).toBe(200);
    // Yet to answer the consent (or in an event that does not ask): reachable, as before.
    expect((await open(other, unanswered.id)).status).toBe(200);
  });

  it('once they wrote, the person they wrote to replies and sees a name card; others still see nothing', async () => {
    const reader = await signedIn(await s.createUser(event.id, { accepted: true }));
    const bystander = await signedIn(await s.createUser(event.id, { accepted: true }));
    expect((await send(hidden, reader.id, 'Hello from behind the curtain')).status).toBe(201);
    expect((await send(reader, hidden.id, 'Hello back')).status).toBe(201);
    const card = await s.http('GET', `${base()}/users/${hidden.id}`, { token: reader.token });
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({
      userId: hidden.id,
      userName: `Hidden ${SURNAME}`,
      organisation: '',
      country: '',
      biography: '',
    });
    expect(card.text).not.toContain('Secret Labs');
    expect((await s.http('GET', `${base()}/users/${hidden.id}`, { token: bystander.token })).status).toBe(404);
  });
});

describe('a room’s user list', () => {
  let scene: Scene;
  beforeAll(async () => {
    scene = await buildScene(s, 'HIDR');
    const shy = scene.people.attendee3;
    await saveProfile(
      shy,
      { organisation: 'Secret Labs', country: 'Nowhere', hideFromDirectory: true },
      scene.platformId,
    );
  });

  it('shows a hidden person as their chat messages do: name and photo, no organisation or country', async () => {
    const shy = await joined(s, scene, 'attendee3');
    await ok(shy, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room.id });
    const res = await s.http('GET', `/api/platform/${scene.platformId}/report/${scene.room.id}/usersin`, {
      token: scene.people.attendee.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      expect.objectContaining({ userId: scene.people.attendee3.id, organisation: '', country: '', canMessage: false }),
    ]);
    const other = await joined(s, scene, 'attendee');
    const entered = await ok(other, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room.id });
    expect(JSON.stringify(entered)).not.toContain('Secret Labs');
  });
});

describe('after the enumeration', () => {
  it('finds the hidden person again once they show themselves', async () => {
    const seen = await signedIn(
      await s.createUser(event.id, { firstName: 'Shy', lastName: 'Tansley', accepted: true }),
    );
    await saveProfile(seen, { hideFromDirectory: true });
    const search = () => s.http('GET', `${base()}/conversations/users?q=tansley`, { token: me.token });
    expect((await search()).body).toEqual([]);
    await saveProfile(seen, { hideFromDirectory: false });
    expect((await search()).body.map((u: { userId: number }) => u.userId)).toEqual([seen.id]);
  });

  it('an id asked for before its account exists does not turn that account away', async () => {
    const probe = await s.createUser(event.id);
    const next = probe.id + 1;
    expect((await s.http('GET', `${base()}/users/${next}`, { token: me.token })).status).toBe(404);
    const fresh = await signedIn(await s.createUser(event.id));
    expect(fresh.id).toBe(next);
    expect((await s.http('GET', `${base()}/users/${fresh.id}`, { token: fresh.token })).status).toBe(200);
  });
});
