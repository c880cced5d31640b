import { createHash } from 'node:crypto';
import { isValidTimeZone, zonedInstant } from '../../lib/zoned-time.ts';
import {
  type ImportWarning,
  type ParsedEvent,
  type ParsedLink,
  type ParsedPerson,
  type ParsedRoom,
  type ParsedSchedule,
  type ParseOptions,
  type ScheduleFormat,
  ScheduleRejected,
} from './schedule-types.ts';

/** Deviations, each reported once per kind with the first place and a count of the rest. */
export class Warnings {
  private readonly list: ImportWarning[] = [];
  private readonly byKind = new Map<string, ImportWarning>();

  add(place: string, message: string): void {
    this.list.push({ place, message, more: 0 });
  }

  /** Many events share some deviations (FOSDEM 2020: no guid on any event); one line says so. */
  once(kind: string, place: string, message: string): void {
    const seen = this.byKind.get(kind);
    if (seen) {
      seen.more++;
      return;
    }
    const warning = { place, message, more: 0 };
    this.byKind.set(kind, warning);
    this.list.push(warning);
  }

  all(): ImportWarning[] {
    return this.list;
  }
}

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `["Ada"]` in places: JSON string quoting keeps odd room names readable and unambiguous. */
export const quote = (name: string) => JSON.stringify(name);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const DURATION_STRICT = /^\d{2}:\d{2}(:\d{2})?$/;
const DURATION_LENIENT = /^(\d{1,3}):(\d{1,2})(?::(\d{1,2}))?$/;

/** An ISO date-time with an offset (`2019-12-27T11:00:00+01:00`) → the instant; anything else → null. */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = INSTANT.exec(value.trim());
  if (!m) return null;
  const offset = m[5] === 'Z' ? 'Z' : (m[5] as string).replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  const date = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The wall-clock `HH:MM` written in an ISO date-time (in its own offset), or null. */
export function wallTimeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = INSTANT.exec(value.trim());
  return m ? `${m[2]}:${m[3]}` : null;
}

/** `09:30` or `09:30:00` → minutes after midnight, or null. */
export function parseClock(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = CLOCK.exec(value.trim());
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

export function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

/** Text of a field that may be absent, null, a number or (wrongly) something else. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * Reads a schedule into a ParsedSchedule: the parsers of each format hand it rooms, people
 * and events in the file's own shapes; it keeps the places, applies the lenient rules and
 * rejects only what cannot be imported.
 */
export class ScheduleReader {
  readonly warnings = new Warnings();
  private readonly rooms: ParsedRoom[] = [];
  private readonly roomNames = new Set<string>();
  private readonly persons = new Map<string, ParsedPerson>();
  private readonly events: ParsedEvent[] = [];
  private readonly eventPlaces = new Map<string, string>();
  readonly trackColours = new Map<string, string>();
  /** Local times of the file are read in this zone. */
  readonly timeZone: string;
  readonly fileTimeZone: string | null;
  title = '';
  days: string[] = [];
  private baseUrl: URL | null = null;
  /**
   * Ids (unlike guids) are only unique within the system that made the schedule: id keys
   * carry its name (the base_url's host, else the acronym or title) so that two schedules
   * imported into one event do not mistake each other's "id 6" for the same person.
   */
  private namespace = 'schedule';

  constructor(
    readonly format: ScheduleFormat,
    readonly options: ParseOptions,
    fileTimeZone: unknown,
    zonePlace: string,
  ) {
    const zone = text(fileTimeZone).trim();
    if (zone && isValidTimeZone(zone)) {
      this.fileTimeZone = zone;
      this.timeZone = zone;
      if (zone !== options.timeZone)
        this.warnings.add(
          zonePlace,
          `the schedule is in ${zone} but the event's time zone is ${options.timeZone}: the programme's days and times are shown in ${options.timeZone}`,
        );
    } else {
      this.fileTimeZone = null;
      this.timeZone = options.timeZone;
      this.warnings.add(
        zonePlace,
        zone
          ? `"${zone}" is not a known time zone; local times are read in the event's time zone ${options.timeZone}`
          : `missing; local times are read in the event's time zone ${options.timeZone}`,
      );
    }
  }

  /**
   * Relative links and logos (`/media/…`) are resolved against the schedule's base_url; its
   * host (else the acronym or title) names the system whose ids the schedule uses.
   */
  setSource(baseUrl: unknown, acronym: unknown, title: unknown): void {
    const raw = text(baseUrl).trim();
    if (raw) {
      try {
        const url = new URL(raw);
        if (url.protocol === 'http:' || url.protocol === 'https:') this.baseUrl = url;
      } catch {
        // a base_url that is not a URL resolves nothing
      }
    }
    this.namespace = (this.baseUrl?.host ?? (text(acronym).trim() || text(title).trim() || 'schedule')).toLowerCase();
  }

  /** An absolute http(s) URL, or '' (with a warning) for one that cannot be made absolute. */
  url(value: unknown, place: string): string {
    const raw = text(value).trim();
    if (!raw) return '';
    try {
      const url = this.baseUrl ? new URL(raw, this.baseUrl) : new URL(raw);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
      this.warnings.once(`url-scheme:${url.protocol}`, place, `"${raw}" is not an http(s) address; left out`);
    } catch {
      this.warnings.once('url-relative', place, `"${raw}" is not an address (and no base_url resolves it); left out`);
    }
    return '';
  }

  addRoom(name: string, key: string | null = null): void {
    const trimmed = name.trim();
    if (!trimmed || this.roomNames.has(trimmed)) return;
    this.roomNames.add(trimmed);
    this.rooms.push({ name: trimmed, key });
  }

  hasRoom(name: string): boolean {
    return this.roomNames.has(name.trim());
  }

  /**
   * A person in any of the shapes real exports use: frab `{id, public_name}`, pretalx
   * `{id, code, public_name, biography}`, `{guid, name, public_name, avatar, biography}`,
   * v2 participants `{guid, name, role}`, XML `<person id|guid>Name</person>` (handed over as
   * `{id|guid, public_name}`), or a bare name. Keyed by guid, else id, else code, else name.
   */
  person(raw: unknown, place: string, extra?: JsonObject): string | null {
    const obj: JsonObject = isObject(raw) ? raw : { public_name: text(raw) };
    const name = (text(obj.public_name) || text(obj.name) || text(obj.full_name)).replace(/\s+/g, ' ').trim();
    if (!name) {
      this.warnings.once('person-no-name', place, 'a person without a name; left out');
      return null;
    }
    const guid = text(obj.guid).trim();
    const id = text(obj.id).trim();
    const code = text(obj.code).trim();
    let key: string;
    if (guid) key = `guid:${guid.toLowerCase()}`;
    else if (id) key = `id:${this.namespace}:${id}`;
    else if (code) key = `code:${this.namespace}:${code}`;
    else {
      key = `name:${this.namespace}:${name.toLowerCase()}`;
      this.warnings.once('person-no-id', place, `"${name}" has no id or guid; people are matched by name`);
    }
    const source = { ...extra, ...obj };
    const avatar = isObject(source.avatar) ? source.avatar.url : source.avatar;
    const biography = text(source.biography);
    const photoUri = this.url(avatar, `${place}.avatar`);
    const known = this.persons.get(key);
    if (known) {
      // The same person on several events: keep what any of them tells.
      if (!known.biography && biography) known.biography = biography;
      if (!known.photoUri && photoUri) known.photoUri = photoUri;
    } else this.persons.set(key, { key, name, biography, photoUri });
    return key;
  }

  /**
   * The start of an event: its ISO `date` when it has one, else the day's date with the
   * local `start`, a day later when the start is before the day's change-over (a day that
   * runs past midnight: FOSDEM's 09:00, 39C3's 06:00).
   */
  start(
    fields: { date: unknown; start: unknown },
    place: string,
    day: { date: string | null; changeMinutes: number | null; place: string },
  ): Date {
    const exact = parseInstant(fields.date);
    const startMinutes = parseClock(fields.start);
    if (exact) {
      const written = wallTimeOf(fields.date);
      if (startMinutes !== null && written !== null && parseClock(written) !== startMinutes)
        this.warnings.once(
          'date-start-mismatch',
          `${place}.start`,
          `"${text(fields.start)}" differs from date "${text(fields.date)}"; the date is used`,
        );
      return exact;
    }
    if (fields.date !== undefined && fields.date !== null && text(fields.date) !== '')
      this.warnings.once(
        'date-not-iso',
        `${place}.date`,
        `"${text(fields.date)}" is not an ISO date-time with an offset; the day's date and start are used`,
      );
    if (startMinutes === null) {
      if (fields.start === undefined || fields.start === null || text(fields.start) === '')
        throw new ScheduleRejected(`${place}.start`, 'missing: the event cannot be placed in time');
      throw new ScheduleRejected(`${place}.start`, `"${text(fields.start)}" is not a time (HH:MM)`);
    }
    if (!day.date) throw new ScheduleRejected(`${day.place}.date`, 'missing: the day of the events is unknown');
    const after = day.changeMinutes !== null && startMinutes < day.changeMinutes ? 1440 : 0;
    return zonedInstant(day.date, startMinutes + after, this.timeZone);
  }

  /** `HH:MM` (or `HH:MM:SS`) → minutes; a looser form (`1:5`) is read with a warning; nonsense rejects. */
  duration(value: unknown, place: string): number {
    const raw = text(value).trim();
    if (DURATION_STRICT.test(raw) || DURATION_LENIENT.test(raw)) {
      const m = DURATION_LENIENT.exec(raw) as RegExpExecArray;
      const minutes = Number(m[1]) * 60 + Number(m[2]) + Math.round(Number(m[3] ?? 0) / 60);
      if (!DURATION_STRICT.test(raw) || Number(m[2]) > 59)
        this.warnings.add(place, `"${raw}" is not HH:MM; read as ${minutes} minutes`);
      return minutes;
    }
    if (!raw) throw new ScheduleRejected(place, 'missing: the event has no length');
    throw new ScheduleRejected(place, `"${raw}" is not a duration (HH:MM)`);
  }

  /** The event's key: guid, else id; a second event with a key seen before is left out. */
  eventKey(raw: JsonObject, place: string, fallback: string): string | null {
    const guid = text(raw.guid).trim();
    const id = text(raw.id).trim();
    let key: string;
    if (guid) key = guid.toLowerCase();
    else if (id) {
      key = `id:${this.namespace}:${id}`;
      this.warnings.once('event-no-guid', place, `no guid; events without one are matched by their id on re-import`);
    } else {
      key = `derived:${this.namespace}:${createHash('sha1').update(fallback).digest('hex').slice(0, 20)}`;
      this.warnings.once('event-no-id', place, 'no guid and no id; matched by room, start and title on re-import');
    }
    const first = this.eventPlaces.get(key);
    if (first) {
      this.warnings.add(place, `${guid ? `guid ${guid}` : `id ${id}`} appears already at ${first}; left out`);
      return null;
    }
    this.eventPlaces.set(key, place);
    return key;
  }

  links(raw: unknown, place: string): ParsedLink[] {
    if (raw === undefined || raw === null || raw === '') return [];
    if (!Array.isArray(raw)) {
      this.warnings.once('links-not-list', place, 'not a list; left out');
      return [];
    }
    const links: ParsedLink[] = [];
    raw.forEach((item, i) => {
      const obj: JsonObject = isObject(item) ? item : { url: item };
      const url = this.url(obj.url ?? obj.href, `${place}[${i}].url`);
      if (!url) return;
      const title = text(obj.title).trim() || text(obj.type).trim() || url;
      links.push({ title, url });
    });
    return links;
  }

  addEvent(event: ParsedEvent): void {
    this.events.push(event);
  }

  result(): ParsedSchedule {
    if (this.events.length === 0 && this.rooms.length === 0)
      throw new ScheduleRejected('', 'the schedule has no rooms and no events: nothing to import');
    return {
      format: this.format,
      title: this.title,
      timeZone: this.fileTimeZone,
      days: this.days,
      rooms: this.rooms,
      trackColours: this.trackColours,
      events: this.events,
      persons: this.persons,
      warnings: this.warnings.all(),
    };
  }
}

/** v1/XML booleans: `true`, `"true"`, `1`. */
export function flag(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

/** `"de, en"`, `"en,de"` → `"de, en"`; null and blanks → `""`. */
export function language(value: unknown): string {
  return text(value)
    .split(/[,/;]/)
    .map((l) => l.trim())
    .filter(Boolean)
    .join(', ');
}
