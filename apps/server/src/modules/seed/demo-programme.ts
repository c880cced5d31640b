import type { DemoSponsorSpec } from './demo-companies.ts';
import { DEMO_CONSORTIA } from './demo-people.ts';
import { type Rng, zonedInstant } from './demo-random.ts';
import {
  cap,
  INDUSTRY_ANGLES,
  ROMAN,
  researchAbstract,
  researchTitle,
  sessionDescription,
  shortAbstract,
  workshopPart,
} from './demo-texts.ts';
import { DEMO_THEMES, type DemoTheme, PLENARY_ANGLES, type TDemoSessionType } from './demo-topics.ts';
import type { DemoPresentation, DemoRoom, DemoRoomKind, DemoSession } from './demo-types.ts';

/** Programme hours in the event's time zone, as minutes after midnight (08:00–19:00). */
export const DAY_START = 8 * 60;
export const DAY_END = 19 * 60;

/** What the programme builder knows of a speaker. */
export interface DemoSpeakerInfo {
  /** Index into users. */
  user: number;
  /** Index into DEMO_THEMES. */
  theme: number;
  senior: boolean;
  /** Index into the flat sponsor list when the speaker works for an exhibitor. */
  sponsor: number | null;
  displayName: string;
  organisation: string;
  country: string;
}

export interface ProgrammeInput {
  rng: Rng;
  days: string[];
  timeZone: string;
  rooms: DemoRoom[];
  speakers: DemoSpeakerInfo[];
  sponsors: readonly DemoSponsorSpec[];
  /** Industry sessions are held by the first this-many sponsors (not the start-ups). */
  industrySponsorCount: number;
  /** Co-author names ("A. Rossi") drawn from the name lists. */
  coAuthorName: (rng: Rng, country: string) => string;
  /** The recording of the `n`th recorded session (a stream or a video file, by the session's type). */
  recordingAddress: (n: number, type: TDemoSessionType) => string;
}

interface KindPlan {
  types: readonly (readonly [TDemoSessionType, number])[];
  gaps: readonly (readonly [number, number])[];
  /** Breaks in which the room stays empty (coffee, lunch). */
  breaks: readonly (readonly [number, number])[];
}

const COFFEE_AND_LUNCH = [
  [10 * 60 + 30, 11 * 60],
  [12 * 60 + 30, 13 * 60 + 30],
  [15 * 60 + 30, 16 * 60],
] as const;

const PLANS: Record<DemoRoomKind, KindPlan> = {
  plenary: {
    types: [
      ['Keynote', 3],
      ['Plenary', 3],
      ['Symposium', 1],
    ],
    gaps: [
      [0, 1],
      [15, 2],
      [30, 1],
    ],
    breaks: COFFEE_AND_LUNCH,
  },
  main: {
    types: [
      ['Symposium', 2],
      ['Oral session', 7],
    ],
    gaps: [
      [0, 3],
      [15, 1],
    ],
    breaks: COFFEE_AND_LUNCH,
  },
  short: {
    types: [['Oral session', 1]],
    gaps: [
      [0, 3],
      [15, 1],
    ],
    breaks: [[12 * 60 + 30, 13 * 60 + 30]],
  },
  workshop: {
    types: [['Workshop', 1]],
    gaps: [
      [15, 1],
      [30, 1],
    ],
    breaks: [[12 * 60 + 30, 13 * 60 + 30]],
  },
  industry: {
    types: [['Industry session', 1]],
    gaps: [
      [0, 2],
      [15, 2],
      [30, 1],
    ],
    breaks: [],
  },
  poster: {
    types: [['Poster session', 1]],
    gaps: [
      [0, 3],
      [15, 1],
    ],
    breaks: [],
  },
};

/** Talks and chairs one speaker takes on before others are preferred. */
const MAX_ROLES = 8;

/** Slot lengths per session type, in minutes (all within 15–90). */
const DURATIONS: Record<TDemoSessionType, readonly number[]> = {
  Keynote: [45, 60],
  Plenary: [60, 90],
  Symposium: [90],
  'Oral session': [30, 45, 45, 60, 60, 90],
  Workshop: [60, 90],
  'Industry session': [15, 30, 45],
  'Poster session': [30, 30, 45, 60],
};
/** The short-communications room runs oral sessions of quick talks. */
const SHORT_DURATIONS = [15, 30, 30];

interface Slot {
  day: number;
  room: number;
  start: number;
  end: number;
  type: TDemoSessionType;
}

/**
 * The poster arenas stay open round the clock on the first day (the day of seeding), so that whoever
 * opens the demo, at any hour, finds something live and something coming up.
 */
export function roomHours(kind: DemoRoom['kind'], day: number): [number, number] {
  return kind === 'poster' && day === 0 ? [0, 24 * 60] : [DAY_START, DAY_END];
}

/** Fills one room for one day (08:00–19:00, see roomHours), leaving its breaks empty; never overlapping. */
function fillRoom(rng: Rng, room: DemoRoom, roomIndex: number, day: number): Slot[] {
  const [dayStart, dayEnd] = roomHours(room.kind, day);
  const plan = PLANS[room.kind];
  const lengths = (type: TDemoSessionType) => (room.kind === 'short' ? SHORT_DURATIONS : DURATIONS[type]);
  const slots: Slot[] = [];
  let cursor = dayStart;
  while (cursor < dayEnd) {
    const inBreak = plan.breaks.find(([from, to]) => cursor >= from && cursor < to);
    if (inBreak) {
      cursor = inBreak[1];
      continue;
    }
    const nextBreak = plan.breaks.find(([from]) => from > cursor)?.[0] ?? dayEnd;
    const available = nextBreak - cursor;
    // Only types with a slot length that ends before the next break (or 19:00) are candidates.
    const feasible = plan.types.filter(([type]) => lengths(type).some((d) => d <= available));
    if (feasible.length === 0) {
      cursor = nextBreak;
      continue;
    }
    const type = rng.weighted(feasible);
    const length = rng.pick(lengths(type).filter((d) => d <= available));
    slots.push({ day, room: roomIndex, start: cursor, end: cursor + length, type });
    cursor += length + rng.weighted(plan.gaps);
  }
  return slots;
}

/** Who is already busy when: a speaker is never in two sessions at once. */
class Diary {
  private readonly busy = new Map<number, [number, number][]>();

  isFree(user: number, start: number, end: number): boolean {
    return !(this.busy.get(user) ?? []).some(([s, e]) => s < end && start < e);
  }

  load(user: number): number {
    return this.busy.get(user)?.length ?? 0;
  }

  book(user: number, start: number, end: number): void {
    const list = this.busy.get(user) ?? [];
    list.push([start, end]);
    this.busy.set(user, list);
  }
}

export function buildProgramme(input: ProgrammeInput): DemoSession[] {
  const { rng, rooms, speakers } = input;
  const slots: Slot[] = [];
  input.days.forEach((_, day) => {
    rooms.forEach((room, roomIndex) => {
      slots.push(...fillRoom(rng, room, roomIndex, day));
    });
  });
  slots.sort((a, b) => a.day - b.day || a.start - b.start || a.room - b.room);

  const byTheme = DEMO_THEMES.map((_, t) => speakers.filter((s) => s.theme === t));
  const seniors = speakers.filter((s) => s.senior);
  const diary = new Diary();
  // Recorded sessions take the demo's recordings in turn.
  let recorded = 0;
  const titles = new Set<string>();
  const usedKeynotes = new Set<string>();
  const counters = { oral: 0, poster: 0 };
  const firstPlenary = slots.find((s) => rooms[s.room]?.kind === 'plenary');
  const lastPlenary = slots.findLast((s) => rooms[s.room]?.kind === 'plenary');

  const pickSpeaker = (
    start: number,
    end: number,
    theme: number,
    taken: Set<number>,
    pool?: readonly DemoSpeakerInfo[],
  ): DemoSpeakerInfo => {
    const preferred = pool && pool.length > 0 ? pool : rng.chance(0.8) ? (byTheme[theme] ?? speakers) : speakers;
    const free = (c: DemoSpeakerInfo, capped: boolean) =>
      !taken.has(c.user) && diary.isFree(c.user, start, end) && (!capped || diary.load(c.user) < MAX_ROLES);
    for (let attempt = 0; attempt < 30; attempt++) {
      const candidate = rng.pick(preferred);
      if (free(candidate, true)) return candidate;
    }
    // Anyone free, spreading the work first, then anyone free at all.
    const offset = rng.int(0, speakers.length - 1);
    for (const capped of [true, false]) {
      for (let i = 0; i < speakers.length; i++) {
        const candidate = speakers[(offset + i) % speakers.length] as DemoSpeakerInfo;
        if (free(candidate, capped)) return candidate;
      }
    }
    return rng.pick(speakers);
  };

  return slots.map((slot, index): DemoSession => {
    const room = rooms[slot.room] as DemoRoom;
    const date = input.days[slot.day] as string;
    const startsAt = zonedInstant(date, slot.start, input.timeZone);
    const endsAt = zonedInstant(date, slot.end, input.timeZone);
    const [t0, t1] = [startsAt.getTime(), endsAt.getTime()];

    const sponsorIndex = slot.type === 'Industry session' ? rng.int(0, input.industrySponsorCount - 1) : null;
    const sponsor = sponsorIndex === null ? null : (input.sponsors[sponsorIndex] as DemoSponsorSpec);
    // Main rooms follow one theme per day most of the time, as congress tracks do.
    const trackTheme = (slot.room * 3 + slot.day * 7) % DEMO_THEMES.length;
    const themeIndex = sponsor
      ? sponsor.theme
      : room.kind === 'main' && rng.chance(0.7)
        ? trackTheme
        : rng.int(0, DEMO_THEMES.length - 1);
    const theme = DEMO_THEMES[themeIndex] as DemoTheme;
    const [topic, topic2] = rng.sample(theme.topics, 2) as [string, string];
    const duration = slot.end - slot.start;
    const isPoster = slot.type === 'Poster session';
    const isOpening = slot === firstPlenary;
    const isClosing = slot === lastPlenary && input.days.length > 1;
    const type: TDemoSessionType = isOpening || isClosing ? 'Plenary' : slot.type;

    // Title.
    let title: string;
    let keynoteTitle = '';
    let workshopSkill = '';
    if (isOpening) title = 'Opening ceremony and welcome address';
    else if (isClosing) title = 'Closing ceremony and best paper awards';
    else if (type === 'Keynote') {
      keynoteTitle = theme.keynotes.find((k) => !usedKeynotes.has(k)) ?? `${cap(topic)}: ${rng.pick(PLENARY_ANGLES)}`;
      usedKeynotes.add(keynoteTitle);
      title = `Keynote: ${keynoteTitle}`;
    } else if (type === 'Plenary') title = `${theme.name} plenary: ${cap(topic)}, ${rng.pick(PLENARY_ANGLES)}`;
    else if (type === 'Symposium') title = `Symposium: ${cap(topic)}, ${rng.pick(PLENARY_ANGLES)}`;
    else if (type === 'Oral session') {
      counters.oral++;
      title =
        room.kind === 'short'
          ? `Short communications ${counters.oral}: ${cap(topic)}`
          : `Oral session ${counters.oral}: ${cap(topic)} and ${topic2}`;
    } else if (type === 'Workshop') {
      workshopSkill = rng.pick(theme.workshops);
      title = `Workshop: ${cap(workshopSkill)}`;
    } else if (type === 'Industry session') {
      title = `${sponsor?.title ?? 'Industry'} industry session: ${cap(rng.pick(sponsor?.products ?? [topic]))}, ${rng.pick(INDUSTRY_ANGLES)}`;
    } else {
      counters.poster++;
      title = `Poster session P${String(counters.poster).padStart(2, '0')}: ${theme.name}`;
    }
    // Workshops run again; other titles that come out twice get a numeral.
    let unique = title;
    for (let n = 2; titles.has(unique); n++)
      unique = type === 'Workshop' ? `${title} (repeat ${n - 1})` : `${title} (${ROMAN[n] ?? n})`;
    titles.add(unique);

    // Presentations.
    const count = isOpening || isClosing ? 2 : presentationCount(rng, type, duration);
    const taken = new Set<number>();
    const presentations: DemoPresentation[] = [];
    const pool =
      type === 'Keynote' || type === 'Plenary'
        ? seniors
        : sponsorIndex !== null
          ? speakers.filter((s) => s.sponsor === sponsorIndex)
          : undefined;
    const slotLength = Math.floor(duration / count);
    for (let i = 0; i < count; i++) {
      const speaker = pickSpeaker(t0, t1, themeIndex, taken, pool);
      taken.add(speaker.user);
      diary.book(speaker.user, t0, t1);
      const pStart = isPoster ? null : new Date(t0 + i * slotLength * 60_000);
      const pEnd = isPoster ? null : i === count - 1 ? endsAt : new Date(t0 + (i + 1) * slotLength * 60_000);
      const presentationTitle = isOpening
        ? ['Welcome address by the congress president', 'Introducing the scientific programme'][i]
        : isClosing
          ? ['Best paper and best poster awards', 'Closing remarks and invitation to the 2027 congress'][i]
          : type === 'Keynote'
            ? keynoteTitle
            : type === 'Workshop'
              ? workshopPart(i, workshopSkill)
              : sponsor
                ? `${cap(rng.pick(sponsor.products))}: ${rng.pick(['first clinical results', 'a user perspective', 'live demonstration', 'what is new this year'])}`
                : researchTitle(rng, theme);
      const plain = isOpening || isClosing || type === 'Keynote' || type === 'Workshop' || sponsor !== null;
      const override =
        !plain && rng.chance(0.05)
          ? `${speaker.displayName} on behalf of the ${rng.pick(DEMO_CONSORTIA)} investigators`
          : '';
      presentations.push({
        title: presentationTitle ?? researchTitle(rng, theme),
        description: plain ? shortAbstract(type, theme, workshopSkill, sponsor) : researchAbstract(rng, theme),
        sortOrder: i + 1,
        startsAt: pStart,
        endsAt: pEnd,
        speaker: speaker.user,
        speakerNameOverride: override,
        coAuthors: plain ? '' : coAuthors(rng, input, speaker.country, isPoster ? rng.int(2, 5) : rng.int(0, 4)),
        isPoster,
      });
    }

    // Chairs: distinct from the session's presenters and free at that time.
    const chairCount = type === 'Symposium' || type === 'Oral session' ? 2 : 1;
    const chairs: number[] = [];
    for (let i = 0; i < chairCount; i++) {
      const chair = pickSpeaker(t0, t1, themeIndex, taken, rng.chance(0.6) ? seniors : undefined);
      taken.add(chair.user);
      diary.book(chair.user, t0, t1);
      chairs.push(chair.user);
    }

    const firstSpeaker = speakers.find((s) => s.user === presentations[0]?.speaker);
    return {
      key: `DEMO-S${String(index + 1).padStart(4, '0')}`,
      title: unique,
      description: sessionDescription(type, {
        theme,
        topic,
        topic2,
        count,
        duration,
        skill: workshopSkill,
        sponsor,
        speaker: firstSpeaker,
        ceremony: isOpening ? 'opening' : isClosing ? 'closing' : null,
      }),
      startsAt,
      endsAt,
      room: slot.room,
      day: slot.day,
      type,
      theme: theme.name,
      colour: theme.colour,
      keywords: rng.sample(theme.keywords, rng.int(2, 4)),
      isPoster,
      language: 'en',
      translation: type === 'Keynote' || type === 'Plenary',
      enableChat: true,
      enableComments: true,
      enableAuthorisationForComments: type === 'Keynote' || type === 'Plenary',
      // Recorded sessions are what the on-demand module lists.
      videoIFrameUri:
        ['Keynote', 'Plenary', 'Symposium'].includes(type) || (type === 'Oral session' && rng.chance(0.5))
          ? input.recordingAddress(recorded++, type)
          : '',
      sponsor: sponsorIndex,
      chairs,
      presentations,
    };
  });
}

function presentationCount(rng: Rng, type: TDemoSessionType, duration: number): number {
  switch (type) {
    case 'Keynote':
      return 1;
    case 'Plenary':
      return rng.int(2, 3);
    case 'Symposium':
      return rng.int(3, 5);
    case 'Oral session':
      return Math.max(1, Math.min(6, Math.round(duration / 15) + rng.int(-1, 0)));
    case 'Workshop':
      return rng.int(1, 3);
    case 'Industry session':
      return duration <= 15 ? 1 : rng.int(1, 2);
    case 'Poster session':
      return rng.int(4, 6);
  }
}

function coAuthors(rng: Rng, input: ProgrammeInput, country: string, count: number): string {
  const names = new Set<string>();
  for (let i = 0; i < count * 2 && names.size < count; i++) {
    names.add(input.coAuthorName(rng, rng.chance(0.7) ? country : ''));
  }
  return [...names].join(', ');
}
