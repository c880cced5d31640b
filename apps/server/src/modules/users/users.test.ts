import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSessionPeople, buildSession, buildSponsor, grantScope } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('USERS', { open: true });
  other = await s.createPlatform('USERS2', { open: true });
});
afterAll(() => s.close());

async function signedIn(platformId: number, role?: 'attendee' | 'speaker' | 'moderator' | 'admin' | 'report-viewer') {
  const user = await s.createUser(platformId, { role });
  const token = (await s.signIn(user)).access_token;
  return { user, token };
}

describe('GET /users/{userId}', () => {
  it('shows oneself with the consent answer and the user reference', async () => {
    const { user, token } = await signedIn(event.id);
    const res = await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: user.id,
      userName: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      isSpeaker: false,
      isModerator: false,
      accepted: null,
      ureventRef: user.ureventRef,
    });
    expect(res.body.email).toBeUndefined();
  });

  it('shows another user without consent answer, reference or email', async () => {
    const { token } = await signedIn(event.id);
    const speaker = await s.createUser(event.id, { role: 'speaker' });
    const res = await s.http('GET', `/api/platform/${event.id}/users/${speaker.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: speaker.id, firstName: speaker.firstName, isSpeaker: true });
    expect(res.body).not.toHaveProperty('accepted');
    expect(res.body).not.toHaveProperty('ureventRef');
    expect(res.body).not.toHaveProperty('email');
    expect(res.text).not.toContain(speaker.ureventRef);
  });

  it('shows a moderator as a moderator', async () => {
    const { token } = await signedIn(event.id);
    const moderator = await s.createUser(event.id, { role: 'moderator', accepted: true });
    const res = await s.http('GET', `/api/platform/${event.id}/users/${moderator.id}`, { token });
    expect(res.body.isModerator).toBe(true);
  });

  it('answers 404 for a user of another event or no user at all', async () => {
    const { token } = await signedIn(event.id);
    const elsewhere = await s.createUser(other.id);
    const res = await s.http('GET', `/api/platform/${event.id}/users/${elsewhere.id}`, { token });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(elsewhere.firstName);
    expect((await s.http('GET', `/api/platform/${event.id}/users/999999`, { token })).status).toBe(404);
  });

  it('answers 401 to a visitor, even of an open event', async () => {
    const user = await s.createUser(event.id);
    expect((await s.http('GET', `/api/platform/${event.id}/users/${user.id}`)).status).toBe(401);
  });

  it('answers 400 naming the parameter for a malformed id', async () => {
    const { token } = await signedIn(event.id);
    const res = await s.http('GET', `/api/platform/${event.id}/users/abc`, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^params\.userId/);
  });
});

describe('PUT /users/{userId}/profile', () => {
  it('updates one’s own profile and answers 201 with the user; the biography is sanitised', async () => {
    const { user, token } = await signedIn(event.id);
    const res = await s.http('PUT', `/api/platform/${event.id}/users/${user.id}/profile`, {
      token,
      json: {
        userId: user.id,
        organisation: '  ACME  ',
        jobTitle: 'Engineer',
        country: 'France',
        biography: '<p>I like <b>bold</b> ideas</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
        accepted: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      userId: user.id,
      organisation: 'ACME',
      jobTitle: 'Engineer',
      country: 'France',
      accepted: true,
    });
    expect(res.body.ureventRef).toBe(user.ureventRef);
    expect(res.body.biography).toContain('<b>bold</b>');
    expect(res.body.biography).not.toContain('<script');
    expect(res.body.biography).not.toContain('alert(1)');
    expect(res.body.biography).not.toContain('onerror');

    const read = await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token });
    expect(read.body).toMatchObject({ organisation: 'ACME', jobTitle: 'Engineer', country: 'France', accepted: true });
    expect(read.body.biography).toBe(res.body.biography);
  });

  it('stores a declined consent, and a later save without an answer keeps it', async () => {
    const { user, token } = await signedIn(event.id);
    const declined = await s.http('PUT', `/api/platform/${event.id}/users/${user.id}/profile`, {
      token,
      json: { accepted: false },
    });
    expect(declined.status).toBe(201);
    expect(declined.body.accepted).toBe(false);
    expect((await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token })).body.accepted).toBe(false);

    const later = await s.http('PUT', `/api/platform/${event.id}/users/${user.id}/profile`, {
      token,
      json: { organisation: 'Later Ltd' },
    });
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({ organisation: 'Later Ltd', accepted: false });
  });

  it('changes the first and last name, trimmed, and keeps them when left out', async () => {
    const { user, token } = await signedIn(event.id);
    const url = `/api/platform/${event.id}/users/${user.id}/profile`;
    const renamed = await s.http('PUT', url, { token, json: { firstName: '  Léa ', lastName: ' <b>Durand</b>' } });
    expect(renamed.status).toBe(201);
    expect(renamed.body).toMatchObject({ firstName: 'Léa', lastName: '<b>Durand</b>', userName: 'Léa <b>Durand</b>' });
    const kept = await s.http('PUT', url, { token, json: { organisation: 'Kept Ltd' } });
    expect(kept.body).toMatchObject({ firstName: 'Léa', lastName: '<b>Durand</b>', organisation: 'Kept Ltd' });
  });

  it('answers 400 naming the field for an empty or too long name', async () => {
    const { user, token } = await signedIn(event.id);
    const url = `/api/platform/${event.id}/users/${user.id}/profile`;
    const empty = await s.http('PUT', url, { token, json: { firstName: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/^body\.firstName/);
    const tooLong = await s.http('PUT', url, { token, json: { lastName: 'x'.repeat(101) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^body\.lastName/);
    const read = await s.http('GET', `/api/platform/${event.id}/users/${user.id}`, { token });
    expect(read.body.firstName).toBe(user.firstName);
  });

  it('answers 403 for someone else’s profile, whatever the caller’s role', async () => {
    const target = await s.createUser(event.id);
    for (const role of ['attendee', 'moderator', 'admin'] as const) {
      const { token } = await signedIn(event.id, role);
      const res = await s.http('PUT', `/api/platform/${event.id}/users/${target.id}/profile`, {
        token,
        json: { organisation: 'Hijacked' },
      });
      expect(res.status).toBe(403);
    }
    const after = await s.ctx.users.repo.findById(target.id);
    expect(after?.organisation).toBe('');
  });

  it('answers 401 to a visitor', async () => {
    const target = await s.createUser(event.id);
    const res = await s.http('PUT', `/api/platform/${event.id}/users/${target.id}/profile`, {
      json: { organisation: 'X' },
    });
    expect(res.status).toBe(401);
  });

  it('answers 400 naming the field for a non-boolean consent or a too long organisation', async () => {
    const { user, token } = await signedIn(event.id);
    const url = `/api/platform/${event.id}/users/${user.id}/profile`;
    const notBoolean = await s.http('PUT', url, { token, json: { accepted: 'yes' } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toMatch(/^body\.accepted/);
    expect(notBoolean.body.fields).toEqual([expect.objectContaining({ path: 'body.accepted' })]);
    const tooLong = await s.http('PUT', url, { token, json: { organisation: 'x'.repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^body\.organisation/);
    const notJson = await s.http('PUT', url, { token, body: '{', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
  });
});

describe('GET /can/...', () => {
  let ids: {
    session: number;
    otherSession: number;
    presentation: number;
    sponsor: number;
    foreignSession: number;
    foreignPresentation: number;
    foreignSponsor: number;
  };
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const session = await buildSession(s, {
      platformId: event.id,
      title: 'Keynote',
      presentations: [{ platformId: event.id, title: 'Opening' }],
    });
    const otherSession = await buildSession(s, { platformId: event.id, title: 'Workshop' });
    const foreignSession = await buildSession(s, {
      platformId: other.id,
      title: 'Elsewhere',
      presentations: [{ platformId: other.id, title: 'Foreign talk' }],
    });
    const presentation = session.presentations[0];
    const foreignPresentation = foreignSession.presentations[0];
    const sponsor = await buildSponsor(s, { platformId: event.id, title: 'ACME' });
    const foreignSponsor = await buildSponsor(s, { platformId: other.id, title: 'Elsewhere Inc' });
    ids = {
      session: session!.id,
      otherSession: otherSession!.id,
      presentation: presentation!.id,
      sponsor: sponsor!.id,
      foreignSession: foreignSession!.id,
      foreignPresentation: foreignPresentation!.id,
      foreignSponsor: foreignSponsor!.id,
    };

    const people = {
      attendee: await s.createUser(event.id),
      moderator: await s.createUser(event.id, { role: 'moderator' }),
      admin: await s.createUser(event.id, { role: 'admin' }),
      sessionScoped: await s.createUser(event.id),
      sessionListed: await s.createUser(event.id),
      sessionSpeaker: await s.createUser(event.id, { role: 'speaker' }),
      presentationScoped: await s.createUser(event.id),
      sponsorScoped: await s.createUser(event.id),
      loungeScoped: await s.createUser(event.id),
    };
    await grantScope(s, people.sessionScoped, { scope: 'session', entityId: ids.session });
    await grantScope(s, people.presentationScoped, { scope: 'presentation', entityId: ids.presentation });
    await grantScope(s, people.sponsorScoped, { scope: 'sponsor', entityId: ids.sponsor });
    await grantScope(s, people.loungeScoped, 'lounge');
    await addSessionPeople(s, ids.otherSession, {
      moderators: [people.sessionListed.id],
      speakers: [people.sessionSpeaker.id],
    });
    for (const [name, user] of Object.entries(people)) tokens[name] = (await s.signIn(user)).access_token;
  });

  const ask = async (who: string, path: string) => {
    const res = await s.http('GET', `/api/platform/${event.id}/can/${path}`, { token: tokens[who] });
    expect(res.status).toBe(200);
    return res.body as boolean;
  };

  it('platfrommod and loungemod: moderators and admins only', async () => {
    expect(await ask('attendee', 'platfrommod')).toBe(false);
    expect(await ask('attendee', 'loungemod')).toBe(false);
    expect(await ask('moderator', 'platfrommod')).toBe(true);
    expect(await ask('moderator', 'loungemod')).toBe(true);
    expect(await ask('admin', 'platfrommod')).toBe(true);
    expect(await ask('admin', 'loungemod')).toBe(true);
    expect(await ask('loungeScoped', 'loungemod')).toBe(true);
    expect(await ask('loungeScoped', 'platfrommod')).toBe(false);
    expect(await ask('sessionScoped', 'platfrommod')).toBe(false);
  });

  it('sessionmod: by role, by assignment or as the session’s listed moderator', async () => {
    expect(await ask('attendee', `sessionmod/${ids.session}`)).toBe(false);
    expect(await ask('moderator', `sessionmod/${ids.session}`)).toBe(true);
    expect(await ask('admin', `sessionmod/${ids.session}`)).toBe(true);
    expect(await ask('sessionScoped', `sessionmod/${ids.session}`)).toBe(true);
    expect(await ask('sessionScoped', `sessionmod/${ids.otherSession}`)).toBe(false);
    expect(await ask('sessionListed', `sessionmod/${ids.otherSession}`)).toBe(true);
    expect(await ask('sessionListed', `sessionmod/${ids.session}`)).toBe(false);
    expect(await ask('sessionSpeaker', `sessionmod/${ids.otherSession}`)).toBe(false);
    expect(await ask('presentationScoped', `sessionmod/${ids.session}`)).toBe(false);
  });

  it('presentationMod: by role, by assignment, or moderating its session', async () => {
    expect(await ask('attendee', `presentationMod/${ids.presentation}`)).toBe(false);
    expect(await ask('moderator', `presentationMod/${ids.presentation}`)).toBe(true);
    expect(await ask('admin', `presentationMod/${ids.presentation}`)).toBe(true);
    expect(await ask('presentationScoped', `presentationMod/${ids.presentation}`)).toBe(true);
    expect(await ask('sessionScoped', `presentationMod/${ids.presentation}`)).toBe(true);
    expect(await ask('sessionListed', `presentationMod/${ids.presentation}`)).toBe(false);
  });

  it('sponsormod: by role or by assignment to that stand', async () => {
    expect(await ask('attendee', `sponsormod/${ids.sponsor}`)).toBe(false);
    expect(await ask('moderator', `sponsormod/${ids.sponsor}`)).toBe(true);
    expect(await ask('admin', `sponsormod/${ids.sponsor}`)).toBe(true);
    expect(await ask('sponsorScoped', `sponsormod/${ids.sponsor}`)).toBe(true);
    expect(await ask('sessionScoped', `sponsormod/${ids.sponsor}`)).toBe(false);
  });

  it('answers false for ids of another event or of nothing, even to moderators and admins', async () => {
    for (const who of ['moderator', 'admin', 'sessionScoped', 'presentationScoped', 'sponsorScoped']) {
      expect(await ask(who, `sessionmod/${ids.foreignSession}`)).toBe(false);
      expect(await ask(who, `presentationMod/${ids.foreignPresentation}`)).toBe(false);
      expect(await ask(who, `sponsormod/${ids.foreignSponsor}`)).toBe(false);
      expect(await ask(who, 'sessionmod/999999')).toBe(false);
      expect(await ask(who, 'presentationMod/999999')).toBe(false);
      expect(await ask(who, 'sponsormod/999999')).toBe(false);
    }
  });

  it('answers 401 to a visitor and 400 naming the id when it is not a number', async () => {
    expect((await s.http('GET', `/api/platform/${event.id}/can/platfrommod`)).status).toBe(401);
    expect((await s.http('GET', `/api/platform/${event.id}/can/sessionmod/${ids.session}`)).status).toBe(401);
    const bad = await s.http('GET', `/api/platform/${event.id}/can/sessionmod/abc`, { token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^params\.id/);
  });
});
