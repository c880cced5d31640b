import type { TUserRole } from '@atrium/contracts';
import type { Config } from '../config/config.ts';
import {
  addSessionPeople,
  buildLounge,
  buildLoungeRoom,
  buildPlatform,
  buildSession,
  buildSponsor,
  buildUser,
} from './factories.ts';
import { connectHub, type HubClient, ok } from './hub-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface ScenePerson {
  id: number;
  name: string;
  email: string;
  password: string;
  token: string;
}

const PEOPLE = [
  'attendee',
  'attendee2',
  'attendee3',
  'speaker',
  'moderator',
  'admin',
  'sessionMod',
  'sessionModSpeaker',
  'sessionSpeaker',
  'sponsorStaff',
] as const;
export type PersonName = (typeof PEOPLE)[number];

const ROLE: Record<PersonName, TUserRole> = {
  attendee: 'attendee',
  attendee2: 'attendee',
  attendee3: 'attendee',
  speaker: 'speaker',
  moderator: 'moderator',
  admin: 'admin',
  sessionMod: 'attendee',
  sessionModSpeaker: 'attendee',
  sessionSpeaker: 'attendee',
  sponsorStaff: 'attendee',
};

export type Scene = Awaited<ReturnType<typeof buildScene>>;

/**
 * An event with a lounge (two rooms), a sponsor with stand chat and a sponsor lounge (one room),
 * a session with chat and one without, and one person of each kind, signed in.
 */
export async function buildScene(s: TestServer, code: string) {
  const event = await buildPlatform(s, { code });
  const platformId = event.id;
  const lounge = await buildLounge(s, { platformId, title: 'Networking lounge' });
  const room = await buildLoungeRoom(s, { lounge, name: 'welcome' });
  const room2 = await buildLoungeRoom(s, { lounge, name: 'Imaging club' });
  const sponsor = await buildSponsor(s, { platformId, title: 'Acme', enableStandChat: true });
  const sponsorLounge = await buildLounge(s, {
    platformId,
    sponsorId: sponsor.id,
    title: 'Acme lounge',
    imageUri: 'https://example.test/acme.png',
  });
  const sponsorRoom = await buildLoungeRoom(s, { lounge: sponsorLounge, name: 'demos' });
  // Live for the whole run (chat is open only while a session is live), and one that has ended.
  const hour = 3_600_000;
  const start = new Date(Date.now() - hour).toISOString();
  const end = new Date(Date.now() + 12 * hour).toISOString();
  const session = await buildSession(s, { platformId, title: 'Opening', start, end, enableChat: true });
  const quietSession = await buildSession(s, { platformId, title: 'Quiet', start, end, enableChat: false });
  const endedSession = await buildSession(s, {
    platformId,
    title: 'Yesterday',
    start: new Date(Date.now() - 25 * hour).toISOString(),
    end: new Date(Date.now() - 24 * hour).toISOString(),
    enableChat: true,
  });

  const people = {} as Record<PersonName, ScenePerson>;
  for (const name of PEOPLE) {
    const user = await buildUser(s, {
      platformId,
      role: ROLE[name],
      firstName: name,
      lastName: code,
      // Consented: the directory lists them, so they find and message one another.
      accepted: true,
      scopes: name === 'sponsorStaff' ? [{ scope: 'sponsor', entityId: sponsor.id }] : [],
    });
    people[name] = {
      id: user.id,
      name: `${name} ${code}`,
      email: user.email,
      password: user.password,
      token: '',
    };
  }
  await addSessionPeople(s, session.id, {
    moderators: [people.sessionMod.id, people.sessionModSpeaker.id],
    speakers: [people.sessionModSpeaker.id, people.sessionSpeaker.id],
  });
  for (const person of Object.values(people)) {
    person.token = (await s.signIn({ email: person.email, password: person.password, platformId })).access_token;
  }
  return {
    event,
    platformId,
    lounge,
    room,
    room2,
    sponsor,
    sponsorLounge,
    sponsorRoom,
    session,
    quietSession,
    endedSession,
    people,
  };
}

/** A connected socket that has joined the event (CONNECT_USER). */
export async function joined(s: TestServer, scene: Scene, who: PersonName, baseUrl = s.baseUrl): Promise<HubClient> {
  const person = scene.people[who];
  const client = await connectHub(baseUrl, { token: person.token, platformId: scene.platformId });
  await ok(client, 'CONNECT_USER', {
    eventCode: scene.event.code,
    eventId: scene.platformId,
    userId: person.id,
    userName: person.name,
  });
  return client;
}

/**
 * The hub suites' server, with pings, counts and node checks fast enough for tests, and two
 * scenes: HUB and another event, HUBX.
 */
export async function startHubSuite(
  configOverrides: Partial<Config> = {},
): Promise<{ s: TestServer; scene: Scene; other: Scene }> {
  const s = await startTestServer({
    configOverrides: {
      hub: { pingIntervalMs: 200, pingTimeoutMs: 300, countIntervalMs: 100, nodeTtlMs: 1500, sweepIntervalMs: 60_000 },
      ...configOverrides,
    },
  });
  return { s, scene: await buildScene(s, 'HUB'), other: await buildScene(s, 'HUBX') };
}
