import { randomUUID } from 'node:crypto';
import { and, type Column, eq, getTableColumns, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { paletteColour } from '../../lib/colour.ts';
import { richTextToHtml } from '../../lib/html-text.ts';
import type { PlatformService } from '../platform/platform.service.ts';
import { ProgrammeService } from '../programme/programme.service.ts';
import { deletedSessionKeys, rooms, sessionPeople, sessions } from '../programme/programme.tables.ts';
import { users } from '../users/users.tables.ts';
import { parseSchedule } from './schedule-parser.ts';
import type { ImportWarning, ParsedPerson, ParsedSchedule, ScheduleFormat } from './schedule-types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ImportReport {
  source: string;
  format: ScheduleFormat;
  eventCode: string;
  days: number;
  rooms: number;
  roomsCreated: number;
  roomsUsed: number;
  sessions: number;
  sessionsCreated: number;
  sessionsUpdated: number;
  speakers: number;
  speakersCreated: number;
  /**
   * Sessions an organiser edited in the admin: the fields they changed were kept, not taken from
   * the schedule (docs/ARCHITECTURE.md, "Programme administration").
   */
  sessionsKept: { key: string; title: string; fields: string[] }[];
  /** Sessions of the schedule an organiser deleted in the admin: not created again. */
  sessionsSkipped: { key: string; title: string }[];
  warnings: ImportWarning[];
  milliseconds: number;
}

/** Rows per INSERT: few large statements are fastest, PGlite above all. */
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/**
 * A schedule's display name → first and last name, so the speaker list sorts by last name:
 * "Ann Lee" → Ann / Lee; "Andreas Rumpf (Araq)" → Andreas / Rumpf (Araq); a single name
 * ("bleeptrack") is a first name. First and last name joined give the name back.
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const m = /^(.*?)(\s+\([^()]*\))?$/.exec(name) as RegExpExecArray;
  const base = m[1] ?? name;
  const suffix = m[2] ?? '';
  const at = base.lastIndexOf(' ');
  if (at <= 0) return suffix && base ? { firstName: base, lastName: suffix.trim() } : { firstName: name, lastName: '' };
  return { firstName: base.slice(0, at), lastName: base.slice(at + 1) + suffix };
}

/** The value an upsert was about to insert into this column (`excluded."<column name>"`). */
const excluded = (column: Column) => sql`excluded.${sql.identifier(column.name)}`;

/** Media the player plays in its own element, best first: a stream, then the open video format, then mp4. */
const PLAYABLE_EXTENSIONS = ['m3u8', 'webm', 'mp4'] as const;

/**
 * A session's video from its links (the formats carry recordings and streams as links, e.g.
 * FOSDEM's "Video recording (WebM/VP9)"): the first https link to an HLS stream, else to a
 * WebM file, else to an MP4 file; '' when it has none.
 */
export function videoFromLinks(links: readonly { url: string }[]): string {
  const playable = links.flatMap((link) => {
    try {
      const url = new URL(link.url);
      const extension = url.pathname.split('.').pop()?.toLowerCase() ?? '';
      const rank = (PLAYABLE_EXTENSIONS as readonly string[]).indexOf(extension);
      return url.protocol === 'https:' && rank >= 0 ? [{ url: link.url, rank }] : [];
    } catch {
      return [];
    }
  });
  playable.sort((a, b) => a.rank - b.rank);
  return playable[0]?.url ?? '';
}

/** The key of a session: a re-import finds the session by it and never changes it. */
const SESSION_KEY = ['platformId', 'externalKey'] as const;

/**
 * The SET of a session re-import: every column the import writes except the key, each taken from
 * the row it was about to insert. Derived from the written row itself, so that a column added to
 * the import is updated on re-import too (a list kept apart would silently miss it).
 */
export function sessionUpdateSet(written: object): Record<string, SQL> {
  const columns: Record<string, Column> = getTableColumns(sessions);
  const set: Record<string, SQL> = {};
  for (const property of Object.keys(written)) {
    if ((SESSION_KEY as readonly string[]).includes(property)) continue;
    const column = columns[property];
    if (!column) throw new Error(`sessions has no column for ${property}`);
    set[property] = keepEdited(property, column, excluded(column));
  }
  return set;
}

/** A field an organiser changed in the admin keeps its value; any other takes the schedule's. */
function keepEdited(property: string, column: Column, imported: SQL): SQL {
  return sql`case when ${sessions.editedFields} @> ${JSON.stringify([property])}::jsonb then ${column} else ${imported} end`;
}

/**
 * Imports a conference schedule into an event, in one transaction: rooms (in the
 * schedule's order), speakers (accounts without email or password, keyed by the schedule's
 * person id), sessions (keyed by guid, else id) and who speaks or chairs them. Importing
 * the same schedule again updates those in place; nothing else of the event is touched.
 */
export class ScheduleImportService {
  constructor(
    private readonly db: Db,
    private readonly platforms: PlatformService,
    private readonly programme: ProgrammeService,
  ) {}

  async import(eventCode: string, input: string, source: string): Promise<ImportReport> {
    const started = performance.now();
    const platform = await this.platforms.requireByCode(eventCode);
    const schedule = parseSchedule(input, { timeZone: ProgrammeService.timeZoneOf(platform) });
    const counts = await this.db.transaction(async (tx) => {
      // Sessions deleted in the admin stay deleted; edited ones keep the organiser's fields.
      const deleted = await this.deletedKeys(tx, platform.id);
      const skipped = schedule.events.filter((e) => deleted.has(e.key));
      const parsed = skipped.length
        ? { ...schedule, events: schedule.events.filter((e) => !deleted.has(e.key)) }
        : schedule;
      const edited = await this.editedSessions(tx, platform.id);
      const roomIds = await this.upsertRooms(tx, platform.id, parsed);
      const people = await this.upsertPeople(tx, platform.id, parsed);
      const sessionIds = await this.upsertSessions(tx, platform.id, parsed, roomIds.ids);
      await this.replacePeople(tx, platform.id, parsed, sessionIds.ids, people.ids, edited);
      const version = await this.programme.repo.bumpVersion(platform.id, tx);
      const kept = parsed.events.flatMap((e) => {
        const fields = edited.get(e.key)?.fields;
        return fields?.length ? [{ key: e.key, title: edited.get(e.key)?.title ?? e.title, fields }] : [];
      });
      return {
        rooms: roomIds,
        people,
        sessions: sessionIds,
        version,
        events: parsed.events.length,
        kept,
        skipped: skipped.map((e) => ({ key: e.key, title: e.title })),
      };
    });
    // Cached programmes go at once, on every node, and connected attendees are told.
    this.programme.announce(platform.id, counts.version);
    const usedRooms = new Set(schedule.events.map((e) => e.room).filter(Boolean));
    return {
      source,
      format: schedule.format,
      eventCode: platform.code,
      days: schedule.days.length,
      rooms: schedule.rooms.length,
      roomsCreated: counts.rooms.created,
      roomsUsed: usedRooms.size,
      sessions: schedule.events.length,
      sessionsCreated: counts.sessions.created,
      sessionsUpdated: counts.events - counts.sessions.created,
      speakers: schedule.persons.size,
      speakersCreated: counts.people.created,
      sessionsKept: counts.kept,
      sessionsSkipped: counts.skipped,
      warnings: schedule.warnings,
      milliseconds: Math.round(performance.now() - started),
    };
  }

  private async deletedKeys(tx: Tx, platformId: number): Promise<Set<string>> {
    const rows = await tx
      .select({ key: deletedSessionKeys.externalKey })
      .from(deletedSessionKeys)
      .where(eq(deletedSessionKeys.platformId, platformId));
    return new Set(rows.map((r) => r.key));
  }

  /** Imported sessions with fields an organiser changed in the admin, by import key. */
  private async editedSessions(tx: Tx, platformId: number) {
    const rows = await tx
      .select({ key: sessions.externalKey, title: sessions.title, fields: sessions.editedFields })
      .from(sessions)
      .where(
        and(
          eq(sessions.platformId, platformId),
          isNotNull(sessions.externalKey),
          sql`${sessions.editedFields} <> '[]'::jsonb`,
        ),
      );
    return new Map(rows.map((r) => [r.key as string, { title: r.title, fields: r.fields }]));
  }

  private async upsertRooms(tx: Tx, platformId: number, parsed: ParsedSchedule) {
    const ids = new Map<string, number>();
    let created = 0;
    if (parsed.rooms.length === 0) return { ids, created };
    const rows = await tx
      .insert(rooms)
      .values(parsed.rooms.map((r, i) => ({ platformId, name: r.name, sortOrder: i, externalKey: r.key })))
      .onConflictDoUpdate({
        target: [rooms.platformId, rooms.name],
        set: {
          sortOrder: excluded(rooms.sortOrder),
          externalKey: sql`coalesce(${excluded(rooms.externalKey)}, ${rooms.externalKey})`,
        },
      })
      .returning({ id: rooms.id, name: rooms.name, inserted: sql<boolean>`(xmax = 0)` });
    for (const r of rows) {
      ids.set(r.name, r.id);
      if (r.inserted) created++;
    }
    return { ids, created };
  }

  private async upsertPeople(tx: Tx, platformId: number, parsed: ParsedSchedule) {
    const speaking = new Set(
      parsed.events.flatMap((e) => e.persons.filter((p) => p.role === 'speaker').map((p) => p.key)),
    );
    const ids = new Map<string, number>();
    let created = 0;
    for (const part of chunks([...parsed.persons.values()])) {
      const rows = await tx
        .insert(users)
        .values(
          part.map((p: ParsedPerson) => ({
            platformId,
            email: null,
            externalKey: p.key,
            ...splitName(p.name),
            biography: richTextToHtml(p.biography),
            photoUri: p.photoUri,
            isSpeaker: speaking.has(p.key),
            ureventRef: randomUUID(),
          })),
        )
        .onConflictDoUpdate({
          target: [users.platformId, users.externalKey],
          set: {
            firstName: excluded(users.firstName),
            lastName: excluded(users.lastName),
            isSpeaker: sql`${excluded(users.isSpeaker)} or ${users.isSpeaker}`,
            // A schedule without a biography or photo does not blank one given before.
            biography: sql`case when ${excluded(users.biography)} <> '' then ${excluded(users.biography)} else ${users.biography} end`,
            photoUri: sql`case when ${excluded(users.photoUri)} <> '' then ${excluded(users.photoUri)} else ${users.photoUri} end`,
          },
        })
        .returning({ id: users.id, key: users.externalKey, inserted: sql<boolean>`(xmax = 0)` });
      for (const r of rows) {
        if (r.key) ids.set(r.key, r.id);
        if (r.inserted) created++;
      }
    }
    return { ids, created };
  }

  private async upsertSessions(tx: Tx, platformId: number, parsed: ParsedSchedule, roomIds: Map<string, number>) {
    const ids = new Map<string, number>();
    let created = 0;
    // The change's time, stamped by the database as its other stored times are.
    const now = sql`now()`;
    for (const part of chunks(parsed.events)) {
      const values = part.map((e) => {
        const abstract = richTextToHtml(e.abstract);
        const description = richTextToHtml(e.description);
        return {
          platformId,
          externalKey: e.key,
          title: e.title,
          subtitle: e.subtitle,
          abstract,
          // Some exports repeat the abstract as the description.
          description: description === abstract ? '' : description,
          startsAt: e.start,
          endsAt: e.end,
          programmeDay: e.day,
          roomId: e.room ? (roomIds.get(e.room) ?? null) : null,
          type: e.type,
          theme: e.track,
          colour: parsed.trackColours.get(e.track) ?? (e.track ? paletteColour(e.track) : ''),
          language: e.language,
          code: e.code,
          sourceUrl: e.url,
          thumbnailUri: e.logo,
          links: e.links,
          videoIFrameUri: videoFromLinks(e.links),
          recordingAllowed: !e.doNotRecord,
          updatedAt: now,
        };
      });
      const rows = await tx
        .insert(sessions)
        .values(values)
        .onConflictDoUpdate({
          target: [sessions.platformId, sessions.externalKey],
          set: {
            ...sessionUpdateSet(values[0]!),
            // A schedule without a video link keeps the video the session was given otherwise.
            videoIFrameUri: keepEdited(
              'videoIFrameUri',
              sessions.videoIFrameUri,
              sql`coalesce(nullif(${excluded(sessions.videoIFrameUri)}, ''), ${sessions.videoIFrameUri})`,
            ),
          },
        })
        .returning({ id: sessions.id, key: sessions.externalKey, inserted: sql<boolean>`(xmax = 0)` });
      for (const r of rows) {
        if (r.key) ids.set(r.key, r.id);
        if (r.inserted) created++;
      }
    }
    return { ids, created };
  }

  /** The schedule's people of each imported session replace the imported people it had; others stay. */
  private async replacePeople(
    tx: Tx,
    platformId: number,
    parsed: ParsedSchedule,
    sessionIds: Map<string, number>,
    personIds: Map<string, number>,
    edited: Map<string, { fields: string[] }>,
  ) {
    const imported = tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.platformId, platformId), isNotNull(users.externalKey)));
    // Moderators chosen in the admin stay as they are (the schedule's speakers still follow it).
    const keepsModerators = (key: string) => edited.get(key)?.fields.includes('moderators') === true;
    const keeping = new Set([...sessionIds].filter(([key]) => keepsModerators(key)).map(([, id]) => id));
    for (const part of chunks([...sessionIds.values()])) {
      const own = part.filter((id) => keeping.has(id));
      await tx
        .delete(sessionPeople)
        .where(
          and(
            inArray(sessionPeople.sessionId, part),
            inArray(sessionPeople.userId, imported),
            own.length
              ? sql`not (${inArray(sessionPeople.sessionId, own)} and ${sessionPeople.role} = 'moderator')`
              : undefined,
          ),
        );
    }
    const rows = parsed.events.flatMap((e) => {
      const sessionId = sessionIds.get(e.key);
      if (sessionId === undefined) return [];
      const persons = keepsModerators(e.key) ? e.persons.filter((p) => p.role !== 'moderator') : e.persons;
      return persons.flatMap((p, i) => {
        const userId = personIds.get(p.key);
        return userId === undefined ? [] : [{ sessionId, userId, role: p.role, sortOrder: i }];
      });
    });
    for (const part of chunks(rows)) await tx.insert(sessionPeople).values(part).onConflictDoNothing();
  }
}

/** The lines the command prints: counts, then the warnings with their places. */
export function reportLines(report: ImportReport, maxWarnings = 100): string[] {
  const lines = [
    `Imported ${report.source} (${report.format}) into ${report.eventCode} in ${(report.milliseconds / 1000).toFixed(1)} s:`,
    `  days: ${report.days}`,
    `  rooms: ${report.rooms} (${report.roomsCreated} new${report.roomsUsed !== report.rooms ? `, ${report.roomsUsed} with sessions` : ''})`,
    `  sessions: ${report.sessions} (${report.sessionsCreated} created, ${report.sessionsUpdated} updated)`,
    `  speakers: ${report.speakers} (${report.speakersCreated} new)`,
  ];
  for (const kept of report.sessionsKept)
    lines.push(`  kept from the admin: "${kept.title}" (${kept.key}): ${kept.fields.join(', ')}`);
  for (const skipped of report.sessionsSkipped)
    lines.push(`  not created again (deleted in the admin): "${skipped.title}" (${skipped.key})`);
  if (report.warnings.length) {
    lines.push(`${report.warnings.length} warning${report.warnings.length === 1 ? '' : 's'}:`);
    for (const w of report.warnings.slice(0, maxWarnings)) {
      const more = w.more ? ` (and ${w.more} more like it)` : '';
      lines.push(`  ${w.place ? `${w.place}: ` : ''}${w.message}${more}`);
    }
    if (report.warnings.length > maxWarnings) lines.push(`  ... and ${report.warnings.length - maxWarnings} more`);
  }
  return lines;
}
