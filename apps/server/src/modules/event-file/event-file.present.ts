import { EVENT_FILE_STAND_LINK, EVENT_FILE_VERSION, type TEventFile, type TEventFilePoll } from '@atrium/contracts';
import { presentClient } from '../../identity/authorize/clients.ts';
import {
  AD_DEFAULTS,
  compact,
  type FullAd,
  type FullGroup,
  type FullLounge,
  type FullMenuItem,
  type FullModerates,
  type FullPage,
  type FullPerson,
  type FullPresentation,
  type FullRoom,
  type FullSession,
  type FullSponsor,
  GROUP_DEFAULTS,
  groupBy,
  HOTSPOT_DEFAULTS,
  iso,
  LOUNGE_DEFAULTS,
  MENU_DEFAULTS,
  MODERATES_DEFAULTS,
  PAGE_DEFAULTS,
  PERSON_DEFAULTS,
  PRESENTATION_DEFAULTS,
  personKeyOf,
  ROOM_DEFAULTS,
  SESSION_DEFAULTS,
  SPONSOR_DEFAULTS,
  STAFF_DEFAULTS,
  sessionKeyOf,
  standIdOfLink,
} from './event-file.model.ts';
import type { EventState } from './event-file.state.ts';

/**
 * The event's rows presented in the file's terms (event-file.model.ts): each entity whole, for
 * apply to compare, and the whole event, compacted, for export.
 */

/** The lookups every presenter needs: ids to natural keys. */
export class StateNames {
  readonly person = new Map<number, string>();
  readonly sponsor = new Map<number, string>();
  readonly group = new Map<number, string>();
  readonly room = new Map<number, string>();
  readonly session = new Map<number, string>();
  readonly presentation = new Map<number, string>();
  readonly page = new Map<number, string>();

  /** The rows of each list by their owner's id (one pass each: presenting is linear in the event's size). */
  readonly staffOf: Map<number, EventState['staff']>;
  readonly hotspotsOf: Map<number, EventState['hotspots']>;
  readonly documentsOf: Map<number, EventState['documents']>;
  readonly linksOf: Map<number, EventState['links']>;
  readonly roomsOf: Map<number, EventState['loungeRooms']>;
  readonly assignmentsOf: Map<number, EventState['assignments']>;
  readonly peopleOf: Map<number, EventState['sessionPeople']>;
  readonly presentationsOf: Map<number, EventState['presentations']>;
  readonly roomLabelFr = new Map<string, string>();

  constructor(readonly state: EventState) {
    this.staffOf = groupBy(state.staff, (r) => r.sponsorId);
    this.hotspotsOf = groupBy(state.hotspots, (r) => r.sponsorId);
    this.documentsOf = groupBy(state.documents, (r) => r.sponsorId);
    this.linksOf = groupBy(state.links, (r) => r.sponsorId);
    this.roomsOf = groupBy(state.loungeRooms, (r) => r.loungeId);
    this.assignmentsOf = groupBy(state.assignments, (r) => r.userId);
    this.peopleOf = groupBy(state.sessionPeople, (r) => r.sessionId);
    this.presentationsOf = groupBy(state.presentations, (r) => r.sessionId);
    for (const l of state.labels) if (l.kind === 'room') this.roomLabelFr.set(l.name, l.nameFr);
    for (const p of state.people) {
      const key = personKeyOf(p);
      if (key) this.person.set(p.id, key);
    }
    for (const s of state.sponsors) this.sponsor.set(s.id, s.title);
    for (const g of state.groups) this.group.set(g.id, g.title);
    for (const r of state.rooms) this.room.set(r.id, r.name);
    for (const s of state.sessions) this.session.set(s.id, sessionKeyOf(s));
    for (const page of state.pages) if (page.module === null) this.page.set(page.id, page.title);
    const position = new Map<number, number>();
    for (const p of state.presentations) {
      const n = (position.get(p.sessionId) ?? 0) + 1;
      position.set(p.sessionId, n);
      const sessionKey = this.session.get(p.sessionId);
      this.presentation.set(p.id, p.internalCode || `${sessionKey}#${n}`);
    }
  }
}

export function presentGroup(row: EventState['groups'][number]): FullGroup {
  return { title: row.title, colour: row.colour, textColour: row.textColour, iconUri: row.iconUri };
}

export function presentSponsor(row: EventState['sponsors'][number], names: StateNames): FullSponsor {
  const of = <T>(groups: Map<number, T[]>) => groups.get(row.id) ?? [];
  return {
    title: row.title,
    group: row.groupId === null ? null : (names.group.get(row.groupId) ?? null),
    shortDescription: row.shortDescription,
    description: row.description,
    thumbnailImageUri: row.thumbnailImageUri,
    standImageUri: row.standImageUri,
    externalContentUri: row.externalContentUri,
    enableStandChat: row.enableStandChat,
    theme: row.theme,
    industry: row.industry,
    expertise: row.expertise,
    keywords: row.keywords,
    staff: of(names.staffOf)
      .filter((s) => names.person.has(s.userId))
      .map((s) => ({ person: names.person.get(s.userId) ?? '', jobTitle: s.jobTitle, links: s.links })),
    hotspots: of(names.hotspotsOf).map((h) => ({
      type: h.type,
      title: h.title,
      posTop: h.posTop,
      posLeft: h.posLeft,
      mapHeight: h.mapHeight,
      mapWidth: h.mapWidth,
      vidWidth: h.vidWidth,
      vidHeight: h.vidHeight,
      items: h.items.map((i) => ({ title: i.title, content: i.content })),
    })),
    documents: of(names.documentsOf).map((d) => ({ title: d.title, uri: d.uri })),
    links: of(names.linksOf).map((l) => ({ title: l.title, uri: l.uri })),
  };
}

export function presentAd(row: EventState['ads'][number], names: StateNames): FullAd {
  return {
    type: row.type,
    sponsor: row.sponsorId === null ? null : (names.sponsor.get(row.sponsorId) ?? null),
    title: row.title,
    titleFr: row.titleFr,
    imageUri: row.imageUri,
    link: presentStandLink(row.link, names),
  };
}

/** A link (an ad's, a session's sponsor picture's) to one of the event's stands names its sponsor (`stand:Acme`); any other stays as stored. */
export function presentStandLink(link: string, names: StateNames): string {
  const standId = standIdOfLink(link, names.state.code);
  const sponsor = standId === undefined ? undefined : names.sponsor.get(standId);
  return sponsor === undefined ? link : `${EVENT_FILE_STAND_LINK}${sponsor}`;
}

export function presentLounge(row: EventState['lounges'][number], names: StateNames): FullLounge {
  return {
    title: row.title,
    titleFr: row.titleFr,
    imageUri: row.imageUri,
    sponsor: row.sponsorId === null ? null : (names.sponsor.get(row.sponsorId) ?? null),
    rooms: (names.roomsOf.get(row.id) ?? []).map((r) => r.name).sort(),
  };
}

export function presentPage(row: EventState['pages'][number]): FullPage {
  return { title: row.title, titleFr: row.titleFr, html: row.html, htmlFr: row.htmlFr };
}

export function presentModerates(userId: number, names: StateNames): FullModerates {
  const mine = names.assignmentsOf.get(userId) ?? [];
  const named = (scope: string, map: Map<number, string>) =>
    mine
      .filter((a) => a.scope === scope)
      .map((a) => map.get(a.entityId))
      .filter((v): v is string => v !== undefined)
      .sort();
  return {
    platform: mine.some((a) => a.scope === 'platform'),
    lounges: mine.some((a) => a.scope === 'lounge'),
    sessions: named('session', names.session),
    presentations: named('presentation', names.presentation),
    sponsors: named('sponsor', names.sponsor),
    sponsorLounges: named('sponsor_lounge', names.sponsor),
  };
}

export function presentPerson(row: EventState['people'][number], names: StateNames): FullPerson {
  const roles: string[] = [];
  if (row.isAdmin) roles.push('admin');
  if (row.isSpeaker) roles.push('speaker');
  if (row.isReportViewer) roles.push('reportViewer');
  if (row.isSubmitter) roles.push('submitter');
  return {
    ...(row.email ? { email: row.email } : { key: row.externalKey ?? '' }),
    firstName: row.firstName,
    lastName: row.lastName,
    title: row.title,
    organisation: row.organisation,
    jobTitle: row.jobTitle,
    town: row.town,
    country: row.country,
    biography: row.biography,
    photoUri: row.photoUri,
    businessCardImageUri: row.businessCardImageUri,
    businessCardImageClickUri: row.businessCardImageClickUri,
    roles,
    disabled: row.disabled,
    hideFromDirectory: row.hideFromDirectory,
    moderates: presentModerates(row.id, names),
  };
}

export function presentRoom(row: EventState['rooms'][number], names: StateNames): FullRoom {
  return { name: row.name, nameFr: names.roomLabelFr.get(row.name) ?? '', alias: row.alias };
}

/** A prepared poll as the file writes it (flags only when set). */
export function presentPoll(row: EventState['draftPolls'][number]): TEventFilePoll {
  return {
    question: row.question,
    options: row.options.map((o) => o.text),
    ...(row.multiple ? { multiple: true } : {}),
    ...(row.anonymous ? { anonymous: true } : {}),
    ...(row.holdResults ? { holdResults: true } : {}),
  };
}

export function presentSession(row: EventState['sessions'][number], names: StateNames): FullSession {
  const people = (role: string) =>
    (names.peopleOf.get(row.id) ?? [])
      .filter((p) => p.role === role)
      .map((p) => names.person.get(p.userId))
      .filter((v): v is string => v !== undefined);
  return {
    key: sessionKeyOf(row),
    title: row.title,
    subtitle: row.subtitle,
    abstract: row.abstract,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    programmeDay: row.programmeDay,
    code: row.code,
    sourceUrl: row.sourceUrl,
    room: row.roomId === null ? null : (names.room.get(row.roomId) ?? null),
    type: row.type,
    theme: row.theme,
    colour: row.colour,
    textColour: row.textColour,
    moderatorLine1: row.moderatorLine1,
    hideInProgramme: row.hideInProgramme,
    language: row.language,
    keywords: row.keywords,
    isPoster: row.isPoster,
    thumbnailUri: row.thumbnailUri,
    homeVodThumbnailUri: row.homeVodThumbnailUri,
    sponsorThumbnailUri: row.sponsorThumbnailUri,
    sponsorThumbnailLinkUri: presentStandLink(row.sponsorThumbnailLinkUri, names),
    videoIFrameUri: row.videoIFrameUri,
    externalContentUri: row.externalContentUri,
    externalMeetingUri: row.externalMeetingUri,
    externalVotingUri: row.externalVotingUri,
    externalTranslationUri: row.externalTranslationUri,
    enableChat: row.enableChat,
    enableComments: row.enableComments,
    enableAuthorisationForComments: row.enableAuthorisationForComments,
    translation: row.translation,
    recordingAllowed: row.recordingAllowed,
    links: row.links.map((l) => ({ title: l.title, url: l.url })),
    speakers: people('speaker'),
    moderators: people('moderator'),
    presentations: (names.presentationsOf.get(row.id) ?? []).map((p) => presentPresentation(p, names)),
  };
}

export function presentPresentation(row: EventState['presentations'][number], names: StateNames): FullPresentation {
  return {
    code: row.internalCode,
    title: row.title,
    description: row.description,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    speaker: row.speakerId === null ? null : (names.person.get(row.speakerId) ?? null),
    speakerNameOverride: row.speakerNameOverride,
    coAuthors: row.coAuthors,
    customCode: row.code,
    type: row.type,
    theme: row.theme,
    keywords: row.keywords,
    isPoster: row.isPoster,
    isEventPortalPresentation: row.isEventPortalPresentation,
    submissionRequirements: row.submissionRequirements,
  };
}

/** The menu as a tree; a link to a free page (`custom/{id}`) becomes `page: title`. */
export function presentMenu(names: StateNames): FullMenuItem[] {
  const rows = names.state.menu;
  const build = (parentId: number | null): FullMenuItem[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const pageId = /^\/?custom\/(\d+)$/.exec(r.link)?.[1];
        const page = pageId ? names.page.get(Number(pageId)) : undefined;
        return {
          title: r.title,
          titleEn: r.titleEn,
          titleFr: r.titleFr,
          icon: r.icon,
          link: page === undefined ? r.link : '',
          ...(page === undefined ? {} : { page }),
          module: r.module,
          custom: r.custom,
          loginRequired: r.loginRequired,
          items: build(r.id),
        };
      });
  return build(null);
}

function compactMenu(items: FullMenuItem[]): NonNullable<TEventFile['menu']> {
  return items.map((item) => {
    const { items: children, ...rest } = item;
    return { ...compact(rest, MENU_DEFAULTS), ...(children.length ? { items: compactMenu(children) } : {}) };
  });
}

/** The whole event as a file (addresses as stored; export swaps stored files for paths). */
export function presentEvent(state: EventState): TEventFile {
  const names = new StateNames(state);
  const { submit, signIn, ...settings } = state.settings;
  const landing = state.pages.find((p) => p.module === 'landing');
  const moduleHtml = Object.fromEntries(
    state.pages
      .filter((p) => p.module !== null && p.module !== 'landing')
      .map((p) => [p.module as string, compact(presentPage(p), PAGE_DEFAULTS)]),
  );
  const people = state.people
    .filter((p) => personKeyOf(p) !== null)
    .map((p) => presentPerson(p, names))
    // By code unit, as the keys are sorted (not localeCompare): the same order whatever the machine's locale.
    .sort((a, b) => {
      const [x, y] = [a.email ?? a.key ?? '', b.email ?? b.key ?? ''];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const labels = (kind: 'type' | 'theme') =>
    Object.fromEntries(state.labels.filter((l) => l.kind === kind).map((l) => [l.name, l.nameFr]));
  const file: TEventFile = {
    version: EVENT_FILE_VERSION,
    settings,
    ...(submit && Object.keys(submit).length ? { submitSettings: submit } : {}),
    ...(signIn && Object.keys(signIn).length ? { signIn } : {}),
    ...(state.clients.length ? { clients: state.clients.map(presentClient) } : {}),
    menu: compactMenu(presentMenu(names)),
    ...(landing
      ? {
          landing: {
            ...compact(presentPage(landing), PAGE_DEFAULTS),
            ...(landing.useHomeVodModule ? { useHomeVodModule: true } : {}),
          },
        }
      : {}),
    pages: state.pages
      .filter((p) => p.module === null)
      .map((p) => ({ ...compact(presentPage(p), PAGE_DEFAULTS), title: p.title })),
    moduleHtml,
    sponsorGroups: state.groups.map((g) => ({ ...compact(presentGroup(g), GROUP_DEFAULTS), title: g.title })),
    sponsors: state.sponsors.map((s) => {
      const full = presentSponsor(s, names);
      return {
        ...compact(full, SPONSOR_DEFAULTS),
        title: full.title,
        ...(full.staff.length
          ? { staff: full.staff.map((m) => ({ ...compact(m, STAFF_DEFAULTS), person: m.person })) }
          : {}),
        ...(full.hotspots.length
          ? { hotspots: full.hotspots.map((h) => ({ ...h, ...compact(h, HOTSPOT_DEFAULTS) })) }
          : {}),
      } as NonNullable<TEventFile['sponsors']>[number];
    }),
    ads: state.ads.map((a) => {
      const full = presentAd(a, names);
      return { ...compact(full, AD_DEFAULTS), type: full.type, imageUri: full.imageUri } as NonNullable<
        TEventFile['ads']
      >[number];
    }),
    lounges: state.lounges.map((l) => ({ ...compact(presentLounge(l, names), LOUNGE_DEFAULTS), title: l.title })),
    people: people.map((p) => {
      const { moderates, ...rest } = p;
      const scopes = compact(moderates, MODERATES_DEFAULTS);
      return {
        ...compact(rest, PERSON_DEFAULTS),
        ...(Object.keys(scopes).length ? { moderates: scopes } : {}),
      } as NonNullable<TEventFile['people']>[number];
    }),
    programme: {
      rooms: state.rooms.map((r) => ({ ...compact(presentRoom(r, names), ROOM_DEFAULTS), name: r.name })),
      labelsFr: { types: labels('type'), themes: labels('theme') },
      sessions: state.sessions.map((s) => {
        const full = presentSession(s, names);
        const prepared = state.draftPolls.filter((p) => p.sessionId === s.id).map(presentPoll);
        return {
          ...compact(full, SESSION_DEFAULTS),
          key: full.key,
          title: full.title,
          startsAt: full.startsAt,
          endsAt: full.endsAt,
          ...(full.presentations.length
            ? {
                presentations: full.presentations.map((p) => ({
                  ...compact(p, PRESENTATION_DEFAULTS),
                  title: p.title,
                })),
              }
            : {}),
          ...(prepared.length ? { polls: prepared } : {}),
        } as NonNullable<NonNullable<TEventFile['programme']>['sessions']>[number];
      }),
    },
  };
  return file;
}
