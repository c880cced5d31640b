import type { TUserRole } from '@atrium/contracts';
import { loungeRooms, lounges, moderatorAssignments, sessionPeople, sessions, sponsors } from '../db/schema.ts';
import { connectHub, type HubClient, ok } from './hub-client.ts';
import type { TestServer } from './test-server.ts';

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
  const event = await s.createPlatform(code, { open: true });
  const platformId = event.id;
  const db = s.ctx.db;
  const [lounge] = await db.insert(lounges).values({ platformId, title: 'Networking lounge' }).returning();
  const rooms = await db
    .insert(loungeRooms)
    .values([
      { platformId, loungeId: lounge!.id, name: 'welcome' },
      { platformId, loungeId: lounge!.id, name: 'Imaging club' },
    ])
    .returning();
  const [sponsor] = await db.insert(sponsors).values({ platformId, title: 'Acme', enableStandChat: true }).returning();
  const [sponsorLounge] = await db
    .insert(lounges)
    .values({ platformId, sponsorId: sponsor!.id, title: 'Acme lounge', imageUri: 'https://example.test/acme.png' })
    .returning();
  const [sponsorRoom] = await db
    .insert(loungeRooms)
    .values({ platformId, loungeId: sponsorLounge!.id, name: 'demos' })
    .returning();
  const start = new Date('2030-05-01T09:00:00Z');
  const end = new Date('2030-05-01T10:00:00Z');
  const [session, quietSession] = await db
    .insert(sessions)
    .values([
      { platformId, title: 'Opening', startsAt: start, endsAt: end, enableChat: true },
      { platformId, title: 'Quiet', startsAt: start, endsAt: end, enableChat: false },
    ])
    .returning();

  const people = {} as Record<PersonName, ScenePerson>;
  for (const name of PEOPLE) {
    const user = await s.createUser(platformId, { role: ROLE[name], firstName: name, lastName: code });
    people[name] = {
      id: user.id,
      name: `${name} ${code}`,
      email: user.email,
      password: user.password,
      token: '',
    };
  }
  await db.insert(sessionPeople).values([
    { sessionId: session!.id, userId: people.sessionMod.id, role: 'moderator' },
    { sessionId: session!.id, userId: people.sessionModSpeaker.id, role: 'moderator' },
    { sessionId: session!.id, userId: people.sessionModSpeaker.id, role: 'speaker' },
    { sessionId: session!.id, userId: people.sessionSpeaker.id, role: 'speaker' },
  ]);
  await db
    .insert(moderatorAssignments)
    .values({ platformId, userId: people.sponsorStaff.id, scope: 'sponsor', entityId: sponsor!.id });
  for (const person of Object.values(people)) {
    person.token = (await s.signIn({ email: person.email, password: person.password, platformId })).access_token;
  }
  return {
    event,
    platformId,
    lounge: lounge!,
    room: rooms[0]!,
    room2: rooms[1]!,
    sponsor: sponsor!,
    sponsorLounge: sponsorLounge!,
    sponsorRoom: sponsorRoom!,
    session: session!,
    quietSession: quietSession!,
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
