import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type DayContext, readListedEvent } from './schedule-event.ts';
import {
  isDate,
  isObject,
  type JsonObject,
  parseClock,
  quote,
  ScheduleReader,
  text,
  wallTimeOf,
} from './schedule-reader.ts';
import { type ParsedSchedule, type ParseOptions, ScheduleRejected } from './schedule-types.ts';

/** Elements that may repeat: always read as lists, even when a file has one. */
const LISTS = new Set(['day', 'room', 'event', 'person', 'link', 'attachment', 'track']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  attributesGroupName: '$',
  textNodeName: '#text',
  // Keep every value a string: titles such as "2020" and ids stay as written.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

/** The text of an element as the parser gives it: a string, `{#text, $}`, or a list of those. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return textOf(value[0]);
  if (isObject(value)) return text(value['#text']);
  return text(value);
}

function attr(value: unknown, name: string): string {
  const element = Array.isArray(value) ? value[0] : value;
  return isObject(element) && isObject(element.$) ? text(element.$[name]) : '';
}

function children(parent: unknown, name: string): unknown[] {
  if (!isObject(parent)) return [];
  const list = parent[name];
  return Array.isArray(list) ? list : list === undefined ? [] : [list];
}

/** An XML `<event>` in the shape of a v1 JSON event, so both share one reader. */
function eventObject(element: unknown): unknown {
  if (!isObject(element)) return element;
  const field = (name: string) => textOf(element[name]);
  const optional = (name: string) => (element[name] === undefined ? undefined : field(name));
  const recording = isObject(element.recording) ? element.recording : {};
  return {
    id: attr(element, 'id') || undefined,
    guid: attr(element, 'guid') || field('guid') || undefined,
    code: attr(element, 'code') || field('code'),
    date: optional('date'),
    start: optional('start'),
    duration: optional('duration'),
    room: field('room'),
    title: field('title'),
    subtitle: field('subtitle'),
    track: field('track'),
    type: field('type'),
    language: field('language'),
    abstract: field('abstract'),
    description: field('description'),
    url: field('url'),
    logo: field('logo'),
    feedback_url: field('feedback_url'),
    persons: children(element.persons, 'person').map((p) => ({
      id: attr(p, 'id') || undefined,
      guid: attr(p, 'guid') || undefined,
      public_name: textOf(p),
    })),
    links: children(element.links, 'link').map((l) => ({ url: attr(l, 'href'), title: textOf(l) })),
    attachments: children(element.attachments, 'attachment').map((a) => ({
      url: attr(a, 'href'),
      title: textOf(a) || attr(a, 'type'),
    })),
    do_not_record: textOf(recording.optout) || field('do_not_record'),
  } satisfies JsonObject;
}

/**
 * frab/pentabarf schedule.xml: `<schedule><conference/><day index date [start end]>
 * <room name><event id [guid]>…`. FOSDEM's texts hold escaped HTML (`&lt;p&gt;`), which the
 * XML reading unescapes once, giving the HTML that is then sanitised.
 */
export function parseXml(xml: string, options: ParseOptions): ParsedSchedule {
  // Entity declarations can expand without bound; schedules never need them.
  if (/<!ENTITY/i.test(xml)) throw new ScheduleRejected('DOCTYPE', 'entity declarations are not accepted');
  const valid = XMLValidator.validate(xml);
  if (valid !== true)
    throw new ScheduleRejected(
      `line ${valid.err.line}, column ${valid.err.col}`,
      `not well-formed XML: ${valid.err.msg}`,
    );
  const doc = parser.parse(xml) as JsonObject;
  const schedule = doc.schedule;
  if (!isObject(schedule)) {
    const root = Object.keys(doc).find((k) => !k.startsWith('?'));
    throw new ScheduleRejected('schedule', `missing: the root element is <${root ?? 'none'}>, not <schedule>`);
  }
  const conference = isObject(schedule.conference) ? schedule.conference : {};
  if (!isObject(schedule.conference)) throw new ScheduleRejected('schedule.conference', 'missing');
  const reader = new ScheduleReader(
    'schedule.xml (frab/pentabarf)',
    options,
    textOf(conference.time_zone_name),
    'schedule.conference.time_zone_name',
  );
  reader.title = textOf(conference.title).trim();
  reader.setSource(
    textOf(conference.base_url) || textOf(conference.url),
    textOf(conference.acronym),
    textOf(conference.title),
  );
  const dayChange = parseClock(textOf(conference.day_change));

  const days = children(schedule, 'day');
  if (days.length === 0) throw new ScheduleRejected('schedule.day', 'missing: the schedule has no days');
  days.forEach((day, di) => {
    const place = `day[${di}]`;
    const date = attr(day, 'date');
    if (!isDate(date))
      throw new ScheduleRejected(`${place}.date`, date ? `"${date}" is not a date (YYYY-MM-DD)` : 'missing');
    reader.days.push(date);
    const context: DayContext = {
      date,
      changeMinutes: parseClock(wallTimeOf(attr(day, 'start'))) ?? dayChange,
      place,
    };
    for (const room of children(day, 'room')) {
      const name = attr(room, 'name').trim();
      const roomPlace = `${place}.room[${quote(name)}]`;
      if (!name) {
        reader.warnings.add(roomPlace, 'a room without a name; its events are left out');
        continue;
      }
      reader.addRoom(name, attr(room, 'guid') || attr(room, 'slug') || null);
      children(room, 'event').forEach((event, ei) => {
        readListedEvent(reader, eventObject(event), `${roomPlace}.event[${ei}]`, context, name);
      });
    }
  });
  return reader.result();
}
