import { displayName, type TEventFile } from '@atrium/contracts';
import { and, count, eq, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import {
  chatMessages,
  customPages,
  demoSeeds,
  loungeRooms,
  lounges,
  menuItems,
  moderatorAssignments,
  platforms,
  presentations,
  rooms,
  sessionPeople,
  sessions,
  sponsorAds,
  sponsorGroups,
  sponsorHotspots,
  sponsorStaff,
  sponsors,
  users,
} from '../../db/schema.ts';
import { hashPassword } from '../../identity/password.ts';
import type { Clock } from '../../lib/clock.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { avatarDataUri } from './demo-branding.ts';
import { buildDemoData, DEMO_CODE, DEMO_PASSWORD, type DemoData, demoToday } from './demo-data.ts';
import { buildDemoEventFile } from './demo-event-file.ts';
import { dateIn } from './demo-random.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What the seed needs of the application: the database and the event file's apply. */
export type DemoSeedContext = Pick<AppContext, 'db' | 'eventFile'>;

export interface SeedDemoOptions {
  /** "Now" for the demo: its first day (unless given) and the times of its earlier chat. */
  clock: Clock;
  /** First day of the event (YYYY-MM-DD); default: today in Europe/Paris. */
  startDate?: string;
  /** scrypt cost for the demo password (tests lower it). */
  scryptCost?: number;
  /** PRNG seed; default DEMO_SEED. */
  seed?: number;
}

export interface SeedDemoResult {
  created: boolean;
  platformId: number;
  counts: Record<string, number>;
}

async function findDemo(db: Db | Tx): Promise<number | undefined> {
  const [row] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.code, DEMO_CODE));
  return row?.id;
}

/**
 * Creates the demo event DEMO the way an organiser creates theirs (issue 15: one path for the
 * demo and real events): the event, then its event file applied (settings, menu, pages, people,
 * sponsors and stands with their documents, ads, lounges and their rooms, the programme;
 * demo-event-file.ts),
 * then what a file does not carry (`seedDemoHistory`). Idempotent: when DEMO exists (or another
 * node creates it at the same time), nothing changes and `created` is false. Should applying the
 * file fail, the half-made event is removed.
 */
export async function seedDemo(ctx: DemoSeedContext, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { db } = ctx;
  const existing = await findDemo(db);
  if (existing !== undefined) return { created: false, platformId: existing, counts: await countDemo(db, existing) };

  const now = options.clock.now();
  const data = buildDemoData({ startDate: options.startDate ?? demoToday(now), seed: options.seed });
  // One hash for the demo accounts: scrypt is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.scryptCost);
  const { file, files } = buildDemoEventFile(data, { passwordHash });

  const [platform] = await db
    .insert(platforms)
    .values({ code: data.code, settings: { eventTitle: data.settings.eventTitle } })
    .onConflictDoNothing({ target: platforms.code })
    .returning({ id: platforms.id });
  if (!platform) {
    // Another process created DEMO between our check and our insert.
    const id = must(await findDemo(db), DEMO_CODE);
    return { created: false, platformId: id, counts: await countDemo(db, id) };
  }
  const platformId = platform.id;
  try {
    await applyDemoFile(ctx, platformId, file, files);
    await db.transaction((tx) => seedDemoHistory(tx, platformId, data, now, options.seed ?? 1));
  } catch (error) {
    await db.delete(platforms).where(eq(platforms.id, platformId));
    throw error;
  }
  return { created: true, platformId, counts: await countDemo(db, platformId) };
}

/** Applies the demo's file; its generated documents are read from memory. */
async function applyDemoFile(
  ctx: DemoSeedContext,
  platformId: number,
  file: TEventFile,
  files: Map<string, Buffer>,
): Promise<void> {
  await ctx.eventFile.applyEvent(platformId, file, {
    readFile: async (path) => {
      const bytes = files.get(path);
      if (!bytes) throw new Error(`demo seed: no file ${path}`);
      return bytes;
    },
  });
}

/**
 * What an event file does not carry, added to the demo once its file is applied: the earlier
 * conversation in the lounges' rooms (the rooms themselves are in the file), the answer to the
 * data-protection question (given by everyone but the attendee account, so that the
 * directories list them and the attendee sees the consent dialog), three days of activity for
 * the reports, and the record that lets the server move an unchanged demo's dates forward.
 */
async function seedDemoHistory(tx: Tx, pid: number, data: DemoData, now: number, seed: number): Promise<void> {
  const userRows = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.platformId, pid));
  const userIds = new Map(userRows.map((u) => [u.email, u.id]));
  const userId = (index: number) => must(userIds.get(data.users[index]?.email ?? ''), `user ${index}`);

  const attendees = data.users.filter((u) => u.accepted === null).map((u) => u.email);
  await tx
    .update(users)
    .set({ accepted: true })
    .where(and(eq(users.platformId, pid), isNull(users.accepted), ...attendees.map((e) => ne(users.email, e))));

  const loungeRows = await tx
    .select({ id: lounges.id, title: lounges.title })
    .from(lounges)
    .where(eq(lounges.platformId, pid));
  for (const lounge of data.lounges) {
    const loungeId = must(loungeRows.find((l) => l.title === lounge.title)?.id, lounge.title);
    const roomRows = await tx
      .select({ id: loungeRooms.id, name: loungeRooms.name })
      .from(loungeRooms)
      .where(eq(loungeRooms.loungeId, loungeId));
    const roomId = new Map(roomRows.map((r) => [r.name, r.id]));
    // Earlier conversation, a few minutes apart, ending a quarter of an hour ago.
    if (lounge.chat.length === 0) continue;
    await tx.insert(chatMessages).values(
      lounge.chat.map((line, i) => {
        const author = must(data.users[line.user], `chat author ${line.user}`);
        return {
          platformId: pid,
          groupType: lounge.sponsor === null ? 'LOUNGE' : 'SPONSOR_LOUNGE',
          groupId: must(roomId.get(line.room), line.room),
          parentId: loungeId,
          userId: userId(line.user),
          userName: displayName(author),
          userPhotoUri: author.hasPassword ? '' : avatarDataUri(author.firstName, author.lastName),
          roleName: author.isSpeaker ? 'SPEAKER' : 'USER',
          message: line.text,
          createdAt: new Date(now - (15 + (lounge.chat.length - i) * 7) * 60_000),
        };
      }),
    );
  }

  // Three days of visits, ad clicks and session chat, for the reports to show.
  await seedDemoActivity(tx, pid, now, seed);

  // Remembered so that the server can move an unchanged demo's dates forward (demo-refresh.ts).
  const [version] = await tx
    .select({ programmeVersion: platforms.programmeVersion })
    .from(platforms)
    .where(eq(platforms.id, pid));
  await tx.insert(demoSeeds).values({
    platformId: pid,
    firstDay: must(data.days[0], 'first day'),
    programmeVersion: version?.programmeVersion ?? 0,
  });
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`demo seed: no id for ${what}`);
  return value;
}

/** What the demo event holds, read back from the database. */
export async function countDemo(db: Db, platformId: number): Promise<Record<string, number>> {
  const n = async (table: CountableTable, ...extra: SQL[]) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.platformId, platformId), ...extra));
    return row?.n ?? 0;
  };
  const starts = await db
    .select({ startsAt: sessions.startsAt })
    .from(sessions)
    .where(eq(sessions.platformId, platformId));
  const [settings] = await db
    .select({ settings: platforms.settings })
    .from(platforms)
    .where(eq(platforms.id, platformId));
  const timeZone = settings?.settings.timeZone ?? 'Europe/Paris';
  const sessionIdsQuery = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.platformId, platformId));
  const [people] = await db
    .select({ n: count() })
    .from(sessionPeople)
    .where(inArray(sessionPeople.sessionId, sessionIdsQuery));
  return {
    days: new Set(starts.map((s) => dateIn(s.startsAt, timeZone))).size,
    rooms: await n(rooms),
    sessions: starts.length,
    posterSessions: await n(sessions, eq(sessions.isPoster, true)),
    presentations: await n(presentations),
    posters: await n(presentations, eq(presentations.isPoster, true)),
    users: await n(users),
    speakers: await n(users, eq(users.isSpeaker, true)),
    accounts: await n(users, isNotNull(users.passwordHash)),
    sessionPeople: people?.n ?? 0,
    moderatorAssignments: await n(moderatorAssignments),
    sponsorGroups: await n(sponsorGroups),
    sponsors: await n(sponsors),
    standStaff: await n(sponsorStaff),
    hotspots: await n(sponsorHotspots),
    ads: await n(sponsorAds),
    lounges: await n(lounges),
    loungeRooms: await n(loungeRooms),
    loungeMessages: await n(chatMessages, inArray(chatMessages.groupType, ['LOUNGE', 'SPONSOR_LOUNGE'])),
    customPages: await n(customPages),
    menuItems: await n(menuItems),
  };
}

type CountableTable =
  | typeof rooms
  | typeof sessions
  | typeof presentations
  | typeof users
  | typeof moderatorAssignments
  | typeof sponsorGroups
  | typeof sponsors
  | typeof sponsorStaff
  | typeof sponsorHotspots
  | typeof sponsorAds
  | typeof lounges
  | typeof loungeRooms
  | typeof chatMessages
  | typeof customPages
  | typeof menuItems;
