import { displayName, PROGRAMME_EXCERPT_MAX, type TProgrammeLabelKind, type TProgrammeLabels } from '@atrium/contracts';
import { normaliseColour, paletteColour, textColourFor } from '../../lib/colour.ts';
import { excerpt, htmlToText } from '../../lib/html-text.ts';
import { dateIn, isoInZone, minutesSinceDayStart } from '../../lib/zoned-time.ts';
import type { ProgrammeRows, SessionRow } from './programme.repository.ts';

/** A person named in the programme. */
export interface ModelPerson {
  id: number;
  name: string;
  /** "Lee, Ann" (spec 2 §3: speakers' reverseFullName). */
  reverseName: string;
  photoUri: string;
}

export interface ModelPresentation {
  id: number;
  sessionId: number;
  title: string;
  description: string;
  order: number;
  start: string | null;
  end: string | null;
  duration: number | null;
  speaker: ModelPerson | null;
  speakerNameOverride: string;
  coAuthors: string;
  isPoster: boolean;
  isEventPortalPresentation: boolean;
  /** The organiser's own reference (spec 3 §3). */
  internalCode: string;
}

/** A session with everything the answers need, computed once per programme version. */
export interface ModelSession {
  row: SessionRow;
  id: number;
  startsAt: number;
  endsAt: number;
  start: string;
  end: string;
  /** Programme day (YYYY-MM-DD) and wall-clock minutes after its midnight. */
  day: string;
  startMinute: number;
  endMinute: number;
  roomId: number | null;
  roomName: string;
  roomAlias: string;
  roomOrder: number;
  colour: string;
  textColour: string;
  hasContent: boolean;
  /** Abstract then description, sanitised HTML. */
  descriptionHtml: string;
  excerpt: string;
  moderators: ModelPerson[];
  /** Speakers named in session_people (imported schedules), then presentation speakers. */
  speakerPeople: ModelPerson[];
  /** Names shown as the speakers: a presentation's override wins. */
  speakerNames: string[];
  presentations: ModelPresentation[];
}

export interface ProgrammeModel {
  timeZone: string;
  /**
   * The sessions the programme lists, ordered by start, then room order, then id: every answer
   * that lists sessions reads these, so a session hidden in the admin (hideInProgramme) is in none.
   */
  sessions: ModelSession[];
  /** Every session by id, hidden ones too (its page still opens for those with the link). */
  byId: Map<number, ModelSession>;
  days: string[];
  /** Every instant at which a session starts or ends, sorted: live flags change only there. */
  boundaries: number[];
  rooms: { id: number; name: string; order: number }[];
  /** French names of types, themes and rooms, by English name. */
  frenchLabels: TProgrammeLabels;
}

function person(id: number, firstName: string, lastName: string, photoUri = ''): ModelPerson {
  const name = displayName({ firstName, lastName });
  const reverseName = lastName.trim() && firstName.trim() ? `${lastName.trim()}, ${firstName.trim()}` : name;
  return { id, name, reverseName, photoUri };
}

/**
 * spec 2 §4: content is a https video frame or an external content address; a recording on the
 * event's own site (`/…`, as the demo's) plays too.
 */
export function hasContent(row: Pick<SessionRow, 'videoIFrameUri' | 'externalContentUri'>): boolean {
  return /^(https:|\/(?!\/))/i.test(row.videoIFrameUri.trim()) || row.externalContentUri.trim() !== '';
}

/** Sessions without a room come after every room. */
export const NO_ROOM_ORDER = 1_000_000;

const minutesBetween = (a: number, b: number) => Math.round((b - a) / 60_000);

/** A colour set in the admin carries an alpha (#RRGGBBAA): the programme answers it opaque, #RRGGBB. */
const opaque = (colour: string) => normaliseColour(/^#[0-9a-f]{8}$/i.test(colour) ? colour.slice(0, 7) : colour);

export function buildModel(rows: ProgrammeRows, timeZone: string): ProgrammeModel {
  const rooms = new Map(rows.rooms.map((r) => [r.id, r]));
  const presentationsBySession = new Map<number, ModelPresentation[]>();
  for (const p of rows.presentations) {
    const list = presentationsBySession.get(p.sessionId) ?? [];
    const startsAt = p.startsAt?.getTime() ?? null;
    const endsAt = p.endsAt?.getTime() ?? null;
    list.push({
      id: p.id,
      sessionId: p.sessionId,
      title: p.title,
      description: p.description,
      order: p.sortOrder,
      start: startsAt === null ? null : isoInZone(startsAt, timeZone),
      end: endsAt === null ? null : isoInZone(endsAt, timeZone),
      duration: startsAt !== null && endsAt !== null ? minutesBetween(startsAt, endsAt) : null,
      speaker:
        p.speakerId === null
          ? null
          : person(p.speakerId, p.speakerFirstName ?? '', p.speakerLastName ?? '', p.speakerPhotoUri ?? ''),
      speakerNameOverride: p.speakerNameOverride.trim(),
      coAuthors: p.coAuthors,
      isPoster: p.isPoster,
      isEventPortalPresentation: p.isEventPortalPresentation,
      internalCode: p.internalCode,
    });
    presentationsBySession.set(p.sessionId, list);
  }
  const peopleBySession = new Map<number, { moderators: ModelPerson[]; speakers: ModelPerson[] }>();
  for (const p of rows.people) {
    const entry = peopleBySession.get(p.sessionId) ?? { moderators: [], speakers: [] };
    const list = p.role === 'moderator' ? entry.moderators : entry.speakers;
    if (!list.some((x) => x.id === p.userId)) list.push(person(p.userId, p.firstName, p.lastName, p.photoUri));
    peopleBySession.set(p.sessionId, entry);
  }

  const all = rows.sessions.map((row): ModelSession => {
    const room = row.roomId === null ? undefined : rooms.get(row.roomId);
    const startsAt = row.startsAt.getTime();
    const endsAt = row.endsAt.getTime();
    const day = row.programmeDay ?? dateIn(startsAt, timeZone);
    const colour = opaque(row.colour) ?? paletteColour(row.theme);
    const descriptionHtml = [row.abstract, row.description].filter((t) => t.trim() !== '').join('\n');
    const presentations = presentationsBySession.get(row.id) ?? [];
    const people = peopleBySession.get(row.id) ?? { moderators: [], speakers: [] };
    const speakerPeople = [...people.speakers];
    for (const p of presentations) {
      if (p.speaker && !speakerPeople.some((s) => s.id === p.speaker?.id)) speakerPeople.push(p.speaker);
    }
    const speakerNames: string[] = [];
    const addName = (name: string) => {
      if (name && !speakerNames.includes(name)) speakerNames.push(name);
    };
    for (const s of people.speakers) addName(s.name);
    for (const p of presentations) addName(p.speakerNameOverride || p.speaker?.name || '');
    return {
      row,
      id: row.id,
      startsAt,
      endsAt,
      start: isoInZone(startsAt, timeZone),
      end: isoInZone(endsAt, timeZone),
      day,
      startMinute: minutesSinceDayStart(startsAt, day, timeZone),
      endMinute: minutesSinceDayStart(endsAt, day, timeZone),
      roomId: room?.id ?? null,
      roomName: room?.name ?? '',
      roomAlias: room?.alias ?? '',
      roomOrder: room?.sortOrder ?? NO_ROOM_ORDER,
      colour,
      textColour: opaque(row.textColour) ?? textColourFor(colour),
      hasContent: hasContent(row),
      descriptionHtml,
      excerpt: excerpt(htmlToText(descriptionHtml), PROGRAMME_EXCERPT_MAX),
      moderators: people.moderators,
      speakerPeople,
      speakerNames,
      presentations,
    };
  });
  all.sort((a, b) => a.startsAt - b.startsAt || a.roomOrder - b.roomOrder || a.id - b.id);
  const sessions = all.filter((s) => !s.row.hideInProgramme);

  // Hidden sessions' instants too: their pages' live flags change there.
  const boundaries = [...new Set(all.flatMap((s) => [s.startsAt, s.endsAt]))].sort((a, b) => a - b);
  const usedRooms = new Set(sessions.map((s) => s.roomId));
  return {
    timeZone,
    sessions,
    byId: new Map(all.map((s) => [s.id, s])),
    days: [...new Set(sessions.map((s) => s.day))].sort(),
    boundaries,
    rooms: rows.rooms.filter((r) => usedRooms.has(r.id)).map((r) => ({ id: r.id, name: r.name, order: r.sortOrder })),
    frenchLabels: frenchLabels(rows.labels),
  };
}

function frenchLabels(rows: ProgrammeRows['labels']): TProgrammeLabels {
  // fromEntries makes own properties even of a name like "__proto__": a label is just a name.
  const of = (kind: TProgrammeLabelKind) =>
    Object.fromEntries(rows.filter((r) => r.kind === kind && r.nameFr.trim()).map((r) => [r.name, r.nameFr.trim()]));
  return { type: of('type'), theme: of('theme'), room: of('room') };
}

/** spec 2 §3: a session is live from its start until its end. */
export function isLive(session: Pick<ModelSession, 'startsAt' | 'endsAt'>, now: number): boolean {
  return session.startsAt <= now && now < session.endsAt;
}

/**
 * The span around `now` in which no session starts or ends: live flags computed at `now`
 * hold for the whole span (the cache of answers keys on it).
 */
export function liveSpan(boundaries: number[], now: number): { from: number; until: number } {
  // First boundary strictly after now.
  let lo = 0;
  let hi = boundaries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((boundaries[mid] as number) <= now) lo = mid + 1;
    else hi = mid;
  }
  return {
    from: lo > 0 ? (boundaries[lo - 1] as number) : Number.NEGATIVE_INFINITY,
    until: lo < boundaries.length ? (boundaries[lo] as number) : Number.POSITIVE_INFINITY,
  };
}
