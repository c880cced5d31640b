import { normaliseColour } from '../../lib/colour.ts';
import { dateIn } from '../../lib/zoned-time.ts';
import {
  type DayContext,
  eventDetails,
  eventPersons,
  eventTitle,
  readListedEvent,
  trackName,
} from './schedule-event.ts';
import {
  isDate,
  isObject,
  type JsonObject,
  parseClock,
  parseInstant,
  quote,
  ScheduleReader,
  text,
  wallTimeOf,
} from './schedule-reader.ts';
import { type ParsedSchedule, type ParseOptions, type ScheduleFormat, ScheduleRejected } from './schedule-types.ts';

function requireObject(value: unknown, place: string): JsonObject {
  if (value === undefined || value === null) throw new ScheduleRejected(place, 'missing');
  if (!isObject(value)) throw new ScheduleRejected(place, 'not an object');
  return value;
}

/** Track colours of `conference.tracks` (39C3: `color`; v2: `colors.light`), and v2's slug → name. */
function readTracks(reader: ScheduleReader, tracks: unknown): Map<string, string> {
  const slugs = new Map<string, string>();
  if (!Array.isArray(tracks)) return slugs;
  for (const track of tracks) {
    if (!isObject(track)) continue;
    const name = text(track.name).trim();
    if (!name) continue;
    const slug = text(track.slug).trim();
    if (slug) slugs.set(slug, name);
    const colours = isObject(track.colors) ? track.colors : {};
    const colour = normaliseColour(text(track.color) || text(colours.light) || text(track.colour));
    if (colour) reader.trackColours.set(name, colour);
  }
  return slugs;
}

/** `conference.rooms` (39C3, v2): the organiser's list of rooms, in order. */
function readRoomList(reader: ScheduleReader, rooms: unknown, place: string): void {
  if (rooms === undefined || rooms === null) return;
  if (!Array.isArray(rooms)) {
    reader.warnings.add(place, 'not a list; rooms are taken from the events');
    return;
  }
  rooms.forEach((room, i) => {
    const name = isObject(room) ? text(room.name) : text(room);
    if (!name.trim()) {
      reader.warnings.add(`${place}[${i}].name`, 'missing; the room is left out');
      return;
    }
    reader.addRoom(name, isObject(room) ? text(room.guid) || text(room.slug) || null : null);
  });
}

/** The reader of a schedule.json: its format, the conference's time zone, title and source. */
function conferenceReader(format: ScheduleFormat, options: ParseOptions, schedule: JsonObject, conference: JsonObject) {
  const reader = new ScheduleReader(format, options, conference.time_zone_name, 'schedule.conference.time_zone_name');
  reader.title = text(conference.title).trim();
  reader.setSource(schedule.base_url ?? conference.url, conference.acronym, conference.title);
  return reader;
}

/**
 * c3voc schedule.json v1 (frab, pretalx, the hub): `schedule.conference.days[].rooms` maps
 * room names (in column order) to their events.
 */
export function parseJsonV1(root: JsonObject, options: ParseOptions): ParsedSchedule {
  const schedule = requireObject(root.schedule, 'schedule');
  const conference = requireObject(schedule.conference, 'schedule.conference');
  const reader = conferenceReader('schedule.json v1', options, schedule, conference);
  readTracks(reader, conference.tracks);
  readRoomList(reader, conference.rooms, 'schedule.conference.rooms');
  const days = conference.days;
  if (!Array.isArray(days)) throw new ScheduleRejected('schedule.conference.days', days ? 'not a list' : 'missing');
  days.forEach((day, di) => {
    const place = `days[${di}]`;
    if (!isObject(day)) throw new ScheduleRejected(place, 'not a day object');
    const date = isDate(day.date)
      ? day.date
      : isDate(text(day.day_start).slice(0, 10))
        ? text(day.day_start).slice(0, 10)
        : null;
    if (!date)
      throw new ScheduleRejected(
        `${place}.date`,
        day.date ? `"${text(day.date)}" is not a date (YYYY-MM-DD)` : 'missing',
      );
    reader.days.push(date);
    const context: DayContext = { date, changeMinutes: parseClock(wallTimeOf(day.day_start)), place };
    if (day.rooms === undefined || day.rooms === null) return;
    if (!isObject(day.rooms)) throw new ScheduleRejected(`${place}.rooms`, 'not an object of room names');
    for (const [room, events] of Object.entries(day.rooms)) {
      const roomPlace = `${place}.rooms[${quote(room)}]`;
      if (!room.trim()) {
        reader.warnings.add(roomPlace, 'a room without a name; its events are left out');
        continue;
      }
      reader.addRoom(room);
      if (events === null) continue;
      if (!Array.isArray(events)) throw new ScheduleRejected(roomPlace, 'not a list of events');
      events.forEach((event, ei) => {
        readListedEvent(reader, event, `${roomPlace}[${ei}]`, context, room.trim());
      });
    }
  });
  return reader.result();
}

/** `TALK`, `LIGHTNING_TALK` (v2 enums) → `Talk`, `Lightning talk`. */
function prettyEnum(value: string): string {
  if (!/^[A-Z][A-Z_-]*$/.test(value)) return value;
  const words = value.toLowerCase().replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The c3voc schedule v2 draft ("schema 2"): flat `schedule.events[]` with ISO start and end,
 * room objects, track slugs, `participants` with roles and a top-level `persons` directory.
 */
export function parseJsonV2(root: JsonObject, options: ParseOptions): ParsedSchedule {
  const schedule = requireObject(root.schedule, 'schedule');
  const conference = isObject(schedule.conference) ? schedule.conference : {};
  const reader = conferenceReader('schedule.json v2 (schema 2)', options, schedule, conference);
  const slugs = readTracks(reader, conference.tracks);
  readRoomList(reader, conference.rooms, 'schedule.conference.rooms');

  const days: { date: string; start: Date | null; end: Date | null }[] = [];
  if (Array.isArray(conference.days)) {
    conference.days.forEach((day, i) => {
      if (!isObject(day) || !isDate(day.date)) {
        reader.warnings.add(`schedule.conference.days[${i}].date`, 'not a date (YYYY-MM-DD); the day is left out');
        return;
      }
      days.push({ date: day.date, start: parseInstant(day.start), end: parseInstant(day.end) });
    });
  }
  reader.days = days.map((d) => d.date);

  const directory = new Map<string, JsonObject>();
  if (Array.isArray(schedule.persons)) {
    for (const person of schedule.persons) {
      if (isObject(person) && text(person.guid)) directory.set(text(person.guid).toLowerCase(), person);
    }
  }

  const events = schedule.events;
  if (!Array.isArray(events)) throw new ScheduleRejected('schedule.events', events ? 'not a list' : 'missing');
  events.forEach((raw, i) => {
    const place = `events[${i}]`;
    if (!isObject(raw)) {
      reader.warnings.add(place, 'not an event object; left out');
      return;
    }
    const title = eventTitle(reader, raw, place);
    const key = reader.eventKey(raw, place, `${text(raw.start)}|${title}`);
    if (!key) return;
    const start = parseInstant(raw.start);
    if (!start)
      throw new ScheduleRejected(
        `${place}.start`,
        raw.start ? `"${text(raw.start)}" is not an ISO date-time with an offset` : 'missing',
      );
    let end = parseInstant(raw.end);
    if (!end) {
      if (raw.duration !== undefined) {
        end = new Date(start.getTime() + reader.duration(raw.duration, `${place}.duration`) * 60_000);
      } else
        throw new ScheduleRejected(
          `${place}.end`,
          raw.end ? `"${text(raw.end)}" is not an ISO date-time with an offset` : 'missing (and no duration)',
        );
    }
    if (end.getTime() < start.getTime())
      throw new ScheduleRejected(`${place}.end`, `"${text(raw.end)}" is before the start`);
    const roomRaw = raw.room;
    const room = (isObject(roomRaw) ? text(roomRaw.name) : text(roomRaw)).trim() || null;
    if (room && !reader.hasRoom(room)) {
      reader.warnings.once('room-not-listed', `${place}.room`, `${quote(room)} is not in conference.rooms; added`);
      reader.addRoom(room, isObject(roomRaw) ? text(roomRaw.guid) || text(roomRaw.slug) || null : null);
    }
    if (!room) reader.warnings.once('no-room', `${place}.room`, 'missing; the session has no room');
    const track = trackName(raw.track, slugs);
    if (isObject(raw.track) && !text(raw.track.name) && text(raw.track.slug) && !slugs.has(text(raw.track.slug)))
      reader.warnings.once(
        'track-slug',
        `${place}.track.slug`,
        `"${text(raw.track.slug)}" is not in conference.tracks`,
      );
    const day =
      days.find((d) => d.start && d.end && d.start.getTime() <= start.getTime() && start.getTime() < d.end.getTime())
        ?.date ?? dateIn(start, reader.timeZone);
    reader.addEvent({
      ...eventDetails(reader, raw, place),
      key,
      title,
      start,
      end,
      day,
      room,
      track,
      type: prettyEnum(text(raw.type).trim()),
      persons: eventPersons(reader, raw, place, directory),
    });
  });
  return reader.result();
}
