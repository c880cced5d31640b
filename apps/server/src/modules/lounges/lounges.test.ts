import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildChatMessages, buildSponsor } from '../../test/factories.ts';
import { closeAllClients, ok } from '../../test/hub-client.ts';
import { buildScene, joined, type Scene } from '../../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let scene: Scene;
let other: Scene;

beforeAll(async () => {
  s = await startTestServer();
  scene = await buildScene(s, 'LNG');
  other = await buildScene(s, 'LNGX');
});
afterAll(async () => {
  closeAllClients();
  await s.close();
});

const base = () => `/api/platform/${scene.platformId}`;
const create = (token: string, groupName: unknown, loungeId = scene.lounge.id) =>
  s.http('POST', `${base()}/lounge/${loungeId}/createroom`, { token, json: { groupName } });
const remove = (token: string, groupId: number, loungeId = scene.lounge.id) =>
  s.http('POST', `${base()}/lounge/${loungeId}/removeroom/${groupId}`, { token });

describe('GET /lounges', () => {
  it('lists the event’s lounges, general ones first, never another event’s', async () => {
    const res = await s.http('GET', `${base()}/lounges`, { token: scene.people.attendee.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: scene.lounge.id, title: 'Networking lounge', titleFr: '', imageUri: '', sponsorId: null },
      {
        id: scene.sponsorLounge.id,
        title: 'Acme lounge',
        titleFr: '',
        imageUri: 'https://example.test/acme.png',
        sponsorId: scene.sponsor.id,
      },
    ]);
  });

  it('answers 401 to visitors (no lounge chat for anonymous visitors, spec 3 §6)', async () => {
    expect((await s.http('GET', `${base()}/lounges`)).status).toBe(401);
    expect((await s.http('GET', `${base()}/lounge/${scene.lounge.id}/rooms`)).status).toBe(401);
  });
});

describe('GET /lounge/{id}/rooms', () => {
  it('lists the hidden foyer first, then the rooms by name with their user counts', async () => {
    const client = await joined(s, scene, 'attendee');
    await ok(client, 'ENTER_GROUP', { groupType: 'LOUNGE', groupId: scene.room.id });
    const res = await s.http('GET', `${base()}/lounge/${scene.lounge.id}/rooms`, { token: scene.people.speaker.token });
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({
      groupId: scene.lounge.id,
      groupName: 'Networking lounge',
      groupType: 'LOUNGE_FOYER',
      parentId: scene.lounge.id,
      parentName: 'Networking lounge',
      hidden: true,
      private: false,
      favourite: false,
      groupCount: 0,
      unread: 0,
      lastMessageAt: null,
    });
    expect(res.body.slice(1).map((r: { groupName: string }) => r.groupName)).toEqual(['Imaging club', 'welcome']);
    expect(
      res.body.find((r: { groupId: number; hidden: boolean }) => !r.hidden && r.groupId === scene.room.id),
    ).toMatchObject({ groupType: 'LOUNGE', parentId: scene.lounge.id, groupCount: 1, hidden: false });
    client.close();
  });

  it('gives each room the time of its latest message still shown, so a quiet room shows its last activity', async () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const line = {
      platformId: scene.platformId,
      groupType: 'LOUNGE',
      groupId: scene.room2.id,
      parentId: scene.lounge.id,
    };
    const author = { userId: scene.people.speaker.id, userName: 'Speaker', roleName: 'SPEAKER' };
    await buildChatMessages(s, [
      { ...line, ...author, message: 'older', createdAt: at(30) },
      { ...line, ...author, message: 'latest shown', createdAt: at(20) },
      { ...line, ...author, message: 'removed', createdAt: at(10), removedAt: at(5) },
    ]);
    const res = await s.http('GET', `${base()}/lounge/${scene.lounge.id}/rooms`, {
      token: scene.people.attendee.token,
    });
    const club = res.body.find((r: { groupId: number; hidden: boolean }) => !r.hidden && r.groupId === scene.room2.id);
    const latest = Date.parse(club.lastMessageAt);
    // The shown message of 20 minutes ago, not the older one nor the removed one of 10 minutes ago.
    expect(Math.abs(latest - at(20).getTime())).toBeLessThan(5 * 60_000);
    expect(latest).toBeLessThan(at(15).getTime());
    expect(res.body[0].lastMessageAt).toBeNull();
  });

  it('gives sponsor lounge rooms their own types', async () => {
    const res = await s.http('GET', `${base()}/lounge/${scene.sponsorLounge.id}/rooms`, {
      token: scene.people.attendee.token,
    });
    expect(res.body.map((r: { groupType: string; groupName: string }) => [r.groupType, r.groupName])).toEqual([
      ['SPONSOR_LOUNGE_FOYER', 'Acme lounge'],
      ['SPONSOR_LOUNGE', 'demos'],
    ]);
  });

  it('answers 404 for another event’s lounge and 400 for a malformed id', async () => {
    const res = await s.http('GET', `${base()}/lounge/${other.lounge.id}/rooms`, {
      token: scene.people.attendee.token,
    });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('welcome');
    const bad = await s.http('GET', `${base()}/lounge/abc/rooms`, { token: scene.people.attendee.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('params.id');
  });
});

describe('POST /lounge/{parentId}/createroom', () => {
  it('creates a room with the normalised name for a lounge moderator', async () => {
    const res = await create(scene.people.moderator.token, '  Coffee Corner! ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      created: true,
      room: {
        groupName: 'coffee-corner',
        groupType: 'LOUNGE',
        parentId: scene.lounge.id,
        parentName: 'Networking lounge',
        groupCount: 0,
        hidden: false,
      },
    });
    const rooms = await s.http('GET', `${base()}/lounge/${scene.lounge.id}/rooms`, {
      token: scene.people.attendee.token,
    });
    expect(rooms.body.map((r: { groupName: string }) => r.groupName)).toContain('coffee-corner');
  });

  it('ignores an empty name and a duplicate under the same lounge', async () => {
    expect((await create(scene.people.admin.token, ' !!! ')).body).toEqual({
      created: false,
      reason: 'empty',
      room: null,
    });
    const dup = await create(scene.people.admin.token, 'COFFEE corner');
    expect(dup.status).toBe(200);
    expect(dup.body).toMatchObject({ created: false, reason: 'duplicate', room: { groupName: 'coffee-corner' } });
    // Names are compared normalised, also with rooms named by the organiser ("Imaging club").
    expect((await create(scene.people.admin.token, 'imaging   CLUB')).body).toMatchObject({
      created: false,
      reason: 'duplicate',
      room: { groupName: 'Imaging club' },
    });
    // The same name under another lounge is another room.
    expect((await create(scene.people.admin.token, 'coffee corner', scene.sponsorLounge.id)).body).toMatchObject({
      created: true,
      room: { groupType: 'SPONSOR_LOUNGE' },
    });
  });

  it('answers 400 for a name longer than 20 characters once normalised, or no name', async () => {
    const res = await create(scene.people.moderator.token, 'a'.repeat(21));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('groupName');
    expect((await create(scene.people.moderator.token, 'a b c d e f g h i j k')).status).toBe(400);
    expect((await create(scene.people.moderator.token, `${'a'.repeat(20)}!!!`)).status).toBe(200);
    expect((await create(scene.people.moderator.token, 42)).status).toBe(400);
  });

  it('refuses people who do not moderate the lounge', async () => {
    for (const who of ['attendee', 'speaker', 'sessionMod'] as const) {
      expect((await create(scene.people[who].token, 'not mine')).status, who).toBe(403);
    }
    // Sponsor staff moderate their own sponsor's lounge only.
    expect((await create(scene.people.sponsorStaff.token, 'staff room')).status).toBe(403);
    expect((await create(scene.people.sponsorStaff.token, 'staff room', scene.sponsorLounge.id)).status).toBe(200);
  });

  it('answers 404 for another event’s lounge, even to its moderator’s token on this event', async () => {
    expect((await create(scene.people.moderator.token, 'elsewhere', other.lounge.id)).status).toBe(404);
    const foreign = await s.http('POST', `${base()}/lounge/${scene.lounge.id}/createroom`, {
      token: other.people.moderator.token,
      json: { groupName: 'intruder' },
    });
    expect(foreign.status).toBe(401);
  });
});

describe('POST /lounge/{parentId}/removeroom/{groupId}', () => {
  it('deletes a room of the lounge for its moderators only', async () => {
    const made = (await create(scene.people.moderator.token, 'short lived')).body.room;
    expect((await remove(scene.people.attendee.token, made.groupId)).status).toBe(403);
    expect((await remove(scene.people.sponsorStaff.token, made.groupId)).status).toBe(403);
    const res = await remove(scene.people.moderator.token, made.groupId);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await remove(scene.people.moderator.token, made.groupId)).status).toBe(404);
  });

  it('answers 404 for a room of another lounge or event', async () => {
    expect((await remove(scene.people.admin.token, scene.sponsorRoom.id)).status).toBe(404);
    expect((await remove(scene.people.admin.token, other.room.id)).status).toBe(404);
    const rooms = await s.http('GET', `${base()}/lounge/${scene.sponsorLounge.id}/rooms`, {
      token: scene.people.admin.token,
    });
    expect(rooms.body.map((r: { groupId: number }) => r.groupId)).toContain(scene.sponsorRoom.id);
  });
});

describe('GET /sponsors/{sponsorId}/lounge', () => {
  it('gives the sponsor lounge’s title and image, and whether the caller moderates it', async () => {
    const url = `${base()}/sponsors/${scene.sponsor.id}/lounge`;
    const attendee = await s.http('GET', url, { token: scene.people.attendee.token });
    expect(attendee.status).toBe(200);
    expect(attendee.body).toEqual({
      loungeId: scene.sponsorLounge.id,
      sponsorId: scene.sponsor.id,
      title: 'Acme lounge',
      titleFr: '',
      sponsorLoungeImageUri: 'https://example.test/acme.png',
      isMod: false,
    });
    for (const who of ['sponsorStaff', 'moderator', 'admin'] as const) {
      expect((await s.http('GET', url, { token: scene.people[who].token })).body.isMod, who).toBe(true);
    }
  });

  it('answers 404 for a sponsor without a lounge or of another event', async () => {
    const bare = await buildSponsor(s, { platformId: scene.platformId, title: 'Bare' });
    const token = scene.people.attendee.token;
    expect((await s.http('GET', `${base()}/sponsors/${bare?.id}/lounge`, { token })).status).toBe(404);
    expect((await s.http('GET', `${base()}/sponsors/${other.sponsor.id}/lounge`, { token })).status).toBe(404);
    expect((await s.http('GET', `${base()}/sponsors/999999/lounge`, { token })).status).toBe(404);
  });
});

describe('GET /report/{groupId}/usersin', () => {
  it('lists who is in a group now; the id alone names a lounge room of either kind', async () => {
    const a = await joined(s, scene, 'speaker');
    await ok(a, 'ENTER_GROUP', { groupType: 'SPONSOR_LOUNGE', groupId: scene.sponsorRoom.id });
    const res = await s.http('GET', `${base()}/report/${scene.sponsorRoom.id}/usersin`, {
      token: scene.people.attendee.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      groupType: 'SPONSOR_LOUNGE',
      groupId: scene.sponsorRoom.id,
      groupCount: 1,
      truncated: false,
      users: [
        {
          userId: scene.people.speaker.id,
          userName: scene.people.speaker.name,
          photoUri: '',
          organisation: '',
          country: '',
          roleName: 'SPEAKER',
        },
      ],
    });
    const session = await s.http('GET', `${base()}/report/${scene.session.id}/usersin?groupType=SESSION`, {
      token: scene.people.attendee.token,
    });
    expect(session.body).toMatchObject({ groupType: 'SESSION', groupCount: 0, users: [] });
    a.close();
  });

  it('lists everyone in the event only to organisers and platform moderators', async () => {
    const url = `${base()}/report/${scene.platformId}/usersin?groupType=EVENT`;
    const attendee = await s.http('GET', url, { token: scene.people.attendee.token });
    expect(attendee.status).toBe(403);
    expect((await s.http('GET', url, { token: scene.people.speaker.token })).status).toBe(403);
    const admin = await s.http('GET', url, { token: scene.people.admin.token });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ groupType: 'EVENT', groupId: scene.platformId });
    expect((await s.http('GET', url, { token: scene.people.moderator.token })).status).toBe(200);
  });

  it('answers 404 for a group of another event and 400 for an unknown type', async () => {
    const token = scene.people.attendee.token;
    expect((await s.http('GET', `${base()}/report/${other.room.id}/usersin`, { token })).status).toBe(404);
    expect(
      (await s.http('GET', `${base()}/report/${other.session.id}/usersin?groupType=SESSION`, { token })).status,
    ).toBe(404);
    expect((await s.http('GET', `${base()}/report/1/usersin?groupType=ROOM`, { token })).status).toBe(400);
  });
});
