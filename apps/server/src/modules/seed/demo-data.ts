import type { TUserRole } from '@atrium/contracts';
import { DEMO_SPONSOR_GROUPS } from './demo-companies.ts';
import { buildAds, buildLounges, buildSponsors } from './demo-exhibition.ts';
import { demoRecordingAddress } from './demo-media.routes.ts';
import { landingHtml, practicalInformationHtml } from './demo-pages.ts';
import { landingHtmlFr, practicalInformationHtmlFr } from './demo-pages-fr.ts';
import { buildMenu, demoSettings } from './demo-platform.ts';
import { buildProgramme } from './demo-programme.ts';
import { addDays, assertDate, dateIn, Rng, wallClock } from './demo-random.ts';
import { article, buildSpeakers, coAuthorName } from './demo-speakers.ts';
import type { DemoData, DemoModeratorAssignment, DemoPage, DemoRoom, DemoUser } from './demo-types.ts';

export type * from './demo-types.ts';

export const DEMO_CODE = 'DEMO';
export const DEMO_TITLE = 'Atrium Demo Conference 2026';
export const DEMO_TIME_ZONE = 'Europe/Paris';
/** The default seed: the same seed and start date always give the same event. */
export const DEMO_SEED = 20_260_512;
export const DEMO_DAY_COUNT = 3;
export const DEMO_SPEAKER_COUNT = 250;

/** Password of every demo account (printed at first start; never use outside a demo). */
export const DEMO_PASSWORD = 'demo-password';

export interface DemoAccount {
  role: TUserRole;
  email: string;
  firstName: string;
  lastName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'attendee', email: 'attendee@demo.atrium.test', firstName: 'Alex', lastName: 'Durand' },
  { role: 'speaker', email: 'speaker@demo.atrium.test', firstName: 'Samira', lastName: 'Haddad' },
  { role: 'moderator', email: 'moderator@demo.atrium.test', firstName: 'Marc', lastName: 'Lemaire' },
  { role: 'admin', email: 'admin@demo.atrium.test', firstName: 'Ada', lastName: 'Laurent' },
  { role: 'report-viewer', email: 'reports@demo.atrium.test', firstName: 'Rita', lastName: 'Okoye' },
  { role: 'submitter', email: 'submitter@demo.atrium.test', firstName: 'Sofia', lastName: 'Marin' },
];

/** Today's date (YYYY-MM-DD) in the event's time zone, so a fresh demo has live sessions. */
export function demoToday(now: number): string {
  return dateIn(now, DEMO_TIME_ZONE);
}

const ROOMS: readonly Omit<DemoRoom, 'sortOrder'>[] = [
  { name: 'Grand Amphitheatre', alias: 'AMPHI', kind: 'plenary' },
  { name: 'Auditorium Curie', alias: 'CURIE', kind: 'main' },
  { name: 'Auditorium Pasteur', alias: 'PASTEUR', kind: 'main' },
  { name: 'Auditorium Lumière', alias: 'LUMIERE', kind: 'main' },
  { name: 'Room Ampère', alias: 'AMPERE', kind: 'main' },
  { name: 'Room Fourier', alias: 'FOURIER', kind: 'main' },
  { name: 'Short Communications Stage', alias: 'SHORT', kind: 'short' },
  { name: 'Workshop Lab 1', alias: 'LAB1', kind: 'workshop' },
  { name: 'Workshop Lab 2', alias: 'LAB2', kind: 'workshop' },
  { name: 'Industry Theatre', alias: 'INDUSTRY', kind: 'industry' },
  { name: 'Poster Arena North', alias: 'POSTERS-N', kind: 'poster' },
  { name: 'Poster Arena South', alias: 'POSTERS-S', kind: 'poster' },
];

export interface BuildDemoOptions {
  seed?: number;
  /** First day (YYYY-MM-DD). */
  startDate: string;
}

/** Builds the whole demo event in memory; deterministic for a given seed and start date. */
export function buildDemoData(options: BuildDemoOptions): DemoData {
  const seed = options.seed ?? DEMO_SEED;
  const startDate = assertDate(options.startDate);
  const rng = new Rng(seed);
  const days = Array.from({ length: DEMO_DAY_COUNT }, (_, i) => addDays(startDate, i));
  const rooms: DemoRoom[] = ROOMS.map((r, i) => ({ ...r, sortOrder: i + 1 }));
  const sponsorSpecs = DEMO_SPONSOR_GROUPS.flatMap((g) => g.sponsors);

  const users: DemoUser[] = DEMO_ACCOUNTS.map(demoAccountUser);
  const speakers = buildSpeakers(rng, users, sponsorSpecs, DEMO_SPEAKER_COUNT);
  const sessions = buildProgramme({
    rng,
    days,
    timeZone: DEMO_TIME_ZONE,
    rooms,
    speakers,
    sponsors: sponsorSpecs,
    industrySponsorCount: DEMO_SPONSOR_GROUPS.slice(0, -1).reduce((sum, g) => sum + g.sponsors.length, 0),
    coAuthorName,
    recordingAddress: demoRecordingAddress,
  });

  // The demo speaker presents on the first afternoon and shows a poster on day 2.
  const speakerIndex = DEMO_ACCOUNTS.findIndex((a) => a.role === 'speaker');
  const localMinutes = (d: Date) => {
    const w = wallClock(d, DEMO_TIME_ZONE);
    return w.hour * 60 + w.minute;
  };
  const talk =
    sessions.find((s) => s.day === 0 && s.type === 'Oral session' && localMinutes(s.startsAt) >= 14 * 60) ??
    sessions.find((s) => s.type === 'Oral session');
  const poster = sessions.find((s) => s.day === Math.min(1, days.length - 1) && s.isPoster);
  const secondTalk = sessions.find(
    (s) => s !== talk && s.day === Math.min(1, days.length - 1) && s.type === 'Oral session',
  );
  for (const session of [talk, poster, secondTalk]) {
    const first = session?.presentations[0];
    if (first) {
      first.speaker = speakerIndex;
      first.speakerNameOverride = '';
    }
  }
  // A second poster in the same poster session, and a conflict-of-interest question on the talk.
  const secondPoster = poster?.presentations[1];
  if (secondPoster) {
    secondPoster.speaker = speakerIndex;
    secondPoster.speakerNameOverride = '';
  }
  const firstTalk = talk?.presentations[0];
  if (firstTalk) firstTalk.submissionRequirements = ['ConflictOfInterest'];

  // The demo moderator chairs three sessions of the first day in the first main room.
  const moderatorIndex = DEMO_ACCOUNTS.findIndex((a) => a.role === 'moderator');
  const firstMain = rooms.findIndex((r) => r.kind === 'main');
  const chaired = sessions.flatMap((s, i) => (s.day === 0 && s.room === firstMain ? [i] : []));
  const picks = [...new Set([chaired[0], chaired[Math.floor(chaired.length / 2)], chaired[chaired.length - 1]])];
  const moderatorAssignments: DemoModeratorAssignment[] = [
    { user: moderatorIndex, scope: 'platform' },
    { user: moderatorIndex, scope: 'lounge' },
  ];
  for (const index of picks) {
    const session = index === undefined ? undefined : sessions[index];
    if (index === undefined || !session) continue;
    session.chairs = [moderatorIndex, ...session.chairs.slice(1)];
    moderatorAssignments.push({ user: moderatorIndex, scope: 'session', session: index });
  }

  const { sponsorGroups, sponsors } = buildSponsors(rng);
  const facts = {
    code: DEMO_CODE,
    title: DEMO_TITLE,
    dates: formatDateRange(days, 'en-GB'),
    sessions: sessions.length,
    speakers: speakers.length,
    sponsors: sponsors.length,
  };
  const pages: DemoPage[] = [
    {
      module: 'landing',
      title: 'Welcome',
      html: landingHtml(facts),
      titleFr: 'Bienvenue',
      htmlFr: landingHtmlFr({ ...facts, dates: formatDateRange(days, 'fr-FR') }),
      useHomeVodModule: false,
    },
    {
      module: null,
      title: 'Practical information',
      html: practicalInformationHtml(DEMO_CODE),
      titleFr: 'Informations pratiques',
      htmlFr: practicalInformationHtmlFr(DEMO_CODE),
      useHomeVodModule: false,
    },
  ];

  return {
    code: DEMO_CODE,
    seed,
    startDate,
    days,
    timeZone: DEMO_TIME_ZONE,
    settings: demoSettings(DEMO_TITLE, DEMO_TIME_ZONE),
    rooms,
    users,
    sessions,
    sponsorGroups,
    sponsors,
    ads: buildAds(sponsors),
    lounges: buildLounges(sponsors, users.flatMap((u, i) => (u.isSpeaker && !u.hasPassword ? [i] : [])).slice(0, 7)),
    pages,
    menu: buildMenu(1),
    moderatorAssignments,
  };
}

function demoAccountUser(a: DemoAccount): DemoUser {
  const profile: Record<TUserRole, Pick<DemoUser, 'title' | 'organisation' | 'jobTitle' | 'town' | 'country'>> = {
    attendee: {
      title: '',
      organisation: 'Lille University Hospital',
      jobTitle: 'Clinical Engineer',
      town: 'Lille',
      country: 'France',
    },
    speaker: {
      title: 'Dr',
      organisation: 'University of Geneva',
      jobTitle: 'Research Scientist',
      town: 'Geneva',
      country: 'Switzerland',
    },
    moderator: {
      title: 'Prof.',
      organisation: 'Lyon University Hospital',
      jobTitle: 'Professor of Cardiology',
      town: 'Lyon',
      country: 'France',
    },
    admin: {
      title: '',
      organisation: 'Atrium Events',
      jobTitle: 'Congress Organiser',
      town: 'Paris',
      country: 'France',
    },
    'report-viewer': {
      title: '',
      organisation: 'Atrium Events',
      jobTitle: 'Sponsorship Manager',
      town: 'Paris',
      country: 'France',
    },
    submitter: {
      title: '',
      organisation: 'Atrium Events',
      jobTitle: 'Programme Coordinator',
      town: 'Lyon',
      country: 'France',
    },
  };
  const p = profile[a.role];
  const name = `${p.title ? `${p.title} ` : ''}${a.firstName} ${a.lastName}`;
  return {
    email: a.email,
    firstName: a.firstName,
    lastName: a.lastName,
    ...p,
    biography: `<p><strong>${name}</strong> is ${article(p.jobTitle)}${p.jobTitle} at ${p.organisation}. This is a demo account (${a.role}).</p>`,
    isSpeaker: a.role === 'speaker',
    isAdmin: a.role === 'admin',
    isReportViewer: a.role === 'report-viewer',
    isSubmitter: a.role === 'submitter',
    // The attendee has not answered the data-protection question yet, so the consent dialog shows.
    accepted: a.role === 'attendee' ? null : true,
    hasPassword: true,
    role: a.role,
  };
}

function formatDateRange(days: string[], locale: 'en-GB' | 'fr-FR'): string {
  const fmt = (d: string, opts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
  const first = days[0] as string;
  const last = days[days.length - 1] as string;
  if (first.slice(0, 7) === last.slice(0, 7)) {
    return `${fmt(first, { day: 'numeric' })}–${fmt(last, { day: 'numeric', month: 'long', year: 'numeric' })}`;
  }
  return `${fmt(first, { day: 'numeric', month: 'long' })} – ${fmt(last, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}
