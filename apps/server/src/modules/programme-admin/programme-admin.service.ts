import {
  displayName,
  isOnMinuteStep,
  PRESENTATION_DEFAULT_ORDER,
  PROGRAMME_DEFAULT_END_TIME,
  PROGRAMME_DEFAULT_START_TIME,
  SESSION_DEFAULT_COLOUR,
  SESSION_DEFAULT_TEXT_COLOUR,
  type TAdminParticipant,
  type TAdminPresentation,
  type TAdminPresentationEdit,
  type TAdminSession,
  type TAdminSessionEdit,
  type TAdminSessionList,
  type ZAdminSavePresentation,
  type ZAdminSaveSession,
  type ZAdminSessionListQuery,
} from '@atrium/contracts';
import type { z } from 'zod';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sanitizeRichText } from '../../lib/html-text.ts';
import { addDays, dateIn, isoInZone, zonedInstant } from '../../lib/zoned-time.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import { ProgrammeService } from '../programme/programme.service.ts';
import {
  adminColour,
  presentPresentation,
  presentSession,
  presentSessionRow,
  sessionDescription,
} from './programme-admin.presenter.ts';
import type {
  AdminSessionRow,
  PresentationWrite,
  ProgrammeAdminRepository,
  SessionWrite,
  Tx,
} from './programme-admin.repository.ts';

type SaveSession = z.output<typeof ZAdminSaveSession>;
type SavePresentation = z.output<typeof ZAdminSavePresentation>;
type ListQuery = z.output<typeof ZAdminSessionListQuery>;

/** A form's date-time: with its own offset, or a wall clock read in the event's time zone. */
export function parseFormTime(value: string, timeZone: string): Date {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(.*)$/.exec(value);
  if (!m) return new Date(Number.NaN);
  const [, date, hh, mm, ss, , zone] = m as unknown as string[];
  if (zone) {
    const offset = zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
    return new Date(`${date}T${hh}:${mm}:${ss ?? '00'}${offset}`);
  }
  const instant = zonedInstant(date as string, Number(hh) * 60 + Number(mm), timeZone);
  return new Date(instant.getTime() + Number(ss ?? 0) * 1000);
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) => JSON.stringify(a) === JSON.stringify(b);
/** Times travel to the form to the second: a stored time with milliseconds comes back unchanged. */
const sameSecond = (a: Date, b: Date | undefined) =>
  b !== undefined && Math.floor(a.getTime() / 1000) === Math.floor(b.getTime() / 1000);

/**
 * Programme administration (spec 3 §2–§5, §7): organisers list, edit, add and delete sessions
 * and presentations. Every change raises the programme version and is announced on every node
 * (ProgrammeService.changed → the hub), so attendees' programmes, calendars, feeds and session
 * pages follow at once. Fields an organiser changes on an imported session are remembered
 * (`editedFields`) and kept by later imports; a deleted imported session is not imported again.
 */
export class ProgrammeAdminService {
  constructor(
    private readonly repo: ProgrammeAdminRepository,
    private readonly programme: ProgrammeService,
    private readonly clock: Clock,
  ) {}

  /** GET programme/sessions: a page of the list with the filters' rooms and days. */
  async list(platform: PlatformRecord, query: ListQuery): Promise<TAdminSessionList> {
    const timeZone = ProgrammeService.timeZoneOf(platform);
    const limit = query.pageSize === 'all' ? null : Number(query.pageSize);
    const range = query.date
      ? { from: zonedInstant(query.date, 0, timeZone), to: zonedInstant(addDays(query.date, 1), 0, timeZone) }
      : {};
    const [{ rows, total }, rooms, days] = await Promise.all([
      this.repo.listSessions(
        platform.id,
        { ...range, roomId: query.roomId, search: query.search || undefined },
        { limit, offset: limit === null ? 0 : (query.page - 1) * limit },
      ),
      this.repo.rooms(platform.id),
      this.repo.sessionDays(platform.id),
    ]);
    const presentations = await this.repo.presentationsOf(
      platform.id,
      rows.map((r) => r.id),
    );
    const bySession = new Map<number, typeof presentations>();
    for (const p of presentations) {
      const list = bySession.get(p.sessionId);
      if (list) list.push(p);
      else bySession.set(p.sessionId, [p]);
    }
    return {
      total,
      page: limit === null ? 1 : query.page,
      pageSize: limit ?? 0,
      sessions: rows.map((s) => presentSessionRow(s, bySession.get(s.id) ?? [], timeZone)),
      rooms: rooms.map((r) => ({ id: r.id, name: r.name })),
      dates: [...new Set(days.map((d) => dateIn(d.startsAt, timeZone)))].sort(),
      timeZone,
    };
  }

  /** GET programme/sessions/{id}: the session (id 0: a new one's defaults) and the form's options. */
  async session(platform: PlatformRecord, id: number): Promise<TAdminSessionEdit> {
    const timeZone = ProgrammeService.timeZoneOf(platform);
    const [options, rooms] = await Promise.all([this.options(platform), this.repo.rooms(platform.id)]);
    const item = id === 0 ? this.newSession(options.eventStart, timeZone) : await this.sessionItem(platform, id);
    return { ...options, item, rooms: rooms.map((r) => ({ id: r.id, name: r.name })) };
  }

  /** POST programme/sessions: creates (no id) or updates a session; answers it as saved. */
  async saveSession(platform: PlatformRecord, body: SaveSession, updatePresTime: boolean): Promise<TAdminSession> {
    const timeZone = ProgrammeService.timeZoneOf(platform);
    const startsAt = parseFormTime(body.start, timeZone);
    const endsAt = parseFormTime(body.end, timeZone);
    if (endsAt < startsAt) throw badRequest('End is before start', 'body.end');
    const moderators = [...new Set(body.moderators)];
    const known = await this.repo.usersInEvent(platform.id, moderators);
    if (moderators.some((m) => !known.has(m))) throw badRequest('No such participant in this event', 'body.moderators');
    if (body.roomId && !(await this.repo.roomInEvent(platform.id, body.roomId)))
      throw badRequest('No such room in this event', 'body.roomId');
    const id = body.id ?? 0;
    const description = sanitizeRichText(body.description);
    const savedId = await this.change(platform.id, async (tx) => {
      // Read and locked here: of two saves at once, the second compares with (and moves the
      // presentations from) the start the first one stored.
      const old = id === 0 ? null : await this.repo.session(platform.id, id, tx, { lock: true });
      if (id !== 0 && !old) throw notFound('No such session in this event');
      // spec 3 §5: times chosen in 5-minute steps; a time left as it was (an imported 10:03) is kept.
      if (!isOnMinuteStep(body.start) && !sameSecond(startsAt, old?.startsAt))
        throw badRequest('Minutes in 5-minute steps only', 'body.start');
      if (!isOnMinuteStep(body.end) && !sameSecond(endsAt, old?.endsAt))
        throw badRequest('Minutes in 5-minute steps only', 'body.end');
      const roomId = body.roomId ?? (await this.repo.roomByName(platform.id, (body.roomName ?? '').trim(), tx));
      const all: SessionWrite = {
        title: body.title,
        code: body.customCode,
        roomId,
        startsAt,
        endsAt,
        type: body.type,
        theme: body.theme,
        keywords: body.keywords,
        moderatorLine1: body.moderatorLine1,
        // The default colours store nothing: the theme's colour and a readable text show.
        colour: body.colour === SESSION_DEFAULT_COLOUR ? '' : body.colour,
        textColour: body.textColour === SESSION_DEFAULT_TEXT_COLOUR ? '' : body.textColour,
        abstract: '',
        description,
        hideInProgramme: body.hideInProgramme,
        translation: body.translation,
      };
      if (!old) {
        const created = await this.repo.insertSession(platform.id, all, tx);
        await this.repo.replaceModerators(created, moderators, tx);
        return created;
      }
      const { values, edited } = changedFields(old, all, body);
      const oldModerators = await this.repo.moderators(old.id, tx);
      if (!sameList(oldModerators, moderators)) {
        await this.repo.replaceModerators(old.id, moderators, tx);
        edited.push('moderators');
      }
      if (edited.length > 0) await this.repo.updateSession(platform.id, old.id, values, edited, tx);
      // spec 3 §4: the organiser chose to move the presentations with the session's new start.
      if (updatePresTime && values.startsAt)
        await this.repo.shiftPresentations(platform.id, old.id, startsAt.getTime() - old.startsAt.getTime(), tx);
      return old.id;
    });
    return this.sessionItem(platform, savedId);
  }

  /** DELETE programme/sessions/{id}: the session and its presentations. */
  async deleteSession(platform: PlatformRecord, id: number): Promise<void> {
    await this.change(platform.id, async (tx) => {
      if (!(await this.repo.deleteSession(platform.id, id, tx))) throw notFound('No such session in this event');
    });
  }

  /** GET programme/presentations/{id}: the presentation (id 0: a new one) and the form's options. */
  async presentation(platform: PlatformRecord, id: number, sessionId?: number): Promise<TAdminPresentationEdit> {
    const timeZone = ProgrammeService.timeZoneOf(platform);
    const [options, sessions] = await Promise.all([this.options(platform), this.repo.sessionOptions(platform.id)]);
    let item: TAdminPresentation;
    if (id === 0) {
      const session = sessionId === undefined ? undefined : sessions.find((s) => s.id === sessionId);
      if (sessionId !== undefined && !session) throw notFound('No such session in this event');
      const defaults = this.defaultTimes(options.eventStart, timeZone);
      item = {
        id: 0,
        title: '',
        customCode: '',
        order: PRESENTATION_DEFAULT_ORDER,
        sessionId: session?.id ?? 0,
        speakerId: null,
        type: '',
        theme: '',
        // spec 3 §4: a session's times, else 07:00 to 08:00 on the event's first day.
        start: session ? isoInZone(session.startsAt, timeZone) : defaults.start,
        end: session ? isoInZone(session.endsAt, timeZone) : defaults.end,
        keywords: [],
        coAuthors: '',
        isEventPortalPresentation: true,
        isAPoster: false,
        description: '',
      };
    } else {
      const row = await this.repo.presentation(platform.id, id);
      if (!row) throw notFound('No such presentation in this event');
      item = presentPresentation(row, timeZone);
    }
    return {
      ...options,
      item,
      sessions: sessions.map((s) => ({
        id: s.id,
        title: s.title,
        customCode: s.code,
        start: isoInZone(s.startsAt, timeZone),
        end: isoInZone(s.endsAt, timeZone),
      })),
    };
  }

  /** POST programme/presentations: creates (no id) or updates a presentation; answers it as saved. */
  async savePresentation(platform: PlatformRecord, body: SavePresentation): Promise<TAdminPresentation> {
    const timeZone = ProgrammeService.timeZoneOf(platform);
    const startsAt = parseFormTime(body.start, timeZone);
    const endsAt = parseFormTime(body.end, timeZone);
    if (endsAt < startsAt) throw badRequest('End is before start', 'body.end');
    if (body.speakerId !== null && !(await this.repo.usersInEvent(platform.id, [body.speakerId])).has(body.speakerId))
      throw badRequest('No such participant in this event', 'body.speakerId');
    const id = body.id ?? 0;
    const values: PresentationWrite = {
      title: body.title,
      code: body.customCode,
      sortOrder: body.order,
      sessionId: body.sessionId,
      speakerId: body.speakerId,
      type: body.type,
      theme: body.theme,
      startsAt,
      endsAt,
      keywords: body.keywords,
      coAuthors: body.coAuthors,
      isEventPortalPresentation: body.isEventPortalPresentation,
      isPoster: body.isAPoster,
      description: sanitizeRichText(body.description),
    };
    const savedId = await this.change(platform.id, async (tx) => {
      // The session is locked until the commit: a deletion of it at the same time waits (no 500).
      if (!(await this.repo.session(platform.id, body.sessionId, tx, { lock: true })))
        throw badRequest('No such session in this event', 'body.sessionId');
      if (id === 0) return this.repo.insertPresentation(platform.id, values, tx);
      if (!(await this.repo.updatePresentation(platform.id, id, values, tx)))
        throw notFound('No such presentation in this event');
      return id;
    });
    const saved = await this.repo.presentation(platform.id, savedId);
    if (!saved) throw notFound('No such presentation in this event');
    return presentPresentation(saved, timeZone);
  }

  async deletePresentation(platform: PlatformRecord, id: number): Promise<void> {
    await this.change(platform.id, async (tx) => {
      if (!(await this.repo.deletePresentation(platform.id, id, tx)))
        throw notFound('No such presentation in this event');
    });
  }

  /**
   * A change of the programme: the rows and the raised programme version in one transaction (a
   * failure between them cannot leave other nodes on the old programme), then every node drops its
   * programme and tells its attendees; session moderators change with it (the hub's
   * programmeChanged makes each node, this one too, forget its staff lists).
   */
  private async change<T>(platformId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    const { result, version } = await this.repo.transaction(async (tx) => {
      const result = await work(tx);
      return { result, version: await this.programme.repo.bumpVersion(platformId, tx) };
    });
    this.programme.announce(platformId, version);
    return result;
  }

  private async sessionItem(platform: PlatformRecord, id: number): Promise<TAdminSession> {
    const row = await this.repo.session(platform.id, id);
    if (!row) throw notFound('No such session in this event');
    const [moderators, presentations] = await Promise.all([
      this.repo.moderators(id),
      this.repo.presentationsOf(platform.id, [id]),
    ]);
    return presentSession(row, moderators, presentations, ProgrammeService.timeZoneOf(platform));
  }

  private defaultTimes(eventStart: string, timeZone: string) {
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    return {
      start: isoInZone(zonedInstant(eventStart, minutes(PROGRAMME_DEFAULT_START_TIME), timeZone), timeZone),
      end: isoInZone(zonedInstant(eventStart, minutes(PROGRAMME_DEFAULT_END_TIME), timeZone), timeZone),
    };
  }

  /** spec 3 §4, §9: a new session runs 07:00 to 08:00 on the event's first day, in the default colours. */
  private newSession(eventStart: string, timeZone: string): TAdminSession {
    return {
      id: 0,
      title: '',
      customCode: '',
      roomId: null,
      roomName: '',
      roomOrder: 0,
      ...this.defaultTimes(eventStart, timeZone),
      type: '',
      theme: '',
      keywords: [],
      moderatorLine1: '',
      colour: SESSION_DEFAULT_COLOUR,
      textColour: SESSION_DEFAULT_TEXT_COLOUR,
      moderators: [],
      description: '',
      hideInProgramme: false,
      translation: false,
      presentations: [],
    };
  }

  private async participants(platformId: number): Promise<TAdminParticipant[]> {
    return (await this.repo.participants(platformId)).map((u) => ({ id: u.id, fullName: displayName(u) }));
  }

  /** What both forms choose from: participants, themes, types, the event's first day. */
  private async options(platform: PlatformRecord) {
    const timeZone = ProgrammeService.timeZoneOf(platform);
    const [participants, labels, first] = await Promise.all([
      // Read fresh (an organiser may have just added someone): 20,000 names are one indexed read.
      this.participants(platform.id),
      this.repo.labels(platform.id),
      this.repo.firstStart(platform.id),
    ]);
    return {
      participants,
      themes: labels.themes,
      types: labels.types,
      eventStart: dateIn(first ?? this.clock.now(), timeZone),
      timeZone,
    };
  }
}

/**
 * The columns of an update that differ from the stored session, and the names a re-import keeps
 * for them (a wall-clock edit keeps the programme day with the start).
 */
function changedFields(
  old: AdminSessionRow,
  all: SessionWrite,
  body: SaveSession,
): { values: SessionWrite; edited: string[] } {
  const values: Partial<SessionWrite> = {};
  const edited: string[] = [];
  const take = <K extends keyof SessionWrite>(key: K, names: string[] = [key]) => {
    (values as Record<string, unknown>)[key] = all[key];
    edited.push(...names);
  };
  if (old.title !== all.title) take('title');
  if (old.code !== all.code) take('code');
  if (old.roomId !== all.roomId) take('roomId');
  if (!sameSecond(all.startsAt as Date, old.startsAt)) {
    take('startsAt', ['startsAt', 'programmeDay']);
    // The day follows the new start (an imported after-midnight day no longer applies).
    values.programmeDay = null;
  }
  if (!sameSecond(all.endsAt as Date, old.endsAt)) take('endsAt');
  if (old.type !== all.type) take('type');
  if (old.theme !== all.theme) take('theme');
  if (!sameList(old.keywords, all.keywords as string[])) take('keywords');
  if (old.moderatorLine1 !== all.moderatorLine1) take('moderatorLine1');
  if (adminColour(old.colour, SESSION_DEFAULT_COLOUR) !== body.colour) take('colour');
  if (adminColour(old.textColour, SESSION_DEFAULT_TEXT_COLOUR) !== body.textColour) take('textColour');
  if (sessionDescription(old) !== all.description) {
    take('abstract', ['abstract', 'description']);
    take('description', []);
  }
  if (old.hideInProgramme !== all.hideInProgramme) take('hideInProgramme');
  if (old.translation !== all.translation) take('translation');
  return { values: values as SessionWrite, edited };
}
