import {
  PROGRAMME_CUSTOM_CODE_MAX,
  PROGRAMME_DEFAULT_END_TIME,
  PROGRAMME_DEFAULT_START_TIME,
  PROGRAMME_LABEL_MAX,
  PROGRAMME_MINUTE_STEP,
  PROGRAMME_TITLE_MAX,
  SESSION_DEFAULT_COLOUR,
  SESSION_DEFAULT_TEXT_COLOUR,
  type TAdminPresentationEdit,
  type TAdminRoomOption,
  type TAdminSavePresentation,
  type TAdminSaveSession,
  type TAdminSessionEdit,
  type TAdminSessionOption,
} from '@atrium/contracts';
import { isColour, shownColour, withAlpha } from './admin-colours.ts';

/*
 * The pure rules of the programme administration's edit forms (spec 3 §2 "Session edit form
 * fields", "Presentation edit form fields", §4 "Session and presentation edit", §5 "Forms",
 * §9): the form values, their defaults, eager validation, times in 5-minute steps, colours
 * with alpha, dirtiness, and the wall-clock times of the event's time zone.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** "00:00", "00:05", … "23:55": the 288 times of a day in 5-minute steps. */
export const TIME_OPTIONS: readonly string[] = Array.from({ length: (24 * 60) / PROGRAMME_MINUTE_STEP }, (_, i) => {
  const minutes = i * PROGRAMME_MINUTE_STEP;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/**
 * The times to choose from: every 5-minute step, and the time the item already has when it
 * is off the steps (an imported schedule's 09:03 stays as it is until someone changes it).
 */
export function timeOptions(current: string): string[] {
  if (current === '' || TIME_OPTIONS.includes(current)) return [...TIME_OPTIONS];
  return [...TIME_OPTIONS, current].sort();
}

/* --- Times: the forms show the event's wall clock --- */

/**
 * The date ("YYYY-MM-DD") and time ("HH:mm") of an instant on the event's wall clock (the
 * answers carry the event's offset already; the time zone makes any other offset right too).
 */
export function wallClockOf(iso: string, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** spec 3 §9: "DD/MM/YYYY" of a date ("YYYY-MM-DD"). */
export function displayDate(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}/${m}/${y}` : '';
}

/** The wall-clock date-time the save bodies take ("2026-11-22T09:30"), read by the server in the event's time zone. */
function wallDateTime(date: string, time: string): string {
  return `${date}T${time}`;
}

/**
 * spec 3 §4: the date and times an item's form starts with: its own, else (a new item, or a
 * session without times) 07:00 to 08:00 on the event's first day.
 */
export function formTimes(
  item: { start: string | null; end: string | null } | null | undefined,
  eventStart: string,
  timeZone: string,
): { date: string; startTime: string; endTime: string } {
  if (item?.start) {
    const start = wallClockOf(item.start, timeZone);
    return {
      date: start.date,
      startTime: start.time,
      endTime: item.end ? wallClockOf(item.end, timeZone).time : PROGRAMME_DEFAULT_END_TIME,
    };
  }
  return {
    date: eventStart.slice(0, 10),
    startTime: PROGRAMME_DEFAULT_START_TIME,
    endTime: PROGRAMME_DEFAULT_END_TIME,
  };
}

/* --- The forms --- */

/** spec 3 §2 "Session edit form fields", as the form holds them. */
export type TSessionForm = {
  title: string;
  customCode: string;
  /** The room's name: one of the event's rooms, or a new one typed in. */
  room: string;
  date: string;
  startTime: string;
  endTime: string;
  type: string;
  theme: string;
  /** Comma-separated. */
  keywords: string;
  moderatorLine1: string;
  colour: string;
  textColour: string;
  moderators: number[];
  description: string;
  hideInProgramme: boolean;
  translation: boolean;
};

/** spec 3 §2 "Presentation edit form fields", as the form holds them (the date is the session's). */
export type TPresentationForm = {
  title: string;
  customCode: string;
  order: string;
  sessionId: number | null;
  speakerId: number | null;
  type: string;
  theme: string;
  date: string;
  startTime: string;
  endTime: string;
  keywords: string;
  coAuthors: string;
  isEventPortalPresentation: boolean;
  isAPoster: boolean;
  description: string;
};

/**
 * A broken rule of a field: spec 3 §5's "{field} can not be empty" and "{field} may not be
 * greater than {length} characters"; `invalid` (an order that is no number, an unreadable
 * colour) and `endBeforeStart` (the server refuses an end before the start) say so too.
 */
export type TFieldProblem =
  | { rule: 'required' }
  | { rule: 'tooLong'; length: number }
  | { rule: 'invalid' }
  | { rule: 'endBeforeStart' };
export type TProblems<F> = Partial<Record<keyof F, TFieldProblem>>;

const required = (value: string): TFieldProblem | undefined => (value.trim() === '' ? { rule: 'required' } : undefined);
const atMost = (value: string, length: number): TFieldProblem | undefined =>
  [...value.trim()].length > length ? { rule: 'tooLong', length } : undefined;
const colourProblem = (value: string): TFieldProblem | undefined =>
  value.trim() !== '' && !isColour(value) ? { rule: 'invalid' } : undefined;
const endProblem = (start: string, end: string): TFieldProblem | undefined =>
  required(end) ?? (start !== '' && end <= start ? { rule: 'endBeforeStart' } : undefined);

function compact<F>(problems: Partial<Record<keyof F, TFieldProblem | undefined>>): TProblems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as TProblems<F>;
}

/** spec 3 §5 "Session form": title, room, start date, start time and end time required; custom code ≤ 50. */
export function sessionProblems(form: TSessionForm): TProblems<TSessionForm> {
  return compact<TSessionForm>({
    title: required(form.title) ?? atMost(form.title, PROGRAMME_TITLE_MAX),
    customCode: atMost(form.customCode, PROGRAMME_CUSTOM_CODE_MAX),
    room: required(form.room) ?? atMost(form.room, PROGRAMME_LABEL_MAX),
    date: required(form.date),
    startTime: required(form.startTime),
    endTime: endProblem(form.startTime, form.endTime),
    type: atMost(form.type, PROGRAMME_LABEL_MAX),
    theme: atMost(form.theme, PROGRAMME_LABEL_MAX),
    colour: colourProblem(form.colour),
    textColour: colourProblem(form.textColour),
  });
}

/**
 * spec 3 §5 "Presentation form": title, order, session, start and end times required; custom
 * code ≤ 50; speaker, type, theme, keywords, co-authors and description optional. The order is
 * a whole number from 0.
 */
export function presentationProblems(form: TPresentationForm): TProblems<TPresentationForm> {
  return compact<TPresentationForm>({
    title: required(form.title) ?? atMost(form.title, PROGRAMME_TITLE_MAX),
    customCode: atMost(form.customCode, PROGRAMME_CUSTOM_CODE_MAX),
    order: required(form.order) ?? (/^\d{1,5}$/.test(form.order.trim()) ? undefined : { rule: 'invalid' }),
    sessionId: form.sessionId === null ? { rule: 'required' } : undefined,
    startTime: required(form.startTime),
    endTime: endProblem(form.startTime, form.endTime),
    type: atMost(form.type, PROGRAMME_LABEL_MAX),
    theme: atMost(form.theme, PROGRAMME_LABEL_MAX),
  });
}

/**
 * A form's field wiring: `field('title')` is the title's value, its problem and a change of the
 * title alone, to spread into the title's field (`<AdminTextField label={…} {...field('title')} />`).
 */
export function bindField<F extends object>(
  form: F,
  problems: TProblems<F>,
  change: (patch: Partial<F>) => void,
  visit: (key: keyof F) => void = () => undefined,
) {
  return <K extends keyof F>(key: K) => ({
    value: form[key],
    problem: problems[key],
    onChange: (value: F[K]) => change({ [key]: value } as unknown as Partial<F>),
    onBlur: () => visit(key),
  });
}

/**
 * The problems a form shows: a field's once the person has left it, all of them once Save was
 * pressed. A new form does not greet its reader with "can not be empty" under every field.
 */
export function shownProblems<F>(
  problems: TProblems<F>,
  visited: ReadonlySet<keyof F>,
  isSaveTried: boolean,
): TProblems<F> {
  if (isSaveTried) return problems;
  return Object.fromEntries(Object.entries(problems).filter(([key]) => visited.has(key as keyof F))) as TProblems<F>;
}

/** spec 3 §5: the form saves only when valid (Save shows the problems instead). */
export function isValid<F>(problems: TProblems<F>): boolean {
  return Object.keys(problems).length === 0;
}

/** spec 3 §4: a form is dirty once any field differs from what it started with. */
export function isDirty<F extends object>(initial: F, current: F): boolean {
  return (Object.keys(initial) as (keyof F)[]).some(
    (key) => JSON.stringify(initial[key]) !== JSON.stringify(current[key]),
  );
}

/**
 * spec 3 §4: changing the start or end of a session that has presentations asks whether to
 * apply the change to them.
 */
export function asksToApplyTimes(initial: TSessionForm, current: TSessionForm, presentationCount: number): boolean {
  if (presentationCount === 0) return false;
  return (
    initial.date !== current.date || initial.startTime !== current.startTime || initial.endTime !== current.endTime
  );
}

/** Keywords as the form shows them, and back. */
const keywordText = (keywords: readonly string[]) => keywords.join(', ');
const keywordList = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');

/**
 * The session form of an item (a new one comes with its defaults from the server). A new session
 * starts in `newColours` (the event's own colour and a text colour readable on it) rather than
 * spec 3 §9's white, which on a white programme reads as no colour at all.
 */
export function sessionForm(
  edit: Pick<TAdminSessionEdit, 'item' | 'eventStart' | 'timeZone'>,
  newColours?: { colour: string; textColour: string },
): TSessionForm {
  const { item } = edit;
  const isNew = item.id === 0;
  const colours =
    isNew && newColours && item.colour === SESSION_DEFAULT_COLOUR
      ? newColours
      : {
          colour: item.colour || SESSION_DEFAULT_COLOUR,
          textColour: item.textColour || SESSION_DEFAULT_TEXT_COLOUR,
        };
  return {
    title: item.title,
    customCode: item.customCode,
    room: item.roomName,
    ...formTimes(isNew ? null : item, edit.eventStart, edit.timeZone),
    type: item.type,
    theme: item.theme,
    keywords: keywordText(item.keywords),
    moderatorLine1: item.moderatorLine1,
    colour: shownColour(colours.colour),
    textColour: shownColour(colours.textColour),
    moderators: [...item.moderators],
    description: item.description,
    hideInProgramme: item.hideInProgramme,
    translation: item.translation,
  };
}

/** The body of POST …/programme/sessions: a room of the list goes by id, a new name by name. */
export function sessionBody(id: number, form: TSessionForm, rooms: readonly TAdminRoomOption[]): TAdminSaveSession {
  const roomName = form.room.trim();
  const room = rooms.find((r) => r.name.trim().toLocaleLowerCase() === roomName.toLocaleLowerCase());
  return {
    ...(id === 0 ? {} : { id }),
    title: form.title.trim(),
    customCode: form.customCode.trim(),
    ...(room ? { roomId: room.id } : { roomId: null, roomName }),
    start: wallDateTime(form.date, form.startTime),
    end: wallDateTime(form.date, form.endTime),
    type: form.type.trim(),
    theme: form.theme.trim(),
    keywords: keywordList(form.keywords),
    moderatorLine1: form.moderatorLine1.trim(),
    colour: withAlpha(form.colour) || SESSION_DEFAULT_COLOUR,
    textColour: withAlpha(form.textColour) || SESSION_DEFAULT_TEXT_COLOUR,
    moderators: form.moderators,
    description: form.description,
    hideInProgramme: form.hideInProgramme,
    translation: form.translation,
  };
}

/**
 * The presentation form of an item. A new one (id 0) gets its session's times, else 07:00 to
 * 08:00 on the event's first day (spec 3 §4).
 */
export function presentationForm(
  edit: Pick<TAdminPresentationEdit, 'item' | 'sessions' | 'eventStart' | 'timeZone'>,
): TPresentationForm {
  const { item } = edit;
  const session = edit.sessions.find((s) => s.id === item.sessionId);
  const times =
    item.id === 0
      ? formTimes(session, edit.eventStart, edit.timeZone)
      : formTimes(item.start ? item : session, edit.eventStart, edit.timeZone);
  return {
    title: item.title,
    customCode: item.customCode,
    order: String(item.order),
    sessionId: session ? session.id : null,
    speakerId: item.speakerId,
    type: item.type,
    theme: item.theme,
    ...times,
    keywords: keywordText(item.keywords),
    coAuthors: item.coAuthors,
    isEventPortalPresentation: item.isEventPortalPresentation,
    isAPoster: item.isAPoster,
    description: item.description,
  };
}

/** The body of POST …/programme/presentations. */
export function presentationBody(id: number, form: TPresentationForm): TAdminSavePresentation {
  return {
    ...(id === 0 ? {} : { id }),
    title: form.title.trim(),
    customCode: form.customCode.trim(),
    order: Number(form.order.trim()),
    sessionId: form.sessionId ?? 0,
    speakerId: form.speakerId,
    type: form.type.trim(),
    theme: form.theme.trim(),
    start: wallDateTime(form.date, form.startTime),
    end: wallDateTime(form.date, form.endTime),
    keywords: keywordList(form.keywords),
    coAuthors: form.coAuthors.trim(),
    isEventPortalPresentation: form.isEventPortalPresentation,
    isAPoster: form.isAPoster,
    description: form.description,
  };
}

/**
 * spec 3 §4: choosing a session in a presentation form sets the presentation's date and times
 * from it (07:00 to 08:00 on the event's first day when the session has none).
 */
export function chooseSession(
  form: TPresentationForm,
  session: TAdminSessionOption | undefined,
  eventStart: string,
  timeZone: string,
): TPresentationForm {
  return { ...form, sessionId: session ? session.id : null, ...formTimes(session, eventStart, timeZone) };
}
