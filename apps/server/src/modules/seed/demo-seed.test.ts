import { AD_TYPES, ZStoredPlatformSettings } from '@atrium/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import {
  activityLogs,
  activityPresence,
  chatMessages,
  customPages,
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
  sponsorDocuments,
  sponsorGroups,
  sponsors,
  users,
} from '../../db/schema.ts';
import { verifyPassword } from '../../identity/password.ts';
import { FixedClock } from '../../lib/clock.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { buildDemoData, DEMO_ACCOUNTS, DEMO_CODE, DEMO_PASSWORD, DEMO_TIME_ZONE, demoToday } from './demo-data.ts';
import { dateIn, wallClock, zonedInstant } from './demo-random.ts';
import { countDemo, type SeedDemoResult, seedDemo } from './demo-seed.ts';
import { DEMO_STAFF_EMAIL } from './demo-stands.ts';

// Spans the change to summer time (29 March 2026), so local hours are checked across it.
const START = '2026-03-28';
// Noon in Paris on the first day: the demo's earlier chat lies before it.
const clock = new FixedClock('2026-03-28T11:00:00Z');

let server: TestServer;
let database: Database;
let first: SeedDemoResult;

beforeAll(async () => {
  server = await startTestServer({ clock });
  database = server.ctx.database;
  first = await seedDemo(server.ctx, { clock, startDate: START, scryptCost: 1024 });
});

afterAll(() => server?.close());

const localMinutes = (d: Date) => {
  const w = wallClock(d, DEMO_TIME_ZONE);
  return w.hour * 60 + w.minute;
};

describe('seedDemo', () => {
  it('creates the DEMO event with a three-day programme in twelve rooms', async () => {
    expect(first.created).toBe(true);
    const { counts } = first;
    expect(counts.days).toBe(3);
    expect(counts.rooms).toBe(12);
    expect(counts.sessions).toBeGreaterThanOrEqual(350);
    expect(counts.sessions).toBeLessThanOrEqual(450);
    expect(counts.posterSessions).toBeGreaterThan(0);
    expect(counts.posters).toBeGreaterThan(0);
    expect(counts.presentations).toBeGreaterThan(counts.sessions ?? 0);
    expect(counts).toEqual(await countDemo(database.db, first.platformId));

    const [platform] = await database.db.select().from(platforms).where(eq(platforms.id, first.platformId));
    expect(platform?.code).toBe(DEMO_CODE);
    const settings = ZStoredPlatformSettings.parse(platform?.settings);
    expect(settings).toMatchObject({
      open: true,
      demandGdpr: true,
      calendarIntervalHeight: 48,
      timeZone: 'Europe/Paris',
      platformVersion: '1',
      show: {
        Views: true,
        Likes: true,
        Ratings: true,
        Keywords: true,
        AllParticipantCount: true,
        SpeakerCount: true,
        PosterCount: true,
        VodCount: true,
      },
    });
    expect(settings.gdprText).toContain('<p>');

    const roomRows = await database.db.select().from(rooms).where(eq(rooms.platformId, first.platformId));
    expect(new Set(roomRows.map((r) => r.sortOrder)).size).toBe(12);
    expect(roomRows.every((r) => r.alias.length > 0)).toBe(true);
  });

  it('schedules sessions of 15–90 minutes between 08:00 and 19:00 Paris time (poster arenas round the clock on day 1), never overlapping in a room', async () => {
    const roomRows = await database.db.select().from(rooms).where(eq(rooms.platformId, first.platformId));
    const roundTheClock = new Set(roomRows.filter((r) => r.alias.startsWith('POSTERS')).map((r) => r.id));
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.platformId, first.platformId))
      .orderBy(asc(sessions.roomId), asc(sessions.startsAt));
    expect(new Set(rows.map((s) => s.type))).toEqual(
      new Set(['Plenary', 'Symposium', 'Workshop', 'Oral session', 'Poster session', 'Industry session', 'Keynote']),
    );
    expect(new Set(rows.map((s) => s.theme)).size).toBeGreaterThanOrEqual(10);
    for (const [i, s] of rows.entries()) {
      const minutes = (s.endsAt.getTime() - s.startsAt.getTime()) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(15);
      expect(minutes).toBeLessThanOrEqual(90);
      if (!roundTheClock.has(s.roomId ?? 0) || dateIn(s.startsAt, DEMO_TIME_ZONE) !== START) {
        expect(localMinutes(s.startsAt)).toBeGreaterThanOrEqual(8 * 60);
        expect(localMinutes(s.endsAt)).toBeLessThanOrEqual(19 * 60);
      }
      expect(s.roomId).not.toBeNull();
      expect(s.keywords.length).toBeGreaterThan(0);
      expect(s.colour).toMatch(/^#[0-9A-F]{6}$/);
      const previous = rows[i - 1];
      if (previous && previous.roomId === s.roomId) {
        expect(previous.endsAt.getTime(), `${previous.title} / ${s.title}`).toBeLessThanOrEqual(s.startsAt.getTime());
      }
    }
  });

  it('gives every session 1–6 presentations with a speaker, and chairs', async () => {
    const perSession = await database.db
      .select({
        sessionId: presentations.sessionId,
        n: sql<number>`count(*)::int`,
        speakers: sql<number>`count(speaker_id)::int`,
      })
      .from(presentations)
      .where(eq(presentations.platformId, first.platformId))
      .groupBy(presentations.sessionId);
    expect(perSession.length).toBe(first.counts.sessions);
    for (const row of perSession) {
      expect(row.n).toBeGreaterThanOrEqual(1);
      expect(row.n).toBeLessThanOrEqual(6);
      expect(row.speakers).toBe(row.n);
    }
    const chaired = await database.db
      .selectDistinct({ sessionId: sessionPeople.sessionId })
      .from(sessionPeople)
      .where(eq(sessionPeople.role, 'moderator'));
    expect(chaired.length).toBe(first.counts.sessions);
    const overrides = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(presentations)
      .where(and(eq(presentations.platformId, first.platformId), sql`${presentations.speakerNameOverride} <> ''`));
    expect(overrides[0]?.n).toBeGreaterThan(0);
  });

  it('creates the demo accounts (one per role) and about 250 speakers without passwords', async () => {
    const all = await database.db.select().from(users).where(eq(users.platformId, first.platformId));
    expect(all.length).toBeGreaterThanOrEqual(250);
    expect(new Set(all.map((u) => u.ureventRef)).size).toBe(all.length);
    expect(all.every((u) => /^[0-9a-f-]{36}$/.test(u.ureventRef))).toBe(true);

    const byEmail = new Map(all.map((u) => [u.email, u]));
    const accounts = DEMO_ACCOUNTS.map((a) => byEmail.get(a.email));
    expect(accounts.every(Boolean)).toBe(true);
    const hashes = new Set(accounts.map((a) => a?.passwordHash));
    expect(hashes.size).toBe(1);
    expect(await verifyPassword(DEMO_PASSWORD, accounts[0]?.passwordHash)).toBe(true);

    const role = (r: string) => byEmail.get(DEMO_ACCOUNTS.find((a) => a.role === r)?.email ?? '');
    expect(role('admin')?.isAdmin).toBe(true);
    expect(role('report-viewer')?.isReportViewer).toBe(true);
    expect(role('speaker')?.isSpeaker).toBe(true);
    expect(role('submitter')?.isSubmitter).toBe(true);
    expect(role('attendee')).toMatchObject({ isAdmin: false, isSpeaker: false, isReportViewer: false });
    const talks = await database.db
      .select({ id: presentations.id })
      .from(presentations)
      .where(eq(presentations.speakerId, role('speaker')?.id ?? 0));
    expect(talks.length).toBeGreaterThanOrEqual(1);

    const speakers = all.filter((u) => u.isSpeaker && !DEMO_ACCOUNTS.some((a) => a.email === u.email));
    expect(speakers.length).toBeGreaterThanOrEqual(240);
    expect(speakers.every((u) => u.passwordHash === null)).toBe(true);
    expect(speakers.every((u) => u.biography.startsWith('<p>') && u.organisation && u.country && u.jobTitle)).toBe(
      true,
    );
    expect(new Set(speakers.map((u) => u.country)).size).toBeGreaterThanOrEqual(15);
    // The demo accounts, and two staff accounts per stand.
    expect(first.counts.accounts).toBe(DEMO_ACCOUNTS.length + 2 * (first.counts.sponsors ?? 0));
    expect(first.counts.standStaff).toBe(2 * (first.counts.sponsors ?? 0));
    expect(all.filter((u) => u.email === DEMO_STAFF_EMAIL)).toHaveLength(1);
    // Nobody shows twice in the directory under one name.
    const names = all.map((u) => `${u.firstName} ${u.lastName}`);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('makes the demo moderator a platform, lounge and session moderator', async () => {
    const [moderator] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.platformId, first.platformId), eq(users.email, 'moderator@demo.atrium.test')));
    const rows = await database.db
      .select()
      .from(moderatorAssignments)
      .where(eq(moderatorAssignments.userId, moderator?.id ?? 0));
    expect(
      rows.filter((r) => r.scope === 'platform' || r.scope === 'lounge').map((r) => [r.scope, r.entityId]),
    ).toEqual([
      ['platform', 0],
      ['lounge', 0],
    ]);
    const sessionIds = rows.filter((r) => r.scope === 'session').map((r) => r.entityId);
    expect(sessionIds.length).toBeGreaterThanOrEqual(2);
    const chairs = await database.db
      .select()
      .from(sessionPeople)
      .where(and(inArray(sessionPeople.sessionId, sessionIds), eq(sessionPeople.userId, moderator?.id ?? 0)));
    expect(chairs.map((c) => c.role)).toEqual(sessionIds.map(() => 'moderator'));
  });

  it('creates sponsors in four groups, ads of every type, lounges, pages and the menu', async () => {
    const pid = first.platformId;
    const groups = await database.db.select().from(sponsorGroups).where(eq(sponsorGroups.platformId, pid));
    expect(groups.map((g) => g.title).sort()).toEqual(['Gold', 'Platinum', 'Silver', 'Start-ups']);
    const sponsorRows = await database.db.select().from(sponsors).where(eq(sponsors.platformId, pid));
    expect(sponsorRows.length).toBeGreaterThanOrEqual(18);
    expect(sponsorRows.length).toBeLessThanOrEqual(22);
    expect(new Set(sponsorRows.map((s) => s.groupId)).size).toBe(4);
    expect(sponsorRows.every((s) => s.thumbnailImageUri.startsWith('data:image/svg+xml') && s.description)).toBe(true);

    const ads = await database.db.select().from(sponsorAds).where(eq(sponsorAds.platformId, pid));
    expect(new Set(ads.map((a) => a.type))).toEqual(new Set(AD_TYPES));
    expect(ads.every((a) => a.imageUri.startsWith('data:image/svg+xml;base64,'))).toBe(true);
    const sponsorIds = new Set(sponsorRows.map((s) => s.id));
    // All but one banner open their own sponsor's stand (named by title in the demo's file).
    const standAds = ads.filter((a) => a.link.startsWith('stand/'));
    expect(standAds).toHaveLength(ads.length - 1);
    expect(standAds.every((a) => a.link === `stand/${a.sponsorId}`)).toBe(true);

    // Industry sessions carry their exhibitor's logo, leading to its stand; keynotes a home picture.
    const sessionRows = await database.db.select().from(sessions).where(eq(sessions.platformId, pid));
    const industry = sessionRows.filter((s) => s.type === 'Industry session');
    expect(industry.length).toBeGreaterThan(0);
    const logos = new Map(sponsorRows.map((s) => [`stand/${s.id}`, s.thumbnailImageUri]));
    expect(industry.every((s) => logos.get(s.sponsorThumbnailLinkUri) === s.sponsorThumbnailUri)).toBe(true);
    const keynotes = sessionRows.filter((s) => s.type === 'Keynote');
    expect(keynotes.length).toBeGreaterThan(0);
    expect(keynotes.every((s) => s.homeVodThumbnailUri.startsWith('data:image/svg+xml;base64,'))).toBe(true);
    expect(sessionRows.filter((s) => s.type !== 'Industry session').every((s) => s.sponsorThumbnailUri === '')).toBe(
      true,
    );

    const loungeRows = await database.db.select().from(lounges).where(eq(lounges.platformId, pid));
    expect(loungeRows).toHaveLength(2);
    const general = loungeRows.find((l) => l.title === 'Networking lounge');
    const sponsorLounge = loungeRows.find((l) => l.sponsorId !== null);
    expect(general?.sponsorId).toBeNull();
    expect(sponsorIds.has(sponsorLounge?.sponsorId ?? 0)).toBe(true);
    const roomsOf = async (id: number | undefined) =>
      database.db
        .select()
        .from(loungeRooms)
        .where(eq(loungeRooms.loungeId, id ?? 0));
    expect(await roomsOf(general?.id)).toHaveLength(6);
    expect((await roomsOf(sponsorLounge?.id)).length).toBeGreaterThan(0);
    // Earlier conversation in the rooms, by speakers, in the past, in the right kind of group.
    const chat = await database.db.select().from(chatMessages).where(eq(chatMessages.platformId, pid));
    const generalRooms = new Set((await roomsOf(general?.id)).map((r) => r.id));
    expect(chat.filter((m) => m.groupType === 'LOUNGE' && generalRooms.has(m.groupId)).length).toBeGreaterThan(5);
    expect(chat.some((m) => m.groupType === 'SPONSOR_LOUNGE' && m.parentId === sponsorLounge?.id)).toBe(true);
    const loungeChat = chat.filter((m) => m.groupType === 'LOUNGE' || m.groupType === 'SPONSOR_LOUNGE');
    expect(loungeChat.every((m) => m.roleName === 'SPEAKER' && m.createdAt.getTime() < clock.now())).toBe(true);
    // Session chat of sessions that have begun, for the messages report.
    expect(chat.filter((m) => m.groupType === 'SESSION').every((m) => m.createdAt.getTime() < clock.now())).toBe(true);

    // Three days of visits for the reports, with their rollups: one row per person and entity
    // visited, one visit per day a person entered an entity (the seed's scans carry no day of
    // the event's zone: their UTC day).
    const scans = await database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.platformId, pid), eq(activityLogs.kind, 'scan')));
    expect(scans.length).toBeGreaterThan(1000);
    expect(scans.every((l) => l.at.getTime() < clock.now() + 60_000)).toBe(true);
    const presence = await database.db.select().from(activityPresence).where(eq(activityPresence.platformId, pid));
    expect(presence).toHaveLength(new Set(scans.map((l) => `${l.entityType}:${l.entityId}:${l.userId}`)).size);
    const visitDays = scans
      .filter((l) => l.action === 'ENTER' || l.action === 'ENTER_EVENT_LOG')
      .map((l) => `${l.entityType}:${l.entityId}:${l.userId}:${l.at.toISOString().slice(0, 10)}`);
    expect(presence.reduce((sum, p) => sum + p.visits, 0)).toBe(new Set(visitDays).size);
    expect(new Set(presence.map((p) => p.entityType))).toEqual(
      new Set(['EVENT_PLATFORM', 'SPONSOR', 'POSTER', 'SESSION']),
    );

    const pages = await database.db.select().from(customPages).where(eq(customPages.platformId, pid));
    const landing = pages.find((p) => p.module === 'landing');
    const practical = pages.find((p) => p.module === null);
    expect(landing?.html).toContain('/DEMO/programme');
    expect(landing?.html).toContain('/DEMO/expo');
    expect(landing?.html).toMatch(/href="https:\/\//);
    expect(practical?.title).toBe('Practical information');
    expect(pages).toHaveLength(2);

    const menu = await database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.platformId, pid))
      .orderBy(asc(menuItems.sortOrder));
    expect(menu.map((m) => m.link).slice(0, 8)).toEqual([
      'programme',
      'livenow',
      'vod',
      'posters',
      'speakers',
      'all-participants',
      'expo',
      'lounge',
    ]);
    expect(menu.find((m) => m.link === 'livenow')?.module).toBe('liveSession');
    expect(menu.find((m) => m.link === 'posters')?.module).toBe('poster');
    expect(menu.find((m) => m.link === 'all-participants')?.module).toBe('allParticipants');
    expect(menu.find((m) => m.link === 'expo')?.module).toBe('exhibition');
    expect(menu.find((m) => m.link === 'lounge')?.loginRequired).toBe(true);
    expect(menu.find((m) => m.custom)).toMatchObject({
      link: `custom/${practical?.id}`,
      icon: 'info',
      titleEn: 'Practical information',
    });
    expect(menu.some((m) => m.link.startsWith('https://') && m.icon === 'link')).toBe(true);
    expect(menu.every((m) => m.titleEn && m.titleFr && m.icon)).toBe(true);
  });

  it('keeps its visitors on the event while they visit its content, so the reports’ times agree', async () => {
    const presence = await database.db
      .select()
      .from(activityPresence)
      .where(eq(activityPresence.platformId, first.platformId));
    const onEvent = new Map<number, number>();
    const onContent = new Map<number, number>();
    for (const p of presence) {
      const bucket = p.entityType === 'EVENT_PLATFORM' ? onEvent : onContent;
      bucket.set(p.userId, (bucket.get(p.userId) ?? 0) + p.seconds);
    }
    // The event's own time spent is the whole visit: never less than the stands, posters and
    // sessions seen during it (an event average of "0 min" beside sessions of 18 min was the seed's fault).
    expect(onContent.size).toBeGreaterThan(100);
    for (const [userId, seconds] of onContent) expect(onEvent.get(userId) ?? 0).toBeGreaterThanOrEqual(seconds);
    const average = [...onEvent.values()].reduce((sum, v) => sum + v, 0) / onEvent.size;
    expect(average).toBeGreaterThan(15 * 60);
  });

  it('fills every organiser-written text in English and French', async () => {
    const pid = first.platformId;
    const [platform] = await database.db.select().from(platforms).where(eq(platforms.id, pid));
    const settings = ZStoredPlatformSettings.parse(platform?.settings);
    expect(settings.gdprTextFr).toContain('Votre profil');
    expect(settings.gdprAcceptTextFr).toMatch(/^J’accepte/);
    expect(settings.gdprDeclineTextFr).toMatch(/^Non/);
    const pages = await database.db.select().from(customPages).where(eq(customPages.platformId, pid));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page.titleFr, page.title).not.toBe('');
      expect(page.htmlFr, page.title).not.toBe(page.html);
    }
    expect(pages.find((p) => p.module === 'landing')?.htmlFr).toContain('Bienvenue');
    const loungeRows = await database.db.select().from(lounges).where(eq(lounges.platformId, pid));
    expect(loungeRows.map((l) => l.titleFr)).toContain('Salon de networking');
    expect(loungeRows.every((l) => l.titleFr !== '')).toBe(true);
    const ads = await database.db.select().from(sponsorAds).where(eq(sponsorAds.platformId, pid));
    expect(ads.every((a) => a.titleFr !== '' && a.titleFr !== a.title)).toBe(true);
  });

  it('draws its branding and avatars at seed time, without network', async () => {
    const pid = first.platformId;
    const [platform] = await database.db.select().from(platforms).where(eq(platforms.id, pid));
    const settings = ZStoredPlatformSettings.parse(platform?.settings);
    for (const uri of [settings.bannerImageUri, settings.loginImageUri, settings.loungeImageUri]) {
      expect(uri).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(String(uri).split(',')[1] ?? '', 'base64').toString('utf8');
      expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
    // The sign-in picture is a backdrop without words: the card in front of it names the event.
    const login = Buffer.from(String(settings.loginImageUri).split(',')[1] ?? '', 'base64').toString('utf8');
    expect(login).not.toContain('<text');
    const people = await database.db.select().from(users).where(eq(users.platformId, pid));
    const generated = people.filter((u) => u.passwordHash === null);
    expect(generated.every((u) => u.photoUri.startsWith('data:image/svg+xml;base64,'))).toBe(true);
    const [someone] = generated;
    const avatar = Buffer.from(someone?.photoUri.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(avatar).toContain(`>${someone?.firstName[0]?.toUpperCase()}${someone?.lastName[0]?.toUpperCase()}<`);
    // Demo accounts keep an empty photo, so that uploading one can be tried.
    const accounts = people.filter((u) => DEMO_ACCOUNTS.some((a) => a.email === u.email));
    expect(accounts.every((u) => u.photoUri === '')).toBe(true);
  });

  it('is made from an event file: the stands keep their documents, and DEMO’s own file applied again changes nothing', async () => {
    const pid = first.platformId;
    const documents = await database.db.select().from(sponsorDocuments).where(eq(sponsorDocuments.platformId, pid));
    expect(documents).toHaveLength(2 * (first.counts.sponsors ?? 0));
    expect(documents.every((d) => d.uri.length > 0 && !d.uri.startsWith('stands/'))).toBe(true);

    const file = await server.ctx.eventFile.exportEvent(pid);
    // The ads name the stands they open by their sponsor; the lounges list their rooms.
    expect(file.ads?.filter((a) => a.link?.startsWith('stand:'))).toHaveLength((file.ads?.length ?? 0) - 1);
    expect(file.lounges?.flatMap((l) => l.rooms ?? [])).toContain('Clinicians meet engineers');
    const report = await server.ctx.eventFile.applyEvent(pid, file, {
      readFile: async (path) => {
        throw new Error(`no file ${path}`);
      },
      dryRun: true,
    });
    const changed = Object.entries(report.sections).flatMap(([section, entry]) =>
      [...entry.created, ...entry.updated, ...entry.removed].map((name) => `${section}: ${name}`),
    );
    expect(changed).toEqual([]);
    expect(report.sections.programme?.unchanged.length).toBeGreaterThan(first.counts.sessions ?? 0);
  });

  it('changes nothing when DEMO exists already', async () => {
    const again = await seedDemo(server.ctx, { clock, startDate: '2027-01-01', scryptCost: 1024 });
    expect(again).toEqual({ created: false, platformId: first.platformId, counts: first.counts });
    const all = await database.db.select({ id: platforms.id }).from(platforms).where(eq(platforms.code, DEMO_CODE));
    expect(all).toHaveLength(1);
  });
});

describe('buildDemoData', () => {
  it('gives the same event for the same seed and date, and another for another seed', async () => {
    const titles = (seed?: number) => buildDemoData({ startDate: START, seed }).sessions.map((s) => s.title);
    expect(titles()).toEqual(titles());
    expect(titles(7)).toEqual(titles(7));
    expect(titles(7)).not.toEqual(titles());

    const stored = await database.db
      .select({ title: sessions.title })
      .from(sessions)
      .where(eq(sessions.platformId, first.platformId))
      .orderBy(asc(sessions.externalKey));
    expect(stored.map((s) => s.title)).toEqual(titles());
  });

  it('keeps speakers in one place at a time', () => {
    const data = buildDemoData({ startDate: START });
    const busy = new Map<number, [number, number, string][]>();
    for (const s of data.sessions) {
      const people = new Set([...s.chairs, ...s.presentations.map((p) => p.speaker)]);
      for (const user of people) {
        if (data.users[user]?.hasPassword) continue; // the demo accounts are placed by hand
        const list = busy.get(user) ?? [];
        for (const [from, to, title] of list) {
          expect(from < s.endsAt.getTime() && s.startsAt.getTime() < to, `${title} / ${s.title}`).toBe(false);
        }
        list.push([s.startsAt.getTime(), s.endsAt.getTime(), s.title]);
        busy.set(user, list);
      }
    }
  });

  it('has a live session and a coming-up one at every hour of the day it is seeded', () => {
    const data = buildDemoData({ startDate: START });
    for (let minutes = 0; minutes < 24 * 60; minutes += 20) {
      const now = zonedInstant(START, minutes, DEMO_TIME_ZONE).getTime();
      const live = data.sessions.some((s) => s.startsAt.getTime() <= now && now < s.endsAt.getTime());
      const next = data.sessions.some((s) => s.startsAt.getTime() > now);
      expect({ minutes, live, next }).toEqual({ minutes, live: true, next: true });
    }
  });

  it('rejects a start date that is not YYYY-MM-DD', () => {
    expect(() => buildDemoData({ startDate: '28/03/2026' })).toThrow(/YYYY-MM-DD/);
    expect(() => buildDemoData({ startDate: '2026-02-30' })).toThrow(/valid/);
  });
});

describe('demoToday', () => {
  it('is the date in Paris at the instant given (a fresh demo starts today)', () => {
    expect(demoToday(Date.parse('2026-03-28T22:59:00Z'))).toBe('2026-03-28');
    expect(demoToday(Date.parse('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
  });
});
