import {
  matchesTimeFilter,
  type TCalendarSession,
  type TDayGroup,
  type TProgrammeFilter,
  type TProgrammePresentation,
  type TProgrammeSessionDetail,
  type TSessionFilters,
} from '@atrium/contracts';
import { sanitizeRichText } from '../../lib/html-text.ts';
import { longDate } from '../../lib/zoned-time.ts';
import {
  isLive,
  type ModelPerson,
  type ModelPresentation,
  type ModelSession,
  type ProgrammeModel,
} from './programme.model.ts';

/**
 * Sanitised rich text per model object: a programme version's model is built once, so each
 * description is cleaned once, not on every answer (a crowd opening a session asks at once).
 */
const cleaned = new WeakMap<object, string>();
function cleanOnce(owner: ModelSession | ModelPresentation, html: string): string {
  let text = cleaned.get(owner);
  if (text === undefined) {
    text = sanitizeRichText(html);
    cleaned.set(owner, text);
  }
  return text;
}

/** What the answers need from the event's settings. */
export interface PresentOptions {
  now: number;
  showViews: boolean;
}

function presentPresentation(p: ModelPresentation, withDescription: boolean): TProgrammePresentation {
  return {
    id: p.id,
    session: p.sessionId,
    title: p.title,
    ...(withDescription ? { description: cleanOnce(p, p.description) } : {}),
    order: p.order,
    start: p.start,
    end: p.end,
    duration: p.duration,
    speakerId: p.speaker?.id ?? null,
    speakerName: p.speaker?.name ?? '',
    speakerNameOverride: p.speakerNameOverride,
    coAuthors: p.coAuthors,
    isAPoster: p.isPoster,
    isEventPortalPresentation: p.isEventPortalPresentation,
  };
}

/** spec 2 §3 calendar session (also the list rows and the new calendar's entries). */
export function presentCalendarSession(s: ModelSession, options: PresentOptions, filtered = false): TCalendarSession {
  const moderators = s.moderators.map((m) => m.name);
  return {
    id: s.id,
    title: s.row.title,
    subtitle: s.row.subtitle,
    start: s.start,
    end: s.end,
    date: s.day,
    category: s.roomName,
    roomId: s.roomId,
    roomName: s.roomName,
    roomOrder: s.roomOrder,
    colour: s.colour,
    textColour: s.textColour,
    theme: s.row.theme,
    type: s.row.type,
    label: s.row.subtitle || s.row.type,
    isLive: isLive(s, options.now),
    hasContent: s.hasContent,
    externalContentUri: s.row.externalContentUri,
    translation: s.row.translation,
    views: 0,
    showViews: options.showViews,
    customCode: s.row.code,
    filtered,
    description: s.excerpt,
    moderators,
    // spec 3 §3: the organiser's moderator display text, else the moderators' names.
    moderatorLine1: s.row.moderatorLine1.trim() || moderators.join(', '),
    speakers: s.speakerNames,
    language: s.row.language,
    isAPoster: s.row.isPoster,
    presentations: s.presentations.map((p) => presentPresentation(p, false)),
  };
}

const personRef = (p: ModelPerson) => ({ id: p.id, name: p.name, photoUri: p.photoUri });

/** The session dialog (spec 2 §2.1): the calendar fields plus the full text, people and links. */
export function presentSessionDetail(s: ModelSession, options: PresentOptions): TProgrammeSessionDetail {
  return {
    ...presentCalendarSession(s, options),
    // Stored text is sanitised when written (imports); sanitising again keeps any other writer honest.
    description: cleanOnce(s, s.descriptionHtml),
    roomAlias: s.roomAlias,
    keywords: s.row.keywords,
    duration: Math.round((s.endsAt - s.startsAt) / 60_000),
    isSession: true,
    videoIFrameUri: s.row.videoIFrameUri,
    externalMeetingUri: s.row.externalMeetingUri,
    enableChat: s.row.enableChat,
    enableComments: s.row.enableComments,
    moderatorItems: s.moderators.map(personRef),
    speakerItems: s.speakerPeople.map(personRef),
    links: s.row.links,
    url: s.row.sourceUrl,
    recordingAllowed: s.row.recordingAllowed,
    presentations: s.presentations.map((p) => ({
      ...presentPresentation(p, true),
      description: cleanOnce(p, p.description),
    })),
  };
}

/** Does a session match the room, theme, type and time parts of a filter? (The date is a separate cut.) */
export function matchesFilter(s: ModelSession, filter: TProgrammeFilter): boolean {
  if (filter.room && !(s.roomId !== null && filter.room.includes(s.roomId))) return false;
  if (filter.theme && !filter.theme.includes(s.row.theme)) return false;
  if (filter.type && !filter.type.includes(s.row.type)) return false;
  if (filter.time && !matchesTimeFilter(s.startMinute, s.endMinute, filter.time)) return false;
  return true;
}

/** Sessions of the programme list: the date cuts, the rest hides (or marks with `mode=mark`). Ordered by start. */
export function presentProgrammeSessions(
  model: ProgrammeModel,
  filter: TProgrammeFilter,
  options: PresentOptions,
): TCalendarSession[] {
  const out: TCalendarSession[] = [];
  for (const s of model.sessions) {
    if (filter.date && s.day !== filter.date) continue;
    const matches = matchesFilter(s, filter);
    if (!matches && filter.mode !== 'mark') continue;
    out.push(presentCalendarSession(s, options, !matches));
  }
  return out;
}

/** spec 2 §3 day groups: one per programme day, sessions by room order then start (spec 2 §4). */
export function presentDayGroups(
  model: ProgrammeModel,
  filter: TProgrammeFilter,
  options: PresentOptions & { today: string },
): TDayGroup[] {
  const byDay = new Map<string, ModelSession[]>();
  for (const s of model.sessions) {
    const list = byDay.get(s.day) ?? [];
    list.push(s);
    byDay.set(s.day, list);
  }
  return model.days.map((day, index) => ({
    groupId: index + 1,
    groupDate: day,
    title: longDate(day),
    today: day === options.today,
    groupSessions: (byDay.get(day) ?? [])
      .slice()
      .sort((a, b) => a.roomOrder - b.roomOrder || a.startsAt - b.startsAt || a.id - b.id)
      .map((s) => presentCalendarSession(s, options, !matchesFilter(s, filter))),
  }));
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : 1);

/** spec 2 §3 session filter options; with `posterOnly`, those of poster sessions (spec 2 §7). */
export function presentFilters(model: ProgrammeModel, posterOnly: boolean): TSessionFilters {
  const sessions = posterOnly ? model.sessions.filter((s) => s.row.isPoster) : model.sessions;
  const roomIds = new Set(sessions.map((s) => s.roomId));
  const themes = new Map<string, string>();
  const types = new Set<string>();
  const keywords = new Set<string>();
  const speakers = new Map<number, string>();
  for (const s of sessions) {
    if (s.row.theme && !themes.has(s.row.theme)) themes.set(s.row.theme, s.colour);
    if (s.row.type) types.add(s.row.type);
    for (const k of s.row.keywords) if (k.trim()) keywords.add(k.trim());
    for (const p of s.speakerPeople) if (p.name) speakers.set(p.id, p.reverseName);
  }
  const themeNames = [...themes.keys()].sort(byText);
  return {
    rooms: model.rooms.filter((r) => roomIds.has(r.id)).map((r) => ({ id: r.id, name: r.name })),
    themes: themeNames,
    themeItems: themeNames.map((name) => {
      const colour = themes.get(name) as string;
      const session = sessions.find((s) => s.row.theme === name);
      return { name, colour, textColour: session?.textColour ?? '#FFFFFF' };
    }),
    types: [...types].sort(byText),
    keywordItems: [...keywords].sort(byText),
    posterSessions: model.sessions.filter((s) => s.row.isPoster).map((s) => ({ id: s.id, title: s.row.title })),
    speakers: [...speakers.entries()]
      .map(([id, reverseFullName]) => ({ id, reverseFullName }))
      .sort((a, b) => byText(a.reverseFullName, b.reverseFullName) || a.id - b.id),
    dates: [...new Set(sessions.map((s) => s.day))].sort(),
    frenchLabels: model.frenchLabels,
  };
}
