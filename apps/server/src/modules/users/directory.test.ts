import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { buildSession, buildSignedInUser, buildUser, type TestUser } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let s: TestServer;
let event: { id: number; code: string };
let other: { id: number; code: string };
let attendee: TestUser & { token: string };
let outsider: TestUser & { token: string };
const people: Record<string, number> = {};

const get = (url: string, token?: string) => s.http('GET', url, { token });
const api = (path: string, platformId = event.id) => `/api/platform/${platformId}${path}`;

async function person(
  name: string,
  o: {
    first: string;
    last: string;
    accepted?: boolean | null;
    speaker?: boolean;
    disabled?: boolean;
    hidden?: boolean;
    account?: boolean;
    organisation?: string;
    town?: string;
    country?: string;
  },
) {
  const user = await buildUser(s, { platformId: event.id, firstName: o.first, lastName: o.last });
  await s.ctx.db
    .update(users)
    .set({
      accepted: o.accepted === undefined ? true : o.accepted,
      isSpeaker: o.speaker ?? false,
      disabled: o.disabled ?? false,
      hideFromDirectory: o.hidden ?? false,
      organisation: o.organisation ?? '',
      town: o.town ?? '',
      country: o.country ?? '',
      biography: '<p>Bio <script>alert(1)</script></p>',
      ...(o.account === false ? { email: null, passwordHash: null, externalKey: `id:${name}` } : {}),
    })
    .where(eq(users.id, user.id));
  people[name] = user.id;
}

beforeAll(async () => {
  s = await startTestServer();
  event = await s.createPlatform('DIR', { open: true });
  other = await s.createPlatform('DIRX', { open: true });
  attendee = await buildSignedInUser(s, { platformId: event.id });
  outsider = await buildSignedInUser(s, { platformId: other.id });
  await person('eloise', { first: 'Éloïse', last: 'Dubois', organisation: 'Hôpital Saint-Éloi', town: 'Montpellier' });
  await person('chair', { first: 'Marc', last: 'Lemaire', speaker: false, town: 'Lyon', country: 'France' });
  await person('speaker', { first: 'Samira', last: 'Haddad', speaker: true, organisation: 'University of Geneva' });
  await person('scheduleSpeaker', { first: 'Ann', last: 'Lee', speaker: true, accepted: null, account: false });
  await person('declined', { first: 'Dora', last: 'Declined', speaker: true, accepted: false });
  await person('disabled', { first: 'Dan', last: 'Disabled', speaker: true, disabled: true });
  await person('unanswered', { first: 'Una', last: 'Unanswered', accepted: null });
  await person('hidden', { first: 'Hugo', last: 'Hidden', hidden: true });
  await person('hiddenSpeaker', { first: 'Hana', last: 'Hidden', speaker: true, hidden: true });
  for (let i = 0; i < 30; i++) await person(`p${i}`, { first: `Person${i}`, last: `Zz${String(i).padStart(2, '0')}` });
  await buildSession(s, {
    platformId: event.id,
    title: 'Valves and more',
    start: '2026-06-01T08:00:00Z',
    end: '2026-06-01T09:00:00Z',
    moderators: [people.chair!],
    speakers: [people.speaker!],
    presentations: [
      { title: 'A talk', speakerId: people.speaker },
      { title: 'A poster', speakerId: people.speaker, isPoster: true },
    ],
  });
});
afterAll(() => s.close());

const names = (body: { items: { userName: string }[] }) => body.items.map((p) => p.userName);

describe('GET /users?page= (the directories)', () => {
  it('lists participants 25 a page with the total, in name order, for visitors and attendees alike', async () => {
    for (const token of [undefined, attendee.token]) {
      const first = await get(api('/users?page=1'), token);
      expect(first.status).toBe(200);
      expect(first.body.items).toHaveLength(25);
      // The 30 people, Éloïse, Marc, Samira, and the attendee... who has not answered the consent yet.
      expect(first.body.total).toBe(33);
      const second = await get(api('/users?page=2'), token);
      expect(second.body.items).toHaveLength(8);
      const all = [...names(first.body), ...names(second.body)];
      expect(new Set(all).size).toBe(33);
      expect(all.slice(0, 3)).toEqual(['Éloïse Dubois', 'Samira Haddad', 'Marc Lemaire']);
    }
  });

  it('never lists someone it must not', async () => {
    const everyone = async (speaker: boolean) => {
      const out: string[] = [];
      for (let page = 1; page <= 3; page++)
        out.push(...names((await get(api(`/users?page=${page}&speaker=${speaker}`))).body));
      return out;
    };
    const participants = await everyone(false);
    for (const name of ['Dora Declined', 'Dan Disabled', 'Una Unanswered', 'Hugo Hidden', 'Hana Hidden', 'Ann Lee']) {
      expect(participants).not.toContain(name);
    }
    const speakers = await everyone(true);
    // Speakers: a schedule's speaker and one hidden from the participants stay listed; declined and disabled do not.
    expect(speakers.sort()).toEqual(['Ann Lee', 'Hana Hidden', 'Samira Haddad']);
  });

  it('answers only a card’s fields, the biography sanitised, and who chairs or speaks', async () => {
    const res = await get(api('/users?speaker=true&search=samira'));
    expect(res.body.items).toEqual([
      {
        userId: people.speaker,
        userName: 'Samira Haddad',
        firstName: 'Samira',
        lastName: 'Haddad',
        title: '',
        organisation: 'University of Geneva',
        town: '',
        country: '',
        photoUri: '',
        businessCardImageUri: '',
        biography: '<p>Bio </p>',
        isSpeaker: true,
        isModerator: false,
      },
    ]);
    const chair = await get(api('/users?search=lemaire'));
    expect(chair.body.items[0]).toMatchObject({ userName: 'Marc Lemaire', isModerator: true });
    expect(JSON.stringify(chair.body)).not.toMatch(/email|ureventRef|accepted/);
  });

  it('searches name, organisation, town and country, accents and case aside, from 3 characters', async () => {
    const found = async (search: string, speaker = false) =>
      (await get(api(`/users?speaker=${speaker}&search=${encodeURIComponent(search)}`))).body;
    expect(names(await found('eloise'))).toEqual(['Éloïse Dubois']);
    expect(names(await found('ÉLOÏSE'))).toEqual(['Éloïse Dubois']);
    expect(names(await found('saint-eloi'))).toEqual(['Éloïse Dubois']);
    expect(names(await found('montpel'))).toEqual(['Éloïse Dubois']);
    expect(names(await found('france'))).toEqual(['Marc Lemaire']);
    expect(names(await found('geneva', true))).toEqual(['Samira Haddad']);
    // Each word must match.
    expect(names(await found('marc lyon'))).toEqual(['Marc Lemaire']);
    expect(names(await found('marc geneva'))).toEqual([]);
    // Wildcards are literal text.
    expect((await found('%%%')).total).toBe(0);
    // Under 3 characters the search is not applied.
    expect((await found('zz')).total).toBe(33);
    expect((await found('hidden')).total).toBe(0);
  });

  it('keeps events apart and answers 400 naming the field for bad input', async () => {
    const elsewhere = await get(api('/users', other.id), outsider.token);
    expect(elsewhere.status).toBe(200);
    expect(names(elsewhere.body)).not.toContain('Samira Haddad');
    expect((await get(api('/users'), outsider.token)).status).toBe(401);
    for (const [query, field] of [
      ['page=0', 'query.page'],
      ['page=abc', 'query.page'],
      ['speaker=maybe', 'query.speaker'],
      [`search=${'x'.repeat(201)}`, 'query.search'],
    ]) {
      const res = await get(api(`/users?${query}`));
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(new RegExp(`^${field!.replace('.', '\\.')}`));
    }
  });

  it('leaves out a person who hides themselves from then on (their profile says so)', async () => {
    const me = await buildSignedInUser(s, { platformId: event.id, firstName: 'Quentin', lastName: 'Quiet' });
    await s.http('PUT', api(`/users/${me.id}/profile`), { token: me.token, json: { accepted: true } });
    expect(names((await get(api('/users?search=quentin'))).body)).toEqual(['Quentin Quiet']);
    const res = await s.http('PUT', api(`/users/${me.id}/profile`), {
      token: me.token,
      json: { hideFromDirectory: true },
    });
    expect(res.status).toBe(201);
    expect(res.body.hideFromDirectory).toBe(true);
    expect(names((await get(api('/users?search=quentin'))).body)).toEqual([]);
  });
});

describe('a directory switched off', () => {
  it('answers 404 for its pages and, with both off, for a card’s programme; on again, as before', async () => {
    await s.ctx.platforms.updateSettings(event.code, { modules: { speakers: false } });
    try {
      const speakersOff = await get(api('/users?page=1&speaker=true'), attendee.token);
      expect(speakersOff.status).toBe(404);
      expect(speakersOff.body.message).toBe('The speakers directory is off for this event');
      expect((await get(api('/users?page=1'), attendee.token)).status).toBe(200);
      expect((await get(api(`/users/${people.speaker}/programme`), attendee.token)).status).toBe(200);
      await s.ctx.platforms.updateSettings(event.code, { modules: { allParticipants: false } });
      expect((await get(api('/users?page=1'), attendee.token)).status).toBe(404);
      expect((await get(api(`/users/${people.speaker}/programme`), attendee.token)).status).toBe(404);
    } finally {
      await s.ctx.platforms.updateSettings(event.code, { modules: { speakers: true, allParticipants: true } });
    }
    expect((await get(api('/users?page=1&speaker=true'), attendee.token)).status).toBe(200);
  });
});

describe('GET /users/{id}/programme', () => {
  it('lists the sessions and presentations of a listed speaker or chair', async () => {
    const res = await get(api(`/users/${people.speaker}/programme`));
    expect(res.status).toBe(200);
    expect(res.body.sessions).toEqual([expect.objectContaining({ title: 'Valves and more', role: 'speaker' })]);
    expect(res.body.presentations.map((p: { title: string; isPoster: boolean }) => [p.title, p.isPoster])).toEqual([
      ['A talk', false],
      ['A poster', true],
    ]);
    const chair = await get(api(`/users/${people.chair}/programme`), attendee.token);
    expect(chair.body.sessions).toEqual([expect.objectContaining({ role: 'moderator' })]);
  });

  it('is not found for someone the directory does not list, or of another event', async () => {
    for (const name of ['declined', 'disabled', 'unanswered']) {
      const res = await get(api(`/users/${people[name]}/programme`));
      expect(res.status, `${name} ${JSON.stringify(res.body)} ${people[name]}`).toBe(404);
    }
    expect((await get(api(`/users/${people.speaker}/programme`, other.id))).status).toBe(404);
  });
});
