import { flag, isObject, type JsonObject, language, quote, type ScheduleReader, text } from './schedule-reader.ts';
import type { ParsedEvent } from './schedule-types.ts';

export interface DayContext {
  date: string | null;
  /** Minutes after midnight at which the schedule's day changes (day_start, day_change), if known. */
  changeMinutes: number | null;
  place: string;
}

/** A title is needed to show a session; a missing one is named, not fatal. */
export function eventTitle(reader: ScheduleReader, raw: JsonObject, place: string): string {
  const title = text(raw.title).replace(/\s+/g, ' ').trim();
  if (title) return title;
  reader.warnings.once('no-title', `${place}.title`, 'missing; the session is called "Untitled"');
  return 'Untitled';
}

/** Persons of a v1 or XML event, or participants of a v2 one (with their roles). */
export function eventPersons(
  reader: ScheduleReader,
  raw: JsonObject,
  place: string,
  directory?: Map<string, JsonObject>,
): ParsedEvent['persons'] {
  const field = raw.participants !== undefined ? 'participants' : 'persons';
  const list = raw[field];
  if (list === undefined || list === null || list === '') return [];
  if (!Array.isArray(list)) {
    reader.warnings.once('persons-not-list', `${place}.${field}`, 'not a list; no speakers read');
    return [];
  }
  const persons: ParsedEvent['persons'] = [];
  list.forEach((item, i) => {
    const guid = isObject(item) ? text(item.guid).toLowerCase() : '';
    const key = reader.person(item, `${place}.${field}[${i}]`, guid ? directory?.get(guid) : undefined);
    if (!key || persons.some((p) => p.key === key)) return;
    const role = isObject(item) ? text(item.role).toUpperCase() : '';
    // schedule v2 roles: MODERATOR and HOST chair the session; SPEAKER, CONTRIBUTOR, GUEST speak.
    persons.push({ key, role: role === 'MODERATOR' || role === 'HOST' ? 'moderator' : 'speaker' });
  });
  return persons;
}

/** The track as a name: a string (v1, XML) or an object with a name or slug (v2, 39C3). */
export function trackName(raw: unknown, slugs?: Map<string, string>): string {
  if (isObject(raw)) {
    const name = text(raw.name).trim();
    if (name) return name;
    const slug = text(raw.slug).trim();
    return slugs?.get(slug) ?? slug;
  }
  return text(raw).trim();
}

/**
 * One event of a v1 day (or of an XML day, read into the same shape): identity, texts,
 * start from `date` or the day and `start`, duration, room, track, type, language, persons,
 * links and attachments, recording opt-out, page and logo.
 */
export function readListedEvent(
  reader: ScheduleReader,
  raw: unknown,
  place: string,
  day: DayContext,
  room: string,
): void {
  if (!isObject(raw)) {
    reader.warnings.add(place, 'not an event object; left out');
    return;
  }
  const title = eventTitle(reader, raw, place);
  const key = reader.eventKey(raw, place, `${room}|${text(raw.date)}|${day.date}|${text(raw.start)}|${title}`);
  if (!key) return;
  const start = reader.start({ date: raw.date, start: raw.start }, place, day);
  const minutes = reader.duration(raw.duration, `${place}.duration`);
  const ownRoom = text(raw.room).trim();
  if (ownRoom && ownRoom !== room)
    reader.warnings.once(
      'room-mismatch',
      `${place}.room`,
      `"${ownRoom}" differs from the room it is listed under (${quote(room)}); the latter is used`,
    );
  reader.addEvent({
    ...eventDetails(reader, raw, place),
    key,
    title,
    start,
    end: new Date(start.getTime() + minutes * 60_000),
    day: day.date,
    room,
    track: trackName(raw.track),
    type: text(raw.type).trim(),
    persons: eventPersons(reader, raw, place),
  });
}

/**
 * What every schedule format (the day-and-room listings and the schema-2 event list) reads the
 * same way from an event object: code, texts, language, links, recording flag, address, logo.
 */
export function eventDetails(reader: ScheduleReader, raw: JsonObject, place: string) {
  return {
    place,
    code: text(raw.code).trim(),
    subtitle: text(raw.subtitle).trim(),
    abstract: text(raw.abstract),
    description: text(raw.description),
    language: language(raw.language),
    links: [
      ...reader.links(raw.links, `${place}.links`),
      ...reader.links(raw.attachments, `${place}.attachments`),
      ...extraLinks(reader, raw, place),
    ],
    doNotRecord: flag(raw.do_not_record),
    url: reader.url(raw.url, `${place}.url`),
    logo: reader.url(isObject(raw.logo) ? raw.logo.url : raw.logo, `${place}.logo`),
  };
}

/** Per-event pages some exports add (39C3, FOSDEM 2025+): feedback and origin. */
export function extraLinks(reader: ScheduleReader, raw: JsonObject, place: string) {
  const out: { title: string; url: string }[] = [];
  for (const [field, title] of [
    ['feedback_url', 'Feedback'],
    ['origin_url', 'Origin'],
  ] as const) {
    const url = reader.url(raw[field], `${place}.${field}`);
    if (url) out.push({ title, url });
  }
  return out;
}
