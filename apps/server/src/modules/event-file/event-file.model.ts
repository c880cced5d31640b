/**
 * The event file's terms on the server: natural keys for every reference, each entity with all
 * its fields and their defaults (`Full…`), so that apply can compare what the file asks with
 * what is there; export then leaves out the fields that hold their default (`compact`).
 */

/** A session's natural key: its import key, or `session-{id}` for one made without a key. */
export function sessionKeyOf(row: { id: number; externalKey: string | null }): string {
  return row.externalKey ?? `session-${row.id}`;
}

/** A person's natural key: email, else their import key; null for neither (not in the file). */
export function personKeyOf(row: { email: string | null; externalKey: string | null }): string | null {
  return row.email ?? row.externalKey ?? null;
}

/**
 * The sponsor id of a stored link that opens one of the event's stands: `stand/{id}` as the seed
 * and apply store it, or any form the web routes to /{code}/stand/{id} (a leading slash, the
 * event's own code before it; packages/contracts rules/links.ts `internalPath`). Undefined for
 * any other link.
 */
export function standIdOfLink(link: string, eventCode: string): number | undefined {
  const match = /^\/*(?:([^/]+)\/)?stand\/(\d+)\/?$/.exec(link.trim());
  if (!match) return undefined;
  if (match[1] !== undefined && match[1].toUpperCase() !== eventCode.toUpperCase()) return undefined;
  return Number(match[2]);
}

/** The link stored for a sponsor's stand (what the web reads). */
export function storedStandLink(sponsorId: number): string {
  return `stand/${sponsorId}`;
}

export const GROUP_DEFAULTS = { colour: '', textColour: '', iconUri: '' };
export const SPONSOR_DEFAULTS = {
  group: null as string | null,
  shortDescription: '',
  description: '',
  thumbnailImageUri: '',
  standImageUri: '',
  externalContentUri: '',
  enableStandChat: false,
  theme: '',
  industry: '',
  expertise: '',
  keywords: [] as string[],
  staff: [] as FullStaff[],
  hotspots: [] as FullHotspot[],
  documents: [] as { title: string; uri: string }[],
  links: [] as { title: string; uri: string }[],
};
export const STAFF_DEFAULTS = { jobTitle: '', links: [] as { uri: string; icon: string }[] };
export const HOTSPOT_DEFAULTS = { title: '', vidWidth: 640, vidHeight: 360, items: [] as FullHotspotItem[] };
export const AD_DEFAULTS = { sponsor: null as string | null, title: '', titleFr: '', link: '' };
export const LOUNGE_DEFAULTS = { titleFr: '', imageUri: '', sponsor: null as string | null, rooms: [] as string[] };
export const PAGE_DEFAULTS = { title: '', titleFr: '', html: '', htmlFr: '' };
export const MODERATES_DEFAULTS = {
  platform: false,
  lounges: false,
  sessions: [] as string[],
  presentations: [] as string[],
  sponsors: [] as string[],
  sponsorLounges: [] as string[],
};
export const PERSON_DEFAULTS = {
  firstName: '',
  lastName: '',
  title: '',
  organisation: '',
  jobTitle: '',
  town: '',
  country: '',
  biography: '',
  photoUri: '',
  businessCardImageUri: '',
  businessCardImageClickUri: '',
  roles: [] as string[],
  disabled: false,
  hideFromDirectory: false,
  moderates: MODERATES_DEFAULTS,
};
export const ROOM_DEFAULTS = { nameFr: '', alias: '' };
export const SESSION_DEFAULTS = {
  subtitle: '',
  abstract: '',
  description: '',
  programmeDay: null as string | null,
  code: '',
  sourceUrl: '',
  room: null as string | null,
  type: '',
  theme: '',
  colour: '',
  textColour: '',
  moderatorLine1: '',
  hideInProgramme: false,
  language: '',
  keywords: [] as string[],
  isPoster: false,
  thumbnailUri: '',
  homeVodThumbnailUri: '',
  sponsorThumbnailUri: '',
  sponsorThumbnailLinkUri: '',
  videoIFrameUri: '',
  externalContentUri: '',
  externalMeetingUri: '',
  externalVotingUri: '',
  externalTranslationUri: '',
  enableChat: false,
  enableComments: false,
  enableAuthorisationForComments: false,
  translation: false,
  recordingAllowed: true,
  links: [] as { title: string; url: string }[],
  speakers: [] as string[],
  moderators: [] as string[],
  presentations: [] as FullPresentation[],
};
export const PRESENTATION_DEFAULTS = {
  code: '',
  description: '',
  startsAt: null as string | null,
  endsAt: null as string | null,
  speaker: null as string | null,
  speakerNameOverride: '',
  coAuthors: '',
  customCode: '',
  type: '',
  theme: '',
  keywords: [] as string[],
  isPoster: false,
  isEventPortalPresentation: true,
  submissionRequirements: [] as string[],
};
export const MENU_DEFAULTS = {
  title: '',
  titleEn: '',
  titleFr: '',
  icon: '',
  link: '',
  module: null as string | null,
  custom: false,
  loginRequired: false,
};

export type FullHotspotItem = { title: string; content: string };
export type FullStaff = { person: string } & typeof STAFF_DEFAULTS;
export type FullHotspot = {
  type: string;
  posTop: number;
  posLeft: number;
  mapHeight: number;
  mapWidth: number;
} & typeof HOTSPOT_DEFAULTS;
export type FullGroup = { title: string } & typeof GROUP_DEFAULTS;
export type FullSponsor = { title: string } & typeof SPONSOR_DEFAULTS;
export type FullAd = { type: string; imageUri: string } & typeof AD_DEFAULTS;
export type FullLounge = { title: string } & typeof LOUNGE_DEFAULTS;
export type FullPage = typeof PAGE_DEFAULTS;
export type FullModerates = typeof MODERATES_DEFAULTS;
export type FullPerson = { email?: string; key?: string } & typeof PERSON_DEFAULTS;
export type FullRoom = { name: string } & typeof ROOM_DEFAULTS;
export type FullPresentation = { title: string } & typeof PRESENTATION_DEFAULTS;
export type FullSession = { key: string; title: string; startsAt: string; endsAt: string } & typeof SESSION_DEFAULTS;
export type FullMenuItem = typeof MENU_DEFAULTS & { page?: string; items: FullMenuItem[] };

/** Only the fields that differ from their defaults (export writes these). */
export function compact<T extends object>(value: T, defaults: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, v] of Object.entries(value) as [keyof T, T[keyof T]][]) {
    if (v === undefined) continue;
    if (key in defaults && sameValue(v, defaults[key])) continue;
    out[key] = v;
  }
  return out;
}

/** Deep equality of plain values (what apply compares). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    if (ka.length !== kb.length) return false;
    return ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

/** Plain values with sorted keys (nested objects too): two exports of one event are byte-identical. */
export function sortedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedKeys) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])]),
    ) as T;
  }
  return value;
}

/** Rows grouped by a key, each group in the rows' order. */
export function groupBy<R>(rows: R[], keyOf: (row: R) => number): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return out;
}
