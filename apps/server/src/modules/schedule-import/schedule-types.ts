/**
 * A conference schedule read from any of the supported formats (c3voc schedule.json v1 and
 * the schema-2 draft, frab/pentabarf schedule.xml), before it reaches the database.
 */

export type ScheduleFormat = 'schedule.json v1' | 'schedule.json v2 (schema 2)' | 'schedule.xml (frab/pentabarf)';

/** A deviation the importer worked around, with where it is in the file. */
export interface ImportWarning {
  place: string;
  message: string;
  /** How many more places had the same deviation (reported once). */
  more: number;
}

/** Input that cannot be imported: nothing is written, and the error names where. */
export class ScheduleRejected extends Error {
  constructor(
    readonly place: string,
    readonly reason: string,
  ) {
    super(place ? `${place}: ${reason}` : reason);
  }
}

export interface ParsedPerson {
  /** `guid:…`, `id:…`, `code:…`, or `name:…` when the file gives no identifier. */
  key: string;
  name: string;
  /** Untrusted text (HTML, Markdown or plain); sanitised when stored. */
  biography: string;
  photoUri: string;
}

export interface ParsedRoom {
  name: string;
  /** The room's guid or slug, when the file has one. */
  key: string | null;
}

export interface ParsedLink {
  title: string;
  url: string;
}

export interface ParsedEvent {
  /** Where the event is in the file, for messages. */
  place: string;
  /** `guid` (the only unique key of these formats), else `id:…`. */
  key: string;
  code: string;
  title: string;
  subtitle: string;
  /** Untrusted text; sanitised when stored. */
  abstract: string;
  description: string;
  start: Date;
  end: Date;
  /** The programme day (YYYY-MM-DD) of the day the event is listed under. */
  day: string | null;
  room: string | null;
  track: string;
  type: string;
  language: string;
  persons: { key: string; role: 'speaker' | 'moderator' }[];
  links: ParsedLink[];
  doNotRecord: boolean;
  url: string;
  logo: string;
}

export interface ParsedSchedule {
  format: ScheduleFormat;
  title: string;
  /** The IANA zone of the conference when the file says. */
  timeZone: string | null;
  days: string[];
  /** In the schedule's order (the calendar's column order). */
  rooms: ParsedRoom[];
  /** Track name → colour, when the file gives colours. */
  trackColours: Map<string, string>;
  events: ParsedEvent[];
  persons: Map<string, ParsedPerson>;
  warnings: ImportWarning[];
}

/** What the parsers need to know of the event being imported into. */
export interface ParseOptions {
  /** The event's time zone: local times of a file without one are read in it. */
  timeZone: string;
}
