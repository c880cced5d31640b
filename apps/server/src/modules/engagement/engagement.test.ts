import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemLikes } from '../../db/schema.ts';
import { FixedClock } from '../../lib/clock.ts';
import { buildProgramme, buildSignedInUser } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { PAGE_FIGURES_TTL_MS } from './engagement.service.ts';

// A minute before midnight in Paris (21:59 UTC): the views test steps over the day's end there.
const clock = new FixedClock('2026-06-01T21:59:00Z');
let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let keynote: number;
let workshop: number;
let talk: number;
let elsewhere: number;
const users: Record<string, { id: number; token: string }> = {};

const base = (platformId = event.id) => `/api/platform/${platformId}/sessions`;

beforeAll(async () => {
  s = await startTestServer({ clock });
  event = await s.createPlatform('LIKE', { open: true, timeZone: 'Europe/Paris' });
  other = await s.createPlatform('LIKEOTHER', { open: true });
  for (const [name, platformId] of [
    ['ann', event.id],
    ['bo', event.id],
    ['cy', event.id],
    ['dee', event.id],
    ['eve', event.id],
    ['stranger', other.id],
  ] as const) {
    users[name] = await buildSignedInUser(s, { platformId, firstName: name, lastName: 'Tester' });
  }
  const ids = await buildProgramme(s, event.id, {
    rooms: ['Hall'],
    sessions: [
      {
        title: 'Keynote',
        start: '2026-06-01T07:00:00Z',
        end: '2026-06-01T08:00:00Z',
        room: 'Hall',
        presentations: [{ title: 'The talk', sortOrder: 1 }],
      },
      { title: 'Workshop', start: '2026-06-01T09:00:00Z', end: '2026-06-01T10:00:00Z', room: 'Hall' },
    ],
  });
  keynote = ids.sessions.Keynote as number;
  workshop = ids.sessions.Workshop as number;
  talk = ids.presentations['The talk'] as number;
  elsewhere = (
    await buildProgramme(s, other.id, {
      rooms: [],
      sessions: [{ title: 'Elsewhere', start: '2026-06-01T07:00:00Z', end: '2026-06-01T08:00:00Z' }],
    })
  ).sessions.Elsewhere as number;
});
afterAll(() => s.close());

describe('likes', () => {
  it('toggles one like per user, and counts each user once', async () => {
    const first = await s.http('POST', `${base()}/${keynote}/like`, { token: users.ann!.token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      liked: true,
      sessionId: keynote,
      presentationId: null,
      userId: users.ann!.id,
      likes: 1,
    });
    const bo = await s.http('POST', `${base()}/${keynote}/like`, { token: users.bo!.token });
    expect(bo.body).toMatchObject({ liked: true, likes: 2 });
    const again = await s.http('POST', `${base()}/${keynote}/like`, { token: users.ann!.token });
    expect(again.body).toMatchObject({ liked: false, likes: 1 });
    // The session's like is not the presentation's.
    const pres = await s.http('POST', `${base()}/${keynote}/presentation/${talk}/like`, { token: users.ann!.token });
    expect(pres.body).toEqual({
      liked: true,
      sessionId: keynote,
      presentationId: talk,
      userId: users.ann!.id,
      likes: 1,
    });
  });

  it('asks a visitor to sign in', async () => {
    expect((await s.http('POST', `${base()}/${workshop}/like`)).status).toBe(401);
  });

  it('does not find a session of another event, nor a presentation of another session', async () => {
    expect((await s.http('POST', `${base()}/${elsewhere}/like`, { token: users.ann!.token })).status).toBe(404);
    expect(
      (await s.http('POST', `${base()}/${workshop}/presentation/${talk}/like`, { token: users.ann!.token })).status,
    ).toBe(404);
    expect((await s.http('POST', `${base(other.id)}/${elsewhere}/like`, { token: users.ann!.token })).status).toBe(401);
    expect((await s.http('POST', `${base()}/${keynote}/like`, { token: users.stranger!.token })).status).toBe(401);
  });

  it('answers 400 naming the parameter for a session id that is not one', async () => {
    const res = await s.http('POST', `${base()}/abc/like`, { token: users.ann!.token });
    expect(res.status).toBe(400);
    expect(res.text).toContain('sessionId');
  });
});

describe('ratings', () => {
  it('keeps one rating per user, the latest, and answers the count and the mean', async () => {
    const ann = await s.http('POST', `${base()}/${workshop}/rate/4.5`, { token: users.ann!.token });
    expect(ann.status).toBe(200);
    expect(ann.body).toEqual({ rates: 1, rating: 4.5, myRating: 4.5 });
    const bo = await s.http('POST', `${base()}/${workshop}/rate/2`, { token: users.bo!.token });
    expect(bo.body).toEqual({ rates: 2, rating: 3.25, myRating: 2 });
    const annAgain = await s.http('POST', `${base()}/${workshop}/rate/3`, { token: users.ann!.token });
    expect(annAgain.body).toEqual({ rates: 2, rating: 2.5, myRating: 3 });
    const cy = await s.http('POST', `${base()}/${workshop}/rate/0.5`, { token: users.cy!.token });
    expect(cy.body).toEqual({ rates: 3, rating: 1.83, myRating: 0.5 });
  });

  it('rates a presentation apart from its session', async () => {
    const res = await s.http('POST', `${base()}/${keynote}/presentation/${talk}/rate/5`, { token: users.bo!.token });
    expect(res.body).toEqual({ rates: 1, rating: 5, myRating: 5 });
    const session = await s.http('POST', `${base()}/${keynote}/rate/1`, { token: users.bo!.token });
    expect(session.body).toEqual({ rates: 1, rating: 1, myRating: 1 });
  });

  it.each(['0', '5.5', '4.25', '-1', 'five', 'NaN', 'Infinity', '1e1'])(
    'refuses %s with a 400 naming the value, and keeps the earlier rating',
    async (value) => {
      const res = await s.http('POST', `${base()}/${workshop}/rate/${value}`, { token: users.ann!.token });
      expect(res.status).toBe(400);
      expect(res.text).toContain('value');
      const check = await s.http('POST', `${base()}/${workshop}/rate/3`, { token: users.ann!.token });
      expect(check.body).toMatchObject({ rates: 3, myRating: 3 });
    },
  );

  it('asks a visitor to sign in', async () => {
    expect((await s.http('POST', `${base()}/${workshop}/rate/3`)).status).toBe(401);
  });
});

describe('views', () => {
  it('counts a signed-in user once a day, in the event’s time zone', async () => {
    const url = `${base()}/${keynote}/view`;
    expect((await s.http('POST', url, { token: users.ann!.token })).body).toEqual({ views: 1 });
    expect((await s.http('POST', url, { token: users.ann!.token })).body).toEqual({ views: 1 });
    expect((await s.http('POST', url, { token: users.bo!.token })).body).toEqual({ views: 2 });
    // Midnight in Paris (22:00 UTC): a new day there, though not in UTC.
    clock.set('2026-06-01T22:00:00Z');
    expect((await s.http('POST', url, { token: users.ann!.token })).body).toEqual({ views: 3 });
  });

  it('lets a visitor of an open event read the count without counting them', async () => {
    const res = await s.http('POST', `${base()}/${keynote}/view`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ views: 3 });
  });

  it('counts a presentation apart from its session', async () => {
    const res = await s.http('POST', `${base()}/${keynote}/presentation/${talk}/view`, { token: users.cy!.token });
    expect(res.body).toEqual({ views: 1 });
  });

  it('does not find an item of another event', async () => {
    expect((await s.http('POST', `${base()}/${elsewhere}/view`, { token: users.ann!.token })).status).toBe(404);
  });
});

describe('the figures of a session’s page', () => {
  it('gives the counts and the caller’s own like and rating, for the session and its presentations', async () => {
    const forBo = await s.ctx.engagement.ofPage(workshop, users.bo!.id);
    expect(forBo.session).toEqual({ views: 0, likes: 0, rating: 1.83, numOfRatings: 3, liked: false, myRating: 2 });
    const visitor = await s.ctx.engagement.ofPage(keynote, null);
    expect(visitor.session).toMatchObject({ views: 3, likes: 1, liked: false, myRating: null });
    expect(visitor.presentations.get(talk)).toMatchObject({ views: 1, liked: false, myRating: null });
  });

  it('shares the counts for a second, except with the author of a like, rating or view on this node', async () => {
    const before = (await s.ctx.engagement.ofPage(keynote, users.bo!.id)).session;
    // A like stored elsewhere (another node): the shared counts do not show it within the second…
    await s.ctx.db.insert(itemLikes).values({ platformId: event.id, sessionId: keynote, userId: users.dee!.id });
    expect((await s.ctx.engagement.ofPage(keynote, users.bo!.id)).session.likes).toBe(before.likes);
    // …but the liker's own like shows at once, and the counts after the second.
    expect((await s.ctx.engagement.ofPage(keynote, users.dee!.id)).session.liked).toBe(true);
    clock.advance(PAGE_FIGURES_TTL_MS);
    expect((await s.ctx.engagement.ofPage(keynote, users.bo!.id)).session.likes).toBe(before.likes + 1);
    // A like through this node is counted at once.
    const res = await s.http('POST', `${base()}/${keynote}/like`, { token: users.eve!.token });
    expect(res.body).toMatchObject({ liked: true });
    expect((await s.ctx.engagement.ofPage(keynote, users.cy!.id)).session.likes).toBe(before.likes + 2);
  });
});
