import { randomUUID } from 'node:crypto';
import { displayName } from '@atrium/contracts';
import { and, count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
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
  programmeLabels,
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
import { buildDemoData, DEMO_CODE, DEMO_PASSWORD, demoToday } from './demo-data.ts';
import { panelDataUri, shade } from './demo-images.ts';
import { DEMO_LABELS_FR } from './demo-labels-fr.ts';
import { dateIn } from './demo-random.ts';
import { seedDemoStands } from './demo-stands.ts';
import { DEMO_THEMES } from './demo-topics.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** Rows per INSERT: PGlite runs one statement at a time, so few large statements are fastest. */
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

async function findDemo(db: Db | Tx): Promise<number | undefined> {
  const [row] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.code, DEMO_CODE));
  return row?.id;
}

/**
 * Creates the demo event DEMO with its programme, people, sponsors, lounges, pages and menu,
 * in one transaction. Idempotent: when DEMO exists (or another node creates it at the same
 * time), nothing changes and `created` is false.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const existing = await findDemo(db);
  if (existing !== undefined) return { created: false, platformId: existing, counts: await countDemo(db, existing) };

  const now = options.clock.now();
  const data = buildDemoData({ startDate: options.startDate ?? demoToday(now), seed: options.seed });
  // One hash for the demo accounts: scrypt is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.scryptCost);

  const platformId = await db.transaction(async (tx) => {
    const [platform] = await tx
      .insert(platforms)
      .values({ code: data.code, settings: data.settings })
      .onConflictDoNothing({ target: platforms.code })
      .returning({ id: platforms.id });
    if (!platform) return undefined;
    const pid = platform.id;

    // People.
    const userIds = new Map<string, number>();
    for (const part of chunks(data.users)) {
      const rows = await tx
        .insert(users)
        .values(
          part.map((u) => ({
            platformId: pid,
            email: u.email,
            passwordHash: u.hasPassword ? passwordHash : null,
            firstName: u.firstName,
            lastName: u.lastName,
            title: u.title,
            organisation: u.organisation,
            jobTitle: u.jobTitle,
            town: u.town,
            country: u.country,
            biography: u.biography,
            // Generated people get an initials avatar; the demo accounts keep an empty photo to try the upload.
            photoUri: u.hasPassword ? '' : avatarDataUri(u.firstName, u.lastName),
            // The speaker's and the moderator's directory cards turn over to a business card.
            businessCardImageUri:
              u.role === 'speaker' || u.role === 'moderator'
                ? panelDataUri({
                    width: 400,
                    height: 224,
                    background: '#FFFFFF',
                    foreground: '#0D47A1',
                    title: `${u.title ? `${u.title} ` : ''}${u.firstName} ${u.lastName}`,
                    subtitle: `${u.jobTitle}, ${u.organisation}`,
                    accent: '#0D47A1',
                  })
                : '',
            isSpeaker: u.isSpeaker,
            isAdmin: u.isAdmin,
            isReportViewer: u.isReportViewer,
            isSubmitter: u.isSubmitter ?? false,
            accepted: u.accepted,
            ureventRef: randomUUID(),
          })),
        )
        .returning({ id: users.id, email: users.email });
      for (const r of rows) if (r.email) userIds.set(r.email, r.id);
    }
    const userId = (index: number) => must(userIds.get(data.users[index]?.email ?? ''), `user ${index}`);

    // Rooms and sessions.
    const roomRows = await tx
      .insert(rooms)
      .values(data.rooms.map((r) => ({ platformId: pid, name: r.name, alias: r.alias, sortOrder: r.sortOrder })))
      .returning({ id: rooms.id, name: rooms.name });
    const roomIds = new Map(roomRows.map((r) => [r.name, r.id]));
    await tx
      .insert(programmeLabels)
      .values(
        (['type', 'theme', 'room'] as const).flatMap((kind) =>
          Object.entries(DEMO_LABELS_FR[kind]).map(([name, nameFr]) => ({ platformId: pid, kind, name, nameFr })),
        ),
      );

    const sessionIds = new Map<string, number>();
    for (const part of chunks(data.sessions)) {
      const rows = await tx
        .insert(sessions)
        .values(
          part.map((s) => ({
            platformId: pid,
            externalKey: s.key,
            title: s.title,
            description: s.description,
            startsAt: s.startsAt,
            endsAt: s.endsAt,
            roomId: must(roomIds.get(data.rooms[s.room]?.name ?? ''), `room ${s.room}`),
            type: s.type,
            theme: s.theme,
            colour: s.colour,
            language: s.language,
            keywords: s.keywords,
            isPoster: s.isPoster,
            videoIFrameUri: s.videoIFrameUri,
            enableChat: s.enableChat,
            enableComments: s.enableComments,
            enableAuthorisationForComments: s.enableAuthorisationForComments,
            translation: s.translation,
          })),
        )
        .returning({ id: sessions.id, key: sessions.externalKey });
      for (const r of rows) if (r.key) sessionIds.set(r.key, r.id);
    }
    const sessionId = (index: number) => must(sessionIds.get(data.sessions[index]?.key ?? ''), `session ${index}`);

    let oral = 0;
    let posterCount = 0;
    const presentationRows = data.sessions.flatMap((s, si) =>
      s.presentations.map((p) => ({
        // The organiser's references: O-0001… for talks, P-0001… for posters.
        internalCode: p.isPoster
          ? `P-${String(++posterCount).padStart(4, '0')}`
          : `O-${String(++oral).padStart(4, '0')}`,
        submissionRequirements: p.submissionRequirements ?? [],
        platformId: pid,
        sessionId: sessionId(si),
        title: p.title,
        description: p.description,
        sortOrder: p.sortOrder,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        speakerId: userId(p.speaker),
        speakerNameOverride: p.speakerNameOverride,
        coAuthors: p.coAuthors,
        isPoster: p.isPoster,
      })),
    );
    for (const part of chunks(presentationRows)) await tx.insert(presentations).values(part);

    // Chairs moderate; each presenter speaks (once per session, however many talks).
    const peopleRows = data.sessions.flatMap((s, si) => {
      const id = sessionId(si);
      const speakers = [...new Set(s.presentations.map((p) => p.speaker))];
      return [
        ...[...new Set(s.chairs)].map((u) => ({ sessionId: id, userId: userId(u), role: 'moderator' })),
        ...speakers.map((u) => ({ sessionId: id, userId: userId(u), role: 'speaker' })),
      ];
    });
    for (const part of chunks(peopleRows)) await tx.insert(sessionPeople).values(part).onConflictDoNothing();

    await tx.insert(moderatorAssignments).values(
      data.moderatorAssignments.map((m) => ({
        platformId: pid,
        userId: userId(m.user),
        scope: m.scope,
        entityId: m.session === undefined ? 0 : sessionId(m.session),
      })),
    );

    // Exhibition.
    const groupRows = await tx
      .insert(sponsorGroups)
      .values(data.sponsorGroups.map((g) => ({ platformId: pid, ...g })))
      .returning({ id: sponsorGroups.id, title: sponsorGroups.title });
    const groupIds = new Map(groupRows.map((g) => [g.title, g.id]));
    const sponsorRows = await tx
      .insert(sponsors)
      .values(
        data.sponsors.map(({ group, ...s }) => ({
          platformId: pid,
          groupId: must(groupIds.get(data.sponsorGroups[group]?.title ?? ''), `group ${group}`),
          ...s,
        })),
      )
      .returning({ id: sponsors.id, title: sponsors.title });
    const sponsorIds = new Map(sponsorRows.map((s) => [s.title, s.id]));
    const sponsorId = (index: number) => must(sponsorIds.get(data.sponsors[index]?.title ?? ''), `sponsor ${index}`);

    // What each stand shows: staff accounts, links and hotspots (documents come with the files).
    await seedDemoStands(
      tx,
      pid,
      data.sponsors.map((sp, i) => ({
        id: sponsorId(i),
        title: sp.title,
        brand: shade(DEMO_THEMES.find((t) => t.name === sp.theme)?.colour ?? '#455A64', 0.85),
      })),
      passwordHash,
    );

    await tx.insert(sponsorAds).values(
      data.ads.map((a) => ({
        platformId: pid,
        sponsorId: sponsorId(a.sponsor),
        type: a.type,
        title: a.title,
        titleFr: a.titleFr,
        imageUri: a.imageUri,
        link: 'external' in a.link ? a.link.external : `stand/${sponsorId(a.sponsor)}`,
        sortOrder: a.sortOrder,
      })),
    );

    // Lounges.
    for (const lounge of data.lounges) {
      const [row] = await tx
        .insert(lounges)
        .values({
          platformId: pid,
          sponsorId: lounge.sponsor === null ? null : sponsorId(lounge.sponsor),
          title: lounge.title,
          titleFr: lounge.titleFr,
          imageUri: lounge.imageUri,
        })
        .returning({ id: lounges.id });
      const loungeId = must(row?.id, lounge.title);
      const roomRows = await tx
        .insert(loungeRooms)
        .values(lounge.rooms.map((name) => ({ platformId: pid, loungeId, name })))
        .returning({ id: loungeRooms.id, name: loungeRooms.name });
      const roomId = new Map(roomRows.map((r) => [r.name, r.id]));
      // Earlier conversation, a few minutes apart, ending a quarter of an hour ago.
      if (lounge.chat.length > 0) {
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
    }

    // Custom pages, then the menu that links to the free page.
    const pageIds: number[] = [];
    for (const page of data.pages) {
      const [row] = await tx
        .insert(customPages)
        .values({ platformId: pid, ...page })
        .returning({ id: customPages.id });
      pageIds.push(must(row?.id, page.title));
    }
    await tx.insert(menuItems).values(
      data.menu.map(({ link, ...m }) => ({
        platformId: pid,
        ...m,
        link: 'href' in link ? link.href : `custom/${must(pageIds[link.page], `page ${link.page}`)}`,
      })),
    );
    // Three days of visits, ad clicks and session chat, for the reports to show.
    await seedDemoActivity(tx, pid, now, options.seed ?? 1);

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
    return pid;
  });

  if (platformId === undefined) {
    // Another process created DEMO between our check and our insert.
    const id = must(await findDemo(db), DEMO_CODE);
    return { created: false, platformId: id, counts: await countDemo(db, id) };
  }
  return { created: true, platformId, counts: await countDemo(db, platformId) };
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
