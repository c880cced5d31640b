import {
  EVENT_FILE_STAND_LINK,
  EVENT_FILE_VERSION,
  type TEventFile,
  type TEventFileMenuItem,
  type TEventFilePerson,
  type TEventFileSession,
  type TEventFileSponsor,
} from '@atrium/contracts';
import { avatarDataUri } from './demo-branding.ts';
import type { DemoData } from './demo-data.ts';
import { panelDataUri, shade, stageDataUri } from './demo-images.ts';
import { DEMO_LABELS_FR } from './demo-labels-fr.ts';
import { demoPolls } from './demo-polls.ts';
import { demoStand } from './demo-stands.ts';
import { DEMO_THEMES } from './demo-topics.ts';

/** The demo as an event file, and the bytes of the files it names (paths relative to it). */
export interface DemoEventFile {
  file: TEventFile;
  files: Map<string, Buffer>;
}

/**
 * The demo event as an event file (issue 15: one path for the demo and real events): what
 * `seed demo` applies to the new DEMO event, and what `atrium event export DEMO` gives back as an
 * organiser's starting point. The generated pictures are inline SVG addresses (`data:`), the
 * stands' documents generated PDFs named by path (`stands/…pdf`, in `files`).
 *
 * The ads that open their sponsor's stand name it (`stand:{sponsor title}`), and the lounges list
 * their rooms. What a file does not carry is added by the seed itself (demo-seed.ts
 * `seedDemoHistory`): the rooms' earlier chat, three days of activity, and the people's answer
 * to the data-protection question.
 */
export function buildDemoEventFile(data: DemoData, options: { passwordHash: string }): DemoEventFile {
  const files = new Map<string, Buffer>();
  const email = (index: number) => must(data.users[index], `user ${index}`).email;
  const sponsorTitle = (index: number) => must(data.sponsors[index], `sponsor ${index}`).title;

  const people: TEventFilePerson[] = data.users.map((u) => ({
    email: u.email,
    ...(u.hasPassword ? { passwordHash: options.passwordHash } : {}),
    firstName: u.firstName,
    lastName: u.lastName,
    title: u.title,
    organisation: u.organisation,
    jobTitle: u.jobTitle,
    town: u.town,
    country: u.country,
    biography: u.biography,
    // Generated people get an initials avatar; the demo accounts keep an empty photo to try the upload.
    photoUri: u.hasPassword ? '' : avatarDataUri(u.firstName, u.lastName),
    // The speaker's and the moderator's directory cards turn over to a business card.
    businessCardImageUri:
      u.role === 'speaker' || u.role === 'moderator'
        ? panelDataUri({
            width: 400,
            height: 224,
            background: '#FFFFFF',
            foreground: '#0D47A1',
            title: `${u.title ? `${u.title} ` : ''}${u.firstName} ${u.lastName}`,
            subtitle: `${u.jobTitle}, ${u.organisation}`,
            accent: '#0D47A1',
          })
        : '',
    roles: [
      ...(u.isAdmin ? (['admin'] as const) : []),
      ...(u.isSpeaker ? (['speaker'] as const) : []),
      ...(u.isReportViewer ? (['reportViewer'] as const) : []),
      ...(u.isSubmitter ? (['submitter'] as const) : []),
    ],
  }));

  // What the demo moderator moderates: the platform, the lounges and the sessions it chairs.
  for (const [index, person] of people.entries()) {
    const mine = data.moderatorAssignments.filter((m) => m.user === index);
    if (mine.length === 0) continue;
    const sessions = mine.flatMap((m) =>
      m.scope === 'session' && m.session !== undefined ? [must(data.sessions[m.session], 'session').key] : [],
    );
    person.moderates = {
      ...(mine.some((m) => m.scope === 'platform') ? { platform: true } : {}),
      ...(mine.some((m) => m.scope === 'lounge') ? { lounges: true } : {}),
      ...(sessions.length ? { sessions } : {}),
    };
  }

  const sponsors: TEventFileSponsor[] = data.sponsors.map((sp, index) => {
    const brand = shade(DEMO_THEMES.find((t) => t.name === sp.theme)?.colour ?? '#455A64', 0.85);
    const extra = demoStand(
      index,
      { title: sp.title, shortDescription: sp.shortDescription, brand },
      options.passwordHash,
    );
    people.push(...extra.people);
    for (const [path, bytes] of extra.files) files.set(path, bytes);
    return {
      title: sp.title,
      group: must(data.sponsorGroups[sp.group], `group ${sp.group}`).title,
      shortDescription: sp.shortDescription,
      description: sp.description,
      thumbnailImageUri: sp.thumbnailImageUri,
      standImageUri: sp.standImageUri,
      enableStandChat: sp.enableStandChat,
      theme: sp.theme,
      industry: sp.industry,
      expertise: sp.expertise,
      keywords: sp.keywords,
      ...extra.stand,
    };
  });

  const menu = [...data.menu]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map(
      ({ link, sortOrder: _sortOrder, ...item }): TEventFileMenuItem => ({
        ...item,
        ...('href' in link ? { link: link.href } : { page: must(data.pages[link.page], `page ${link.page}`).title }),
      }),
    );
  const landing = data.pages.find((p) => p.module === 'landing');
  const moduleHtml = Object.fromEntries(
    data.pages
      .filter((p) => p.module !== null && p.module !== 'landing')
      .map((p) => [p.module, { title: p.title, titleFr: p.titleFr, html: p.html, htmlFr: p.htmlFr }]),
  );

  // Sessions a demo account moderates get prepared polls (as do the keynotes).
  const chaired = new Set(
    data.moderatorAssignments.flatMap((m) =>
      m.scope === 'session' && m.session !== undefined ? [must(data.sessions[m.session], 'session').key] : [],
    ),
  );
  const sessions: TEventFileSession[] = data.sessions.map((s) => ({
    key: s.key,
    title: s.title,
    description: s.description,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    room: must(data.rooms[s.room], `room ${s.room}`).name,
    type: s.type,
    theme: s.theme,
    colour: s.colour,
    language: s.language,
    keywords: s.keywords,
    isPoster: s.isPoster,
    videoIFrameUri: s.videoIFrameUri,
    // The on-demand home's own pictures for the keynotes; the exhibitor's logo on its sessions.
    ...(s.type === 'Keynote' ? { homeVodThumbnailUri: stageDataUri(s.colour) } : {}),
    ...(s.sponsor === null ? {} : sponsorBadge(must(data.sponsors[s.sponsor], `sponsor ${s.sponsor}`))),
    enableChat: s.enableChat,
    enableComments: s.enableComments,
    enableAuthorisationForComments: s.enableAuthorisationForComments,
    translation: s.translation,
    // Chairs moderate; each presenter speaks (once per session, however many talks).
    moderators: [...new Set(s.chairs)].map(email),
    speakers: [...new Set(s.presentations.map((p) => p.speaker))].map(email),
    presentations: [],
    ...(s.type === 'Keynote' || chaired.has(s.key) ? { polls: demoPolls(s.title) } : {}),
  }));
  // The organiser's references: O-0001… for talks, P-0001… for posters, numbered through the programme.
  let oral = 0;
  let posters = 0;
  for (const [si, s] of data.sessions.entries()) {
    must(sessions[si], 'session').presentations = s.presentations.map((p) => ({
      code: p.isPoster ? `P-${String(++posters).padStart(4, '0')}` : `O-${String(++oral).padStart(4, '0')}`,
      title: p.title,
      description: p.description,
      startsAt: p.startsAt?.toISOString() ?? null,
      endsAt: p.endsAt?.toISOString() ?? null,
      speaker: email(p.speaker),
      speakerNameOverride: p.speakerNameOverride,
      coAuthors: p.coAuthors,
      isPoster: p.isPoster,
      ...(p.submissionRequirements ? { submissionRequirements: p.submissionRequirements } : {}),
    }));
  }

  const { submit, ...settings } = data.settings;
  const roomsFr: Record<string, string> = DEMO_LABELS_FR.room;
  const file: TEventFile = {
    version: EVENT_FILE_VERSION,
    settings,
    ...(submit ? { submitSettings: submit } : {}),
    menu,
    ...(landing
      ? {
          landing: {
            title: landing.title,
            titleFr: landing.titleFr,
            html: landing.html,
            htmlFr: landing.htmlFr,
            useHomeVodModule: landing.useHomeVodModule,
          },
        }
      : {}),
    pages: data.pages
      .filter((p) => p.module === null)
      .map((p) => ({ title: p.title, titleFr: p.titleFr, html: p.html, htmlFr: p.htmlFr })),
    ...(Object.keys(moduleHtml).length ? { moduleHtml } : {}),
    sponsorGroups: data.sponsorGroups.map((g) => ({ title: g.title, colour: g.colour, textColour: g.textColour })),
    sponsors,
    // In each type's order (the seed lists them so).
    ads: data.ads.map((a) => ({
      type: a.type,
      sponsor: sponsorTitle(a.sponsor),
      title: a.title,
      titleFr: a.titleFr,
      imageUri: a.imageUri,
      link: 'external' in a.link ? a.link.external : `${EVENT_FILE_STAND_LINK}${sponsorTitle(a.sponsor)}`,
    })),
    lounges: data.lounges.map((l) => ({
      title: l.title,
      titleFr: l.titleFr,
      imageUri: l.imageUri,
      sponsor: l.sponsor === null ? null : sponsorTitle(l.sponsor),
      rooms: l.rooms,
    })),
    people,
    programme: {
      rooms: [...data.rooms]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((r) => ({ name: r.name, alias: r.alias, ...(roomsFr[r.name] ? { nameFr: roomsFr[r.name] } : {}) })),
      labelsFr: { types: { ...DEMO_LABELS_FR.type }, themes: { ...DEMO_LABELS_FR.theme } },
      sessions,
    },
  };
  return { file, files };
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`demo event file: no ${what}`);
  return value;
}

/** An exhibitor's logo on the cards of its industry session, leading to its stand. */
function sponsorBadge(sponsor: { title: string; thumbnailImageUri: string }) {
  return {
    sponsorThumbnailUri: sponsor.thumbnailImageUri,
    sponsorThumbnailLinkUri: `${EVENT_FILE_STAND_LINK}${sponsor.title}`,
  };
}
