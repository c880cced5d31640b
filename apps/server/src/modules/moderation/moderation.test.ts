import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAllClients, connectHub, ok } from '../../test/hub-client.ts';
import { buildScene, type Scene } from '../../test/hub-scene.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let scene: Scene;
let other: Scene;
/** Holds the sponsor_lounge scope of the scene's sponsor (the scene's sponsorStaff holds `sponsor`). */
let loungeStaff: { id: number; token: string };

beforeAll(async () => {
  s = await startTestServer();
  scene = await buildScene(s, 'MOD');
  other = await buildScene(s, 'MODX');
  const user = await s.createUser(scene.platformId, { firstName: 'Lou', lastName: 'Staff' });
  await s.ctx.moderation.grant(scene.platformId, user.id, 'sponsor_lounge', scene.sponsor.id);
  loungeStaff = { id: user.id, token: (await s.signIn({ ...user, platformId: scene.platformId })).access_token };
});
afterAll(async () => {
  closeAllClients();
  await s.close();
});

const base = () => `/api/platform/${scene.platformId}`;

/** A joined socket of a person, by token and id. */
async function joinedAs(person: { id: number; token: string }) {
  const client = await connectHub(s.baseUrl, { token: person.token, platformId: scene.platformId });
  const me = await s.ctx.users.getInPlatform(scene.platformId, person.id);
  await ok(client, 'CONNECT_USER', {
    eventCode: scene.event.code,
    eventId: scene.platformId,
    userId: person.id,
    userName: `${me.user.firstName} ${me.user.lastName}`,
  });
  return client;
}

describe('sponsor staff (one rule for /can/sponsormod, chat roles and the sponsor lounge)', () => {
  it('makes the sponsor scope staff of the stand, the sponsor_lounge scope not', async () => {
    const ask = (token: string) => s.http('GET', `${base()}/can/sponsormod/${scene.sponsor.id}`, { token });
    expect((await ask(scene.people.sponsorStaff.token)).body).toBe(true);
    expect((await ask(loungeStaff.token)).body).toBe(false);

    const stand = { groupType: 'SPONSOR' as const, groupId: scene.sponsor.id };
    const staff = await ok(await joinedAs(scene.people.sponsorStaff), 'ENTER_GROUP', stand);
    expect(staff).toMatchObject({ roleName: 'SPONSORSTAFF', isMod: true });
    const lounge = await ok(await joinedAs(loungeStaff), 'ENTER_GROUP', stand);
    expect(lounge).toMatchObject({ roleName: 'USER', isMod: false });
  });

  it('makes both scopes staff of the sponsor’s lounge: its role, isMod and its rooms', async () => {
    const room = { groupType: 'SPONSOR_LOUNGE' as const, groupId: scene.sponsorRoom.id };
    for (const person of [scene.people.sponsorStaff, loungeStaff]) {
      expect(await ok(await joinedAs(person), 'ENTER_GROUP', room)).toMatchObject({
        roleName: 'SPONSORSTAFF',
        isMod: true,
      });
      const details = await s.http('GET', `${base()}/sponsors/${scene.sponsor.id}/lounge`, { token: person.token });
      expect(details.body.isMod).toBe(true);
    }
    const created = await s.http('POST', `${base()}/lounge/${scene.sponsorLounge.id}/createroom`, {
      token: loungeStaff.token,
      json: { groupName: 'lounge staff room' },
    });
    expect(created.body).toMatchObject({ created: true });
    // Not another lounge of the event.
    const elsewhere = await s.http('POST', `${base()}/lounge/${scene.lounge.id}/createroom`, {
      token: loungeStaff.token,
      json: { groupName: 'not mine' },
    });
    expect(elsewhere.status).toBe(403);
  });

  it('sees a new assignment at once on the node that made it', async () => {
    const user = await s.createUser(scene.platformId);
    const person = { id: user.id, token: (await s.signIn({ ...user, platformId: scene.platformId })).access_token };
    const client = await joinedAs(person);
    const stand = { groupType: 'SPONSOR' as const, groupId: scene.sponsor.id };
    expect(await ok(client, 'ENTER_GROUP', stand)).toMatchObject({ roleName: 'USER' });
    await ok(client, 'LEAVE_GROUP', stand);
    await s.ctx.moderation.grant(scene.platformId, user.id, 'sponsor', scene.sponsor.id);
    expect(await ok(client, 'ENTER_GROUP', stand)).toMatchObject({ roleName: 'SPONSORSTAFF', isMod: true });
  });
});

describe('questions, stand statistics and reports', () => {
  const state = (id: number) => s.ctx.users.getInPlatform(scene.platformId, id);

  it('lets session moderators and platform moderators moderate a session’s questions, not its speakers', async () => {
    const target = { sessionId: scene.session.id };
    const answer = async (id: number) => s.ctx.moderation.moderatesQuestions(scene.platformId, await state(id), target);
    expect(await answer(scene.people.sessionMod.id)).toBe(true);
    expect(await answer(scene.people.moderator.id)).toBe(true);
    expect(await answer(scene.people.sessionSpeaker.id)).toBe(false);
    expect(await answer(scene.people.attendee.id)).toBe(false);
    // A session of another event: nobody here moderates it.
    const foreign = { sessionId: other.session.id };
    expect(
      await s.ctx.moderation.moderatesQuestions(scene.platformId, await state(scene.people.admin.id), foreign),
    ).toBe(false);
  });

  it('gives stand statistics to the stand’s staff, reports to report viewers and organisers', async () => {
    const stats = async (id: number, sponsorId = scene.sponsor.id) =>
      s.ctx.moderation.canViewStandStatistics(scene.platformId, await state(id), sponsorId);
    expect(await stats(scene.people.sponsorStaff.id)).toBe(true);
    expect(await stats(loungeStaff.id)).toBe(false);
    expect(await stats(scene.people.admin.id, other.sponsor.id)).toBe(false);

    const viewer = await s.createUser(scene.platformId, { role: 'report-viewer' });
    const reports = async (id: number, platformId = scene.platformId) =>
      s.ctx.moderation.canViewReports(platformId, await state(id));
    expect(await reports(viewer.id)).toBe(true);
    expect(await reports(scene.people.admin.id)).toBe(true);
    expect(await reports(scene.people.moderator.id)).toBe(false);
    expect(await reports(scene.people.admin.id, other.platformId)).toBe(false);
  });
});
