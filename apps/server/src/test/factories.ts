import type { TModeratorScope, TStoredPlatformSettings, TUserRole } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import {
  chatMessages,
  customPages,
  loungeRooms,
  lounges,
  menuItems,
  moderatorAssignments,
  presentations,
  rooms,
  sessionPeople,
  sessions,
  sponsorAds,
  sponsors,
} from '../db/schema.ts';
import type { UserRow } from '../modules/users/users.repository.ts';
import type { TestServer } from './test-server.ts';

/**
 * Test data, each factory taking only what matters to the test and filling in the rest
 * (unique names, an event of its own when none is given). Rows are written as the
 * organisers' tools would leave them: programme and content changes drop this node's caches.
 */
type Server = Pick<TestServer, 'ctx' | 'signIn'>;
type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

let sequence = 0;
/** A number no other factory call of this process has used (unique codes, names, emails). */
const next = () => ++sequence;

export interface TestEvent {
  id: number;
  code: string;
}

/** An event, open to visitors unless told otherwise; code and title made up when not given. */
export async function buildPlatform(
  s: Server,
  o: { code?: string } & TStoredPlatformSettings = {},
): Promise<TestEvent> {
  const { code = `EVENT${next()}`, ...settings } = o;
  const platform = await s.ctx.platforms.create(code, { eventTitle: `${code} event`, open: true, ...settings });
  return { id: platform.id, code: platform.code };
}

/** A moderator scope: a bare scope (platform, lounge) or one on an entity (session 7, sponsor 3). */
export type TestScope = TModeratorScope | { scope: TModeratorScope; entityId: number };

export interface NewTestUser {
  platformId?: number;
  email?: string;
  firstName?: string;
  lastName?: string;
  role?: TUserRole;
  password?: string;
  /** Moderator scopes beyond those the role gives (moderators get platform and lounge). */
  scopes?: TestScope[];
  /** The privacy consent answer (unanswered when left out). */
  accepted?: boolean;
}

export type TestUser = UserRow & { email: string; password: string };

/** An account through the users service (password hashed, role flags and scopes set). */
export async function buildUser(s: Server, o: NewTestUser = {}): Promise<TestUser> {
  const n = next();
  const platformId = o.platformId ?? (await buildPlatform(s)).id;
  const password = o.password ?? 'correct horse battery';
  const row = await s.ctx.users.create(platformId, {
    email: o.email ?? `user${n}-${platformId}@example.test`,
    firstName: o.firstName ?? `First${n}`,
    lastName: o.lastName ?? `Last${n}`,
    role: o.role ?? 'attendee',
    password,
  });
  for (const scope of o.scopes ?? []) await grantScope(s, row, scope);
  const answered =
    o.accepted === undefined ? row : ((await s.ctx.users.repo.update(row.id, { accepted: o.accepted })) ?? row);
  return { ...answered, email: answered.email ?? '', password };
}

/** An account, signed in: its access token comes with it. */
export async function buildSignedInUser(s: Server, o: NewTestUser = {}): Promise<TestUser & { token: string }> {
  const user = await buildUser(s, o);
  return { ...user, token: (await s.signIn(user)).access_token };
}

/**
 * Gives an account a moderator scope. Grant before the account is used: a node trusts what it
 * read of an account's roles for a few seconds.
 */
export async function grantScope(s: Server, user: { id: number; platformId: number }, scope: TestScope) {
  const { scope: name, entityId = 0 } = typeof scope === 'string' ? { scope } : scope;
  await s.ctx.db
    .insert(moderatorAssignments)
    .values({ platformId: user.platformId, userId: user.id, scope: name, entityId });
}

/** A programme room (rooms are listed by `sortOrder`). */
export async function buildRoom(s: Server, o: { platformId: number } & Partial<Insert<typeof rooms>>) {
  const [row] = await s.ctx.db
    .insert(rooms)
    .values({ name: `Room ${next()}`, ...o })
    .returning();
  await s.ctx.programme.changed(o.platformId);
  return row!;
}

export interface TestPresentation extends Partial<Omit<Insert<typeof presentations>, 'startsAt' | 'endsAt'>> {
  start?: string | Date;
  end?: string | Date;
}

export interface NewTestSession extends Partial<Omit<Insert<typeof sessions>, 'startsAt' | 'endsAt'>> {
  platformId: number;
  start?: string | Date;
  end?: string | Date;
  /** User ids, listed in this order. */
  moderators?: number[];
  speakers?: number[];
  /** In the order given unless each names its `sortOrder`. */
  presentations?: TestPresentation[];
}

const DEFAULT_START = '2030-05-01T09:00:00Z';
const DEFAULT_END = '2030-05-01T10:00:00Z';
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** A session with its people and presentations; the programme is marked changed as an edit would. */
export async function buildSession(s: Server, o: NewTestSession) {
  const { start = DEFAULT_START, end = DEFAULT_END, moderators, speakers, presentations: talks, ...fields } = o;
  const [row] = await s.ctx.db
    .insert(sessions)
    .values({ title: `Session ${next()}`, ...fields, startsAt: toDate(start), endsAt: toDate(end) })
    .returning();
  const session = row!;
  await addSessionPeople(s, session.id, { moderators, speakers });
  const presentationRows = talks?.length
    ? await s.ctx.db
        .insert(presentations)
        .values(
          talks.map(({ start: pStart, end: pEnd, ...p }, i) => ({
            title: `Presentation ${next()}`,
            sortOrder: i + 1,
            ...p,
            platformId: o.platformId,
            sessionId: session.id,
            startsAt: pStart ? toDate(pStart) : null,
            endsAt: pEnd ? toDate(pEnd) : null,
          })),
        )
        .returning()
    : [];
  await s.ctx.programme.changed(o.platformId);
  return { ...session, presentations: presentationRows };
}

/** Lists people as moderators or speakers of a session (after the ones it has). */
export async function addSessionPeople(
  s: Server,
  sessionId: number,
  o: { moderators?: number[]; speakers?: number[] },
): Promise<void> {
  const people = [
    ...(o.moderators ?? []).map((userId, i) => ({ sessionId, userId, role: 'moderator', sortOrder: i })),
    ...(o.speakers ?? []).map((userId, i) => ({ sessionId, userId, role: 'speaker', sortOrder: i })),
  ];
  if (people.length === 0) return;
  await s.ctx.db.insert(sessionPeople).values(people);
  const [session] = await s.ctx.db
    .select({ platformId: sessions.platformId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (session) await s.ctx.programme.changed(session.platformId);
}

/** Changes a session as an organiser's edit would (the programme is marked changed). */
export async function editSession(s: Server, sessionId: number, changes: Partial<Insert<typeof sessions>>) {
  const [row] = await s.ctx.db.update(sessions).set(changes).where(eq(sessions.id, sessionId)).returning();
  if (row) await s.ctx.programme.changed(row.platformId);
  return row!;
}

export interface TestProgrammeSession extends Omit<NewTestSession, 'platformId' | 'roomId'> {
  title: string;
  /** The name of one of the programme's rooms. */
  room?: string;
}

/**
 * A programme in one go: rooms in the order given, then sessions (a room named by name).
 * Answers the ids of the rooms, sessions and presentations by name and title.
 */
export async function buildProgramme(
  s: Server,
  platformId: number,
  spec: { rooms: string[]; sessions: TestProgrammeSession[] },
): Promise<{ rooms: Record<string, number>; sessions: Record<string, number>; presentations: Record<string, number> }> {
  const roomIds: Record<string, number> = {};
  for (const [i, name] of spec.rooms.entries())
    roomIds[name] = (await buildRoom(s, { platformId, name, sortOrder: i })).id;
  const sessionIds: Record<string, number> = {};
  const presentationIds: Record<string, number> = {};
  for (const { room, ...session } of spec.sessions) {
    const roomId = room === undefined ? null : roomIds[room];
    if (roomId === undefined) throw new Error(`No room ${room} in this programme`);
    const row = await buildSession(s, { ...session, platformId, roomId });
    sessionIds[session.title] = row.id;
    for (const p of row.presentations) presentationIds[p.title] = p.id;
  }
  return { rooms: roomIds, sessions: sessionIds, presentations: presentationIds };
}

/** A sponsor (exhibitor) of an event. */
export async function buildSponsor(s: Server, o: { platformId: number } & Partial<Insert<typeof sponsors>>) {
  const [row] = await s.ctx.db
    .insert(sponsors)
    .values({ title: `Sponsor ${next()}`, ...o })
    .returning();
  return row!;
}

/** A lounge: the general one, or a sponsor's with `sponsorId`. */
export async function buildLounge(s: Server, o: { platformId: number } & Partial<Insert<typeof lounges>>) {
  const [row] = await s.ctx.db
    .insert(lounges)
    .values({ title: `Lounge ${next()}`, ...o })
    .returning();
  return row!;
}

/** A chat room of a lounge (of the lounge's event). */
export async function buildLoungeRoom(
  s: Server,
  o: { lounge: { id: number; platformId: number } } & Partial<Omit<Insert<typeof loungeRooms>, 'loungeId'>>,
) {
  const { lounge, ...fields } = o;
  const [row] = await s.ctx.db
    .insert(loungeRooms)
    .values({ name: `room-${next()}`, ...fields, platformId: lounge.platformId, loungeId: lounge.id })
    .returning();
  return row!;
}

/** Custom HTML: a free page (`module` null, the default) or a module's page (landing, programme, …). */
export async function buildCustomPage(s: Server, o: { platformId: number } & Partial<Insert<typeof customPages>>) {
  const [row] = await s.ctx.db
    .insert(customPages)
    .values({ title: `Page ${next()}`, html: '<p>Page</p>', ...o })
    .returning();
  s.ctx.content.invalidate(o.platformId);
  return row!;
}

/** A menu item; `link` is relative to the event (`programme`, `custom/3`) or an external address. */
export async function buildMenuItem(s: Server, o: { platformId: number } & Partial<Insert<typeof menuItems>>) {
  const n = next();
  const [row] = await s.ctx.db
    .insert(menuItems)
    .values({ title: `item${n}`, titleEn: `Item ${n}`, titleFr: `Élément ${n}`, link: `item${n}`, ...o })
    .returning();
  s.ctx.content.invalidate(o.platformId);
  return row!;
}

/** A sponsor ad of one type (sidebar, BannerVod, …). */
export async function buildSponsorAd(s: Server, o: { platformId: number } & Partial<Insert<typeof sponsorAds>>) {
  const n = next();
  const [row] = await s.ctx.db
    .insert(sponsorAds)
    .values({ type: 'sidebar', title: `Ad ${n}`, imageUri: `/img/ad-${n}.png`, ...o })
    .returning();
  s.ctx.content.invalidate(o.platformId);
  return row!;
}

/** Chat messages of one group, written as they are stored (tests set their times and removal). */
export async function buildChatMessages(s: Server, rows: Insert<typeof chatMessages>[]) {
  return s.ctx.db.insert(chatMessages).values(rows).returning();
}
