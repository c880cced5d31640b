import { createHash } from 'node:crypto';
import {
  classifyProgrammeSegment,
  mergeQueryMaps,
  type TProgrammeFilter,
  type TProgrammeLabelKind,
  type TProgrammeSessionDetail,
  type TQueryMap,
  toQueryMap,
  ZCalendarResponse,
  ZProgrammeFilter,
  ZProgrammeResponse,
  ZProgrammeSessionDetail,
  ZSessionFilters,
} from '@atrium/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { zodToHttpError } from '../../http/validation.ts';
import type { Clock } from '../../lib/clock.ts';
import { PreparedAnswer } from '../../lib/prepared-answer.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { addDays, dateIn, isValidTimeZone, zonedInstant } from '../../lib/zoned-time.ts';
import type { ContentService } from '../content/content.service.ts';
import type { PlatformRecord, PlatformService } from '../platform/platform.service.ts';
import { buildModel, liveSpan, type ModelSession, type ProgrammeModel } from './programme.model.ts';
import {
  type PresentOptions,
  presentDayGroups,
  presentFilters,
  presentProgrammeSessions,
  presentSessionDetail,
} from './programme.presenter.ts';
import { ProgrammeRepository, type SessionPeople } from './programme.repository.ts';

/** An answer kept with the span of time in which it stays true (live flags, "today"). */
interface CachedAnswer {
  from: number;
  until: number;
  answer: PreparedAnswer;
}

interface Entry {
  /** Programme version and the settings the answers depend on. */
  key: string;
  model: ProgrammeModel;
  title: { title: string; title_en: string; title_fr: string };
  calendarIntervalHeight: number;
  showViews: boolean;
  answers: Map<string, CachedAnswer>;
}

/** Cached answers per event (lists, filters, session details), beyond which the oldest go. */
const MAX_ANSWERS = 4096;
/** Parsed programme requests kept, by their text (the same few filters come again and again). */
const MAX_REQUESTS = 1024;

/** A request of `programme/{segment}`: the session detail or a filtered programme. */
export type ProgrammeRequest = { sessionId: number } | { filter: TProgrammeFilter };

/**
 * The programme of an event (spec 2 §2.1, §3): built once per programme version from the
 * database, then answered from memory. Whole answers (calendar, programme lists, filters)
 * are kept serialised until the programme changes (import, edits: `invalidate`, or a higher
 * `programmeVersion` seen on the event, which also covers changes made by other nodes) or
 * until the next instant a session starts or ends, or the day changes, since live flags
 * and "today" follow the clock.
 */
export class ProgrammeService {
  readonly repo: ProgrammeRepository;
  private readonly entries = new Map<number, Promise<Entry>>();
  private readonly changeListeners: ((platformId: number, version: number) => void)[] = [];
  /** Parsed requests never go stale (a pure function of their text): only their number is bounded. */
  private readonly requests: TtlCache<string, ProgrammeRequest>;

  constructor(
    db: Db,
    private readonly platforms: PlatformService,
    private readonly content: ContentService,
    private readonly clock: Clock,
  ) {
    this.repo = new ProgrammeRepository(db, clock);
    this.requests = new TtlCache(clock, { ttlMs: Number.POSITIVE_INFINITY, maxSize: MAX_REQUESTS });
    platforms.onChange((id) => this.invalidate(id));
  }

  /** Drops an event's cached programme on this node. */
  invalidate(platformId: number): void {
    this.entries.delete(platformId);
  }

  /**
   * After a change to an event's sessions, rooms, presentations or their people (an edit; the
   * import does the same inside its transaction): raises the programme version, so that every
   * node rebuilds, and drops this node's copy at once.
   */
  async changed(platformId: number): Promise<number> {
    const version = await this.repo.bumpVersion(platformId);
    this.announce(platformId, version);
    return version;
  }

  /**
   * After a committed change that raised the programme version to `version`: this node drops its
   * copy, and the listeners (the hub: every node, and the connected attendees) hear of it.
   */
  announce(platformId: number, version: number): void {
    this.platforms.invalidate(platformId);
    for (const listener of this.changeListeners) listener(platformId, version);
  }

  /** Called after each change of an event's programme (context.ts: the hub tells every node). */
  onChanged(listener: (platformId: number, version: number) => void): void {
    this.changeListeners.push(listener);
  }

  /**
   * The French name of a session type, theme or room (by its English name, as sessions and rooms
   * hold it); an empty French name removes it (English is shown in French too).
   */
  async setFrenchLabel(platformId: number, kind: TProgrammeLabelKind, name: string, nameFr: string): Promise<void> {
    const key = name.trim();
    const french = nameFr.trim();
    if (key === '' || key.length > 200) throw badRequest('name: 1 to 200 characters', 'name');
    if (french.length > 200) throw badRequest('fr: at most 200 characters', 'fr');
    await this.repo.setLabel(platformId, kind, key, french);
    await this.changed(platformId);
  }

  /** The event's time zone; a broken setting falls back to UTC rather than failing every answer. */
  static timeZoneOf(platform: PlatformRecord): string {
    const zone = platform.settings.timeZone;
    return isValidTimeZone(zone) ? zone : 'UTC';
  }

  private async entry(platform: PlatformRecord): Promise<Entry> {
    const timeZone = ProgrammeService.timeZoneOf(platform);
    const title = await this.content.moduleTitle(platform.id, 'programme');
    const { calendarIntervalHeight, show } = platform.settings;
    const key = JSON.stringify([platform.programmeVersion, timeZone, calendarIntervalHeight, show.Views, title]);
    const pending = this.entries.get(platform.id);
    if (pending) {
      const hit = await pending.catch(() => null);
      if (hit && hit.key === key) return hit;
      if (this.entries.get(platform.id) !== pending) return this.entry(platform);
    }
    const promise = (async (): Promise<Entry> => {
      const rows = await this.repo.load(platform.id);
      return {
        key,
        model: buildModel(rows, timeZone),
        title,
        calendarIntervalHeight,
        showViews: show.Views,
        answers: new Map(),
      };
    })();
    this.entries.set(platform.id, promise);
    promise.catch(() => {
      if (this.entries.get(platform.id) === promise) this.entries.delete(platform.id);
    });
    return promise;
  }

  /** The model of an event's programme (bookmarks and calendar files read sessions from it). */
  async model(platform: PlatformRecord): Promise<ProgrammeModel> {
    return (await this.entry(platform)).model;
  }

  async session(platform: PlatformRecord, sessionId: number): Promise<ModelSession> {
    const session = (await this.model(platform)).byId.get(sessionId);
    if (!session) throw notFound('Session not found');
    return session;
  }

  /** A session's listed people and presentation speakers, read fresh (null: not a session of the event). */
  sessionPeople(platformId: number, sessionId: number): Promise<SessionPeople | null> {
    return this.repo.sessionPeople(platformId, sessionId);
  }

  /** The session a presentation of the event belongs to (null: not a presentation of the event). */
  sessionOfPresentation(platformId: number, presentationId: number): Promise<number | null> {
    return this.repo.sessionOfPresentation(platformId, presentationId);
  }

  /**
   * Reads `programme/{segment}` with the request's own query string: digits are a session
   * id, anything else a URL-encoded filter (the segment's keys win over the query string's).
   * A bad filter value is a 400 naming it (`params.query.date: ...` or `query.date: ...`).
   */
  parseRequest(segment: string, httpQuery: Record<string, unknown>): ProgrammeRequest {
    const key = `${segment}\n${JSON.stringify(httpQuery)}`;
    const known = this.requests.get(key);
    if (known) return known;
    const classified = classifyProgrammeSegment(segment);
    const request =
      'sessionId' in classified ? classified : { filter: parseFilter(classified.query, toQueryMap(httpQuery)) };
    this.requests.set(key, request);
    return request;
  }

  private options(entry: Entry, now: number): PresentOptions {
    return { now, showViews: entry.showViews };
  }

  /** A cached answer for `key` valid at `now`, else a new one built by `build` and kept for its span. */
  private answer<T>(
    entry: Entry,
    key: string,
    now: number,
    schema: z.ZodType<T>,
    build: (today: string) => T,
    timeBound = true,
  ): PreparedAnswer {
    const hit = entry.answers.get(key);
    if (hit && hit.from <= now && now < hit.until) return hit.answer;
    const zone = entry.model.timeZone;
    const today = dateIn(now, zone);
    let from = Number.NEGATIVE_INFINITY;
    let until = Number.POSITIVE_INFINITY;
    if (timeBound) {
      const span = liveSpan(entry.model.boundaries, now);
      from = Math.max(span.from, zonedInstant(today, 0, zone).getTime());
      until = Math.min(span.until, zonedInstant(addDays(today, 1), 0, zone).getTime());
    }
    const answer = prepare(schema, build(today));
    if (entry.answers.size >= MAX_ANSWERS) entry.answers.delete(entry.answers.keys().next().value as string);
    entry.answers.set(key, { from, until, answer });
    return answer;
  }

  /** GET /api/v2/.../programme/{query}: title, interval height, days and the matching sessions. */
  async programme(platform: PlatformRecord, filter: TProgrammeFilter): Promise<PreparedAnswer> {
    const entry = await this.entry(platform);
    const now = this.clock.now();
    return this.answer(entry, `programme:${JSON.stringify(filter)}`, now, ZProgrammeResponse, (today) => ({
      ...entry.title,
      calendarIntervalHeight: entry.calendarIntervalHeight,
      timeZone: entry.model.timeZone,
      dates: entry.model.days,
      today: entry.model.days.includes(today) ? today : null,
      sessions: presentProgrammeSessions(entry.model, filter, this.options(entry, now)),
    }));
  }

  /** GET /sessions/calendar: day groups; a filter marks the sessions it does not match. */
  async calendar(platform: PlatformRecord, filter: TProgrammeFilter): Promise<PreparedAnswer> {
    const entry = await this.entry(platform);
    const now = this.clock.now();
    return this.answer(entry, `calendar:${JSON.stringify(filter)}`, now, ZCalendarResponse, (today) =>
      presentDayGroups(entry.model, filter, { ...this.options(entry, now), today }),
    );
  }

  /** GET /sessions/filters (poster=true: of poster sessions). Not time-bound. */
  async filters(platform: PlatformRecord, posterOnly: boolean): Promise<PreparedAnswer> {
    const entry = await this.entry(platform);
    return this.answer(
      entry,
      `filters:${posterOnly}`,
      this.clock.now(),
      ZSessionFilters,
      () => presentFilters(entry.model, posterOnly),
      false,
    );
  }

  /**
   * An organiser's switches of one session (chat, questions, their authorisation) and its added
   * moderators; the session is named by id or by its import key. Seen at once by every answer.
   */
  async setSessionOptions(
    platformId: number,
    ref: { id?: number; key?: string },
    changes: { enableChat?: boolean; enableComments?: boolean; enableAuthorisationForComments?: boolean },
    moderatorIds: number[],
  ): Promise<number> {
    const sessionId = await this.repo.findSession(platformId, ref);
    if (sessionId === null) throw notFound(`No session ${ref.id ?? ref.key} in this event`);
    await this.repo.updateSessionOptions(sessionId, changes, moderatorIds);
    await this.changed(platformId);
    return sessionId;
  }

  /** The session dialog's content as an object (the player builds on it). */
  async sessionDetail(platform: PlatformRecord, sessionId: number): Promise<TProgrammeSessionDetail> {
    const entry = await this.entry(platform);
    const session = entry.model.byId.get(sessionId);
    if (!session) throw notFound('Session not found');
    return presentSessionDetail(session, this.options(entry, this.clock.now()));
  }

  /** GET /api/v2/.../programme/{sessionId}: the session dialog. */
  async detail(platform: PlatformRecord, sessionId: number): Promise<PreparedAnswer> {
    const entry = await this.entry(platform);
    const session = entry.model.byId.get(sessionId);
    if (!session) throw notFound('Session not found');
    const now = this.clock.now();
    return this.answer(entry, `detail:${sessionId}`, now, ZProgrammeSessionDetail, () =>
      presentSessionDetail(session, this.options(entry, now)),
    );
  }
}

/** Query maps of the path segment and the query string → the validated filter (400 naming the field). */
export function parseFilter(segment: TQueryMap, httpQuery: TQueryMap = {}): TProgrammeFilter {
  const merged = mergeQueryMaps(httpQuery, segment);
  const parsed = ZProgrammeFilter.safeParse(merged);
  if (!parsed.success) {
    const key = String(parsed.error.issues[0]?.path[0] ?? '');
    throw zodToHttpError(parsed.error, key in segment ? 'params.query' : 'query');
  }
  // A stable key order for the answer cache.
  const f = parsed.data;
  return {
    date: f.date,
    room: f.room ? [...new Set(f.room)].sort((a, b) => a - b) : undefined,
    theme: f.theme ? [...new Set(f.theme)].sort() : undefined,
    type: f.type ? [...new Set(f.type)].sort() : undefined,
    time: f.time,
    mode: f.mode,
  };
}

/** Checks an answer against its contract once, then keeps its bytes and an ETag. */
export function prepare<T>(schema: z.ZodType<T>, value: T): PreparedAnswer {
  const body = Buffer.from(JSON.stringify(schema.parse(value)));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return new PreparedAnswer(body, etag);
}
